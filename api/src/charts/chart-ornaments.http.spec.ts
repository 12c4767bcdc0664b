/**
 * French knots and beads (`grid.ornaments`, issue 23) on the real PostgreSQL: a save keeps them and `chart/get`
 * returns them unchanged; one outside the grid or with a style the palette lacks is refused with a 400 and stores
 * nothing; a chart stored before they existed (its state has no `ornaments`) still loads, with none.
 */
import { chartGetResponseSchema, type ChartState, type Ornament } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chartState,
  createAuthor,
  createChart,
  getChart,
  newTabId,
  saveChart,
  type Author,
} from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('knots and beads in a saved chart', () => {
  let server: TestApp;
  let owner: Author;

  beforeAll(async () => {
    server = await createTestApp();
    owner = await createAuthor(server);
  });

  afterAll(async () => {
    await server.close();
  });

  /** A 4 × 3 chart with three styles and the given knots and beads. */
  function withOrnaments(ornaments: Ornament[]): ChartState {
    const state = chartState();
    return { ...state, grid: { ...state.grid, ornaments } };
  }

  const storedRevisions = async () =>
    (
      await server.dataSource.query(`SELECT count(*)::int AS n FROM chart_revisions WHERE created_by = $1`, [
        owner.user.id,
      ])
    )[0].n as number;

  async function expectRefused(ornaments: Ornament[], error: string | RegExp) {
    const before = await storedRevisions();
    const answer = await saveChart(server, owner.cookies, 'new', {
      state: withOrnaments(ornaments),
      s: newTabId(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ sfRequest: 'error', error });
    expect(await storedRevisions()).toBe(before);
  }

  it('saves knots and beads and chart/get returns them unchanged, on the edges of the grid too', async () => {
    const ornaments: Ornament[] = [
      { x: 0.5, y: 0.5, kind: 'knot', styleId: 1 },
      { x: 1, y: 2.1875, kind: 'bead', styleId: 2 },
      { x: 4, y: 3, kind: 'bead', sizeMm: 2.5, styleId: 3 },
      { x: 0, y: 3, kind: 'knot', styleId: 3 },
    ];
    const { chartId, s } = await createChart(server, owner, withOrnaments(ornaments));
    const loaded = await getChart(server, owner.cookies, chartId, { s });
    expect(loaded.status).toBe(200);
    expect((loaded.body.state as ChartState).grid.ornaments).toEqual(ornaments);
  });

  it('refuses a knot outside the grid with the outside-grid message', async () => {
    await expectRefused(
      [{ x: 4.5, y: 1, kind: 'knot', styleId: 1 }],
      'Een lijn of steek ligt buiten het raster.',
    );
    await expectRefused(
      [{ x: 1, y: 3.01, kind: 'bead', styleId: 1 }],
      'Een lijn of steek ligt buiten het raster.',
    );
  });

  it('refuses a knot or bead whose style is not in the palette', async () => {
    await expectRefused([{ x: 1, y: 1, kind: 'bead', styleId: 9 }], /Stijl 9 ontbreekt\.$/);
    await expectRefused([{ x: 1, y: 1, kind: 'knot', styleId: 4 }], /Stijl 4 ontbreekt\.$/);
  });

  it('refuses what the schema refuses: a negative place, an unknown kind, an impossible bead size', async () => {
    for (const bad of [
      { x: -1, y: 1, kind: 'knot', styleId: 1 },
      { x: 1, y: 1, kind: 'button', styleId: 1 },
      { x: 1, y: 1, kind: 'bead', sizeMm: 0, styleId: 1 },
      { x: 1, y: null, kind: 'knot', styleId: 1 },
    ]) {
      await expectRefused([bad as unknown as Ornament], /ornaments/);
    }
  });

  it('loads a chart stored before knots and beads existed, with none, and saves it again', async () => {
    const { chartId, s } = await createChart(server, owner, chartState());
    await server.dataSource.query(
      `UPDATE chart_revisions SET state = state #- '{grid,ornaments}' WHERE chart_id = $1`,
      [chartId],
    );
    const [{ stored }] = await server.dataSource.query(
      `SELECT state->'grid' ? 'ornaments' AS stored FROM chart_revisions WHERE chart_id = $1`,
      [chartId],
    );
    expect(stored).toBe(false);

    const loaded = await getChart(server, owner.cookies, chartId, { s });
    expect(loaded.status).toBe(200);
    expect((loaded.body.state as ChartState).grid.ornaments).toEqual([]);
    const parsed = chartGetResponseSchema.parse(loaded.body);
    if (parsed.status !== 'ok') throw new Error('chart/get failed');
    const again = await saveChart(server, owner.cookies, chartId, {
      state: {
        ...parsed.state,
        grid: { ...parsed.state.grid, ornaments: [{ x: 2, y: 2, kind: 'knot', styleId: 1 }] },
      },
      s,
    });
    expect(again.body).toMatchObject({ status: 'ok', revision: 2 });
  });
});
