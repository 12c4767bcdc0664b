/**
 * Where a new user wanted to go when they registered, kept in this browser until the activation link is opened
 * (the link itself carries only the token), so that activating and logging in lead back there.
 */
import { readJson, writeJson, type KeyValueStorage } from '../lib/localStore';

export const activationRedirectKey = 'steekwerk.activationRedirect';

export function rememberActivationRedirect(storage: KeyValueStorage, target: string): void {
  writeJson(storage, activationRedirectKey, target);
}

/** The remembered target (once: it is forgotten on reading). */
export function takeActivationRedirect(storage: KeyValueStorage): string | undefined {
  const target = readJson(storage, activationRedirectKey);
  writeJson(storage, activationRedirectKey, undefined);
  return typeof target === 'string' ? target : undefined;
}
