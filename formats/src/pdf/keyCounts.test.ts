import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { rowsOfCells } from './testing/sampleChart';
import { buildKey } from './keyCounts';
import { keyFontCharacter } from './keyFont/keyFont';

function chartWith(cells: number[], columns: number) {
  return createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: columns, rowCount: cells.length / columns },
    rows: rowsOfCells(Uint8Array.from(cells)),
    styles: [1, 2, 3, 4].map((id) => createPaletteStyle(id, { abbreviation: `DMC ${id}` })),
  });
}

describe('buildKey', () => {
  it('counts full stitches per colour, most used first, and leaves unused colours out', () => {
    const chart = chartWith([1, 2, 2, 0, 2, 3, 0, 0, 1], 3);
    const key = buildKey(chart, chartSnapshotOf(chart).cells);
    expect(key.map((entry) => [entry.style.styleId, entry.counts.full])).toEqual([
      [2, 3],
      [1, 2],
      [3, 1],
    ]);
    // One glyph each: the key font's character of the symbol shown for it (which colour gets which:
    // keyGlyphs.poppler.test.ts).
    const glyphs = key.map((entry) => entry.glyph);
    expect(new Set(glyphs).size).toBe(3);
    for (const entry of key) expect(entry.glyph).toBe(keyFontCharacter(entry.symbolId));
  });

  it('counts half and quarter stitches, backstitch length, knots and beads by size per colour', () => {
    const chart = chartWith([1, 0, 0, 0], 2);
    chart.grid.halfStitches.push({ x: 1, y: 0, left: true, top: true, styleId: 4 });
    chart.grid.quarterStitches.push({ x: 1, y: 1, left: false, top: false, styleId: 4 });
    chart.grid.customLines.push({ x1: 0, y1: 0, x2: 3, y2: 4, styleId: 3 });
    chart.grid.ornaments.push(
      { x: 1, y: 1, kind: 'knot', styleId: 4 },
      { x: 2, y: 2, kind: 'bead', sizeMm: 3, styleId: 1 },
      { x: 0, y: 2, kind: 'bead', styleId: 1 },
      { x: 1, y: 2, kind: 'bead', sizeMm: 2, styleId: 1 },
    );
    const key = buildKey(chart, chartSnapshotOf(chart).cells);
    expect(key.find((entry) => entry.style.styleId === 4)).toMatchObject({
      counts: { full: 0, half: 1, quarter: 1, knots: 1, backstitchCells: 0 },
      beads: [],
    });
    expect(key.find((entry) => entry.style.styleId === 3)?.counts.backstitchCells).toBe(5);
    expect(key.find((entry) => entry.style.styleId === 1)?.beads).toEqual([
      { sizeMm: 2, count: 2 },
      { sizeMm: 3, count: 1 },
    ]);
  });

  it('keys a colour used only for backstitch, only for knots or only for beads, after the colours in cells', () => {
    const chart = chartWith([2, 0, 0, 0], 2);
    chart.grid.customLines.push({ x1: 0, y1: 0, x2: 2, y2: 0, styleId: 1 });
    chart.grid.ornaments.push(
      { x: 1, y: 1, kind: 'knot', styleId: 3 },
      { x: 2, y: 2, kind: 'bead', styleId: 4 },
    );
    const key = buildKey(chart, chartSnapshotOf(chart).cells);
    expect(key.map((entry) => entry.style.styleId)).toEqual([2, 1, 3, 4]);
    // Every keyed colour has its own glyph, whatever it is used for.
    expect(new Set(key.map((entry) => entry.glyph)).size).toBe(4);
  });

  it('keeps the symbol a style has for itself, and gives one to a style whose symbol another style shares', () => {
    const chart = chartWith([1, 2, 3, 4], 2);
    chart.palette.styles[0]!.symbolId = 'heart';
    chart.palette.styles[1]!.symbolId = 'cross';
    chart.palette.styles[2]!.symbolId = 'cross';
    const key = buildKey(chart, chartSnapshotOf(chart).cells);
    const byStyle = new Map(key.map((entry) => [entry.style.styleId, entry.symbolId]));
    expect(byStyle.get(1)).toBe('heart');
    expect(new Set(byStyle.values()).size).toBe(4);
    expect([...byStyle.values()]).not.toContain('cross');
  });
});
