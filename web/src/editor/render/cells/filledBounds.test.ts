import { describe, expect, it } from 'vitest';
import { filledBounds, unionOf } from './filledBounds';

describe("the bounds of a layer's filled cells", () => {
  it('finds the rectangle of the cells not 0, empty stretches skipped four at a time', () => {
    const cells = new Uint8Array(10 * 6);
    expect(filledBounds(cells, 10)).toBeUndefined();
    cells[2 * 10 + 7] = 3;
    cells[4 * 10 + 1] = 1;
    expect(filledBounds(cells, 10)).toEqual({ x: 1, y: 2, width: 7, height: 3 });
  });

  it('reads cells that do not start on a word boundary and a tail shorter than a word', () => {
    const buffer = new Uint8Array(1 + 3 * 3);
    const cells = buffer.subarray(1);
    cells[8] = 5; // the last cell, in the tail
    expect(filledBounds(cells, 3)).toEqual({ x: 2, y: 2, width: 1, height: 1 });
  });

  it('joins two rectangles, either absent', () => {
    const a = { x: 1, y: 1, width: 2, height: 2 };
    expect(unionOf(a, undefined)).toBe(a);
    expect(unionOf(undefined, a)).toBe(a);
    expect(unionOf(a, { x: 5, y: 0, width: 1, height: 1 })).toEqual({ x: 1, y: 0, width: 5, height: 3 });
  });
});
