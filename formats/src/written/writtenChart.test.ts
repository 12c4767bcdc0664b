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
    // The spec's default directions: rows from the bottom, every row right to left (in the round), as the tracker.
    expect(chart.directions).toEqual({ direction1: 'bottomToTop', direction2: 'rightToLeft', runLength: 2 });
    expect(generateWritten(chart, defaultWrittenSettingsOf(chart)).text).toContain(
      'Toer 1: 3 r (3 steken)\nToer 2: 1 av, 2 r (3 steken)',
    );
  });

  it('writes knitting worked back and forth as naalden, the wrong-side rows from left to right', () => {
    const state = knittingState();
    state.grid.settings.direction2 = 'rightToLeftAlternating';
    state.grid.settings.directionRunLength = 1;
    const chart = writtenChartOf(chartSnapshotOf(state));
    const text = generateWritten(chart, defaultWrittenSettingsOf(chart)).text;
    expect(text).toContain('Naald 1 (GK): 3 r (3 steken)\nNaald 2 (VK): 2 r, 1 av (3 steken)');
    expect(text).toContain('GK = goede kant');
  });

  it('labels the rows with their numbers on the chart’s ruler (one numbering with the tracker and the PDF)', () => {
    const state = knittingState();
    // The default knitting ruler counts rows from the bottom, as the work order does: 1, 2.
    expect(writtenChartOf(chartSnapshotOf(state)).lineNumbers).toBeUndefined();
    state.grid.settings.ruler = { ...state.grid.settings.ruler, startNumber: 5, explicit: true };
    const chart = writtenChartOf(chartSnapshotOf(state));
    expect(chart.lineNumbers).toEqual([5, 6]);
    expect(generateWritten(chart, defaultWrittenSettingsOf(chart)).text).toContain(
      'Toer 5: 3 r (3 steken)\nToer 6: 1 av, 2 r (3 steken)',
    );
    // A ruler counting from the top while the rows are worked from the bottom: the first row worked is row 2.
    state.grid.settings.ruler = {
      ...state.grid.settings.ruler,
      startNumber: 1,
      verticalDirection: 'topToBottom',
    };
    const fromTop = writtenChartOf(chartSnapshotOf(state));
    expect(generateWritten(fromTop, defaultWrittenSettingsOf(fromTop)).text).toContain(
      'Toer 2: 3 r (3 steken)\nToer 1: 1 av, 2 r (3 steken)',
    );
  });

  it('follows the directions of the grid and the layout of the chart type', () => {
    const state = knittingState();
    state.grid.settings.direction1 = 'topToBottom';
    state.grid.settings.direction2 = 'leftToRight';
    state.settings.craft = 'crochet';
    state.settings.type = 'c2c';
    const chart = writtenChartOf(chartSnapshotOf(state));
    // A c2c chart saved with straight directions is worked along diagonals from the corner they name.
    expect(chart.directions).toEqual({
      direction1: 'diagonalFromTopLeft',
      direction2: 'leftToRightAlternating',
      runLength: 1,
    });
    expect(chart.layout).toBe('c2c');
    state.settings.type = 'mosaicInset';
    expect(writtenChartOf(chartSnapshotOf(state)).cellsPerStitch).toBe(4);
  });
});
