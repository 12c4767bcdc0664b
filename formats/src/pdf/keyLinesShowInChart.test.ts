import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { rowsOfCells } from './testing/sampleChart';
import { buildKey } from './keyCounts';
import { keyLines } from './keyLines';
import { defaultPdfOptions } from './pdfOptions';

describe('the key leaves out a style that is not shown in the chart key', () => {
  it('prints lines only for styles with showInChart, and keeps the glyphs of the others', () => {
    const chart = createChartState({
      craft: 'crossStitch',
      type: 'other',
      size: { columnCount: 2, rowCount: 2 },
      rows: rowsOfCells(Uint8Array.from([1, 2, 2, 1])),
      styles: [
        createPaletteStyle(1, { abbreviation: 'DMC 310' }),
        createPaletteStyle(2, { abbreviation: 'DMC 321', showInChart: false }),
      ],
    });
    const entries = buildKey(chart, chartSnapshotOf(chart).cells);
    expect(entries).toHaveLength(2);
    const lines = keyLines(chart, entries, defaultPdfOptions);
    expect(lines.map((line) => line.number)).toEqual(['DMC 310']);
  });
});
