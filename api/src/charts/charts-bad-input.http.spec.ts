import { createPaletteStyle } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../testing/accounts';
import {
  chartState,
  createAuthor,
  createChart,
  newTabId,
  randomCells,
  rowsOf,
  saveChart,
  type Author,
} from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('chart calls refuse bad input with a clear 4xx and store nothing', () => {
  let server: TestApp;
  let free: Author;
  let premium: Author;

  beforeAll(async () => {
    server = await createTestApp();
    [free, premium] = await Promise.all([createAuthor(server), createAuthor(server, { premium: true })]);
  });

  afterAll(async () => {
    await server.close();
  });

  const storedBy = async (author: Author) =>
    (
      await server.dataSource.query(`SELECT count(*)::int AS n FROM chart_revisions WHERE created_by = $1`, [
        author.user.id,
      ])
    )[0].n as number;

  async function expectRefused(
    state: ReturnType<typeof chartState>,
    message: string | RegExp,
    author = free,
  ) {
    const before = await storedBy(author);
    const answer = await saveChart(server, author.cookies, 'new', { state, s: newTabId() });
    expect(answer.status).toBe(400);
    expect(answer.body.sfRequest).toBe('error');
    if (typeof message === 'string') expect(answer.body.error).toBe(message);
    else expect(answer.body.error).toMatch(message);
    expect(await storedBy(author)).toBe(before);
  }

  it('says exactly "Invalid grid rows" for rows that do not decode to the size', async () => {
    const state = chartState();
    await expectRefused({ ...state, grid: { ...state.grid, rows: '1:AAAA' } }, 'Invalid grid rows');
    await expectRefused({ ...state, grid: { ...state.grid, rows: 'AAAAAAAAAAAAAAAA' } }, 'Invalid grid rows');
    await expectRefused({ ...state, grid: { ...state.grid, rows: '1:AAAA AAAAAAAAA' } }, 'Invalid grid rows');
  });

  it('names "Invalid HEX color" for a colour that is not #rgb or #rrggbb', async () => {
    const state = chartState();
    const styles = [{ ...createPaletteStyle(1), colorBackground: 'rood' }, ...state.palette.styles.slice(1)];
    await expectRefused({ ...state, palette: { ...state.palette, styles } }, /Invalid HEX color/);
  });

  it('holds a free user to 400 × 400 and 60 styles, and lets a premium user go to 2000 × 2000', async () => {
    await expectRefused(
      chartState({ columnCount: 401, rowCount: 2, cells: new Uint8Array(802) }),
      'Deze chart is groter dan je abonnement toestaat. Hoogstens 400 × 400 steken.',
    );
    await expectRefused(chartState({ styleCount: 61 }), /Hoogstens 60 stijlen/);
    const big = chartState({
      columnCount: 2000,
      rowCount: 2000,
      cells: randomCells(4_000_000, 200),
      styleCount: 200,
    });
    const answer = await saveChart(server, premium.cookies, 'new', { state: big, s: newTabId() });
    expect(answer.body).toMatchObject({ status: 'ok', revision: 1 });
    await expectRefused(
      chartState({ columnCount: 2001, rowCount: 1, cells: new Uint8Array(2001) }),
      /Hoogstens 2000/,
      premium,
    );
  });

  it('refuses style ids that are not in the palette, and stitches outside the grid', async () => {
    await expectRefused(chartState({ cells: new Uint8Array(12).fill(9) }), /Stijl 9 ontbreekt/);
    const state = chartState();
    await expectRefused(
      {
        ...state,
        grid: { ...state.grid, quarterStitches: [{ x: 4, y: 0, left: true, top: false, styleId: 1 }] },
      },
      'Een lijn of steek ligt buiten het raster.',
    );
  });

  it('refuses a wrong protocol version, a missing session id and wrong types', async () => {
    const state = chartState();
    const cases: Array<[unknown, RegExp]> = [
      [{ state, s: newTabId(), v: 10, saveId: 'save-00000001' }, /Verouderde versie/],
      [{ state, v: 11, saveId: 'save-00000001' }, /s:/],
      [{ state: { ...state, grid: 'raster' }, s: newTabId(), v: 11, saveId: 'save-00000001' }, /state\.grid/],
      [{ state, s: newTabId(), v: 11, saveId: 42 }, /saveId/],
      [[], /body/],
    ];
    for (const [payload, message] of cases) {
      const answer = await post(server, 'chart/save/new', payload, { cookies: free.cookies });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
  });

  it('refuses malformed chart ids and queries without a session id', async () => {
    expect((await get(server, 'chart/get/ab$cd?s=tab-12345678')).status).toBe(400);
    const { chartId } = await createChart(server, free);
    const noSession = await get(server, `chart/get/${chartId}`, { cookies: free.cookies });
    expect(noSession.status).toBe(400);
    expect(noSession.body.error).toMatch(/^Ongeldige invoer\. s:/);
    const badActions = await post(
      server,
      `chart/changes/${chartId}`,
      { s: newTabId(), r: 1, p: 0, actions: [{ type: 'zoom', zoomLevel: 'groot' }] },
      { cookies: free.cookies },
    );
    expect(badActions.status).toBe(400);
  });

  it('refuses a body over the save limit with 413', async () => {
    const answer = await server.app.inject({
      method: 'POST',
      url: '/nl/ajax/chart/save/new',
      cookies: free.cookies,
      headers: { 'content-type': 'application/json' },
      payload: `{"state":"${'x'.repeat(25 * 1024 * 1024)}"}`,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ sfRequest: 'error' });
  });

  it('refuses progress that does not decode, and a pending user cannot save', async () => {
    const { chartId } = await createChart(server, free);
    const answer = await post(
      server,
      `chart/progress-tracker/save-grid-rows-done/${chartId}`,
      { columnCount: 4, rowCount: 3, done: rowsOf(new Uint8Array(11)), s: newTabId() },
      { cookies: free.cookies },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Invalid grid rows');

    const pending = await createAuthor(server, { pending: true });
    const refused = await saveChart(server, pending.cookies, 'new', { state: chartState(), s: newTabId() });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Activeer eerst je account.');
  });
});
