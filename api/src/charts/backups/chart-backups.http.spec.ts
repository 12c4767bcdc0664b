/**
 * `GET chart/backups/{chartId}` (the Back-ups panel) on the real PostgreSQL: the owner pages through the earlier
 * revisions newest first; nobody else sees them; bad input is a 400.
 */
import type { ChartBackupEntry, ChartState } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../testing/accounts';
import {
  cellsOf,
  chartState,
  createAuthor,
  createChart,
  getChart,
  newTabId,
  saveChart,
  type Author,
} from '../../testing/charts';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('listing a chart’s backups', () => {
  let server: TestApp;
  let owner: Author;
  let other: Author;
  let pending: Author;

  const backups = (chartId: string, query = '', cookies: Record<string, string> | null = owner.cookies) =>
    get(server, `chart/backups/${chartId}${query}`, cookies ? { cookies } : {});

  /** A chart saved `revisions` times in a row by the owner. */
  async function chartWithRevisions(revisions: number) {
    const { chartId, s, state } = await createChart(server, owner);
    for (let revision = 1; revision < revisions; revision += 1) {
      const answer = await saveChart(server, owner.cookies, chartId, {
        state: { ...state, settings: { ...state.settings, revision } },
        s,
      });
      expect(answer.body).toMatchObject({ status: 'ok', revision: revision + 1 });
    }
    return chartId;
  }

  beforeAll(async () => {
    server = await createTestApp();
    [owner, other, pending] = await Promise.all([
      createAuthor(server),
      createAuthor(server),
      createAuthor(server, { pending: true }),
    ]);
  });

  afterAll(async () => {
    await server.close();
  });

  it('lists the earlier revisions newest first, a page at a time, without the current one', async () => {
    const chartId = await chartWithRevisions(5);
    const first = await backups(chartId, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ sfRequest: 'ok', status: 'ok', revision: 5, next: 3 });
    const page = first.body.backups as ChartBackupEntry[];
    expect(page.map((backup) => backup.revisionNumber)).toEqual([4, 3]);
    expect(page[0]).toEqual({
      revisionNumber: 4,
      dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      hasMultipleUsers: false,
      savedBy: expect.any(String),
    });
    expect(JSON.stringify(first.body)).not.toContain(owner.email);

    const second = await backups(chartId, '?limit=2&before=3');
    expect((second.body.backups as ChartBackupEntry[]).map((backup) => backup.revisionNumber)).toEqual([
      2, 1,
    ]);
    expect(second.body.next).toBeNull();
  });

  it('answers an empty list for a chart saved once', async () => {
    const chartId = await chartWithRevisions(1);
    expect((await backups(chartId)).body).toMatchObject({
      status: 'ok',
      revision: 1,
      backups: [],
      next: null,
    });
  });

  it('refuses everyone but a writer', async () => {
    const base = chartState();
    const { chartId } = await createChart(server, owner, {
      ...base,
      settings: { ...base.settings, allowAnonymous: true, allowUsers: [other.email] },
    });
    expect((await backups(chartId, '', null)).body).toMatchObject({ status: 'notLoggedIn' });
    expect((await backups(chartId, '', other.cookies)).body).toMatchObject({ status: 'accessDenied' });
    expect((await backups(chartId, '', pending.cookies)).status).toBe(403);
    expect((await backups('onbekend123', '')).body).toMatchObject({ status: 'notFound' });
  });

  it('refuses bad input with a 400', async () => {
    const chartId = await chartWithRevisions(1);
    for (const query of ['?limit=0', '?limit=51', '?before=0', '?before=abc', '?limit=1.5']) {
      const answer = await backups(chartId, query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.sfRequest).toBe('error');
    }
    expect((await backups('new', '')).status).toBe(400);
    expect((await backups('a%00b', '')).status).toBe(400);
  });

  describe('restoring one', () => {
    const restore = (
      chartId: string,
      body: unknown,
      cookies: Record<string, string> | null = owner.cookies,
    ) => post(server, `chart/backup/restore/${chartId}`, body, cookies ? { cookies } : {});

    it('saves the backup’s drawing as the newest revision and keeps the current title and sharing', async () => {
      const first = chartState({ cells: new Uint8Array(12).fill(1), title: 'Eerst' });
      const { chartId, s } = await createChart(server, owner, first);
      const second = chartState({ cells: new Uint8Array(12).fill(2), title: 'Later', revision: 1 });
      const changed = { ...second, settings: { ...second.settings, allowAnonymous: true } };
      expect((await saveChart(server, owner.cookies, chartId, { state: changed, s })).body).toMatchObject({
        revision: 2,
      });

      const restored = await restore(chartId, { revisionNumber: 1, s });
      expect(restored.body).toEqual({
        sfRequest: 'ok',
        status: 'ok',
        revision: 3,
        accessSession: { hasWriteAccess: true, hasWriteLock: true },
      });
      const now = await getChart(server, owner.cookies, chartId, { s });
      expect(Array.from(cellsOf((now.body.state as ChartState).grid.rows))).toEqual(Array(12).fill(1));
      expect((now.body.state as ChartState).settings).toMatchObject({
        title: 'Later',
        allowAnonymous: true,
        revision: 3,
      });

      // The restore is undone by restoring the revision before it.
      expect((await restore(chartId, { revisionNumber: 2, s })).body).toMatchObject({ revision: 4 });
      const undone = await getChart(server, owner.cookies, chartId, { s });
      expect(Array.from(cellsOf((undone.body.state as ChartState).grid.rows))).toEqual(Array(12).fill(2));
    });

    it('is refused while another tab holds the write lock, and for the current or an unknown revision', async () => {
      const chartId = await chartWithRevisions(2);
      expect((await restore(chartId, { revisionNumber: 1, s: newTabId() })).body).toMatchObject({
        status: 'writeLockLost',
      });
      const { s } = await createChart(server, owner);
      expect((await restore(chartId, { revisionNumber: 2, s })).body).toMatchObject({ status: 'notFound' });
      expect((await restore(chartId, { revisionNumber: 99, s })).body).toMatchObject({ status: 'notFound' });
    });

    it('refuses everyone but a writer, and bad input', async () => {
      const chartId = await chartWithRevisions(2);
      const body = { revisionNumber: 1, s: newTabId() };
      expect((await restore(chartId, body, null)).body).toMatchObject({ status: 'notLoggedIn' });
      expect((await restore(chartId, body, other.cookies)).body).toMatchObject({ status: 'accessDenied' });
      expect((await restore(chartId, body, pending.cookies)).status).toBe(403);
      for (const bad of [
        {},
        { revisionNumber: 0, s: body.s },
        { revisionNumber: 1, s: 'x' },
        { revisionNumber: '1', s: body.s },
      ]) {
        const answer = await restore(chartId, bad);
        expect(answer.status, JSON.stringify(bad)).toBe(400);
        expect(answer.body.sfRequest).toBe('error');
      }
    });
  });
});
