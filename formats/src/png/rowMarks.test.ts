/**
 * The PNG's row marks, read from its pixels: the main-colour column (a square per row in the row's most used colour,
 * on the sides the setting names, clear of the ruler numbers) and the wrong-side rows' shade (the editor's opacity,
 * only for a knitted lace / cable / brioche chart worked back and forth).
 */
import {
  createChartState,
  createPaletteStyle,
  defaultRuler,
  type ChartState,
  type GridSettings,
} from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { decodePng } from './pngCodec';
import { gridBox, pixel, readNumbers, type Image } from './testing/pngReading';
import { writeViewPng } from './viewPng';

const red = [0xcc, 0x22, 0x33] as const;
const blue = [0x22, 0x44, 0xcc] as const;
const columnCount = 12;
const rowCount = 6;

/**
 * A 12 × 6 knitting chart: row 0 mostly red, row 1 mostly blue, row 2 a tie (red wins, the lower id), row 3
 * empty, rows 4 and 5 half empty; the right half of every row but 0–2 empty (white), for the shade.
 */
function chart(type: 'colors' | 'lace', grid: Partial<GridSettings>): ChartState {
  const cells = new Uint8Array(columnCount * rowCount);
  const row = (index: number, values: number[]) => cells.set(values, index * columnCount);
  row(0, [1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2]);
  row(1, [1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
  row(2, [2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1]);
  row(4, [2, 2, 2, 1, 1, 2]);
  row(5, [1, 1, 1, 1, 1, 2]);
  const state = createChartState({
    craft: 'knitting',
    type,
    size: { columnCount, rowCount },
    rows: encodeRowsPlain(cells, columnCount, rowCount),
    styles: [
      createPaletteStyle(1, { colorBackground: '#cc2233' }),
      createPaletteStyle(2, { colorBackground: '#2244cc' }),
    ],
  });
  state.grid.settings = { ...state.grid.settings, ...grid, ruler: { ...defaultRuler(), explicit: true } };
  return state;
}

const png = (state: ChartState): Image =>
  decodePng(writeViewPng(chartSnapshotOf(state), { size: 600 }), 10_000_000);

/** The chart's colours met along a row's middle from `x0` to `x1`, in order, each once per stretch. */
function coloursAlong(image: Image, y: number, x0: number, x1: number): string[] {
  const names: string[] = [];
  for (let x = x0; x < x1; x += 1) {
    const [r, g, b] = pixel(image, x, y);
    const name =
      r === red[0] && g === red[1] && b === red[2] ? 'red' : r === blue[0] && b === blue[2] ? 'blue' : '';
    if (name && names.at(-1) !== name) names.push(name);
  }
  return names;
}

describe('the main-colour column in the PNG', () => {
  const mains = ['red', 'blue', 'red', undefined, 'blue', 'red'];

  it('draws a square in each row’s main colour left, right or both, none for an empty row', () => {
    for (const setting of ['left', 'right', 'both'] as const) {
      const image = png(chart('colors', { mainColorColumn: setting }));
      const grid = gridBox(image);
      const rowHeight = (grid.bottom - grid.top) / rowCount;
      mains.forEach((main, row) => {
        const y = Math.round(grid.top + (row + 0.5) * rowHeight);
        const expected = main ? [main] : [];
        const left = coloursAlong(image, y, 0, grid.left);
        const right = coloursAlong(image, y, grid.right, image.width);
        expect(left, `${setting} row ${row}`).toEqual(setting === 'right' ? [] : expected);
        expect(right, `${setting} row ${row}`).toEqual(setting === 'left' ? [] : expected);
      });
    }
  });

  it('keeps the picture as wide as asked, the squares taking their room from the cells', () => {
    for (const setting of ['unused', 'left', 'both'] as const) {
      const image = png(chart('colors', { mainColorColumn: setting }));
      expect(image.width, setting).toBe(600);
    }
  });

  it('draws nothing when unused', () => {
    const image = png(chart('colors', { mainColorColumn: 'unused' }));
    const grid = gridBox(image);
    for (let row = 0; row < rowCount; row += 1) {
      const y = Math.round(grid.top + (row + 0.5) * ((grid.bottom - grid.top) / rowCount));
      expect(coloursAlong(image, y, 0, grid.left)).toEqual([]);
      expect(coloursAlong(image, y, grid.right, image.width)).toEqual([]);
    }
  });

  it('sits outside the ruler numbers: the numbers read the same and no square touches them', () => {
    const image = png(chart('colors', { mainColorColumn: 'both' }));
    const grid = gridBox(image);
    const left = readNumbers(image, 0, grid.top, grid.left, grid.bottom);
    const right = readNumbers(image, grid.right, grid.top, image.width, grid.bottom);
    // Knitting is numbered from the bottom: only row 1 (the bottom row) is printed in six rows.
    expect(left.map((number) => number.text)).toEqual(['1']);
    expect(right.map((number) => number.text)).toEqual(['1']);
    const y = Math.round(left[0]!.y);
    // The left square ends before the number's ink starts; the right one starts after it ends.
    let squareEnd = 0;
    for (let x = 0; x < grid.left; x += 1) if (coloursAlong(image, y, x, x + 1).length > 0) squareEnd = x;
    let numberStart = grid.left;
    for (let x = grid.left - 1; x >= 0; x -= 1) {
      const [r, g, b] = pixel(image, x, y);
      if (r + g + b === 0) numberStart = x;
    }
    expect(squareEnd).toBeLessThan(numberStart);
    expect(squareEnd).toBeGreaterThan(0);
  });
});

describe('wrong-side rows in the PNG', () => {
  /** The grey of an empty cell's middle in each row (255 white, lower shaded). */
  function emptyGreys(state: ChartState): number[] {
    const image = png(state);
    const grid = gridBox(image);
    const x = Math.round(grid.right - (grid.right - grid.left) / columnCount / 2);
    return [3, 4, 5].map((row) => {
      const y = Math.round(grid.top + (row + 0.5) * ((grid.bottom - grid.top) / rowCount));
      return pixel(image, x, y)[0];
    });
  }
  const backAndForth = { direction2: 'rightToLeftAlternating', directionRunLength: 1 } as const;

  it('shades every second row from the bottom of a lace chart worked back and forth, like the editor', () => {
    // Six rows from the bottom: row 5 is the first (right side), 4 the second (wrong side), 3 the third.
    expect(emptyGreys(chart('lace', backAndForth))).toEqual([255, Math.round(255 * 0.91), 255]);
    // Counted from the top the other rows are the wrong side.
    expect(emptyGreys(chart('lace', { ...backAndForth, direction1: 'topToBottom' }))).toEqual([
      Math.round(255 * 0.91),
      255,
      Math.round(255 * 0.91),
    ]);
  });

  it('keeps coloured cells readable: a shaded red is still red, a little darker', () => {
    const image = png(chart('lace', backAndForth));
    const grid = gridBox(image);
    const y = Math.round(grid.top + 4.5 * ((grid.bottom - grid.top) / rowCount));
    const [r, g, b] = pixel(image, grid.left + ((grid.right - grid.left) / columnCount) * 3.5, y);
    expect([r, g, b]).toEqual(red.map((channel) => Math.round(channel * 0.91)));
  });

  it('shades nothing in the round, in a colour chart, or when rows turn every second row', () => {
    expect(emptyGreys(chart('lace', { direction2: 'rightToLeft' }))).toEqual([255, 255, 255]);
    expect(emptyGreys(chart('colors', backAndForth))).toEqual([255, 255, 255]);
    expect(emptyGreys(chart('lace', { ...backAndForth, directionRunLength: 2 }))).toEqual([255, 255, 255]);
  });
});
