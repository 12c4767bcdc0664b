/**
 * The flash message (spec §2): one short text over the page that closes on a click or after a while (3000 ms
 * by default, spec §9). Any code holding the store can show one, e.g. the editor's save queue.
 */
import { createStore, type StoreApi } from 'zustand';
import type { TimerHandle, Timers } from '../lib/timers';

export const flashDefaultDurationMs = 3000;

export interface FlashMessage {
  readonly id: number;
  readonly text: string;
}

export interface FlashState {
  readonly message: FlashMessage | undefined;
  /** Shows `text` (replacing any message) for `durationMs`; returns its id. */
  show(text: string, durationMs?: number): number;
  /** Closes the message; with an id, only if that message is still shown. */
  hide(id?: number): void;
}

export type FlashStore = StoreApi<FlashState>;

export function createFlashStore(timers: Timers): FlashStore {
  let nextId = 1;
  let timer: TimerHandle | undefined;
  const stopTimer = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  return createStore<FlashState>()((set, get) => ({
    message: undefined,
    show(text, durationMs = flashDefaultDurationMs) {
      stopTimer();
      const id = nextId++;
      set({ message: { id, text } });
      timer = timers.setTimeout(() => get().hide(id), durationMs);
      return id;
    },
    hide(id) {
      const current = get().message;
      if (!current || (id !== undefined && current.id !== id)) return;
      stopTimer();
      set({ message: undefined });
    },
  }));
}
