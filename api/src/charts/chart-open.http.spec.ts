/**
 * Opening a chart (issue 14): `GET chart/get` only reads — it neither takes the write lock nor records an open, so
 * a link from another site cannot lock a chart — and `POST chart/open/{chartId}` takes a free lock for a user who
 * may edit and records the open for a logged-in viewer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../testing/accounts';
import { getAs } from '../testing/chart-lists';
import { chartState, createAuthor, createChart, getChart, newTabId, type Author } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('opening a chart', () => {
  let server: TestApp;
  let owner: Author;
  let shared: Author;
  let other: Author;

  const open = (chartId: string, s: string, cookies?: Record<string, string>) =>
    post(server, `chart/open/${chartId}`, { s }, cookies ? { cookies } : {});
  const changes = (chartId: string, s: string, cookies: Record<string, string>) =>
    post(server, `chart/changes/${chartId}`, { s, r: 1, p: 0, actions: [] }, { cookies });
  const dateOpened = async (author: Author, chartId: string) => {
    const answer = await getAs(server, author, 'charts/user');
    return (answer.body.charts as Record<string, { dateOpened: string }>)[chartId]?.dateOpened;
  };

  beforeAll(async () => {
    server = await createTestApp();
    [owner, shared, other] = await Promise.all([
      createAuthor(server),
      createAuthor(server),
      createAuthor(server),
    ]);
  });

  afterAll(async () => {
    await server.close();
  });

  /** A chart of the owner whose lock is free (the creating tab released it), shared with `shared`. */
  async function freeChart() {
    const base = chartState();
    const { chartId, s } = await createChart(server, owner, {
      ...base,
      settings: { ...base.settings, allowUsers: [shared.email] },
    });
    await post(server, 'chart/writelock/release', { chartId, s }, { cookies: owner.cookies });
    return chartId;
  }

  it('leaves a free lock free on GET chart/get, and records no open', async () => {
    const chartId = await freeChart();
    const reader = newTabId();
    const loaded = await getChart(server, owner.cookies, chartId, { s: reader });
    expect(loaded.body).toMatchObject({
      status: 'ok',
      accessSession: { hasWriteAccess: true, hasWriteLock: false },
    });
    // Another tab still finds the lock free.
    const otherTab = newTabId();
    expect((await changes(chartId, otherTab, owner.cookies)).body).toMatchObject({
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
    });
    expect(await getChart(server, shared.cookies, chartId)).toMatchObject({ status: 200 });
    expect(await dateOpened(shared, chartId)).toBe('');
  });

  it('takes the free lock on POST chart/open and says so on the next GET of that tab', async () => {
    const chartId = await freeChart();
    const s = newTabId();
    const opened = await open(chartId, s, owner.cookies);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({
      sfRequest: 'ok',
      status: 'ok',
      revision: 1,
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
    });
    expect((await getChart(server, owner.cookies, chartId, { s })).body).toMatchObject({
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
    });
    expect((await getChart(server, owner.cookies, chartId)).body).toMatchObject({
      accessSession: { hasWriteAccess: true, hasWriteLock: false },
    });
    expect(await dateOpened(owner, chartId)).not.toBe('');
  });

  it('never takes a lock another tab holds (taking over is chart/writelock/take)', async () => {
    const { chartId, s: holder } = await createChart(server, owner);
    const answer = await open(chartId, newTabId(), owner.cookies);
    expect(answer.body).toMatchObject({
      status: 'ok',
      accessSession: { hasWriteAccess: true, hasWriteLock: false },
    });
    expect((await changes(chartId, holder, owner.cookies)).body).toMatchObject({
      accessSession: { hasWriteLock: true },
    });
  });

  it('records the open of a reader without giving a lock, and refuses who may not read', async () => {
    const chartId = await freeChart();
    const read = await open(chartId, newTabId(), shared.cookies);
    expect(read.body).toMatchObject({
      status: 'ok',
      accessSession: { hasWriteAccess: false, hasWriteLock: false },
    });
    expect(await dateOpened(shared, chartId)).not.toBe('');
    expect((await open(chartId, newTabId(), other.cookies)).body).toEqual({
      sfRequest: 'ok',
      status: 'accessDenied',
      reason: 'accessDenied',
    });
    expect((await open(chartId, newTabId())).body).toMatchObject({ status: 'accessDeniedAnonymous' });
    expect((await open('abcdefghijkl', newTabId(), owner.cookies)).body).toMatchObject({
      status: 'notFound',
    });
    // The refusals left the lock free.
    expect((await changes(chartId, newTabId(), owner.cookies)).body).toMatchObject({
      accessSession: { hasWriteLock: true },
    });
  });

  it('answers bad input with a 400 envelope', async () => {
    const chartId = await freeChart();
    for (const body of [{}, { s: 'kort' }, { s: 12 }]) {
      const answer = await post(server, `chart/open/${chartId}`, body, { cookies: owner.cookies });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ sfRequest: 'error' });
    }
    expect((await open('ab%20cd', newTabId(), owner.cookies)).status).toBe(400);
    const viaGet = await server.app.inject({
      method: 'GET',
      url: `/nl/ajax/chart/open/${chartId}`,
      cookies: owner.cookies,
    });
    expect(viaGet.statusCode).toBeGreaterThanOrEqual(400);
  });
});
