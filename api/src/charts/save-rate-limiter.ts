import type { Clock } from './chart-clock';

/** A token bucket: `burst` saves at once, refilled at `perSecond`. */
export interface SaveRateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

/**
 * Saves per user: one a second with a burst of ten. The editor saves at most every 3 s (plus a save on leaving
 * the page and one per tab), so only a script comes near it.
 */
export const defaultSaveRateLimit: SaveRateLimit = { perSecond: 1, burst: 10 };

/** Buckets kept before full ones (users idle for `burst / perSecond` seconds) are dropped. */
const sweepAbove = 10_000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * The per-user save limit, in this process's memory: behind several API replicas each counts on its own, so a
 * user gets at most the limit times the number of replicas (see docs/decisions.md). The time comes from the
 * charts' clock, so tests move it instead of waiting.
 */
export class SaveRateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: SaveRateLimit,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes one save from the user's bucket.
   *
   * @param userId the saving user
   * @returns whether the save may go ahead (a refused save takes nothing)
   */
  tryTake(userId: string): boolean {
    const now = this.clock.now().getTime();
    if (this.buckets.size > sweepAbove) this.sweep(now);
    const bucket = this.buckets.get(userId) ?? { tokens: this.limit.burst, updatedAt: now };
    // A clock that went back (a test, a corrected server time) refills nothing and takes nothing away.
    const elapsedSeconds = Math.max(0, now - bucket.updatedAt) / 1000;
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + elapsedSeconds * this.limit.perSecond);
    bucket.updatedAt = now;
    this.buckets.set(userId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  /** Drops the buckets that would be full by now: they carry no information. */
  private sweep(now: number): void {
    for (const [userId, bucket] of this.buckets) {
      const refilled = bucket.tokens + (Math.max(0, now - bucket.updatedAt) / 1000) * this.limit.perSecond;
      if (refilled >= this.limit.burst) this.buckets.delete(userId);
    }
  }
}
