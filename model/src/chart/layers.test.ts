import { describe, expect, it } from 'vitest';
import { chartStateSchema, createChartState } from './chartState';
import { flattenedCell, flattenLayers, layersWithoutRows, nextLayerId } from './layers';

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
