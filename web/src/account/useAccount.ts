import { isLoggedIn } from '@steekwerk/model';
import { useStore } from 'zustand';
import { useAppServices } from '../services/appServices';
import type { AccountState } from './accountStore';

/** Reads from the account store of the app's services. */
export function useAccount<Selected>(selector: (state: AccountState) => Selected): Selected {
  return useStore(useAppServices().account, selector);
}

/** Who is looking: logged in (spec §3) and premium. */
export function useViewer(): { loggedIn: boolean; premium: boolean } {
  const loggedIn = useAccount((state) => isLoggedIn(state.user));
  const premium = useAccount((state) => state.user.premium);
  return { loggedIn, premium };
}
