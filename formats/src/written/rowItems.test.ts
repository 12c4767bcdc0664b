import { describe, expect, it } from 'vitest';
import { findRepeat, rowItemsOf, runsOf, stitchesOfCells, stitchesOfItems } from './rowItems';

/** A small deterministic generator, so a failure names its row. */
function* randomRows(count: number): Generator<number[]> {
  let seed = 17;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let index = 0; index < count; index += 1) {
    const length = 1 + Math.floor(next() * 60);
    const styles = 1 + Math.floor(next() * 3);
    const period = 1 + Math.floor(next() * 6);
    const base = Array.from({ length: period }, () => 1 + Math.floor(next() * styles));
    yield Array.from({ length }, (_, at) =>
      next() < 0.1 ? 1 + Math.floor(next() * styles) : base[at % period]!,
    );
  }
}

describe('row items', () => {
  it('never change what a row means: writing the items out gives back its stitches', () => {
    for (const row of randomRows(500)) {
      expect(stitchesOfItems(rowItemsOf(row, true)), row.join('')).toEqual(row);
      expect(stitchesOfItems(rowItemsOf(row, false)), row.join('')).toEqual(row);
    }
  });

  it('finds the repeat that saves the most, on run boundaries', () => {
    expect(findRepeat([1, 1, 2, 2, 1, 1, 2, 2, 1, 1, 2, 2])).toEqual({ start: 0, period: 4, times: 3 });
    expect(findRepeat([2, 1, 1, 2, 2, 1, 1, 2, 2, 2])).toEqual({ start: 1, period: 4, times: 2 });
  });

  it('finds no repeat in a row of one style, a short row or an empty one', () => {
    expect(findRepeat([1, 1, 1, 1, 1, 1])).toBeUndefined();
    expect(findRepeat([1, 2, 3])).toBeUndefined();
    expect(findRepeat([])).toBeUndefined();
    expect(rowItemsOf([], true)).toEqual({ before: [], after: [] });
  });

  it('groups runs and turns cells into stitches when one stitch spans several cells', () => {
    expect(runsOf([3, 3, 1, 3])).toEqual([
      { styleId: 3, count: 2 },
      { styleId: 1, count: 1 },
      { styleId: 3, count: 1 },
    ]);
    expect(stitchesOfCells([1, 1, 2, 2, 2, 2, 1], 2)).toEqual([1, 2, 2, 1]);
    expect(stitchesOfCells([1, 2], 1)).toEqual([1, 2]);
  });
});
