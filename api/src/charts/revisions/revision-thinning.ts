/**
 * Which revisions of a chart to keep as saves arrive: every revision of the last quarter of an hour, then the
 * newest of each hour for a day, the newest of each day for 30 days, and the newest of each month after that;
 * the chart's newest revision always. Pure: revisions and a time in, the revisions to delete out.
 *
 * Buckets are calendar hours, days and months in UTC, so they nest: the newest revision of a month is also the
 * newest of its day and of its hour. Thinning after every save therefore keeps exactly what thinning the whole
 * history once would keep: a revision is only ever dropped for a newer one in its bucket, and that newer one
 * is kept by every coarser bucket too.
 */

/** How finely revisions of an age are kept: all of them, or the newest per calendar hour, day or month (UTC). */
export type KeepGranularity = 'all' | 'hour' | 'day' | 'month';

/** Revisions younger than `maxAgeMs` (and older than the tier before) are kept at `keep`. */
export interface KeepTier {
  readonly maxAgeMs: number;
  readonly keep: KeepGranularity;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** The policy (docs/decisions.md "Security: storage limits and text"), youngest tier first. */
export const revisionKeepPolicy: readonly KeepTier[] = [
  { maxAgeMs: 15 * minute, keep: 'all' },
  { maxAgeMs: day, keep: 'hour' },
  { maxAgeMs: 30 * day, keep: 'day' },
  { maxAgeMs: Number.POSITIVE_INFINITY, keep: 'month' },
];

/** A stored revision: its number (higher is newer) and when it was saved. */
export interface RevisionTime {
  readonly revision: number;
  readonly createdAt: Date;
}

/** The calendar bucket of a time at a granularity, e.g. `2026-11-24T10` for an hour. */
function bucketOf(time: Date, keep: Exclude<KeepGranularity, 'all'>): string {
  const iso = time.toISOString();
  if (keep === 'hour') return iso.slice(0, 13);
  if (keep === 'day') return iso.slice(0, 10);
  return iso.slice(0, 7);
}

function tierOf(ageMs: number, policy: readonly KeepTier[]): KeepGranularity {
  for (const tier of policy) if (ageMs < tier.maxAgeMs) return tier.keep;
  return policy[policy.length - 1]?.keep ?? 'all';
}

/**
 * The revisions the policy drops at `now`: those with a newer (higher numbered) revision in their bucket at the
 * granularity their age calls for. So the chart's newest revision is always kept, and so are revisions of the
 * future (a clock that went back).
 *
 * @param revisions the chart's stored revisions, any order
 * @param now the time of the save
 * @param policy tiers from youngest to oldest; the last one should have an infinite `maxAgeMs`
 * @returns revision numbers to delete, ascending
 */
export function revisionsToDrop(
  revisions: readonly RevisionTime[],
  now: Date,
  policy: readonly KeepTier[] = revisionKeepPolicy,
): number[] {
  // The newest revision of every bucket, over all revisions whatever their age: a younger revision in the same
  // hour, day or month makes an older one redundant already (and keeps thinning after each save the same as
  // thinning once).
  const newest = new Map<string, number>();
  for (const { revision, createdAt } of revisions) {
    for (const keep of ['hour', 'day', 'month'] as const) {
      const key = `${keep}:${bucketOf(createdAt, keep)}`;
      newest.set(key, Math.max(newest.get(key) ?? Number.NEGATIVE_INFINITY, revision));
    }
  }
  const dropped: number[] = [];
  for (const { revision, createdAt } of revisions) {
    const keep = tierOf(now.getTime() - createdAt.getTime(), policy);
    if (keep === 'all') continue;
    if (newest.get(`${keep}:${bucketOf(createdAt, keep)}`)! > revision) dropped.push(revision);
  }
  return dropped.sort((a, b) => a - b);
}
