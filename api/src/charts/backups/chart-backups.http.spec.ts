/**
 * `GET chart/backups/{chartId}` (the Back-ups panel) on the real PostgreSQL: the owner pages through the earlier
 * revisions newest first; nobody else sees them; bad input is a 400.
 */
import type { ChartBackupEntry } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../testing/accounts';
import { chartState, createAuthor, createChart, saveChart, type Author } from '../../testing/charts';
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
});
