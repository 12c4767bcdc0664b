import type { TimerHandle, Timers } from '../lib/timers';

interface Scheduled {
  readonly id: number;
  at: number;
  /** The period of an interval; undefined for a timeout. */
  readonly every: number | undefined;
  readonly callback: () => void;
}

/** Lets pending promise callbacks (fetch replies, awaits) run before the clock moves on. */
export async function flushMicrotasks(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}

/**
 * The one fake clock: it moves only when told, and injected wherever code takes {@link Timers} (the app's
 * services, sync, the editor). `advance(ms)` runs every callback that falls due, in order, letting promises
 * settle between them; `advanceSync(ms)` does the same without waiting, for code that never awaits (the
 * editor's history and keys).
 */
export class FakeClock implements Timers {
  private time: number;
  private nextId = 1;
  private scheduled: Scheduled[] = [];

  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    return this.schedule(callback, Math.max(0, delayMs), undefined);
  }

  clearTimeout(handle: TimerHandle): void {
    this.scheduled = this.scheduled.filter((entry) => entry.id !== handle);
  }

  setInterval(callback: () => void, periodMs: number): TimerHandle {
    const every = Math.max(1, periodMs);
    return this.schedule(callback, every, every);
  }

  clearInterval(handle: TimerHandle): void {
    this.clearTimeout(handle);
  }

  /** How many callbacks are waiting. */
  get pendingCount(): number {
    return this.scheduled.length;
  }

  /** The delays (from now) of the waiting callbacks, soonest first. */
  get pendingDelays(): number[] {
    return this.scheduled.map((entry) => entry.at - this.time).sort((a, b) => a - b);
  }

  /** Moves the clock `ms` forward, running due callbacks in time order and letting promises settle. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    await flushMicrotasks();
    while (this.runNextDue(end)) await flushMicrotasks();
    this.time = end;
    await flushMicrotasks();
  }

  /** Moves the clock `ms` forward, running due callbacks in time order, without waiting for promises. */
  advanceSync(ms: number): void {
    const end = this.time + ms;
    let ran = true;
    while (ran) ran = this.runNextDue(end);
    this.time = end;
  }

  private schedule(callback: () => void, delayMs: number, every: number | undefined): TimerHandle {
    const id = this.nextId++;
    this.scheduled.push({ id, at: this.time + delayMs, every, callback });
    return id;
  }

  /** Runs the first callback due by `end` (an interval stays scheduled for its next turn); false if none. */
  private runNextDue(end: number): boolean {
    const due = this.scheduled
      .filter((entry) => entry.at <= end)
      .sort((a, b) => a.at - b.at || a.id - b.id)[0];
    if (!due) return false;
    this.time = due.at;
    if (due.every === undefined) this.scheduled = this.scheduled.filter((entry) => entry !== due);
    else due.at += due.every;
    due.callback();
    return true;
  }
}
