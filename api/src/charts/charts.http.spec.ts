import { chartGetResponseSchema, chartSaveResponseSchema, defaultWrittenSettings } from '@steekwerk/model';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { post } from '../testing/accounts';
import {
  cellsOf,
  chartState,
  createAuthor,
  createChart,
  getChart,
  newSaveId,
  newTabId,
  randomCells,
  saveChart,
  type Author,
} from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CLOCK, type Clock, writeLockLeaseMs } from './chart-clock';

describe('charts over HTTP: storage, revisions, write lock', () => {
  let server: TestApp;
  let owner: Author;

  beforeAll(async () => {
    server = await createTestApp();
    owner = await createAuthor(server);
  });

  afterAll(async () => {
    await server.close();
  });

  const revisionCount = async (chartId: string) =>
    (
      await server.dataSource.query(`SELECT count(*)::int AS n FROM chart_revisions WHERE chart_id = $1`, [
        chartId,
      ])
    )[0].n as number;

  it('creates a chart with `new` and loads it back byte for byte', async () => {
    const cells = randomCells(300 * 200, 40, 7);
    const state = chartState({ columnCount: 300, rowCount: 200, cells, styleCount: 40, title: 'Vos' });
    const s = newTabId();
    const saved = await saveChart(server, owner.cookies, 'new', { state, s });

    expect(saved.status).toBe(200);
    const answer = chartSaveResponseSchema.parse(saved.body);
    expect(answer).toMatchObject({
      status: 'ok',
      revision: 1,
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
    });
    if (answer.status !== 'ok') return;
    expect(answer.chartId).toMatch(/^[0-9A-Za-z]{12}$/);

    const loaded = chartGetResponseSchema.parse(
      (await getChart(server, owner.cookies, answer.chartId, { s })).body,
    );
    expect(loaded.status).toBe('ok');
    if (loaded.status !== 'ok') return;
    expect(Buffer.compare(cellsOf(loaded.state.grid.rows), cells)).toBe(0);
    expect(loaded.state.settings).toMatchObject({
      chartId: answer.chartId,
      revision: 1,
      revisionNumber: 0,
      title: 'Vos',
    });
    expect(loaded.state.palette).toEqual(state.palette);
    expect(loaded.state.details.ownerUserId).toBe(owner.user.id);
    expect(loaded.accessSession).toEqual({ hasWriteAccess: true, hasWriteLock: true });
    expect(loaded.needsRefresh).toBe(false);
  });

  it('keeps the written-pattern settings and work directions saved with a chart; a chart without them loads too', async () => {
    const state = chartState({ columnCount: 4, rowCount: 3, cells: randomCells(12, 2, 3), styleCount: 2 });
    const written = { ...defaultWrittenSettings, rowText: 'Naald @ -', legend: true, ignoreStitchesLeft: 1 };
    state.settings.written = written;
    state.grid.settings = {
      ...state.grid.settings,
      direction2: 'rightToLeftAlternating',
      directionRunLength: 1,
      mainColorColumn: 'both',
    };
    const s = newTabId();
    const answer = chartSaveResponseSchema.parse(
      (await saveChart(server, owner.cookies, 'new', { state, s })).body,
    );
    if (answer.status !== 'ok') throw new Error('not saved');
    const loaded = chartGetResponseSchema.parse(
      (await getChart(server, owner.cookies, answer.chartId, { s })).body,
    );
    if (loaded.status !== 'ok') throw new Error('not loaded');
    expect(loaded.state.settings.written).toEqual(written);
    expect(loaded.state.grid.settings).toMatchObject({
      direction2: 'rightToLeftAlternating',
      directionRunLength: 1,
      mainColorColumn: 'both',
    });

    // Too long a row text is refused with a 4xx, never stored.
    const refused = await saveChart(server, owner.cookies, answer.chartId, {
      state: {
        ...loaded.state,
        settings: { ...loaded.state.settings, written: { ...written, rowText: 'x'.repeat(201) } },
      },
      s,
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    const plain = chartState({ columnCount: 2, rowCount: 2, cells: randomCells(4, 2, 5), styleCount: 2 });
    const older = chartSaveResponseSchema.parse(
      (await saveChart(server, owner.cookies, 'new', { state: plain, s: newTabId() })).body,
    );
    if (older.status !== 'ok') throw new Error('not saved');
    const opened = chartGetResponseSchema.parse(
      (await getChart(server, owner.cookies, older.chartId, {})).body,
    );
    expect(opened.status === 'ok' && opened.state.settings.written).toBeUndefined();
  });

  it('stores the cells as raw lz4-compressed bytes, not as text', async () => {
    const { chartId } = await createChart(server, owner);
    const [row] = await server.dataSource.query(
      `SELECT pg_column_compression(cells) AS compression, octet_length(cells) AS bytes, state->'grid'->>'rows' AS rows
         FROM chart_revisions WHERE chart_id = $1`,
      [chartId],
    );
    expect(row.bytes).toBe(12);
    expect(row.rows).toBe('');
    // Tiny values are stored inline without compression; the column's method is lz4.
    const [column] = await server.dataSource.query(
      `SELECT attcompression FROM pg_attribute WHERE attrelid = 'chart_revisions'::regclass AND attname = 'cells'`,
    );
    expect(column.attcompression).toBe('l');
  });

  it('makes every save a revision and opens earlier ones as read-only backups', async () => {
    const { chartId, s, state } = await createChart(server, owner);
    const second = chartState({ cells: new Uint8Array(12).fill(2), revision: 1 });
    const saved = await saveChart(server, owner.cookies, chartId, { state: second, s });
    expect(saved.body).toMatchObject({ status: 'ok', chartId, revision: 2 });

    const current = await getChart(server, owner.cookies, chartId, { s, m: '1' });
    expect(current.body).toMatchObject({ status: 'ok', state: { settings: { revision: 2 } } });
    expect(current.body.backups).toEqual([
      { revisionNumber: 1, dateCreated: expect.any(String), hasMultipleUsers: false },
    ]);

    const backup = await getChart(server, owner.cookies, chartId, { s, revisionNumber: 1 });
    const parsed = chartGetResponseSchema.parse(backup.body);
    if (parsed.status !== 'ok') throw new Error('backup did not load');
    expect(parsed.state.settings.revisionNumber).toBe(1);
    expect([...cellsOf(parsed.state.grid.rows)]).toEqual([...cellsOf(state.grid.rows)]);
    expect(parsed.accessSession.hasWriteLock).toBe(false);

    const missing = await getChart(server, owner.cookies, chartId, { s, revisionNumber: 9 });
    expect(missing.body).toEqual({ sfRequest: 'ok', status: 'notFound', reason: 'notFound' });
  });

  it('answers a retried save (same save id) with the same revision and stores it once', async () => {
    const { chartId, s } = await createChart(server, owner);
    const saveId = newSaveId();
    const state = chartState({ revision: 1 });
    const first = await saveChart(server, owner.cookies, chartId, { state, s, saveId });
    const retry = await saveChart(server, owner.cookies, chartId, { state, s, saveId });
    expect(first.body).toMatchObject({ status: 'ok', revision: 2 });
    expect(retry.body).toMatchObject({ status: 'ok', revision: 2 });
    expect(await revisionCount(chartId)).toBe(2);
  });

  it('creates one chart for a retried first save', async () => {
    const saveId = newSaveId();
    const s = newTabId();
    const state = chartState();
    const [first, retry] = await Promise.all([
      saveChart(server, owner.cookies, 'new', { state, s, saveId }),
      saveChart(server, owner.cookies, 'new', { state, s, saveId }),
    ]);
    expect(first.body.chartId).toBe(retry.body.chartId);
    const [row] = await server.dataSource.query(
      `SELECT count(*)::int AS n FROM chart_revisions WHERE save_id = $1`,
      [saveId],
    );
    expect(row.n).toBe(1);
  });

  it('lets one tab hold the write lock; another gets it after a release', async () => {
    const { chartId, s: first } = await createChart(server, owner);
    const second = newTabId();
    const view = await getChart(server, owner.cookies, chartId, { s: second });
    expect(view.body.accessSession).toEqual({ hasWriteAccess: true, hasWriteLock: false });
    const refused = await saveChart(server, owner.cookies, chartId, {
      state: chartState({ revision: 1 }),
      s: second,
    });
    expect(refused.body).toEqual({ sfRequest: 'ok', status: 'writeLockLost', reason: 'writeLockLost' });
    expect(await revisionCount(chartId)).toBe(1);

    await post(server, 'chart/writelock/release', { chartId, s: first }, { cookies: owner.cookies });
    const changes = await post(
      server,
      `chart/changes/${chartId}`,
      { s: second, r: 1, p: 0, actions: [] },
      {
        cookies: owner.cookies,
      },
    );
    expect(changes.body).toMatchObject({
      status: 'ok',
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
    });
    const saved = await saveChart(server, owner.cookies, chartId, {
      state: chartState({ revision: 1 }),
      s: second,
    });
    expect(saved.body).toMatchObject({ status: 'ok', revision: 2 });
    const late = await saveChart(server, owner.cookies, chartId, {
      state: chartState({ revision: 2 }),
      s: first,
    });
    expect(late.body.status).toBe('writeLockLost');
  });

  it('frees an unrenewed lock when its lease ends', async () => {
    const clock = server.app.get<Clock>(CLOCK);
    // The lease starts at a time the test knows, however long creating the chart takes.
    const start = Date.now();
    vi.spyOn(clock, 'now').mockReturnValue(new Date(start));
    const { chartId } = await createChart(server, owner);
    const other = newTabId();
    vi.spyOn(clock, 'now').mockReturnValue(new Date(start + writeLockLeaseMs - 1_000));
    const early = await post(
      server,
      `chart/changes/${chartId}`,
      { s: other, r: 1, p: 0, actions: [] },
      {
        cookies: owner.cookies,
      },
    );
    expect(early.body.accessSession).toEqual({ hasWriteAccess: true, hasWriteLock: false });
    vi.spyOn(clock, 'now').mockReturnValue(new Date(start + writeLockLeaseMs + 1_000));
    const later = await post(
      server,
      `chart/changes/${chartId}`,
      { s: other, r: 1, p: 0, actions: [] },
      {
        cookies: owner.cookies,
      },
    );
    expect(later.body.accessSession).toEqual({ hasWriteAccess: true, hasWriteLock: true });
    vi.restoreAllMocks();
  });

  it('refuses a save based on a revision another session made since', async () => {
    const { chartId, s: first } = await createChart(server, owner);
    await saveChart(server, owner.cookies, chartId, { state: chartState({ revision: 1 }), s: first });
    await post(server, 'chart/writelock/release', { chartId, s: first }, { cookies: owner.cookies });
    const second = newTabId();
    await getChart(server, owner.cookies, chartId, { s: second });
    const stale = await saveChart(server, owner.cookies, chartId, {
      state: chartState({ revision: 1 }),
      s: second,
    });
    expect(stale.body).toEqual({ sfRequest: 'ok', status: 'staleRevision', reason: 'staleRevision' });
    expect(await revisionCount(chartId)).toBe(2);
  });

  it('accepts an older base when every later revision came from the same tab (a lost answer)', async () => {
    const { chartId, s } = await createChart(server, owner);
    await saveChart(server, owner.cookies, chartId, { state: chartState({ revision: 1 }), s });
    const again = await saveChart(server, owner.cookies, chartId, { state: chartState({ revision: 1 }), s });
    expect(again.body).toMatchObject({ status: 'ok', revision: 3 });
  });

  it('stores the batched view actions per user, the last of each type winning', async () => {
    const { chartId, s } = await createChart(server, owner);
    const answer = await post(
      server,
      `chart/changes/${chartId}`,
      {
        s,
        r: 1,
        p: 0,
        actions: [
          { type: 'zoom', zoomLevel: 40 },
          { type: 'scroll', x: 10, y: 20 },
          { type: 'zoom', zoomLevel: 55 },
          { type: 'rowNumber', rowNumber: 2 },
          { type: 'mode', mode: 'progressTracker' },
        ],
      },
      { cookies: owner.cookies },
    );
    expect(answer.body).toEqual({
      sfRequest: 'ok',
      status: 'ok',
      userId: owner.user.id,
      revision: 1,
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
      progressTrackerRevision: 0,
      progressTrackerRefresh: false,
    });
    const loaded = await getChart(server, owner.cookies, chartId, { s });
    expect(loaded.body).toMatchObject({
      state: {
        settings: { zoomLevel: 55, bottomPanel: { rowNumber: 2 } },
        details: { scroll: { x: 10, y: 20 }, mode: 'progressTracker' },
      },
    });
  });

  it('reports a newer revision to a tab that has an older one', async () => {
    const { chartId, s } = await createChart(server, owner);
    await saveChart(server, owner.cookies, chartId, { state: chartState({ revision: 1 }), s });
    const reader = await post(
      server,
      `chart/changes/${chartId}`,
      { s: newTabId(), r: 1, p: 0, actions: [] },
      {
        cookies: owner.cookies,
      },
    );
    expect(reader.body.revision).toBe(2);
  });

  it('compresses a chart with brotli or gzip, as the client accepts, and reports the server time', async () => {
    const cells = randomCells(200 * 200, 3, 11);
    const { chartId, s } = await createChart(
      server,
      owner,
      chartState({ columnCount: 200, rowCount: 200, cells }),
    );
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await server.app.inject({
        method: 'GET',
        url: `/nl/ajax/chart/get/${chartId}?s=${s}&v=19`,
        cookies: owner.cookies,
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['server-timing']).toMatch(/^app;dur=\d+\.\d{2}$/);
      const body = JSON.parse(decode(response.rawPayload).toString('utf8'));
      expect(Buffer.compare(cellsOf(body.state.grid.rows), cells)).toBe(0);
      expect(response.rawPayload.length).toBeLessThan(JSON.stringify(body).length);
    }
  });

  it('asks an outdated client to reload', async () => {
    const { chartId, s } = await createChart(server, owner);
    const answer = await getChart(server, owner.cookies, chartId, { s, v: 18 });
    expect(answer.body.needsRefresh).toBe(true);
  });

  it('moves a deleted chart to the bin and out of the list; a locked chart stays', async () => {
    const { chartId } = await createChart(server, owner);
    const deleted = await post(server, `chart/delete/${chartId}/${chartId}`, {}, { cookies: owner.cookies });
    expect(deleted.body).toEqual({ sfRequest: 'ok', status: 'ok' });
    expect((await getChart(server, owner.cookies, chartId)).body).toEqual({
      sfRequest: 'ok',
      status: 'deleted',
      reason: 'deleted',
    });
    const list = await server.app.inject({
      method: 'GET',
      url: '/nl/ajax/charts/user',
      cookies: owner.cookies,
    });
    expect(list.json().ownedByUser).not.toContain(chartId);

    const locked = chartState();
    const { chartId: lockedId } = await createChart(server, owner, {
      ...locked,
      settings: { ...locked.settings, locked: true },
    });
    const refused = await post(
      server,
      `chart/delete/${lockedId}/${lockedId}`,
      {},
      { cookies: owner.cookies },
    );
    expect(refused.body).toEqual({ sfRequest: 'ok', status: 'locked', reason: 'locked' });
    const mismatch = await post(server, `chart/delete/${lockedId}/other`, {}, { cookies: owner.cookies });
    expect(mismatch.body.status).toBe('notFound');
  });

  it('lists the charts owned by and shared with the user, newest opened first', async () => {
    const reader = await createAuthor(server);
    const shared = chartState({ title: 'Gedeeld' });
    const { chartId: sharedId } = await createChart(server, owner, {
      ...shared,
      settings: { ...shared.settings, allowUsers: [reader.email.toUpperCase()] },
    });
    const { chartId: ownId } = await createChart(server, reader);
    const list = await server.app.inject({
      method: 'GET',
      url: '/nl/ajax/charts/user',
      cookies: reader.cookies,
    });
    const body = list.json();
    expect(body.status).toBe('ok');
    expect(body.ownedByUser).toEqual([ownId]);
    expect(body.sharedWithUser).toEqual([sharedId]);
    expect(body.charts[sharedId]).toMatchObject({
      chartId: sharedId,
      title: 'Gedeeld',
      folderId: '',
      allowUsers: [],
    });
    expect(body.charts[ownId]).toMatchObject({ chartId: ownId, title: 'Testchart', locked: false });

    const anonymous = await server.app.inject({ method: 'GET', url: '/nl/ajax/charts/user' });
    expect(anonymous.json()).toEqual({ sfRequest: 'ok', status: 'notLoggedIn' });
  });
});
