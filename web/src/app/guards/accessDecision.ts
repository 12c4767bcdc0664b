/**
 * Who may see which screen (spec §2 and §6), as pure decisions the route guards and the login screen act on.
 */
import { isLoggedIn, type User } from '@steekwerk/model';
import { activationUrl, loginUrl, resolveRedirectUrl, type LocationParts } from '../../account/redirectUrl';
import type { AccountStatus } from '../../account/accountStore';

/** `login`: logged in and activated. */
export type Access = 'public' | 'login';

/** What the guard does: wait for the user, show the load failure, show the screen, or go elsewhere. */
export type AccessDecision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string };

export interface Session {
  readonly status: AccountStatus;
  readonly user: User;
}

/**
 * The decision for a screen needing `access`: an anonymous visitor goes to login, a user pending activation to
 * the activation screen, both with `redirectUrl` holding the path, query and hash of the screen.
 */
export function decideAccess(access: Access, session: Session, location: LocationParts): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  if (session.status === 'idle' || session.status === 'loading') return { kind: 'wait' };
  if (session.status === 'failed') return { kind: 'failed' };
  const target = `${location.pathname}${location.search}${location.hash}`;
  if (!isLoggedIn(session.user)) return { kind: 'redirect', to: loginUrl(target) };
  if (session.user.pending) return { kind: 'redirect', to: activationUrl(target) };
  return { kind: 'allow' };
}

/** What the login screen shows: nothing yet, the forms (with the target after logging in), or it moves on. */
export type LoginScreenDecision =
  | { readonly kind: 'wait' }
  | { readonly kind: 'forms'; readonly target: string }
  | { readonly kind: 'redirect'; readonly to: string };

/**
 * The login screen is only for logged-out visitors: a logged-in user goes straight to the target.
 *
 * @param redirectUrl the `redirectUrl` query value
 * @param fallback where to go without one (`/nl`, or the chart for the editor's login)
 */
export function decideLoginScreen(
  session: Session,
  redirectUrl: string | null,
  fallback: string,
): LoginScreenDecision {
  const target = resolveRedirectUrl(redirectUrl, fallback);
  if (session.status === 'idle' || session.status === 'loading') return { kind: 'wait' };
  if (isLoggedIn(session.user)) return { kind: 'redirect', to: afterLoginPath(session.user, target) };
  return { kind: 'forms', target };
}

/** Where a user goes after logging in: the target, or first the activation screen while pending. */
export function afterLoginPath(user: User, target: string): string {
  return user.pending ? activationUrl(target) : target;
}
