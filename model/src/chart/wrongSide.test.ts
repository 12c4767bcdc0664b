import { describe, expect, it } from 'vitest';
import { isWrongSideRow, shadesWrongSideRows } from './wrongSide';

describe('wrong-side rows', () => {
  it('are shaded in knitted lace, cable and brioche charts only', () => {
    expect(shadesWrongSideRows('knitting', 'lace')).toBe(true);
    expect(shadesWrongSideRows('knitting', 'cables')).toBe(true);
    expect(shadesWrongSideRows('knitting', 'brioche')).toBe(true);
    for (const type of ['colors', 'mosaic', 'machineSymbols', 'other'] as const)
      expect(shadesWrongSideRows('knitting', type)).toBe(false);
    expect(shadesWrongSideRows('crochet', 'tunisian1')).toBe(false);
    expect(shadesWrongSideRows('crochet', 'filet')).toBe(false);
  });

  it('are every second row in work order', () => {
    // Four rows worked from the bottom: chart rows 3 and 1 are rows 1 and 3 (right side), 2 and 0 wrong side.
    expect([0, 1, 2, 3].map((row) => isWrongSideRow('bottomToTop', 4, row))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([0, 1, 2].map((row) => isWrongSideRow('bottomToTop', 3, row))).toEqual([false, true, false]);
    expect([0, 1, 2].map((row) => isWrongSideRow('topToBottom', 3, row))).toEqual([false, true, false]);
    expect(isWrongSideRow('bottomToTop', 3, 3)).toBe(false);
    expect(isWrongSideRow('bottomToTop', 3, -1)).toBe(false);
    expect(isWrongSideRow('bottomToTop', 3, 1.5)).toBe(false);
  });
});
