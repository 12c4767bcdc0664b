import { describe, expect, it } from 'vitest';
import { defaultRuler, rulerSchema, type Ruler } from '../grid';
import { rulerNumbering, rulerNumbers, rulerSides, type RulerAxis, type RulerSide } from './rulerNumbering';

const ruler = (change: Partial<Ruler> = {}): Ruler => ({ ...defaultRuler(), ...change });
const u = undefined;

describe('ruler numbering (hand-made expected numbers, listed from the left or top)', () => {
  it.each<[string, Partial<Ruler>, RulerAxis, number, RulerSide, Array<number | undefined>]>([
    ['rows from the bottom by default', {}, 'rows', 6, 'end', [6, 5, 4, 3, 2, 1]],
    ['rows top to bottom', { verticalDirection: 'topToBottom' }, 'rows', 6, 'end', [1, 2, 3, 4, 5, 6]],
    ['rows from start number 0', { startNumber: 0 }, 'rows', 6, 'end', [5, 4, 3, 2, 1, 0]],
    ['rows with increment 2', { numberIncrement: 2 }, 'rows', 6, 'end', [11, 9, 7, 5, 3, 1]],
    ['rows counting down', { numberIncrement: -1, startNumber: 6 }, 'rows', 3, 'end', [4, 5, 6]],
    ['rows with skip 2 (one number per pair)', { skipCount: 2 }, 'rows', 6, 'end', [u, 3, u, 2, u, 1]],
    [
      'rows every fifth with increment 5',
      { skipCount: 5, numberIncrement: 5, verticalDirection: 'topToBottom' },
      'rows',
      12,
      'end',
      [1, u, u, u, u, 6, u, u, u, u, 11, u],
    ],
    [
      'rows repeating after 3',
      { numberRepeat: 3, verticalDirection: 'topToBottom' },
      'rows',
      6,
      'end',
      [1, 2, 3, 1, 2, 3],
    ],
    [
      'deviation +1 on the left side',
      { numberIncrement: 2, deviationValues: [1], deviationSide: 'left', verticalDirection: 'topToBottom' },
      'rows',
      6,
      'start',
      [2, 4, 6, 8, 10, 12],
    ],
    [
      'deviation left leaves the right side alone',
      { numberIncrement: 2, deviationValues: [1], deviationSide: 'left', verticalDirection: 'topToBottom' },
      'rows',
      6,
      'end',
      [1, 3, 5, 7, 9, 11],
    ],
    [
      'deviation values cycle along the lines',
      { deviationValues: [0, 5], deviationSide: 'right', verticalDirection: 'topToBottom' },
      'rows',
      6,
      'end',
      [1, 7, 3, 9, 5, 11],
    ],
    [
      'deviation disabled ignores the values',
      { deviationValues: [5], deviationSide: 'disabled', verticalDirection: 'topToBottom' },
      'rows',
      3,
      'end',
      [1, 2, 3],
    ],
    [
      'an ignored row has no number',
      { ignoredRows: [1], verticalDirection: 'topToBottom' },
      'rows',
      6,
      'end',
      [1, u, 2, 3, 4, 5],
    ],
    ['an ignored row counted from the bottom', { ignoredRows: [4] }, 'rows', 6, 'end', [5, 4, 3, 2, u, 1]],
    ['columns from the right by default', {}, 'columns', 6, 'end', [6, 5, 4, 3, 2, 1]],
    [
      'columns left to right',
      { horizontalDirection: 'leftToRight' },
      'columns',
      6,
      'start',
      [1, 2, 3, 4, 5, 6],
    ],
    ['columns from the centre, even count', { template: 'center' }, 'columns', 6, 'end', [3, 2, 1, 1, 2, 3]],
    [
      'columns from the centre, odd count, start 0',
      { template: 'center', startNumber: 0 },
      'columns',
      7,
      'end',
      [3, 2, 1, 0, 1, 2, 3],
    ],
    ['the centre template leaves rows alone', { template: 'center' }, 'rows', 3, 'end', [3, 2, 1]],
    [
      'columns keep counting by one whatever the row settings',
      { numberIncrement: 2, skipCount: 2, numberRepeat: 2, horizontalDirection: 'leftToRight' },
      'columns',
      4,
      'end',
      [1, 2, 3, 4],
    ],
    [
      'columns take the start number',
      { startNumber: 0, horizontalDirection: 'leftToRight' },
      'columns',
      3,
      'end',
      [0, 1, 2],
    ],
    [
      'an ignored column',
      { ignoredColumns: [0], horizontalDirection: 'leftToRight' },
      'columns',
      4,
      'end',
      [u, 1, 2, 3],
    ],
    ['only bottom: nothing on top', { horizontal: 'onlyBottom' }, 'columns', 3, 'start', [u, u, u]],
    ['only bottom: numbers below', { horizontal: 'onlyBottom' }, 'columns', 3, 'end', [3, 2, 1]],
    ['only right: nothing on the left', { vertical: 'onlyRight' }, 'rows', 3, 'start', [u, u, u]],
    ['hidden: no numbers', { vertical: 'hidden' }, 'rows', 3, 'end', [u, u, u]],
  ])('%s', (_title, change, axis, count, side, expected) => {
    expect(rulerNumbers(ruler(change), axis, count, side)).toEqual(expected);
  });

  it.each<[string, Partial<Ruler>, Array<number | undefined>]>([
    ['skip 0 counts as 1', { skipCount: 0 }, [3, 2, 1]],
    ['a negative skip counts as 1', { skipCount: -3 }, [3, 2, 1]],
    ['a NaN skip counts as 1', { skipCount: Number.NaN }, [3, 2, 1]],
    ['a negative repeat means no repeat', { numberRepeat: -1 }, [3, 2, 1]],
    ['a NaN start counts from 1', { startNumber: Number.NaN }, [3, 2, 1]],
    ['an infinite increment counts by 1', { numberIncrement: Number.POSITIVE_INFINITY }, [3, 2, 1]],
    ['a fractional skip is cut to whole', { skipCount: 2.7 }, [2, u, 1]],
    [
      'NaN deviation values are dropped',
      { deviationValues: [Number.NaN, 2], deviationSide: 'right' },
      [5, 4, 3],
    ],
    ['ignored rows outside the chart change nothing', { ignoredRows: [99, -1] }, [3, 2, 1]],
    [
      'an unknown direction counts from the bottom',
      { verticalDirection: 'sideways' as 'topToBottom' },
      [3, 2, 1],
    ],
    ['an unknown side shows both sides', { vertical: 'sideways' as 'both' }, [3, 2, 1]],
  ])('bad values: %s', (_title, change, expected) => {
    expect(rulerNumbers(ruler(change), 'rows', 3, 'end')).toEqual(expected);
  });

  it('has no lines for a bad count and no number for a bad index', () => {
    expect(rulerNumbers(ruler(), 'rows', 0)).toEqual([]);
    expect(rulerNumbers(ruler(), 'rows', Number.NaN)).toEqual([]);
    expect(rulerNumbers(ruler(), 'rows', -4)).toEqual([]);
    const numbering = rulerNumbering(ruler(), 'rows', 6);
    expect([numbering.number(-1), numbering.number(6), numbering.number(2.5)]).toEqual([u, u, u]);
  });

  it('names every line, also those the ruler skips or hides (labels such as "rij 4")', () => {
    const numbering = rulerNumbering(ruler({ skipCount: 2, vertical: 'hidden' }), 'rows', 6);
    expect([0, 1, 2, 3, 4, 5].map((index) => numbering.number(index))).toEqual([3, 3, 2, 2, 1, 1]);
    expect(numbering.shown(5, 'end')).toBeUndefined();
  });

  it('finds the line of a number (Ga naar rij)', () => {
    const rows = rulerNumbering(ruler(), 'rows', 6);
    expect([rows.lineOf(1), rows.lineOf(6), rows.lineOf(7), rows.lineOf(Number.NaN)]).toEqual([5, 0, u, u]);
    const pairs = rulerNumbering(ruler({ skipCount: 2, verticalDirection: 'topToBottom' }), 'rows', 6);
    expect(pairs.lineOf(2)).toBe(2);
  });

  it('lists the sides per setting', () => {
    expect(rulerSides(ruler(), 'rows')).toEqual(['start', 'end']);
    expect(rulerSides(ruler({ vertical: 'onlyRight' }), 'rows')).toEqual(['end']);
    expect(rulerSides(ruler({ horizontal: 'onlyBottom' }), 'columns')).toEqual(['end']);
    expect(rulerSides(ruler({ horizontal: 'hidden' }), 'columns')).toEqual([]);
  });

  it('keeps reading rulers saved before the explicit mark and rejects bad values on the wire', () => {
    const saved: Record<string, unknown> = { ...defaultRuler() };
    delete saved.explicit;
    expect(rulerSchema.parse(saved)).toEqual(saved);
    expect(rulerSchema.safeParse({ ...defaultRuler(), skipCount: 0 }).success).toBe(false);
    expect(rulerSchema.safeParse({ ...defaultRuler(), template: 'spiral' }).success).toBe(false);
  });
});
