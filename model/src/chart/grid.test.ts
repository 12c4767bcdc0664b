import { describe, expect, it } from 'vitest';
import { defaultGridSettings, directionRunLengthOf, gridSettingsSchema } from './grid';

const base = defaultGridSettings({ columnCount: 4, rowCount: 3 });

describe('grid work directions', () => {
  it('keeps validating a chart saved before the diagonal and alternating directions, run length 2', () => {
    const saved = { ...base };
    delete saved.directionRunLength;
    expect(gridSettingsSchema.parse(saved)).toEqual(saved);
    expect(directionRunLengthOf(saved)).toBe(2);
  });

  it.each([
    ['diagonalFromTopLeft', 'leftToRight'],
    ['diagonalFromBottomRight', 'topToBottomAlternating'],
    ['bottomToTop', 'rightToLeftAlternating'],
    ['leftToRight', 'bottomToTopAlternating'],
  ] as const)('accepts %s with %s', (direction1, direction2) => {
    const settings = { ...base, direction1, direction2, directionRunLength: 1 };
    expect(gridSettingsSchema.parse(settings)).toMatchObject({
      direction1,
      direction2,
      directionRunLength: 1,
    });
  });

  it.each([
    ['an alternating line order', { direction1: 'bottomToTopAlternating' }],
    ['a diagonal way along a line', { direction2: 'diagonalFromTopLeft' }],
    ['an unknown direction', { direction2: 'spiral' }],
    ['a run length of 0', { directionRunLength: 0 }],
    ['a fractional run length', { directionRunLength: 1.5 }],
    ['a huge run length', { directionRunLength: 1001 }],
  ])('rejects %s', (_name, change) => {
    expect(gridSettingsSchema.safeParse({ ...base, ...change }).success).toBe(false);
  });
});
