import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { generateWritten } from './generateWritten';
import { writtenChartOf } from './writtenChart';
import { defaultWrittenSettingsOf } from './writtenSettings';
import { chartSnapshotOf } from '../chart/chartSnapshot';

function knittingState(type: 'colors' | 'mosaic' = 'colors') {
  const cells = Uint8Array.from([1, 1, 2, 1, 1, 1]);
  return createChartState({
    craft: 'knitting',
    type,
    size: { columnCount: 3, rowCount: 2 },
    rows: encodeRowsPlain(cells, 3, 2),
    styles: [
      createPaletteStyle(1, { abbreviation: 'r', description: 'recht' }),
      createPaletteStyle(2, { abbreviation: 'av', description: 'averecht' }),
    ],
    title: 'Ribbel',
  });
}

describe('writtenChartOf', () => {
  it('reads a chart state: cells, styles, and the work order of its directions', () => {
    const chart = writtenChartOf(chartSnapshotOf(knittingState()));
    expect(chart).toMatchObject({
      columnCount: 3,
      rowCount: 2,
      layout: 'rows',
      cellsPerStitch: 1,
      title: 'Ribbel',
    });
    expect(chart.order).toEqual({ rows: 'bottomToTop', firstRow: 'rightToLeft', alternating: true });
    expect(generateWritten(chart, defaultWrittenSettingsOf(chart)).text).toContain('Naald 1: 3 r (3 steken)');
    expect(generateWritten(chart).text).toContain('Toer 1: 3 r (3 steken)\nToer 2: 2 r, 1 av (3 steken)');
  });

  it('follows the directions of the grid and the layout of the chart type', () => {
    const state = knittingState();
    state.grid.settings.direction1 = 'topToBottom';
    state.grid.settings.direction2 = 'leftToRight';
    state.settings.craft = 'crochet';
    state.settings.type = 'c2c';
    const chart = writtenChartOf(chartSnapshotOf(state), { alternating: false });
    expect(chart.order).toEqual({ rows: 'topToBottom', firstRow: 'leftToRight', alternating: false });
    expect(chart.layout).toBe('c2c');
    state.settings.type = 'mosaicInset';
    expect(writtenChartOf(chartSnapshotOf(state)).cellsPerStitch).toBe(4);
  });
});
