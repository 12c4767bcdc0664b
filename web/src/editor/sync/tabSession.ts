/**
 * The tab's session id `s` (spec §7): the server grants the write lock per `s`. A reload of the tab is the same
 * editor session, so the id is kept in sessionStorage and reused: the reloaded page keeps its own lock instead of
 * waiting for it to expire. A duplicated tab starts with a copy of that sessionStorage, so the id is only reused
 * when no live tab holds it: every tab holds a Web Lock named after its id for as long as it lives (the browser
 * frees it when the page goes away or crashes), and a page that cannot get that lock makes a new id.
 */

/** Where the tab keeps its id across reloads. */
export const tabSessionKey = 'steekwerk.tabSession';

/** The name of the Web Lock a live tab holds for its session id. */
export function tabLockName(sessionId: string): string {
  return `steekwerk.tab.${sessionId}`;
}

/** What the tab session needs of the browser; tests pass their own. */
export interface TabSessionEnvironment {
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** The Web Locks API, missing in old browsers (then every page load gets a new id). */
  readonly locks: Pick<LockManager, 'request'> | undefined;
}

const sessionIdPattern = /^t[A-Za-z0-9]{20}$/;

function randomToken(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/** A new session id: `t` and 20 random letters and digits. */
export function newTabSessionId(): string {
  return `t${randomToken(20)}`;
}

/** Holds the lock `name` for as long as the page lives, when nobody holds it; says whether it got it. */
function holdForLife(locks: Pick<LockManager, 'request'>, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        return lock === null ? undefined : new Promise<void>(() => undefined);
      })
      .catch(() => resolve(false));
  });
}

/**
 * Decides this page's session id: the one kept in the tab when no live tab holds it (a reload, a restored tab
 * after a crash), otherwise a new one (a duplicated tab, the first page of a tab), and keeps it in the tab.
 */
export async function startTabSession(environment: TabSessionEnvironment): Promise<string> {
  let kept: string | null = null;
  try {
    kept = environment.storage?.getItem(tabSessionKey) ?? null;
  } catch {
    // No storage: a new id per page load.
  }
  const { locks } = environment;
  let sessionId = newTabSessionId();
  if (locks) {
    if (kept !== null && sessionIdPattern.test(kept) && (await holdForLife(locks, tabLockName(kept)))) {
      sessionId = kept;
    } else {
      await holdForLife(locks, tabLockName(sessionId));
    }
  }
  try {
    environment.storage?.setItem(tabSessionKey, sessionId);
  } catch {
    // Not kept: a reload gets a new id and waits for this one's lock to be released or expire.
  }
  return sessionId;
}

/** The browser's storage and locks, when the page may use them. */
function browserEnvironment(): TabSessionEnvironment {
  let storage: Storage | undefined;
  try {
    storage = typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    storage = undefined;
  }
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  return { storage, locks };
}

let started: Promise<string> | undefined;

/** This page's session id (decided once per page load, see {@link startTabSession}). */
export function tabSessionId(): Promise<string> {
  started ??= startTabSession(browserEnvironment());
  return started;
}

/** A new id for one save (kept across the retries of that save). */
export function newSaveId(): string {
  return `s${randomToken(20)}`;
}
