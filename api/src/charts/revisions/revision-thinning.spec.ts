import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revisionsToDrop, type RevisionTime } from './revision-thinning';

const now = new Date('2026-11-24T12:00:00.000Z');
const minutes = (count: number) => count * 60_000;
const hours = (count: number) => count * minutes(60);
const days = (count: number) => count * hours(24);

/** Revisions 1, 2, … saved `agesMs` before `now` (oldest first). */
function saved(...agesMs: number[]): RevisionTime[] {
  return agesMs.map((age, index) => ({ revision: index + 1, createdAt: new Date(now.getTime() - age) }));
}

describe('revisionsToDrop', () => {
  it.each<[string, RevisionTime[], number[]]>([
    ['nothing stored', [], []],
    ['one old revision: the newest is always kept', saved(days(400)), []],
    ['every revision of the last 15 minutes', saved(minutes(14), minutes(10), minutes(5), 0), []],
    [
      'the newest of an hour once older than 15 minutes, also when a younger one shares the hour',
      // 11:20, 11:30 and 11:40 share the hour 11:00–12:00 with 11:50 (10 minutes old, so kept).
      saved(minutes(40), minutes(30), minutes(20), minutes(10)),
      [1, 2, 3],
    ],
    [
      'one per hour for the last day',
      // 09:30 (hour 9), 10:10 and 10:50 (hour 10), and now.
      saved(minutes(150), minutes(110), minutes(70), 0),
      [2],
    ],
    [
      'one per day for 30 days',
      // 2026-11-20 at 08:00 and 20:00, 2026-11-21 at 09:00, and now.
      saved(days(4) + hours(4), days(3) + hours(16), days(3) + hours(3), 0),
      [1],
    ],
    [
      'one per month after 30 days',
      // 2026-08-03 and 2026-08-20 (August), 2026-09-10 (September), then now.
      saved(days(113), days(96), days(75), 0),
      [1],
    ],
    [
      'a younger revision in the same month replaces an old one already',
      // 2026-10-01 (54 days: month tier) and 2026-10-30 (25 days: day tier) share October.
      saved(days(54), days(25), 0),
      [1],
    ],
    [
      'a revision from the future (the clock went back) is kept',
      [
        { revision: 1, createdAt: new Date(now.getTime() + hours(2)) },
        { revision: 2, createdAt: new Date(now.getTime() + hours(2) + 1) },
        { revision: 3, createdAt: now },
      ],
      [],
    ],
  ])('%s', (_, revisions, dropped) => {
    expect(revisionsToDrop(revisions, now)).toEqual(dropped);
  });

  it('keeps one revision per day of a month of saves every 10 minutes, and all of the last quarter hour', () => {
    const start = now.getTime() - days(30);
    const revisions: RevisionTime[] = [];
    for (let time = start, revision = 1; time <= now.getTime(); time += minutes(10), revision += 1) {
      revisions.push({ revision, createdAt: new Date(time) });
    }
    const dropped = new Set(revisionsToDrop(revisions, now));
    const kept = revisions.filter((entry) => !dropped.has(entry.revision));
    const ages = kept.map((entry) => now.getTime() - entry.createdAt.getTime());
    expect(ages.filter((age) => age < minutes(15))).toHaveLength(2);
    // The newest of each hour of the last day: 24 hours back reaches into 25 calendar hours, the current one
    // counted among the last quarter hour.
    expect(ages.filter((age) => age >= minutes(15) && age < days(1)).length).toBeLessThanOrEqual(24);
    expect(ages.filter((age) => age >= days(1)).length).toBeLessThanOrEqual(31);
    expect(kept.length).toBeLessThan(60);
    expect(kept.at(-1)!.revision).toBe(revisions.at(-1)!.revision);
  });

  it('drops the same revisions whether it runs after every save or once at the end', () => {
    const start = now.getTime() - days(200);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: hours(72) }), { minLength: 1, maxLength: 120 }),
        (gaps) => {
          let stored: RevisionTime[] = [];
          const all: RevisionTime[] = [];
          let time = start;
          gaps.forEach((gap, index) => {
            time += gap;
            const revision = { revision: index + 1, createdAt: new Date(time) };
            all.push(revision);
            stored.push(revision);
            const dropped = new Set(revisionsToDrop(stored, new Date(time)));
            stored = stored.filter((entry) => !dropped.has(entry.revision));
          });
          const end = new Date(time);
          const once = new Set(revisionsToDrop(all, end));
          expect(stored.map((entry) => entry.revision)).toEqual(
            all.filter((entry) => !once.has(entry.revision)).map((entry) => entry.revision),
          );
        },
      ),
    );
  });
});
