/**
 * Small values kept in the browser (`localStorage`). Storage can be missing or full (private windows, quota), so
 * every read and write is allowed to fail quietly: the app then simply forgets.
 */

/** The part of the Web Storage API this app uses; tests pass a `Map`-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's `localStorage`, or a store that keeps nothing when it is unavailable. */
export function browserStorage(): KeyValueStorage {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Access itself can throw (blocked cookies).
  }
  return memoryStorage();
}

/** A storage in memory only, for tests and browsers without `localStorage`. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Reads and parses a JSON value; `undefined` when missing, unreadable or not JSON. */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/** Hears a failed write (spec §8: storage errors are reported silently); set by the page's error reporting. */
let storageFailureListener: ((key: string, error: unknown) => void) | undefined;

/** Sets (or with `undefined` clears) who hears failed writes of {@link writeJson}. */
export function onStorageFailure(listener: ((key: string, error: unknown) => void) | undefined): void {
  storageFailureListener = listener;
}

/** Stores a value as JSON, or removes the key for `undefined`; a failure is only reported, never thrown. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    if (value === undefined) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch (error) {
    // Full or blocked storage: the value is simply not kept.
    try {
      storageFailureListener?.(key, error);
    } catch {
      // A listener never makes a write throw.
    }
  }
}
