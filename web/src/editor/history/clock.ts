/**
 * Time as the editor sees it: injected, so rules such as "prune every 5 minutes" and "zoom keys repeat every
 * 100 ms" are tested with a fake clock (STYLE.md: no raw timers in editor code).
 */

export interface Clock {
  /** Milliseconds, as `Date.now()`. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/** A clock that moves only when told to; timers fire in order as time passes. */
export class FakeClock implements Clock {
  private time: number;
  private nextHandle = 1;
  private readonly timers = new Map<
    number,
    { at: number; every: number | undefined; callback: () => void }
  >();

  constructor(start = 1_700_000_000_000) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): unknown {
    const handle = this.nextHandle++;
    this.timers.set(handle, { at: this.time + ms, every: undefined, callback });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  setInterval(callback: () => void, ms: number): unknown {
    const handle = this.nextHandle++;
    this.timers.set(handle, { at: this.time + ms, every: Math.max(1, ms), callback });
    return handle;
  }

  clearInterval(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Moves time forward, firing every timer that falls due on the way. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      let dueHandle: number | undefined;
      let dueAt = Infinity;
      for (const [handle, timer] of this.timers) {
        if (timer.at <= end && timer.at < dueAt) {
          dueAt = timer.at;
          dueHandle = handle;
        }
      }
      if (dueHandle === undefined) break;
      const timer = this.timers.get(dueHandle);
      if (!timer) break;
      this.time = dueAt;
      if (timer.every === undefined) this.timers.delete(dueHandle);
      else timer.at += timer.every;
      timer.callback();
    }
    this.time = end;
  }
}
