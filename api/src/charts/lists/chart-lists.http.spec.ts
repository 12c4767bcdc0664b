import {
  chartListPaging,
  chartsListResponseSchema,
  createPaletteStyle,
  type ChartListEntry,
  type ChartsListQuery,
} from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../testing/accounts';
import { getAs, insertCharts, listAll, listCharts, postAs } from '../../testing/chart-lists';
import { chartState, createAuthor, createChart, saveChart, type Author } from '../../testing/charts';
import { decodePng } from '../../testing/png';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ChartThumbnails } from '../thumbnails/chart-thumbnails.service';
import { thumbnailCacheControl } from './chart-lists.controller';

describe('the charts list over HTTP: views, paging, sorting, search, thumbnails', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp();
  });

  afterAll(async () => {
    await server.close();
  });

  const ids = (charts: readonly ChartListEntry[]) => charts.map((chart) => chart.chartId);
  const page = async (author: Author | undefined, query: ChartsListQuery) => {
    const answer = await listCharts(server, author, query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return chartsListResponseSchema.parse(answer.body);
  };
  const all = async (author: Author, query: ChartsListQuery = {}) =>
    ids((await listAll(server, author, query)).charts);

  it('shows each folder view with the charts it holds', async () => {
    const [owner, friend] = await Promise.all([createAuthor(server), createAuthor(server)]);
    const folder = (await postAs(server, owner, 'folder/create', { title: 'Wol' })).body.folder as {
      folderId: string;
    };
    const [inFolder, loose, publicChart, sharedChart, binned] = await insertCharts(
      server,
      owner,
      5,
      (index) => ({
        folderId: index === 0 ? folder.folderId : '',
        allowAnonymous: index === 2,
      }),
    );
    await postAs(server, owner, `chart/share/${sharedChart}`, { allowUsers: [friend.email] });
    await postAs(server, owner, 'charts/delete', { chartIds: [binned] });
    const [friendsOwn] = await insertCharts(server, friend, 1);

    const sorted = (values: string[]) => [...values].sort();
    expect(sorted(await all(owner))).toEqual(sorted([inFolder!, loose!, publicChart!, sharedChart!]));
    expect(await all(owner, { folder: folder.folderId })).toEqual([inFolder]);
    expect(sorted(await all(owner, { folder: 'no-folder' }))).toEqual(
      sorted([loose!, publicChart!, sharedChart!]),
    );
    expect(await all(owner, { folder: 'public' })).toEqual([publicChart]);
    expect(sorted(await all(owner, { folder: 'shared-by-me' }))).toEqual(
      sorted([publicChart!, sharedChart!]),
    );
    expect(await all(owner, { folder: 'deleted' })).toEqual([binned]);
    expect(await all(owner, { folder: 'shared-with-me' })).toEqual([]);

    expect(sorted(await all(friend))).toEqual(sorted([friendsOwn!, sharedChart!]));
    expect(await all(friend, { folder: 'shared-with-me' })).toEqual([sharedChart]);
    // Another user's folder id is an empty list, never their charts.
    expect(await all(friend, { folder: folder.folderId })).toEqual([]);

    const seenByFriend = (await listAll(server, friend, { folder: 'shared-with-me' })).charts[0]!;
    expect(seenByFriend).toMatchObject({ ownedByUser: false, folderId: '', allowUsers: [] });
    const seenByOwner = (await listAll(server, owner, { folder: 'shared-by-me' })).charts.find(
      (chart) => chart.chartId === sharedChart,
    );
    expect(seenByOwner).toMatchObject({ ownedByUser: true, allowUsers: [friend.email] });
  });

  it('pages 50 first, then 20 at a time, each chart once, also when charts move while scrolling', async () => {
    const owner = await createAuthor(server);
    const made = await insertCharts(server, owner, 130);
    const first = await page(owner, { order: 'dateModified' });
    if (first.status !== 'ok') throw new Error('not ok');
    expect(first.charts).toHaveLength(chartListPaging.first);
    expect(first.next).not.toBeNull();
    // Newest modified first: the last made comes first.
    expect(first.charts[0]!.chartId).toBe(made.at(-1));

    // A chart already shown becomes the newest: the next pages neither repeat it nor skip any other.
    await server.dataSource.query(`UPDATE charts SET modified_at = now() WHERE id = $1`, [
      first.charts[10]!.chartId,
    ]);
    const seen = ids(first.charts);
    let after = first.next;
    let pages = 1;
    while (after) {
      const next = await page(owner, { order: 'dateModified', limit: chartListPaging.more, after });
      if (next.status !== 'ok') throw new Error('not ok');
      expect(next.charts.length).toBeLessThanOrEqual(chartListPaging.more);
      seen.push(...ids(next.charts));
      after = next.next;
      pages += 1;
    }
    expect(pages).toBe(1 + Math.ceil(80 / 20));
    expect(new Set(seen).size).toBe(130);
    expect([...seen].sort()).toEqual([...made].sort());
  });

  it('sorts by the chartsOrder setting: dates newest first, titles A to Z', async () => {
    const owner = await createAuthor(server);
    const day = (n: number) => new Date(Date.UTC(2026, 2, n));
    const [deken, echarpe, fietstas, leeg, appel] = await insertCharts(server, owner, 5, (index) => ({
      title: ['Deken', 'écharpe', 'Fietstas', '', 'appel'][index],
      createdAt: day([3, 1, 5, 2, 4][index]!),
      modifiedAt: day([10, 14, 12, 11, 13][index]!),
    }));
    await server.dataSource.query(
      `INSERT INTO chart_opens (chart_id, user_id, date_opened) VALUES ($1, $3, $4), ($2, $3, $5)`,
      [leeg, deken, owner.user.id, day(20), day(21)],
    );
    expect(await all(owner, { order: 'dateCreated' })).toEqual([fietstas, appel, deken, leeg, echarpe]);
    expect(await all(owner, { order: 'dateModified' })).toEqual([echarpe, appel, fietstas, leeg, deken]);
    // Never opened: when it was last modified.
    expect(await all(owner, { order: 'dateOpened' })).toEqual([deken, leeg, echarpe, appel, fietstas]);
    expect(await all(owner, { order: 'title' })).toEqual([leeg, appel, deken, echarpe, fietstas]);
    // Paging one by one gives the same order.
    expect(await all(owner, { order: 'title', limit: 1 })).toEqual([leeg, appel, deken, echarpe, fietstas]);
    expect(await all(owner, { order: 'dateOpened', limit: 2 })).toEqual([
      deken,
      leeg,
      echarpe,
      appel,
      fietstas,
    ]);
  });

  it('searches titles, notes, crafts and types of own and shared charts, every word must match', async () => {
    const [owner, friend, stranger] = await Promise.all([
      createAuthor(server),
      createAuthor(server),
      createAuthor(server),
    ]);
    const [trui, sjaal, kleed, procent, binned] = await insertCharts(server, owner, 5, (index) => ({
      title: ['Rode TRUI', 'Sjaal', 'Vloerkleed', '100% wol', 'Rode trui oud'][index],
      notes: ['', 'Voor oma, rode franje', '', '', ''][index],
      craft: ['knitting', 'crochet', 'latchHook', 'knitting', 'knitting'][index],
      type: ['colors', 'c2c', 'other', 'lace', 'colors'][index],
    }));
    await postAs(server, owner, 'charts/delete', { chartIds: [binned] });
    const [strangers] = await insertCharts(server, stranger, 1, () => ({ title: 'Rode trui van een ander' }));
    await postAs(server, owner, `chart/share/${trui}`, { allowUsers: [friend.email] });

    const search = async (author: Author, q: string) => [...(await all(author, { q }))].sort();
    const sorted = (values: Array<string | undefined>) => [...(values as string[])].sort();
    expect(await search(owner, 'rode')).toEqual(sorted([trui, sjaal]));
    expect(await search(owner, '  rode   trui ')).toEqual([trui]);
    expect(await search(owner, 'OMA')).toEqual([sjaal]);
    expect(await search(owner, 'haken')).toEqual([sjaal]);
    expect(await search(owner, 'knoopkussen')).toEqual([kleed]);
    expect(await search(owner, 'kant')).toEqual([procent]);
    expect(await search(owner, 'c2c')).toEqual([sjaal]);
    expect(await search(owner, '100%')).toEqual([procent]);
    expect(await search(owner, '%')).toEqual([procent]);
    expect(await search(owner, '_')).toEqual([]);
    expect(await search(owner, 'niets')).toEqual([]);
    expect(await search(friend, 'trui')).toEqual([trui]);
    expect(await search(stranger, 'trui')).toEqual([strangers]);
  });

  it('serves each revision’s thumbnail as a PNG cached for good; the address changes with the revision', async () => {
    const owner = await createAuthor(server);
    const red = [createPaletteStyle(1, { colorBackground: '#ff0000' })];
    const state = chartState({
      columnCount: 2,
      rowCount: 2,
      cells: new Uint8Array([1, 1, 1, 1]),
      styles: red,
    });
    const { chartId, s } = await createChart(server, owner, state);
    const listed = async () =>
      (await listAll(server, owner)).charts.find((chart) => chart.chartId === chartId)!;
    const first = await listed();
    expect(first.imageLink).toBe(`/nl/ajax/chart/image/${chartId}/1`);

    const image = await server.app.inject({ method: 'GET', url: first.imageLink, cookies: owner.cookies });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe(thumbnailCacheControl);
    const decoded = decodePng(image.rawPayload);
    expect([...decoded.rgb.subarray(3 * (decoded.width + 5), 3 * (decoded.width + 6))]).toEqual([255, 0, 0]);

    const blue = [createPaletteStyle(1, { colorBackground: '#0000ff' })];
    const saved = await saveChart(server, owner.cookies, chartId, {
      state: chartState({
        columnCount: 2,
        rowCount: 2,
        cells: new Uint8Array([1, 1, 1, 1]),
        styles: blue,
        revision: 1,
      }),
      s,
    });
    expect(saved.body.status).toBe('ok');
    const second = await listed();
    expect(second.imageLink).toBe(`/nl/ajax/chart/image/${chartId}/2`);
    const newer = decodePng(
      (await server.app.inject({ method: 'GET', url: second.imageLink, cookies: owner.cookies })).rawPayload,
    );
    expect([...newer.rgb.subarray(3 * (newer.width + 5), 3 * (newer.width + 6))]).toEqual([0, 0, 255]);
    // The old address still shows the old revision (it is cached for good).
    expect(
      decodePng(
        (await server.app.inject({ method: 'GET', url: first.imageLink, cookies: owner.cookies })).rawPayload,
      ).rgb[3 * (decoded.width + 5)],
    ).toBe(255);

    // charts/user carries the same address.
    const user = await getAs(server, owner, 'charts/user');
    expect((user.body.charts as Record<string, { imageLink: string }>)[chartId]!.imageLink).toBe(
      second.imageLink,
    );

    const future = await server.app.inject({
      method: 'GET',
      url: `/nl/ajax/chart/image/${chartId}/3`,
      cookies: owner.cookies,
    });
    expect(future.statusCode).toBe(404);
    expect(future.json()).toEqual({ sfRequest: 'error', error: 'Deze afbeelding bestaat niet.' });
    const zero = await server.app.inject({
      method: 'GET',
      url: `/nl/ajax/chart/image/${chartId}/0`,
      cookies: owner.cookies,
    });
    expect(zero.statusCode).toBe(400);
  });

  it('makes the thumbnail when the chart is saved, after answering', async () => {
    const owner = await createAuthor(server);
    const { chartId } = await createChart(server, owner);
    await server.app.get(ChartThumbnails).settled();
    const [row] = await server.dataSource.query(
      `SELECT octet_length(thumbnail) AS bytes FROM chart_revisions WHERE chart_id = $1 AND revision = 1`,
      [chartId],
    );
    expect(row.bytes).toBeGreaterThan(50);
  });

  it('makes the thumbnail of a revision saved before thumbnails existed on its first request', async () => {
    const owner = await createAuthor(server);
    const { chartId } = await createChart(server, owner);
    await server.app.get(ChartThumbnails).settled();
    await server.dataSource.query(`UPDATE chart_revisions SET thumbnail = NULL WHERE chart_id = $1`, [
      chartId,
    ]);
    const image = await server.app.inject({
      method: 'GET',
      url: `/nl/ajax/chart/image/${chartId}/1`,
      cookies: owner.cookies,
    });
    expect(image.statusCode).toBe(200);
    expect(decodePng(image.rawPayload).width).toBeGreaterThan(0);
    const [row] = await server.dataSource.query(
      `SELECT thumbnail IS NOT NULL AS stored FROM chart_revisions WHERE chart_id = $1`,
      [chartId],
    );
    expect(row.stored).toBe(true);
  });

  it('answers an anonymous visitor notLoggedIn, and bad queries with a 400 in Dutch', async () => {
    expect((await get(server, 'charts/list')).body).toEqual({ sfRequest: 'ok', status: 'notLoggedIn' });
    const owner = await createAuthor(server);
    const cases: Array<[ChartsListQuery | Record<string, string>, RegExp]> = [
      [{ folder: 'geen map!' }, /folder/],
      [{ order: 'kleur' }, /order/],
      [{ limit: 0 }, /limit/],
      [{ limit: 101 }, /limit/],
      [{ limit: 'veel' }, /limit/],
      [{ after: 'kapot!' }, /Ongeldige positie in de lijst\./],
      [{ after: Buffer.from('["x"]').toString('base64url') }, /Ongeldige positie in de lijst\./],
      [{ after: Buffer.from('{').toString('base64url') }, /Ongeldige positie in de lijst\./],
      [{ q: 'x'.repeat(201) }, /De zoektekst is te lang\./],
    ];
    for (const [query, message] of cases) {
      const answer = await listCharts(server, owner, query as ChartsListQuery);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.sfRequest).toBe('error');
      expect(answer.body.error).toMatch(/^Ongeldige invoer\./);
      expect(answer.body.error).toMatch(message);
    }
    // A cursor of another order or of nonsense values still never breaks the server.
    const timestampCursor = Buffer.from(JSON.stringify(['geen datum', 'abc'])).toString('base64url');
    const answer = await listCharts(server, owner, { order: 'dateCreated', after: timestampCursor });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/Ongeldige positie in de lijst\./);
  });
});
