import {
  chartGetResponseSchema,
  chartsPropertiesResponseSchema,
  chartsPropertiesSaveResponseSchema,
  defaultRulerFor,
  type ChartPropertyChanges,
} from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../testing/accounts';
import { getAs, insertCharts, listAll, postAs } from '../../testing/chart-lists';
import {
  chartState,
  createAuthor,
  createChart,
  getChart,
  saveChart,
  type Author,
} from '../../testing/charts';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('chart properties and sharing over HTTP', () => {
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

  const properties = async (author: Author, chartIds: string[]) => {
    const answer = await getAs(server, author, `charts/properties?ids=${chartIds.join(',')}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return chartsPropertiesResponseSchema.parse(answer.body);
  };
  const change = async (author: Author, chartIds: string[], changes: ChartPropertyChanges) => {
    const answer = await postAs(server, author, 'charts/properties/save', { chartIds, changes });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return chartsPropertiesSaveResponseSchema.parse(answer.body);
  };
  const revisions = async (chartId: string) =>
    (
      await server.dataSource.query(`SELECT count(*)::int AS n FROM chart_revisions WHERE chart_id = $1`, [
        chartId,
      ])
    )[0].n as number;
  const loaded = async (author: Author | undefined, chartId: string) => {
    const answer = chartGetResponseSchema.parse((await getChart(server, author?.cookies, chartId)).body);
    if (answer.status !== 'ok') throw new Error(`chart/get: ${answer.status}`);
    return answer;
  };

  it('shows the owner everything and others no folder or addresses; refuses charts they may not see', async () => {
    const folder = (await postAs(server, owner, 'folder/create', { title: `Map ${Date.now()}` })).body
      .folder as { folderId: string };
    const [chartId] = await insertCharts(server, owner, 1, () => ({
      folderId: folder.folderId,
      title: 'Muts',
    }));
    await postAs(server, owner, `chart/share/${chartId}`, { allowUsers: [friend.email] });

    const own = await properties(owner, [chartId!, 'onbekend']);
    expect(own.charts[0]).toMatchObject({
      chartId,
      title: 'Muts',
      folderId: folder.folderId,
      craft: 'knitting',
      type: 'colors',
      allowUsers: [friend.email],
      ownedByUser: true,
      imageLink: `/nl/ajax/chart/image/${chartId}/1`,
    });
    expect(own.refused).toEqual([{ chartId: 'onbekend', reason: 'notFound' }]);
    expect((await properties(friend, [chartId!])).charts[0]).toMatchObject({
      folderId: '',
      allowUsers: [],
      ownedByUser: false,
    });
    expect((await properties(stranger, [chartId!])).refused).toEqual([{ chartId, reason: 'accessDenied' }]);
  });

  it('changes title, notes, craft and type, and folder in the row without a new revision', async () => {
    const { chartId } = await createChart(server, owner);
    const folder = (await postAs(server, owner, 'folder/create', { title: `Haken ${Date.now()}` })).body
      .folder as { folderId: string };
    const before = await loaded(owner, chartId);
    const result = await change(owner, [chartId], {
      title: 'Omslagdoek',
      notes: 'Met franjes',
      craft: 'crochet',
      type: 'c2c',
      folderId: folder.folderId,
    });
    expect(result).toMatchObject({ changed: [chartId], refused: [] });
    expect(await revisions(chartId)).toBe(1);
    const after = await loaded(owner, chartId);
    expect(after.state.settings).toMatchObject({
      title: 'Omslagdoek',
      notes: 'Met franjes',
      craft: 'crochet',
      type: 'c2c',
      folderId: folder.folderId,
      revision: 1,
    });
    expect(after.state.details.dateModified > before.state.details.dateModified).toBe(true);

    // Moving to another folder is no modification.
    await change(owner, [chartId], { folderId: '' });
    expect((await loaded(owner, chartId)).state.details.dateModified).toBe(after.state.details.dateModified);
  });

  it('gives a chart on its old craft’s default ruler the new craft’s when the craft changes here', async () => {
    const knitting = await createChart(server, owner);
    const crossStitch = defaultRulerFor('crossStitch');
    await change(owner, [knitting.chartId], { craft: 'crossStitch', type: 'other' });
    expect((await loaded(owner, knitting.chartId)).state.grid.settings.ruler).toEqual(crossStitch);

    // A ruler the maker set up stays.
    const state = chartState();
    const own = { ...state.grid.settings.ruler, startNumber: 0, explicit: true };
    const chosen = await createChart(server, owner, {
      ...state,
      grid: { ...state.grid, settings: { ...state.grid.settings, ruler: own } },
    });
    await change(owner, [chosen.chartId], { craft: 'crossStitch', type: 'other' });
    expect((await loaded(owner, chosen.chartId)).state.grid.settings.ruler).toEqual(own);
  });

  it('keeps a locked chart’s properties, but lets the owner turn the lock off', async () => {
    const [chartId] = await insertCharts(server, owner, 1, () => ({ locked: true, title: 'Vast' }));
    expect(await change(owner, [chartId!], { title: 'Anders' })).toMatchObject({
      changed: [],
      refused: [{ chartId, reason: 'locked' }],
    });
    expect(await change(owner, [chartId!], { locked: false, title: 'Anders' })).toMatchObject({
      refused: [{ chartId, reason: 'locked' }],
    });
    // Values equal to the current ones are no change.
    expect(await change(owner, [chartId!], { locked: false, title: 'Vast' })).toMatchObject({
      changed: [chartId],
    });
    expect((await properties(owner, [chartId!])).charts[0]).toMatchObject({ locked: false, title: 'Vast' });
    expect(await change(owner, [chartId!], { locked: true })).toMatchObject({ changed: [chartId] });
  });

  it('changes several charts at once; charts of others and locked charts are refused', async () => {
    const [first, second, locked] = await insertCharts(server, owner, 3, (index) => ({
      locked: index === 2,
    }));
    const [strangers] = await insertCharts(server, stranger, 1);
    const result = await change(owner, [first!, second!, locked!, strangers!, first!], {
      craft: 'crossStitch',
      type: 'other',
    });
    expect(result.changed).toEqual([first, second]);
    expect(result.refused).toEqual([
      { chartId: locked, reason: 'locked' },
      { chartId: strangers, reason: 'accessDenied' },
    ]);
    const seen = await properties(owner, [first!, second!, locked!]);
    expect(seen.charts.map((chart) => chart.craft)).toEqual(['crossStitch', 'crossStitch', 'knitting']);
    expect((await properties(stranger, [strangers!])).charts[0]!.craft).toBe('knitting');

    const shared = (await insertCharts(server, owner, 1))[0]!;
    await postAs(server, owner, `chart/share/${shared}`, { allowUsers: [friend.email] });
    expect((await change(friend, [shared], { title: 'Van mij' })).refused).toEqual([
      { chartId: shared, reason: 'accessDenied' },
    ]);
  });

  it('refuses a folder that is not the user’s, and bad input, with a Dutch 4xx', async () => {
    const [chartId] = await insertCharts(server, owner, 1);
    const othersFolder = (await postAs(server, stranger, 'folder/create', { title: `Vreemd ${Date.now()}` }))
      .body.folder as { folderId: string };
    const folderAnswer = await postAs(server, owner, 'charts/properties/save', {
      chartIds: [chartId],
      changes: { folderId: othersFolder.folderId },
    });
    expect(folderAnswer.status).toBe(404);
    expect(folderAnswer.body.error).toBe('Deze map bestaat niet.');

    const bad: Array<[unknown, RegExp]> = [
      [{ chartIds: [chartId], changes: {} }, /Er is niets om te wijzigen\./],
      [
        { chartIds: [chartId], changes: { craft: 'knitting' } },
        /Kies de handwerkvorm samen met het soort chart\./,
      ],
      [
        { chartIds: [chartId], changes: { craft: 'knitting', type: 'c2c' } },
        /hoort niet bij deze handwerkvorm/,
      ],
      [{ chartIds: [chartId], changes: { craft: 'crochetFreeform', type: 'other' } }, /craft/],
      [{ chartIds: [chartId], changes: { title: 'a\tb' } }, /stuurtekens/],
      [{ chartIds: [chartId], changes: { title: 'x'.repeat(201) } }, /hoogstens 200 tekens/],
      [{ chartIds: [chartId], changes: { folderId: 'deleted!' } }, /Ongeldige map\./],
      [{ chartIds: [chartId], changes: { owner: 'ik' } }, /owner/],
      [{ chartIds: [], changes: { title: 'x' } }, /Kies minstens één chart\./],
      [{ chartIds: ['new'], changes: { title: 'x' } }, /Ongeldige chart\./],
      [
        { chartIds: Array.from({ length: 1001 }, (_, i) => `c${i}`), changes: { title: 'x' } },
        /Hoogstens 1000/,
      ],
      [{ chartIds: 'abc', changes: { title: 'x' } }, /chartIds/],
    ];
    for (const [body, message] of bad) {
      const answer = await postAs(server, owner, 'charts/properties/save', body);
      expect(answer.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    for (const query of ['', 'ids=', 'ids=a,,new', `ids=${'a,'.repeat(1001)}`]) {
      const answer = await getAs(server, owner, `charts/properties?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.sfRequest).toBe('error');
    }
    expect((await get(server, `charts/properties?ids=${chartId}`)).status).toBe(403);
    expect(
      (await post(server, 'charts/properties/save', { chartIds: [chartId], changes: { title: 'x' } })).status,
    ).toBe(403);
  });

  it('keeps properties changed outside the editor when the open editor saves the values it loaded', async () => {
    const { chartId, s, state } = await createChart(server, owner);
    await change(owner, [chartId], { title: 'Nieuwe titel', notes: 'Notitie' });
    await postAs(server, owner, `chart/share/${chartId}`, {
      allowAnonymous: true,
      allowUsers: [friend.email],
    });
    // The editor still holds revision 1 as it was created, and draws on.
    const drawn = await saveChart(server, owner.cookies, chartId, {
      state: { ...state, settings: { ...state.settings, revision: 1 } },
      s,
    });
    expect(drawn.body.status).toBe('ok');
    const after = await loaded(owner, chartId);
    expect(after.state.settings).toMatchObject({
      title: 'Nieuwe titel',
      notes: 'Notitie',
      allowAnonymous: true,
      allowUsers: [friend.email],
      revision: 2,
    });
    // What the editor changes itself wins.
    const renamed = await saveChart(server, owner.cookies, chartId, {
      state: { ...state, settings: { ...state.settings, revision: 2, title: 'Uit de editor' } },
      s,
    });
    expect(renamed.body.status).toBe('ok');
    expect((await loaded(owner, chartId)).state.settings).toMatchObject({
      title: 'Uit de editor',
      allowAnonymous: true,
    });
  });

  it('shares publicly and with users; shared charts open read-only and list as shared with them', async () => {
    const state = chartState({ title: 'Deelbaar' });
    const { chartId } = await createChart(server, owner, state);
    expect((await getChart(server, undefined, chartId)).body.status).toBe('accessDeniedAnonymous');

    const shared = await postAs(server, owner, `chart/share/${chartId}`, {
      allowAnonymous: true,
      allowUsers: [` ${friend.email.toUpperCase()} `, friend.email],
      allowClone: true,
    });
    expect(shared.body).toEqual({
      sfRequest: 'ok',
      status: 'ok',
      sharing: { allowAnonymous: true, allowUsers: [friend.email], allowClone: true, allowExport: true },
    });
    const anonymous = await loaded(undefined, chartId);
    expect(anonymous.accessSession).toEqual({ hasWriteAccess: false, hasWriteLock: false });
    expect(anonymous.state.details).toMatchObject({ allowClone: true });
    expect((await loaded(friend, chartId)).accessSession.hasWriteAccess).toBe(false);
    expect(
      (await listAll(server, friend, { folder: 'shared-with-me' })).charts.map((c) => c.chartId),
    ).toContain(chartId);

    // Off again: the public link stops working, the friend loses access when removed.
    await postAs(server, owner, `chart/share/${chartId}`, { allowAnonymous: false, allowUsers: [] });
    expect((await getChart(server, undefined, chartId)).body.status).toBe('accessDeniedAnonymous');
    expect((await getChart(server, friend.cookies, chartId)).body.status).toBe('accessDenied');
    expect(await revisions(chartId)).toBe(1);
  });

  it('lets the owner share a locked chart, nobody else share it, and refuses bad addresses', async () => {
    const [chartId] = await insertCharts(server, owner, 1, () => ({ locked: true }));
    expect(
      (await postAs(server, owner, `chart/share/${chartId}`, { allowAnonymous: true })).body.status,
    ).toBe('ok');
    expect(
      (await postAs(server, friend, `chart/share/${chartId}`, { allowAnonymous: false })).body,
    ).toMatchObject({
      status: 'accessDenied',
    });
    expect((await post(server, `chart/share/${chartId}`, { allowAnonymous: false })).body).toMatchObject({
      status: 'notLoggedIn',
    });
    const cases: Array<[unknown, RegExp]> = [
      [{ allowUsers: ['geen adres'] }, /Vul een geldig e-mailadres in\./],
      [{ allowUsers: [owner.email] }, /Je kunt een chart niet met jezelf delen\./],
      [{}, /Er is niets om te wijzigen\./],
      [{ allowAnonymous: 'ja' }, /allowAnonymous/],
      [{ allowUsers: Array.from({ length: 501 }, (_, i) => `p${i}@example.nl`) }, /hoogstens 500/],
    ];
    for (const [body, message] of cases) {
      const answer = await postAs(server, owner, `chart/share/${chartId}`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    expect((await postAs(server, owner, 'chart/share/new', { allowAnonymous: true })).status).toBe(400);
  });
});
