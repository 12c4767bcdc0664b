/**
 * Where the clipboard is kept so every tab of the browser shares it (spec §9): one `localStorage` entry, and the
 * `storage` event that tells the other tabs it changed. Its clock is the wall clock (the same in every tab), which
 * the 30-minute expiry is measured on; tests pass a store over a fake storage and a fake clock
 * (`testing/sharedClipboard.ts`).
 */
import { browserStorage, type KeyValueStorage } from '../../lib/localStore';

/** The `localStorage` key of the clipboard. */
export const clipboardKey = 'steekwerk.clipboard';

export interface ClipboardStore {
  /** The stored text, or null when there is none (or the storage cannot be read). */
  read(): string | null;
  /** Stores the text; false when it could not be kept (storage full or blocked). */
  write(text: string): boolean;
  /** Calls `listener` when another tab changed the clipboard; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Milliseconds since the epoch. */
  now(): number;
}

/** A store over a key-value storage, told of other tabs' writes by `subscribe`. */
export function storageClipboard(
  storage: KeyValueStorage,
  subscribe: ClipboardStore['subscribe'],
  now: () => number,
): ClipboardStore {
  return {
    read: () => {
      try {
        return storage.getItem(clipboardKey);
      } catch {
        return null;
      }
    },
    write: (text) => {
      try {
        storage.setItem(clipboardKey, text);
        return true;
      } catch {
        return false;
      }
    },
    subscribe,
    now,
  };
}

/** The browser's store: `localStorage` and its `storage` event, on the wall clock. */
export function browserClipboard(): ClipboardStore {
  return storageClipboard(
    browserStorage(),
    (listener) => {
      if (typeof window === 'undefined') return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === clipboardKey || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
    () => Date.now(),
  );
}
