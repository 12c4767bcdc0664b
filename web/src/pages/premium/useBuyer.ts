import { isLoggedIn } from '@steekwerk/model';
import { useAccount } from '../../account/useAccount';

/**
 * Who is looking at an offer: still loading, a visitor (who logs in first; also when the account could not be
 * loaded), a user still to activate, a free user who can buy, or a premium user (who can only extend).
 */
export type Buyer =
  | { readonly kind: 'loading' }
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'free' }
  | { readonly kind: 'premium'; readonly until: string | null };

/** The buyer of the account store. */
export function useBuyer(): Buyer {
  const status = useAccount((state) => state.status);
  const user = useAccount((state) => state.user);
  if (status === 'idle' || status === 'loading') return { kind: 'loading' };
  if (!isLoggedIn(user)) return { kind: 'anonymous' };
  if (user.pending) return { kind: 'pending' };
  if (user.premium) return { kind: 'premium', until: user.premiumUntil ?? null };
  return { kind: 'free' };
}
