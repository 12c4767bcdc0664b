/**
 * The one clock of the app: timers and time behind an interface, so code with delays (retries, debounces,
 * flash messages, the editor's history pruning and key repeats) is tested with a fake clock
 * (`src/test/fakeClock.ts`) instead of real waiting (no raw timers: docs/architecture.md, "Tests").
 */

/** An opaque handle of a scheduled callback. */
export type TimerHandle = unknown;

export interface Timers {
  setTimeout(callback: () => void, delayMs: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** Calls `callback` every `periodMs` until cleared. */
  setInterval(callback: () => void, periodMs: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
  /** Milliseconds on a monotonic clock: for durations, not dates. */
  now(): number;
}

/** The browser's timers. */
export const browserTimers: Timers = {
  setTimeout: (callback, delayMs) => globalThis.setTimeout(callback, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  setInterval: (callback, periodMs) => globalThis.setInterval(callback, periodMs),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>),
  now: () => performance.now(),
};

/**
 * Resolves after `delayMs`, or rejects with `signal.reason` as soon as `signal` aborts.
 *
 * @param timers the clock to wait on
 */
export function delay(timers: Timers, delayMs: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(signal?.reason);
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, delayMs);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A debounced call: `schedule` (re)starts the wait, `flush` runs a pending call now, `cancel` drops it. */
export interface Debounced {
  schedule(): void;
  flush(): void;
  cancel(): void;
  readonly pending: boolean;
}

/**
 * Calls `callback` once `delayMs` have passed since the last `schedule()`.
 *
 * @param timers the clock to wait on
 */
export function debounce(timers: Timers, delayMs: number, callback: () => void): Debounced {
  let handle: TimerHandle | undefined;
  const run = () => {
    handle = undefined;
    callback();
  };
  return {
    schedule() {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = timers.setTimeout(run, delayMs);
    },
    flush() {
      if (handle === undefined) return;
      timers.clearTimeout(handle);
      run();
    },
    cancel() {
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
    },
    get pending() {
      return handle !== undefined;
    },
  };
}
