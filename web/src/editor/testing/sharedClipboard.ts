/**
 * A fake of the browser's shared clipboard for tests: one stored text that several "tabs" (editors) read and write,
 * each told of the others' writes as the `storage` event tells a tab, a wall clock that moves only when told, and an
 * optional size limit (a full `localStorage`).
 */
import type { ClipboardStore } from '../clipboard/clipboardStore';

export class SharedClipboard {
  private text: string | null = null;
  private readonly tabs = new Set<{ readonly notify: () => void }>();
  /** Milliseconds since the epoch, as `Date.now()` would say. */
  time = Date.UTC(2025, 0, 6, 10, 0, 0);

  /** @param limit the most characters the storage keeps; a longer write fails as a full `localStorage` does */
  constructor(private readonly limit = Infinity) {}

  /** The stored text (what every tab reads). */
  get stored(): string | null {
    return this.text;
  }

  /** Puts text in the storage as another tab, another version of the app or a hand edit would (tabs are told). */
  set(text: string | null): void {
    this.text = text;
    for (const tab of this.tabs) tab.notify();
  }

  /** Moves the wall clock on. */
  advance(ms: number): void {
    this.time += ms;
  }

  /** The store of one more tab. */
  tab(): ClipboardStore {
    const listeners = new Set<() => void>();
    const me = { notify: () => listeners.forEach((listener) => listener()) };
    this.tabs.add(me);
    return {
      read: () => this.text,
      write: (text) => {
        if (text.length > this.limit) return false;
        this.text = text;
        for (const tab of this.tabs) if (tab !== me) tab.notify();
        return true;
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      now: () => this.time,
    };
  }
}
