/**
 * Layers of grid charts (issue 27, docs/decisions/layers.md) on the real PostgreSQL: a save keeps every layer's
 * cells, `chart/get`, a backup and a copy give them back; the thumbnail shows only visible layers; a chart of one
 * layer is stored as before; bad layer rows, too many layers or too many cells are refused with a 400 and store
 * nothing.
 */
import { chartCloneResponseSchema, type ChartState, type Layer } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAs } from '../testing/chart-lists';
import {
  cellsOf,
  chartState,
  createAuthor,
  createChart,
  getChart,
  newTabId,
  rowsOf,
  saveChart,
  type Author,
} from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('layers of a saved grid chart', () => {
  let server: TestApp;
  let owner: Author;

  beforeAll(async () => {
    server = await createTestApp();
    owner = await createAuthor(server);
  });

  afterAll(async () => {
    await server.close();
  });

  const base = Uint8Array.from([1, 1, 1, 1, 0, 0, 0, 0, 2, 2, 2, 2]);
  const upper = Uint8Array.from([0, 3, 0, 0, 0, 3, 0, 0, 0, 3, 0, 0]);

  /** A 4 × 3 chart with a second layer (hidden or not). */
  function layered(extra: Partial<Layer>[] = [{ rows: rowsOf(upper) }]): ChartState {
    const state = chartState({ cells: base });
    const items: Layer[] = [
      { layerId: 1, title: 'Achtergrond', visible: true },
      ...extra.map((layer, index) => ({
        layerId: index + 2,
        title: `Laag ${index + 2}`,
        visible: true,
        ...layer,
      })),
    ];
    return { ...state, layers: { items, selectedLayerId: items.length } };
  }

  const storedRevisions = async () =>
    (
      await server.dataSource.query(`SELECT count(*)::int AS n FROM chart_revisions WHERE created_by = $1`, [
        owner.user.id,
      ])
    )[0].n as number;

  async function expectRefused(state: ChartState, error: string | RegExp, author: Author = owner) {
    const before = await storedRevisions();
    const answer = await saveChart(server, author.cookies, 'new', { state, s: newTabId() });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ sfRequest: 'error', error });
    expect(await storedRevisions()).toBe(before);
  }

  it('saves the cells of every layer; chart/get, a backup and a copy give them back', async () => {
    const state = layered([{ rows: rowsOf(upper), visible: false }, {}]);
    const { chartId, s } = await createChart(server, owner, state);
    const loaded = await getChart(server, owner.cookies, chartId, { s });
    const got = loaded.body.state as ChartState;
    expect(cellsOf(got.grid.rows)).toEqual(base);
    expect(got.layers.selectedLayerId).toBe(3);
    expect(got.layers.items.map((layer) => [layer.title, layer.visible])).toEqual([
      ['Achtergrond', true],
      ['Laag 2', false],
      ['Laag 3', true],
    ]);
    expect(got.layers.items[0]!.rows).toBeUndefined();
    expect(cellsOf(got.layers.items[1]!.rows!)).toEqual(upper);
    expect(got.layers.items[2]!.rows).toBeUndefined();

    // A second save makes revision 1 a backup that still has both layers.
    const second = { ...got, settings: { ...got.settings, revision: 1 } };
    expect((await saveChart(server, owner.cookies, chartId, { state: second, s })).body).toMatchObject({
      status: 'ok',
      revision: 2,
    });
    const backup = (await getChart(server, owner.cookies, chartId, { s, revisionNumber: 1 })).body
      .state as ChartState;
    expect(cellsOf(backup.layers.items[1]!.rows!)).toEqual(upper);

    const copy = chartCloneResponseSchema.parse(
      (await postAs(server, owner, `chart/clone/${chartId}`, {})).body,
    );
    if (copy.status !== 'ok') throw new Error(copy.status);
    const copied = (await getChart(server, owner.cookies, copy.chartId)).body.state as ChartState;
    expect(cellsOf(copied.grid.rows)).toEqual(base);
    expect(cellsOf(copied.layers.items[1]!.rows!)).toEqual(upper);
  });

  it('stores a chart of one layer as before: the cells alone', async () => {
    const { chartId } = await createChart(server, owner, chartState({ cells: base }));
    const [{ length }] = await server.dataSource.query(
      `SELECT octet_length(cells) AS length FROM chart_revisions WHERE chart_id = $1`,
      [chartId],
    );
    expect(length).toBe(12);
  });

  it('refuses layer rows that do not fit the grid, and rows on the first layer', async () => {
    await expectRefused(layered([{ rows: rowsOf(Uint8Array.from([1, 2, 3])) }]), 'Invalid grid rows');
    await expectRefused(layered([{ rows: 'not rows' }]), 'Invalid grid rows');
    const onFirst = layered();
    const items = onFirst.layers.items.map((layer, index) =>
      index === 0 ? { ...layer, rows: rowsOf(upper) } : layer,
    );
    await expectRefused({ ...onFirst, layers: { ...onFirst.layers, items } }, 'Invalid grid rows');
  });

  it('refuses a layer using a style the palette lacks, duplicate ids and an unknown selected layer', async () => {
    await expectRefused(
      layered([{ rows: rowsOf(upper.map((value) => (value ? 9 : 0))) }]),
      /Stijl 9 ontbreekt\.$/,
    );
    const twice = layered([{ layerId: 1 }]);
    await expectRefused(twice, 'Ongeldige invoer.');
    const state = layered();
    await expectRefused({ ...state, layers: { ...state.layers, selectedLayerId: 7 } }, 'Ongeldige invoer.');
  });

  it('holds a free user to 5 layers and to 800 000 cells in all layers', async () => {
    await expectRefused(layered([{}, {}, {}, {}, {}]), /Hoogstens 5 lagen\.$/);
    const big = chartState({ columnCount: 400, rowCount: 400, styleCount: 1 });
    const full = rowsOf(new Uint8Array(400 * 400));
    const items: Layer[] = [1, 2, 3, 4, 5].map((layerId) => ({
      layerId,
      title: `Laag ${layerId}`,
      visible: true,
      ...(layerId > 1 ? { rows: full } : {}),
    }));
    const answer = await saveChart(server, owner.cookies, 'new', {
      state: { ...big, layers: { items, selectedLayerId: 1 } },
      s: newTabId(),
    });
    expect(answer.body).toMatchObject({ status: 'ok' });
  });

  it('makes the thumbnail of the visible layers only', async () => {
    const shown = await createChart(server, owner, layered([{ rows: rowsOf(upper), visible: true }]));
    const hidden = await createChart(server, owner, layered([{ rows: rowsOf(upper), visible: false }]));
    const plain = await createChart(server, owner, chartState({ cells: base }));
    const image = async (chartId: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/nl/ajax/chart/image/${chartId}/1`,
          cookies: owner.cookies,
        })
      ).rawPayload;
    const [withLayer, withoutLayer, single] = await Promise.all([
      image(shown.chartId),
      image(hidden.chartId),
      image(plain.chartId),
    ]);
    expect(withoutLayer.equals(single)).toBe(true);
    expect(withLayer.equals(single)).toBe(false);
  });
});
