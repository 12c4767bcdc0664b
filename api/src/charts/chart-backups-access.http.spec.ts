/**
 * Backups (earlier revisions) and their thumbnails are the owner's (issue 14): whoever may only read a chart —
 * a visitor or another user of a public chart, a user it is shared with — sees its current revision alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartState, createAuthor, createChart, getChart, saveChart, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('backups of a public chart', () => {
  let server: TestApp;
  let owner: Author;
  let other: Author;
  let shared: Author;

  beforeAll(async () => {
    server = await createTestApp();
    [owner, other, shared] = await Promise.all([
      createAuthor(server),
      createAuthor(server),
      createAuthor(server),
    ]);
  });

  afterAll(async () => {
    await server.close();
  });

  /** A public chart, shared with `shared` too, with two revisions: 1 is a backup, 2 the current one. */
  async function publicChartWithBackup() {
    const base = chartState();
    const settings = { ...base.settings, allowAnonymous: true, allowUsers: [shared.email] };
    const { chartId, s } = await createChart(server, owner, { ...base, settings });
    const next = chartState({ cells: new Uint8Array(12).fill(2), revision: 1 });
    const saved = await saveChart(server, owner.cookies, chartId, {
      state: { ...next, settings: { ...next.settings, allowAnonymous: true, allowUsers: [shared.email] } },
      s,
    });
    expect(saved.body).toMatchObject({ status: 'ok', revision: 2 });
    return chartId;
  }

  const image = async (chartId: string, revision: number, author?: Author) =>
    (
      await server.app.inject({
        method: 'GET',
        url: `/nl/ajax/chart/image/${chartId}/${revision}`,
        ...(author ? { cookies: author.cookies } : {}),
      })
    ).statusCode;

  it('refuses an old revision to a visitor, another user and a sharee, and lists them no backups', async () => {
    const chartId = await publicChartWithBackup();
    expect((await getChart(server, undefined, chartId, { revisionNumber: 1 })).body).toEqual({
      sfRequest: 'ok',
      status: 'accessDeniedAnonymous',
      reason: 'accessDeniedAnonymous',
    });
    for (const reader of [other, shared]) {
      expect((await getChart(server, reader.cookies, chartId, { revisionNumber: 1 })).body).toEqual({
        sfRequest: 'ok',
        status: 'accessDenied',
        reason: 'accessDenied',
      });
      const current = await getChart(server, reader.cookies, chartId, { m: '1' });
      expect(current.body).toMatchObject({ status: 'ok', state: { settings: { revision: 2 } }, backups: [] });
    }
    // The current revision asked for by its number is no backup.
    expect((await getChart(server, other.cookies, chartId, { revisionNumber: 2 })).body).toMatchObject({
      status: 'ok',
    });
  });

  it('refuses an old revision’s thumbnail to everyone but the owner (404, like any image not to be seen)', async () => {
    const chartId = await publicChartWithBackup();
    expect(await image(chartId, 1)).toBe(404);
    expect(await image(chartId, 1, other)).toBe(404);
    expect(await image(chartId, 1, shared)).toBe(404);
    expect(await image(chartId, 2)).toBe(200);
    expect(await image(chartId, 2, other)).toBe(200);
  });

  it('gives the owner the backup, the list of backups and the old thumbnail', async () => {
    const chartId = await publicChartWithBackup();
    const backup = await getChart(server, owner.cookies, chartId, { revisionNumber: 1 });
    expect(backup.body).toMatchObject({ status: 'ok', state: { settings: { revisionNumber: 1 } } });
    expect((await getChart(server, owner.cookies, chartId, { m: '1' })).body).toMatchObject({
      backups: [{ revisionNumber: 1 }],
    });
    expect(await image(chartId, 1, owner)).toBe(200);
  });
});
