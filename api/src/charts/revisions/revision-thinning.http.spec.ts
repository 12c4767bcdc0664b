import type { ChartState } from '@steekwerk/model';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chartState, createAuthor, getChart, newTabId, saveChart, type Author } from '../../testing/charts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CLOCK, type Clock } from '../chart-clock';
import { revisionsToDrop, type RevisionTime } from './revision-thinning';

describe('saving over days keeps revisions by the thinning policy (fake clock, real PostgreSQL)', () => {
  let server: TestApp;
  let author: Author;
  let clock: Clock;

  beforeAll(async () => {
    server = await createTestApp();
    author = await createAuthor(server);
    clock = server.app.get<Clock>(CLOCK);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await server.close();
  });

  /** Saves the chart at each time (the first save creates it); returns its id. */
  async function saveAt(
    times: readonly string[],
    afterSave?: (revision: number, chartId: string) => Promise<void>,
  ) {
    const s = newTabId();
    let chartId = 'new';
    let revision = 0;
    for (const time of times) {
      vi.spyOn(clock, 'now').mockReturnValue(new Date(time));
      const state: ChartState = chartState({ revision, title: `Opgeslagen ${time}` });
      const answer = await saveChart(server, author.cookies, chartId, {
        state: { ...state, settings: { ...state.settings, chartId } },
        s,
      });
      expect(answer.body, time).toMatchObject({ status: 'ok', revision: revision + 1 });
      chartId = answer.body.chartId as string;
      revision += 1;
      await afterSave?.(revision, chartId);
    }
    return chartId;
  }

  const storedRevisions = async (chartId: string): Promise<RevisionTime[]> =>
    (
      await server.dataSource.query(
        `SELECT revision, created_at FROM chart_revisions WHERE chart_id = $1 ORDER BY revision`,
        [chartId],
      )
    ).map((row: { revision: number; created_at: Date }) => ({
      revision: row.revision,
      createdAt: row.created_at,
    }));

  it('keeps exactly the newest of each month, day, hour and everything of the last 15 minutes', async () => {
    const chartId = await saveAt([
      '2026-01-10T10:00:00Z', // 1: January, dropped for 2
      '2026-01-20T10:00:00Z', // 2: the newest of January
      '2026-02-03T10:00:00Z', // 3: February, dropped for 5 (a younger one of the same month)
      '2026-02-25T09:00:00Z', // 4: dropped for 5, the same day
      '2026-02-25T18:00:00Z', // 5: the newest of 25 February
      '2026-03-09T08:00:00Z', // 6: dropped for 7, the same day
      '2026-03-09T23:00:00Z', // 7: the newest of 9 March and of its hour
      '2026-03-10T10:10:00Z', // 8: dropped for 9, the same hour
      '2026-03-10T10:50:00Z', // 9: the newest of 10:00–11:00
      '2026-03-10T11:40:00Z', // 10: 20 minutes old, dropped for 11 (the same hour)
      '2026-03-10T11:50:00Z', // 11: 10 minutes old: kept
      '2026-03-10T12:00:00Z', // 12: the newest
    ]);
    expect((await storedRevisions(chartId)).map((entry) => entry.revision)).toEqual([2, 5, 7, 9, 11, 12]);

    // The backups list shows what is kept; a dropped revision is gone, a kept one opens.
    const current = await getChart(server, author.cookies, chartId, { m: '1' });
    expect(
      (current.body.backups as Array<{ revisionNumber: number }>).map((backup) => backup.revisionNumber),
    ).toEqual([11, 9, 7, 5, 2]);
    expect((await getChart(server, author.cookies, chartId, { revisionNumber: 8 })).body.status).toBe(
      'notFound',
    );
    const kept = await getChart(server, author.cookies, chartId, { revisionNumber: 5 });
    expect(kept.body).toMatchObject({ status: 'ok' });
    expect((kept.body.state as ChartState).settings.revisionNumber).toBe(5);
  });

  it('after every save of 60 days of saves keeps what thinning the whole history at once would keep', async () => {
    const times: string[] = [];
    // Saves 7 h 13 min apart for 60 days, then a burst of five a minute apart.
    let time = Date.parse('2026-04-01T06:00:00Z');
    for (let index = 0; index < 200; index += 1, time += (7 * 60 + 13) * 60_000) {
      times.push(new Date(time).toISOString());
    }
    for (let index = 0; index < 5; index += 1, time += 60_000) times.push(new Date(time).toISOString());
    const history: RevisionTime[] = times.map((at, index) => ({
      revision: index + 1,
      createdAt: new Date(at),
    }));
    const chartId = await saveAt(times, async (revision, id) => {
      if (revision % 25 !== 0 && revision !== times.length) return;
      const now = history[revision - 1]!.createdAt;
      const dropped = new Set(revisionsToDrop(history.slice(0, revision), now));
      const expected = history.slice(0, revision).filter((entry) => !dropped.has(entry.revision));
      expect(await storedRevisions(id)).toEqual(expected);
    });
    const stored = await storedRevisions(chartId);
    // 60 days of saves: about one per day for 30 days, one per month before, and the burst.
    expect(stored.length).toBeLessThan(45);
    expect(stored.at(-1)!.revision).toBe(times.length);
  });
  it('never takes a gap left by thinning for a tab’s own saves: an old base is then a stale revision', async () => {
    const s = newTabId();
    const created = await saveChart(server, author.cookies, 'new', { state: chartState(), s });
    const chartId = created.body.chartId as string;
    for (const revision of [1, 2]) {
      const state = chartState({ revision });
      const answer = await saveChart(server, author.cookies, chartId, {
        state: { ...state, settings: { ...state.settings, chartId } },
        s,
      });
      expect(answer.body).toMatchObject({ status: 'ok', revision: revision + 1 });
    }
    // Revision 2 is gone, as thinning could drop one another tab saved; 3 is this tab's own.
    await server.dataSource.query(`DELETE FROM chart_revisions WHERE chart_id = $1 AND revision = 2`, [
      chartId,
    ]);
    const state = chartState({ revision: 1, title: 'Gebaseerd op revisie 1' });
    const answer = await saveChart(server, author.cookies, chartId, {
      state: { ...state, settings: { ...state.settings, chartId } },
      s,
    });
    expect(answer.body).toMatchObject({ status: 'staleRevision' });
  });
});
