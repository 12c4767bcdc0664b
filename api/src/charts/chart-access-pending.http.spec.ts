/**
 * A chart shared with an address is read by the person who proved they own it (issue 14): an account registered
 * for that address but never activated matches `allowUsers` nowhere, so it neither lists nor reads the chart,
 * nor keeps progress on it. The same user, once active, does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UsersRepository } from '../account/users.repository';
import { post, type Answer } from '../testing/accounts';
import { getAs, listAll } from '../testing/chart-lists';
import {
  chartState,
  createAuthor,
  createChart,
  getChart,
  newTabId,
  rowsOf,
  type Author,
} from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('a chart shared with the address of a pending account', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  /** An owner's chart shared with a pending account's address, the pending sharee logged in. */
  async function sharedWithPending(allowAnonymous = false) {
    const [owner, sharee] = await Promise.all([
      createAuthor(server),
      createAuthor(server, { pending: true }),
    ]);
    const base = chartState();
    const { chartId } = await createChart(server, owner, {
      ...base,
      settings: { ...base.settings, allowUsers: [sharee.email.toUpperCase()], allowAnonymous },
    });
    return { owner, sharee, chartId };
  }

  const image = async (author: Author, chartId: string) =>
    (
      await server.app.inject({
        method: 'GET',
        url: `/nl/ajax/chart/image/${chartId}/1`,
        cookies: author.cookies,
      })
    ).statusCode;

  const sharedIds = async (author: Author) => {
    const answer = await getAs(server, author, 'charts/user');
    expect(answer.status).toBe(200);
    return answer.body.sharedWithUser as string[];
  };

  const listed = async (author: Author, folder: string) =>
    (await listAll(server, author, { folder })).charts.map((chart) => chart.chartId);

  const progressSaves = (author: Author, chartId: string): Promise<Answer[]> =>
    Promise.all([
      post(
        server,
        `chart/progress-tracker/save-grid-rows-done/${chartId}`,
        { columnCount: 4, rowCount: 3, done: rowsOf(new Uint8Array(12).fill(1)), s: newTabId() },
        { cookies: author.cookies },
      ),
      post(
        server,
        `chart/progress-tracker/save-styles/${chartId}`,
        { styleIds: '1', customLineStyleIds: '', halfStitchStyleIds: '', quarterStitchStyleIds: '' },
        { cookies: author.cookies },
      ),
    ]);

  it('refuses the pending sharee on every read route and progress write, and lists nothing', async () => {
    const { sharee, chartId } = await sharedWithPending();

    expect(await sharedIds(sharee)).not.toContain(chartId);
    expect(await listed(sharee, 'shared-with-me')).not.toContain(chartId);
    expect(await listed(sharee, 'all')).not.toContain(chartId);
    expect((await getChart(server, sharee.cookies, chartId)).body).toMatchObject({ status: 'accessDenied' });
    expect(
      (
        await post(
          server,
          `chart/changes/${chartId}`,
          { s: newTabId(), r: 1, p: 0, actions: [] },
          {
            cookies: sharee.cookies,
          },
        )
      ).body,
    ).toMatchObject({ status: 'accessDenied' });
    expect(await image(sharee, chartId)).toBe(404);
    expect((await getAs(server, sharee, `chart/progress-tracker/status/${chartId}`)).status).toBe(403);
    expect((await progressSaves(sharee, chartId)).map((answer) => answer.status)).toEqual([403, 403]);
  });

  it('lets the same user in once the account is active', async () => {
    const { sharee, chartId } = await sharedWithPending();
    await server.app.get(UsersRepository).activate(sharee.user.id);

    expect(await sharedIds(sharee)).toContain(chartId);
    expect(await listed(sharee, 'shared-with-me')).toContain(chartId);
    const opened = await getChart(server, sharee.cookies, chartId);
    expect(opened.body).toMatchObject({
      status: 'ok',
      accessSession: { hasWriteAccess: false, hasWriteLock: false },
    });
    expect(await image(sharee, chartId)).toBe(200);
    expect((await getAs(server, sharee, `chart/progress-tracker/status/${chartId}`)).status).toBe(200);
    expect((await progressSaves(sharee, chartId)).map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('still shows a public chart to a pending user, read only', async () => {
    const { sharee, chartId } = await sharedWithPending(true);
    expect((await getChart(server, sharee.cookies, chartId)).body).toMatchObject({
      status: 'ok',
      accessSession: { hasWriteAccess: false },
    });
    expect(await sharedIds(sharee)).not.toContain(chartId);
  });
});
