import type { ChartState } from '@steekwerk/model';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { postAs } from '../../testing/chart-lists';
import {
  chartState,
  createAuthor,
  createChart,
  newTabId,
  rowsOf,
  saveChart,
  type Author,
} from '../../testing/charts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { CLOCK, type Clock } from '../chart-clock';
import { RevisionStorage } from './revision-storage';
import { STORAGE_POLICY, storageLimits, type StoragePolicy } from './storage-limits';

const storageFull = { sfRequest: 'ok', status: 'storageFull', reason: 'storageFull' };

describe('storage quotas per tier (real PostgreSQL)', () => {
  let server: TestApp;
  let policy: StoragePolicy;
  let storage: RevisionStorage;
  let clock: Clock;

  beforeAll(async () => {
    server = await createTestApp();
    policy = server.app.get<StoragePolicy>(STORAGE_POLICY);
    storage = server.app.get(RevisionStorage);
    clock = server.app.get<Clock>(CLOCK);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await server.close();
  });

  const usedBy = (author: Author) =>
    server.dataSource.transaction((manager) => storage.usedBytes(manager, author.user.id));

  const revisionCount = async (author: Author) =>
    (
      await server.dataSource.query(
        `SELECT count(*)::int AS n FROM chart_revisions r JOIN charts c ON c.id = r.chart_id WHERE c.owner_id = $1`,
        [author.user.id],
      )
    )[0].n as number;

  /** Gives free users `freeQuota` bytes; premium users keep the real (larger) limits. */
  function limitFreeUsersTo(freeQuota: number, maxStateBytes = storageLimits(false).maxStateBytes) {
    vi.spyOn(policy, 'limitsOf').mockImplementation((premium) =>
      premium ? storageLimits(true) : { quotaBytes: freeQuota, maxStateBytes },
    );
  }

  function saveNext(
    author: Author,
    chart: { chartId: string; s: string },
    revision: number,
    state?: ChartState,
  ) {
    const next = state ?? chartState({ revision });
    return saveChart(server, author.cookies, chart.chartId, {
      state: { ...next, settings: { ...next.settings, chartId: chart.chartId, revision } },
      s: chart.s,
    });
  }

  it('refuses a save that would take a free user over the quota, storing nothing, and lets premium go on', async () => {
    const free = await createAuthor(server);
    const chart = await createChart(server, free);
    const oneRevision = await usedBy(free);
    expect(oneRevision).toBeGreaterThan(1000);
    limitFreeUsersTo(Math.floor(2.5 * oneRevision));
    expect((await saveNext(free, chart, 1)).body).toMatchObject({ status: 'ok', revision: 2 });

    const refused = await saveNext(free, chart, 2);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual(storageFull);
    const fresh = await saveChart(server, free.cookies, 'new', { state: chartState(), s: newTabId() });
    expect(fresh.body).toEqual(storageFull);
    expect(await revisionCount(free)).toBe(2);
    const charts = await server.dataSource.query(`SELECT revision FROM charts WHERE owner_id = $1`, [
      free.user.id,
    ]);
    expect(charts).toEqual([{ revision: 2 }]);

    // The same storage is well within the premium quota.
    const premium = await createAuthor(server, { premium: true });
    const premiumChart = await createChart(server, premium);
    for (const revision of [1, 2, 3]) {
      expect((await saveNext(premium, premiumChart, revision)).body).toMatchObject({ status: 'ok' });
    }
  });

  it('counts charts in the bin until the bin is emptied, and copies too', async () => {
    const free = await createAuthor(server);
    const kept = await createChart(server, free);
    const binned = await createChart(server, free);
    // Room for a little more than the two charts' revisions, not for a third revision.
    limitFreeUsersTo((await usedBy(free)) + 100);
    expect((await saveNext(free, kept, 1)).body).toEqual(storageFull);
    expect((await postAs(server, free, `chart/clone/${kept.chartId}`, {})).body).toEqual(storageFull);
    await postAs(server, free, 'charts/delete', { chartIds: [binned.chartId] });
    expect((await saveNext(free, kept, 1)).body).toEqual(storageFull);
    expect((await postAs(server, free, 'charts/bin/empty')).status).toBe(200);
    expect((await saveNext(free, kept, 1)).body).toMatchObject({ status: 'ok', revision: 2 });
  });

  it('lets a user over the quota save when thinning frees at least as much as the save adds', async () => {
    const free = await createAuthor(server);
    const start = Date.parse('2026-05-04T10:00:00Z');
    const at = (minutes: number) =>
      vi.spyOn(clock, 'now').mockReturnValue(new Date(start + minutes * 60_000));
    at(0);
    const chart = await createChart(server, free, chartState({ title: 'Een lange titel die ruimte kost' }));
    at(1);
    expect((await saveNext(free, chart, 1)).body).toMatchObject({ status: 'ok' });
    // Premium ended, say: far over the quota.
    limitFreeUsersTo(1);
    // At 10:30 revisions 1 and 2 (10:00, 10:01) are older than 15 minutes and share their hour with the new
    // one: both go, so the storage shrinks and the save is allowed.
    at(30);
    const before = await usedBy(free);
    expect((await saveNext(free, chart, 2)).body).toMatchObject({ status: 'ok', revision: 3 });
    expect(await usedBy(free)).toBeLessThan(before);
    // A minute later nothing can go (the last quarter hour is all kept): refused.
    at(31);
    expect((await saveNext(free, chart, 3)).body).toEqual(storageFull);
    expect(await revisionCount(free)).toBe(1);
  });

  it('counts progress rows to the user tracking them, and refuses progress that does not fit', async () => {
    const owner = await createAuthor(server);
    const tracker = await createAuthor(server);
    const chart = await createChart(server, owner, {
      ...chartState(),
      settings: { ...chartState().settings, allowAnonymous: true },
    });
    const other = await createChart(server, owner, {
      ...chartState(),
      settings: { ...chartState().settings, allowAnonymous: true },
    });
    const done = (cells: number[]) => ({
      columnCount: 4,
      rowCount: 3,
      done: rowsOf(new Uint8Array(cells)),
      s: newTabId(),
    });
    const path = `chart/progress-tracker/save-grid-rows-done/${chart.chartId}`;
    expect(await usedBy(tracker)).toBe(0);
    const saved = await postAs(server, tracker, path, done([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    expect(saved.status).toBe(200);
    // The 12 done cells are kept as 12 bits.
    expect(await usedBy(tracker)).toBe(2);

    // A row of the same size replaces the old one: no growth, allowed even at a full quota.
    limitFreeUsersTo(2);
    expect((await postAs(server, tracker, path, done([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).status).toBe(
      200,
    );
    const refused = await postAs(
      server,
      tracker,
      `chart/progress-tracker/save-grid-rows-done/${other.chartId}`,
      done([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      sfRequest: 'error',
      error: 'Je opslagruimte is vol. Leeg de prullenbak of verwijder charts die je niet meer nodig hebt.',
    });
    const styles = {
      styleIds: '1,2,3',
      customLineStyleIds: '',
      halfStitchStyleIds: '',
      quarterStitchStyleIds: '',
    };
    const stylesPath = `chart/progress-tracker/save-styles/${chart.chartId}`;
    expect((await postAs(server, tracker, stylesPath, styles)).status).toBe(403);
    limitFreeUsersTo(2 + 5);
    expect((await postAs(server, tracker, stylesPath, styles)).status).toBe(200);
    expect(await usedBy(tracker)).toBe(7);
  });

  it('refuses one revision whose state (lines, stitches, texts) is larger than the tier allows', async () => {
    const free = await createAuthor(server);
    limitFreeUsersTo(storageLimits(false).quotaBytes, 8 * 1024);
    const state = chartState();
    const big = { ...state, settings: { ...state.settings, notes: 'n'.repeat(9000) } };
    const answer = await saveChart(server, free.cookies, 'new', { state: big, s: newTabId() });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      sfRequest: 'error',
      error:
        'Deze chart is groter dan je abonnement toestaat. Hoogstens 8 kB aan lijnen, steken, teksten en andere gegevens.',
    });
    expect(await revisionCount(free)).toBe(0);
    expect((await saveChart(server, free.cookies, 'new', { state, s: newTabId() })).body).toMatchObject({
      status: 'ok',
    });
  });

  it('has the documented real limits', () => {
    expect(storageLimits(false)).toEqual({ quotaBytes: 500 * 1024 ** 2, maxStateBytes: 4 * 1024 ** 2 });
    expect(storageLimits(true)).toEqual({ quotaBytes: 10 * 1024 ** 3, maxStateBytes: 16 * 1024 ** 2 });
  });
});
