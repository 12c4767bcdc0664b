import { defaultGridLines, defaultRuler, builtInSymbols } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { DirtyRegion } from './dirtyRegion';
import { brightnessAmount, defaultGridTheme, resolveGridTheme } from './gridTheme';
import { computeOverview, overviewFactor, overviewSize } from './overview';
import { rulerNumber, visibleRulerNumbers } from './rulerLabels';
import { buildPaletteRgba, buildStyleTableRgba } from './styleTextures';
import { uncoveredStrips } from './scrollCopy';
import { layoutAtlas } from './symbolAtlas';

describe('dirty region', () => {
  it('merges the cells of a drag into one small rectangle', () => {
    const region = new DirtyRegion();
    for (let column = 10; column < 20; column += 1) region.add({ x: column, y: 5, width: 1, height: 1 });
    expect(region.take()).toEqual([{ x: 10, y: 5, width: 10, height: 1 }]);
    expect(region.isEmpty).toBe(true);
  });

  it('keeps far-apart edits apart instead of uploading everything between them', () => {
    const region = new DirtyRegion();
    region.add({ x: 0, y: 0, width: 1, height: 1 });
    region.add({ x: 1999, y: 1999, width: 1, height: 1 });
    expect(region.cellCount).toBe(2);
    expect(region.take()).toHaveLength(2);
  });

  it('holds at most 8 rectangles, merging the oldest', () => {
    const region = new DirtyRegion();
    for (let index = 0; index < 20; index += 1)
      region.add({ x: index * 100, y: index * 100, width: 1, height: 1 });
    expect(region.take().length).toBeLessThanOrEqual(8);
  });
});

describe('grid themes (spec §3, §9)', () => {
  it('resolves the default theme from the settings, and the others', () => {
    const lines = defaultGridLines();
    expect(resolveGridTheme(lines, false)).toMatchObject({
      line: [0xdd, 0xdd, 0xdd],
      lineEvery5: [0xaa, 0xaa, 0xaa],
      lineEvery10: [0, 0, 0],
      lineWidth: 1,
      every5: 5,
      every10: 10,
    });
    expect(resolveGridTheme({ ...lines, theme: 'defaultWithoutHighlights' }, false).lineEvery10).toEqual([
      0xdd, 0xdd, 0xdd,
    ]);
    expect(resolveGridTheme({ ...lines, theme: 'print' }, false).lineEvery10Width).toBe(2);
    expect(resolveGridTheme({ ...lines, theme: 'contrast' }, false).lineEvery10Width).toBe(2);
    expect(resolveGridTheme({ ...lines, theme: 'hidden' }, false)).toMatchObject({
      lineWidth: 0,
      lineEvery10Width: 0,
    });
    expect(resolveGridTheme({ ...lines, show: false }, false).lineEvery5Width).toBe(0);
  });

  it('darkens empty cells and the surround in dark mode', () => {
    const dark = resolveGridTheme(defaultGridLines(), true);
    expect(dark.emptyCell[0]).toBeLessThan(0x40);
    expect(dark.background[0]).toBeLessThan(0x40);
    expect(dark.lineEvery10[0]).toBeGreaterThan(0x80);
  });

  it('takes the default brightness −60 as neutral', () => {
    expect(brightnessAmount(-60)).toBe(0);
    expect(brightnessAmount(100)).toBeCloseTo(0.8);
    expect(brightnessAmount(-100)).toBeCloseTo(-0.8);
    expect(brightnessAmount(20)).toBeGreaterThan(0);
  });
});

describe('style textures', () => {
  it('puts each style’s colours at its id and the empty cell at 0', () => {
    const palette = buildPaletteRgba(
      [{ styleId: 3, background: [1, 2, 3], foreground: [9, 9, 9], tile: { column: 2, row: 1, cells: 4 } }],
      defaultGridTheme.emptyCell,
    );
    expect(Array.from(palette.subarray(0, 4))).toEqual([255, 255, 255, 255]);
    expect(Array.from(palette.subarray(12, 16))).toEqual([1, 2, 3, 255]);
    const table = buildStyleTableRgba([
      { styleId: 3, background: [1, 2, 3], foreground: [9, 8, 7], tile: { column: 2, row: 1, cells: 4 } },
    ]);
    expect(Array.from(table.subarray(12, 16))).toEqual([9, 8, 7, 255]);
    expect(Array.from(table.subarray(1024 + 12, 1024 + 16))).toEqual([2, 1, 4, 255]);
  });

  it('lays out the atlas with multi-cell symbols on one row', () => {
    const layout = layoutAtlas(builtInSymbols, 16);
    const tiles = [...layout.tiles.values()];
    expect(tiles).toHaveLength(builtInSymbols.length);
    for (const tile of tiles) expect(tile.column + tile.cells).toBeLessThanOrEqual(16);
    expect(layout.tiles.get('cable-2-2-right')?.cells).toBe(4);
    expect(layoutAtlas([]).rows).toBe(1);
  });
});

describe('overview', () => {
  it('is used only for grids larger than 512 cells a side', () => {
    expect(overviewFactor(100, 100)).toBe(0);
    expect(overviewFactor(1000, 1000)).toBe(2);
    expect(overviewFactor(4000, 10)).toBe(8);
    expect(overviewSize(1001, 3, 2)).toEqual({ width: 501, height: 2 });
  });

  it('keeps the most frequent style of each block, also for a changed rectangle only', () => {
    const cells = Uint8Array.from([1, 1, 0, 2, 1, 0, 0, 0, 3]);
    const target = new Uint8Array(4);
    computeOverview(cells, 3, 3, 2, target);
    expect(Array.from(target)).toEqual([1, 0, 0, 3]);
    cells[8] = 5;
    cells[0] = 2;
    computeOverview(cells, 3, 3, 2, target, { x: 2, y: 2, width: 1, height: 1 });
    expect(Array.from(target)).toEqual([1, 0, 0, 5]);
  });
});

describe('ruler numbers (spec §3)', () => {
  it('numbers columns right to left and rows bottom to top by default, from 1', () => {
    const ruler = defaultRuler();
    expect(rulerNumber(ruler, 'columns', 9, 10)).toBe(1);
    expect(rulerNumber(ruler, 'columns', 0, 10)).toBe(10);
    expect(rulerNumber(ruler, 'rows', 19, 20)).toBe(1);
  });

  it('follows start, increment, skip, repeat, ignored lines and hidden rulers (row numbers)', () => {
    const ruler = {
      ...defaultRuler(),
      verticalDirection: 'topToBottom' as const,
      startNumber: 0,
      numberIncrement: 2,
      skipCount: 2,
    };
    // Skip 2: one number per pair of rows, on the first of the pair.
    expect(visibleRulerNumbers(ruler, 'rows', 0, 5, 6)).toEqual([
      [0, 0],
      [2, 2],
      [4, 4],
    ]);
    const repeating = { ...defaultRuler(), verticalDirection: 'topToBottom' as const, numberRepeat: 4 };
    expect(visibleRulerNumbers(repeating, 'rows', 0, 5, 6).map(([, value]) => value)).toEqual([
      1, 2, 3, 4, 1, 2,
    ]);
    const ignoring = { ...defaultRuler(), verticalDirection: 'topToBottom' as const, ignoredRows: [1] };
    expect(visibleRulerNumbers(ignoring, 'rows', 0, 3, 4)).toEqual([
      [0, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(rulerNumber({ ...defaultRuler(), vertical: 'hidden' }, 'rows', 0, 4)).toBeUndefined();
  });
});

describe('scrolling by copying the last frame', () => {
  it('draws only the strips a move uncovers, in bottom-up pixels', () => {
    expect(uncoveredStrips(10, 0, 100, 50)).toEqual([{ x: 0, y: 0, width: 10, height: 50 }]);
    expect(uncoveredStrips(-10, 0, 100, 50)).toEqual([{ x: 90, y: 0, width: 10, height: 50 }]);
    // Content moving down on screen uncovers the top, which is the high end of WebGL's y.
    expect(uncoveredStrips(0, 5, 100, 50)).toEqual([{ x: 0, y: 45, width: 100, height: 5 }]);
    expect(uncoveredStrips(3, -4, 100, 50)).toEqual([
      { x: 0, y: 0, width: 3, height: 50 },
      { x: 0, y: 0, width: 100, height: 4 },
    ]);
    expect(uncoveredStrips(0, 0, 100, 50)).toEqual([]);
    expect(uncoveredStrips(100, 0, 100, 50)).toBeUndefined();
  });
});
