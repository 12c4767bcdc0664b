import { chartCloneResponseSchema, chartGetResponseSchema } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../testing/accounts';
import { insertCharts, listAll, postAs } from '../../testing/chart-lists';
import {
  cellsOf,
  chartState,
  createAuthor,
  createChart,
  getChart,
  randomCells,
  type Author,
} from '../../testing/charts';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('copies and the bin over HTTP', () => {
  let server: TestApp;
  let owner: Author;
  let friend: Author;
  let stranger: Author;

  beforeAll(async () => {
    server = await createTestApp();
    [owner, friend, stranger] = await Promise.all([
      createAuthor(server),
      createAuthor(server),
      createAuthor(server),
    ]);
  });

  afterAll(async () => {
    await server.close();
  });

  const loaded = async (author: Author | undefined, chartId: string) => {
    const answer = chartGetResponseSchema.parse((await getChart(server, author?.cookies, chartId)).body);
    if (answer.status !== 'ok') throw new Error(`chart/get: ${answer.status}`);
    return answer;
  };
  const clone = async (author: Author, chartId: string, body: object = {}) =>
    chartCloneResponseSchema.parse((await postAs(server, author, `chart/clone/${chartId}`, body)).body);

  it('copies the owner’s chart into a new private, unlocked chart with the same cells', async () => {
    const cells = randomCells(30 * 20, 5, 9);
    const state = chartState({ columnCount: 30, rowCount: 20, cells, styleCount: 5, title: 'Origineel' });
    const { chartId } = await createChart(server, owner, {
      ...state,
      settings: { ...state.settings, locked: true, allowAnonymous: true },
    });
    const copy = await clone(owner, chartId);
    if (copy.status !== 'ok') throw new Error(copy.status);
    expect(copy.chartId).not.toBe(chartId);
    const opened = await loaded(owner, copy.chartId);
    expect(opened.state.settings).toMatchObject({
      chartId: copy.chartId,
      title: 'Origineel (kopie)',
      locked: false,
      allowAnonymous: false,
      allowUsers: [],
      revision: 1,
    });
    expect(opened.state.details).toMatchObject({ ownerUserId: owner.user.id, allowClone: false });
    expect(Buffer.compare(cellsOf(opened.state.grid.rows), cells)).toBe(0);
    expect(opened.state.palette).toEqual(state.palette);
    expect(opened.accessSession.hasWriteAccess).toBe(true);
    // The original is untouched.
    expect((await loaded(owner, chartId)).state.settings).toMatchObject({ title: 'Origineel', locked: true });

    const named = await clone(owner, chartId, { title: 'Tweede' });
    if (named.status !== 'ok') throw new Error(named.status);
    expect((await loaded(owner, named.chartId)).state.settings.title).toBe('Tweede');
  });

  it('lets others copy only when the chart allows copies; the copy is theirs, in no folder', async () => {
    const folder = (await postAs(server, owner, 'folder/create', { title: `Kopie ${Date.now()}` })).body
      .folder as { folderId: string };
    const [chartId] = await insertCharts(server, owner, 1, () => ({
      folderId: folder.folderId,
      title: 'Deel',
    }));
    await postAs(server, owner, `chart/share/${chartId}`, { allowUsers: [friend.email] });
    expect(await clone(friend, chartId!)).toMatchObject({ status: 'accessDenied' });
    expect(await clone(stranger, chartId!)).toMatchObject({ status: 'accessDenied' });

    await postAs(server, owner, `chart/share/${chartId}`, { allowClone: true, allowAnonymous: true });
    const copy = await clone(friend, chartId!);
    if (copy.status !== 'ok') throw new Error(copy.status);
    const opened = await loaded(friend, copy.chartId);
    expect(opened.state.details.ownerUserId).toBe(friend.user.id);
    expect(opened.state.settings).toMatchObject({ folderId: '', title: 'Deel (kopie)' });
    expect((await clone(stranger, chartId!)).status).toBe('ok');

    // A copy into a folder that is not the user's is refused.
    const refused = await postAs(server, friend, `chart/clone/${chartId}`, { folderId: folder.folderId });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Deze map bestaat niet.');
    expect((await post(server, `chart/clone/${chartId}`, {})).body).toMatchObject({ status: 'notLoggedIn' });
  });

  it('refuses a copy beyond the user’s tier with a Dutch 400', async () => {
    const premium = await createAuthor(server, { premium: true });
    const big = chartState({ columnCount: 500, rowCount: 10, styleCount: 2 });
    const { chartId } = await createChart(server, premium, big);
    await postAs(server, premium, `chart/share/${chartId}`, { allowAnonymous: true, allowClone: true });
    const answer = await postAs(server, friend, `chart/clone/${chartId}`, {});
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Deze chart is groter dan je abonnement toestaat.');
    expect((await clone(premium, chartId)).status).toBe('ok');
  });

  it('moves charts to the bin, restores them into their folder, and empties the bin for good', async () => {
    const folder = (await postAs(server, owner, 'folder/create', { title: `Bak ${Date.now()}` })).body
      .folder as { folderId: string };
    const [inFolder, loose, locked] = await insertCharts(server, owner, 3, (index) => ({
      folderId: index === 0 ? folder.folderId : '',
      locked: index === 2,
    }));
    const [strangers] = await insertCharts(server, stranger, 1);
    const deleted = await postAs(server, owner, 'charts/delete', {
      chartIds: [inFolder, loose, locked, strangers, 'onbekend'],
    });
    expect(deleted.body).toEqual({
      sfRequest: 'ok',
      status: 'ok',
      deleted: [inFolder, loose],
      refused: [
        { chartId: locked, reason: 'locked' },
        { chartId: strangers, reason: 'accessDenied' },
        { chartId: 'onbekend', reason: 'notFound' },
      ],
    });
    const bin = (await listAll(server, owner, { folder: 'deleted' })).charts.map((chart) => chart.chartId);
    expect(bin).toEqual(expect.arrayContaining([inFolder, loose]));
    expect((await getChart(server, owner.cookies, inFolder!)).body.status).toBe('deleted');
    // The owner still sees the thumbnail in the bin; nobody else does.
    const image = `/nl/ajax/chart/image/${inFolder}/1`;
    expect((await server.app.inject({ method: 'GET', url: image, cookies: owner.cookies })).statusCode).toBe(
      200,
    );
    expect(
      (await server.app.inject({ method: 'GET', url: image, cookies: stranger.cookies })).statusCode,
    ).toBe(404);

    expect((await postAs(server, stranger, `chart/restore/${inFolder}`)).body).toMatchObject({
      status: 'deleted',
    });
    expect((await postAs(server, owner, `chart/restore/${inFolder}`)).body).toEqual({
      sfRequest: 'ok',
      status: 'ok',
      folderId: folder.folderId,
    });
    expect((await loaded(owner, inFolder!)).state.settings.folderId).toBe(folder.folderId);
    // Restoring a chart that is not in the bin changes nothing.
    expect((await postAs(server, owner, `chart/restore/${inFolder}`)).body).toMatchObject({
      status: 'ok',
      folderId: folder.folderId,
    });

    const emptied = await postAs(server, owner, 'charts/bin/empty');
    expect(emptied.body).toMatchObject({ status: 'ok' });
    expect(emptied.body.deleted).toBeGreaterThanOrEqual(1);
    expect((await getChart(server, owner.cookies, loose!)).body.status).toBe('notFound');
    expect(await listAll(server, owner, { folder: 'deleted' })).toMatchObject({ charts: [] });
    // Others' charts and charts outside the bin are untouched.
    expect((await loaded(stranger, strangers!)).status).toBe('ok');
    expect((await loaded(owner, locked!)).status).toBe('ok');
  });

  it('remembers the folder of a chart deleted with chart/delete', async () => {
    const folder = (await postAs(server, owner, 'folder/create', { title: `Een ${Date.now()}` })).body
      .folder as { folderId: string };
    const [chartId] = await insertCharts(server, owner, 1, () => ({ folderId: folder.folderId }));
    expect((await postAs(server, owner, `chart/delete/${chartId}/${chartId}`)).body.status).toBe('ok');
    expect((await postAs(server, owner, `chart/restore/${chartId}`)).body.folderId).toBe(folder.folderId);
  });

  it('answers bad input with a Dutch 400 and guards the bin calls', async () => {
    for (const body of [{}, { chartIds: [] }, { chartIds: ['a b'] }]) {
      const answer = await postAs(server, owner, 'charts/delete', body);
      expect(answer.status).toBe(400);
      expect(answer.body.sfRequest).toBe('error');
    }
    expect((await postAs(server, owner, 'chart/clone/abc', { title: 'a\nb' })).status).toBe(400);
    expect((await postAs(server, owner, 'chart/clone/abc', { eigenaar: 'ik' })).status).toBe(400);
    expect((await post(server, 'charts/delete', { chartIds: ['abc'] })).status).toBe(403);
    expect((await post(server, 'charts/bin/empty', {})).status).toBe(403);
    expect((await postAs(server, owner, 'chart/restore/onbekend')).body).toMatchObject({
      status: 'notFound',
    });
  });
});
