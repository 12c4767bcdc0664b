import type { TimerHandle, Timers } from '../lib/timers';

interface Scheduled {
  readonly id: number;
  readonly at: number;
  readonly callback: () => void;
}

/** Lets pending promise callbacks (fetch replies, awaits) run before the clock moves on. */
export async function flushMicrotasks(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}

/**
 * A clock that moves only when told: `advance(ms)` runs every callback that falls due, in order, letting
 * promises settle between them. Injected wherever code takes {@link Timers}.
 */
export class FakeClock implements Timers {
  private time = 0;
  private nextId = 1;
  private scheduled: Scheduled[] = [];

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    const id = this.nextId++;
    this.scheduled.push({ id, at: this.time + Math.max(0, delayMs), callback });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    this.scheduled = this.scheduled.filter((entry) => entry.id !== handle);
  }

  /** How many callbacks are waiting. */
  get pendingCount(): number {
    return this.scheduled.length;
  }

  /** The delays (from now) of the waiting callbacks, soonest first. */
  get pendingDelays(): number[] {
    return this.scheduled.map((entry) => entry.at - this.time).sort((a, b) => a - b);
  }

  /** Moves the clock `ms` forward, running due callbacks in time order. */
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    await flushMicrotasks();
    for (;;) {
      const due = this.scheduled
        .filter((entry) => entry.at <= end)
        .sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.scheduled = this.scheduled.filter((entry) => entry !== due);
      this.time = due.at;
      due.callback();
      await flushMicrotasks();
    }
    this.time = end;
    await flushMicrotasks();
  }
}
