import { describe, expect, it } from 'vitest';
import { chartStateSchema, createChartState } from './chartState';
import { flattenedCell, flattenLayers, layersWithoutRows, nextLayerId, reflattenLayer } from './layers';

const layer = (values: number[], visible = true) => ({ cells: Uint8Array.from(values), visible });

describe('layers of a grid chart', () => {
  it('flattens visible layers: the highest non-empty cell wins, 0 lets the layers below show', () => {
    const bottom = layer([1, 1, 1, 0]);
    const middle = layer([0, 2, 2, 0]);
    const top = layer([0, 0, 3, 0]);
    expect([...flattenLayers([bottom, middle, top], new Uint8Array(4))]).toEqual([1, 2, 3, 0]);
    expect([0, 1, 2, 3].map((index) => flattenedCell([bottom, middle, top], index))).toEqual([1, 2, 3, 0]);
  });

  it('leaves hidden layers out, and gives empty cells when none is visible', () => {
    const bottom = layer([1, 1], false);
    const top = layer([0, 3]);
    expect([...flattenLayers([bottom, top], new Uint8Array(2))]).toEqual([0, 3]);
    expect([...flattenLayers([layer([5, 5], false)], new Uint8Array(2))]).toEqual([0, 0]);
    expect(flattenedCell([bottom, top], 0)).toBe(0);
  });

  it('after showing or hiding one layer, updates only its cells to what a full flattening gives', () => {
    let seed = 7;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const columnCount = 13;
    const size = columnCount * 9 + 3; // not a multiple of 4: the tail is checked too
    const layers = [0, 1, 2, 3].map((index) => ({
      cells: Uint8Array.from({ length: size }, () =>
        random() < (index === 0 ? 1 : 0.2) ? 1 + Math.floor(random() * 5) : 0,
      ),
      visible: true,
    }));
    const shown = flattenLayers(layers, new Uint8Array(size));
    for (const toggled of [2, 0, 3, 2, 1]) {
      layers[toggled] = { ...layers[toggled]!, visible: !layers[toggled]!.visible };
      const rect = reflattenLayer(layers, toggled, shown, columnCount);
      expect(shown).toEqual(flattenLayers(layers, new Uint8Array(size)));
      expect(rect && rect.x1 <= columnCount && rect.y1 <= 10).toBe(true);
    }
    expect(
      reflattenLayer([{ cells: new Uint8Array(8), visible: true }], 0, new Uint8Array(8), 4),
    ).toBeUndefined();
  });

  it('reads an old chart (layers without rows) and a chart whose further layers carry rows', () => {
    const state = createChartState({
      craft: 'knitting',
      type: 'colors',
      size: { columnCount: 2, rowCount: 1 },
      rows: '1:AAA=',
    });
    expect(chartStateSchema.parse(state).layers.items[0]).toEqual({
      layerId: 1,
      title: 'Laag 1',
      visible: true,
    });
    const withLayer = {
      ...state,
      layers: {
        items: [...state.layers.items, { layerId: 2, title: 'Boven', visible: false, rows: '1:AQI=' }],
        selectedLayerId: 2,
      },
    };
    const parsed = chartStateSchema.parse(withLayer);
    expect(parsed.layers.items[1]?.rows).toBe('1:AQI=');
    expect(nextLayerId(parsed.layers)).toBe(3);
    expect(layersWithoutRows(parsed.layers).items[1]).toEqual({ layerId: 2, title: 'Boven', visible: false });
  });

  it('refuses a layer whose rows are not text', () => {
    const state = createChartState({
      craft: 'knitting',
      type: 'colors',
      size: { columnCount: 1, rowCount: 1 },
      rows: '1:AA==',
    });
    const bad = {
      ...state,
      layers: { items: [{ layerId: 1, title: 'x', visible: true, rows: 5 }], selectedLayerId: 1 },
    };
    expect(chartStateSchema.safeParse(bad).success).toBe(false);
  });
});
