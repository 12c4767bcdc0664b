import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { decodeChartCells, encodeChartCells } from './chartCells';
import { buildKey } from './keyCounts';
import { symbolGlyph, symbolGlyphCount } from './symbolGlyphs';

function chartWith(cells: number[], columns: number) {
  return createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: columns, rowCount: cells.length / columns },
    rows: encodeChartCells(Uint8Array.from(cells)),
    styles: [1, 2, 3, 4].map((id) => createPaletteStyle(id, { abbreviation: `DMC ${id}` })),
  });
}

describe('buildKey', () => {
  it('counts full stitches per colour, most used first, and leaves unused colours out', () => {
    const chart = chartWith([1, 2, 2, 0, 2, 3, 0, 0, 1], 3);
    const key = buildKey(chart, decodeChartCells(chart));
    expect(key.map((entry) => [entry.style.styleId, entry.counts.full])).toEqual([
      [2, 3],
      [1, 2],
      [3, 1],
    ]);
    expect(key.map((entry) => entry.glyph)).toEqual([symbolGlyph(0), symbolGlyph(1), symbolGlyph(2)]);
  });

  it('counts half and quarter stitches and backstitch length per colour', () => {
    const chart = chartWith([1, 0, 0, 0], 2);
    chart.grid.halfStitches.push({ x: 1, y: 0, left: true, top: true, styleId: 4 });
    chart.grid.quarterStitches.push({ x: 1, y: 1, left: false, top: false, styleId: 4 });
    chart.grid.customLines.push({ x1: 0, y1: 0, x2: 3, y2: 4, styleId: 3 });
    const key = buildKey(chart, decodeChartCells(chart));
    expect(key.find((entry) => entry.style.styleId === 4)?.counts).toEqual({
      full: 0,
      half: 1,
      quarter: 1,
      backstitchCells: 0,
    });
    expect(key.find((entry) => entry.style.styleId === 3)?.counts.backstitchCells).toBe(5);
  });

  it('has a distinct glyph for every colour of a full palette', () => {
    expect(symbolGlyphCount).toBeGreaterThanOrEqual(250);
    const glyphs = new Set(Array.from({ length: symbolGlyphCount }, (_, rank) => symbolGlyph(rank)));
    expect(glyphs.size).toBe(symbolGlyphCount);
  });
});

describe('decodeChartCells', () => {
  it('refuses damaged rows with a Dutch message', () => {
    const chart = chartWith([1, 2, 3, 4], 2);
    expect(() => decodeChartCells({ ...chart, grid: { ...chart.grid, rows: 'xx' } })).toThrow(/beschadigd/);
    expect(() =>
      decodeChartCells({ ...chart, grid: { ...chart.grid, rows: encodeChartCells(new Uint8Array(3)) } }),
    ).toThrow(/passen niet/);
  });
});
