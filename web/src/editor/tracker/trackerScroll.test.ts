import type { LineSequence } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { autoScrollAxis, clampRowNumber } from './trackerScroll';
import { createTracker } from './trackerState';

function trackerOf(direction1: LineSequence, mode: string) {
  return createTracker({
    size: { columnCount: 4, rowCount: 3 },
    cells: new Uint8Array(12).fill(1),
    directions: { direction1, direction2: 'leftToRight', runLength: 2 },
    mode,
  });
}

describe('tracker scrolling', () => {
  it.each([
    ['bottomToTop', 'rowsFull', 'horizontal'],
    ['topToBottom', 'rowsGroup4', 'horizontal'],
    ['leftToRight', 'rowsStitches', 'vertical'],
    ['diagonalFromBottomLeft', 'rowsFull', null],
    ['bottomToTop', 'perGridCell', null],
  ] as const)('%s in %s auto-scrolls along %s', (direction1, mode, axis) => {
    expect(autoScrollAxis(trackerOf(direction1, mode))).toBe(axis);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [2, 2],
    [3, 2],
    [1.9, 1],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('clamps the row number %s to %s', (rowNumber, expected) => {
    expect(clampRowNumber(trackerOf('bottomToTop', 'rowsFull'), rowNumber)).toBe(expected);
  });
});
