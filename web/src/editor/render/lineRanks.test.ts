import { describe, expect, it } from 'vitest';
import { defaultGridTheme } from './gridTheme';
import { fillLineRanks, lineRankAt } from './lineRanks';

const theme = defaultGridTheme;

/** The rank per device pixel of a 30-cell axis drawn at `pixels` per cell from pixel `offset`. */
function ranks(pixels: number, offset = 0, count = 400, themeOf = theme, bottomUp = false): number[] {
  const out = new Uint8Array(count + 8);
  fillLineRanks(out, count, offset, pixels, 30, themeOf, bottomUp);
  return Array.from(out, (value) => value / 85);
}

describe('grid line ranks per pixel', () => {
  it('draws every line once at 8 px per cell: the edge and every 10th darkest, every 5th, then the rest', () => {
    const row = ranks(8);
    expect(row[0]).toBe(3); // the grid's left edge
    expect(row[8]).toBe(1); // line after cell 1
    expect(row[7]).toBe(0);
    expect(row[9]).toBe(0);
    expect(row[40]).toBe(2); // every 5th
    expect(row[80]).toBe(3); // every 10th
    expect(row[240]).toBe(3); // the right edge of 30 cells
    expect(row.slice(1, 8)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // One pixel per line: 30 cells give 31 lines (pixels past the grid are not covered by its quad).
    expect(row.slice(0, 241).filter((rank) => rank > 0)).toHaveLength(31);
  });

  it('leaves out lines closer than 4 pixels but keeps the highlights and the edge', () => {
    const row = ranks(2);
    expect(row[2]).toBe(0);
    expect(row[10]).toBe(2); // every 5th: 10 pixels apart
    expect(row[20]).toBe(3);
    expect(row[0]).toBe(3);
  });

  it('follows the grid when it is moved, and clears pixels beyond the drawing buffer', () => {
    const moved = ranks(8, 13);
    expect(moved[13]).toBe(3);
    expect(moved[21]).toBe(1);
    expect(moved[12]).toBe(0);
    expect(moved.slice(400)).toEqual(new Array(8).fill(0));
  });

  it('counts rows from the bottom when asked (WebGL rows)', () => {
    const down = ranks(8, 0, 400);
    const up = ranks(8, 0, 400, theme, true);
    expect(up.slice(0, 400)).toEqual(down.slice(0, 400).reverse());
  });

  it('counts the 5 and 10 lines from the far edge where the ruler starts there (one numbering)', () => {
    // 32 cells at 8 px: counted from the right edge (pixel 256), the 10th line lies at cell 22 (pixel 176).
    const out = new Uint8Array(300);
    fillLineRanks(out, 300, 0, 8, 32, theme, false, 'end');
    const row = Array.from(out, (value) => value / 85);
    expect(row[256]).toBe(3); // the edge the numbers start at
    expect(row[176]).toBe(3); // 10 cells from the right
    expect(row[216]).toBe(2); // 5 cells from the right
    expect(row[80]).toBe(1); // 10 cells from the left: a plain line now
    expect(row.slice(0, 257).filter((rank) => rank > 0)).toHaveLength(33);
    expect(lineRankAt(176.5 / 8, 8, 32, theme, 'end')).toBe(3);
    expect(lineRankAt(176.5 / 8, 8, 32, theme, 'start')).toBe(1);
  });

  it('counts the 5 and 10 lines from the middle for the centre template', () => {
    // 30 cells at 8 px: the middle line at cell 15 (pixel 120), every 10 at cells 5 and 25, every 5 at 10 and 20.
    const out = new Uint8Array(300);
    fillLineRanks(out, 300, 0, 8, 30, theme, false, 'middle');
    const row = Array.from(out, (value) => value / 85);
    expect([row[40], row[120], row[200]]).toEqual([3, 3, 3]);
    expect([row[80], row[160]]).toEqual([2, 2]);
    expect(row[0]).toBe(3); // the edge
    expect(row[56]).toBe(1);
  });

  it('draws wide every-10 lines and no lines at all for the hidden theme', () => {
    const wide = { ...theme, lineEvery10Width: 2 };
    expect(lineRankAt(81.5 / 8, 8, 30, wide)).toBe(3); // pixels 80 and 81
    expect(lineRankAt(82.5 / 8, 8, 30, wide)).toBe(0);
    expect(lineRankAt(80.5 / 8, 8, 30, wide)).toBe(3);
    const hidden = { ...theme, lineWidth: 0, lineEvery5Width: 0, lineEvery10Width: 0 };
    expect(ranks(8, 0, 400, hidden).every((rank) => rank === 0)).toBe(true);
  });
});
