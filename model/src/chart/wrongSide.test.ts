import { describe, expect, it } from 'vitest';
import { isWrongSideRow, shadesWrongSideRows, wrongSideRowsFrom } from './wrongSide';

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

  it('are counted from where the rows start, only when the chart turns after every row', () => {
    const lace = { craft: 'knitting', type: 'lace' } as const;
    const flat = {
      direction1: 'bottomToTop',
      direction2: 'rightToLeftAlternating',
      directionRunLength: 1,
    } as const;
    expect(wrongSideRowsFrom(lace, flat)).toBe('bottomToTop');
    expect(wrongSideRowsFrom(lace, { ...flat, direction1: 'topToBottom' })).toBe('topToBottom');
    // In the round (every row the same way) or turning after two rows: no wrong-side rows to shade.
    expect(wrongSideRowsFrom(lace, { ...flat, direction2: 'rightToLeft' })).toBeUndefined();
    expect(wrongSideRowsFrom(lace, { ...flat, directionRunLength: 2 })).toBeUndefined();
    expect(wrongSideRowsFrom({ craft: 'knitting', type: 'colors' }, flat)).toBeUndefined();
    expect(wrongSideRowsFrom({ craft: 'crochet', type: 'tunisian1' }, flat)).toBeUndefined();
  });
});
