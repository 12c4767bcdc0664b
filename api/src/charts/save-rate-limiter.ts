import type { DataSource } from 'typeorm';
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

/**
 * Takes one token from the user's bucket in one statement: a missing bucket starts full, the tokens refill with the
 * seconds since the last take (a clock that went back refills nothing), and the row changes only when a token is
 * left to take, so a refused save takes nothing. Concurrent saves of one user queue on the row's lock.
 */
const takeToken = `
  INSERT INTO "save_rate_buckets" AS bucket ("user_id", "tokens", "updated_at")
  VALUES ($1, $2 - 1, $4)
  ON CONFLICT ("user_id") DO UPDATE
    SET "tokens" = LEAST($2, bucket."tokens" + GREATEST(0, EXTRACT(EPOCH FROM ($4 - bucket."updated_at"))) * $3) - 1,
        "updated_at" = $4
    WHERE LEAST($2, bucket."tokens" + GREATEST(0, EXTRACT(EPOCH FROM ($4 - bucket."updated_at"))) * $3) >= 1
  RETURNING "tokens"`;

/**
 * The per-user save limit, kept in PostgreSQL (`save_rate_buckets`) so that several API processes behind one load
 * balancer share it: a user gets the limit once, whichever process answers (issue 26). The time comes from the
 * charts' clock, so tests move it instead of waiting.
 */
export class SaveRateLimiter {
  constructor(
    private readonly limit: SaveRateLimit,
    private readonly clock: Clock,
    private readonly database: Pick<DataSource, 'query'>,
  ) {}

  /**
   * Takes one save from the user's bucket.
   *
   * @param userId the saving user
   * @returns whether the save may go ahead (a refused save takes nothing)
   */
  async tryTake(userId: string): Promise<boolean> {
    const rows = (await this.database.query(takeToken, [
      userId,
      this.limit.burst,
      this.limit.perSecond,
      this.clock.now(),
    ])) as unknown[];
    return rows.length > 0;
  }
}
