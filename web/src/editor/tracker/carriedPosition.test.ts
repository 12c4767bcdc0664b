import { workOrderOf } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { carriedPosition, cellsOfItem, itemCount, trackerLayoutOf } from './trackerLayout';

const size = { columnCount: 4, rowCount: 3 };
const fromTop = trackerLayoutOf(
  workOrderOf(size, { direction1: 'topToBottom', direction2: 'leftToRight', runLength: 2 }),
  'rowsFull',
);
const fromBottom = trackerLayoutOf(
  workOrderOf(size, { direction1: 'bottomToTop', direction2: 'rightToLeft', runLength: 2 }),
  'rowsFull',
);

describe('carriedPosition', () => {
  it('keeps the maker on the same line when the line order turns round', () => {
    // The second line from the top is the second from the bottom too in a chart of three rows…
    expect(carriedPosition(fromTop, 1, fromBottom)).toBe(1);
    // …and the top line, the bottom order's last.
    expect(carriedPosition(fromTop, 2, fromBottom)).toBe(0);
    expect(Array.from(cellsOfItem(fromBottom, carriedPosition(fromTop, 2, fromBottom)))).toContain(8);
  });

  it('keeps the stitch when switching from lines to stitches and back', () => {
    const stitches = trackerLayoutOf(fromTop.order, 'rowsStitches');
    expect(carriedPosition(fromTop, 2, stitches)).toBe(8);
    expect(carriedPosition(stitches, 6, fromTop)).toBe(1);
    const reversedStitches = trackerLayoutOf(fromBottom.order, 'rowsStitches');
    // Stitch 6 from the top left is cell 6 (row 1, column 2); from the bottom right it is the 6th of 12 worked.
    expect(Array.from(cellsOfItem(reversedStitches, carriedPosition(stitches, 6, reversedStitches)))).toEqual(
      [6],
    );
  });

  it('leaves a tracker not started at the start and a finished one at the end', () => {
    expect(carriedPosition(fromTop, 0, fromBottom)).toBe(0);
    expect(carriedPosition(fromTop, itemCount(fromTop), fromBottom)).toBe(itemCount(fromBottom));
    const stitches = trackerLayoutOf(fromBottom.order, 'rowsStitches');
    expect(carriedPosition(fromTop, 3, stitches)).toBe(12);
  });

  it('clamps bad numbers and keeps the number for another chart size', () => {
    expect(carriedPosition(fromTop, Number.NaN, fromBottom)).toBe(0);
    expect(carriedPosition(fromTop, -4, fromBottom)).toBe(0);
    expect(carriedPosition(fromTop, 99, fromBottom)).toBe(3);
    const bigger = trackerLayoutOf(
      workOrderOf(
        { columnCount: 4, rowCount: 6 },
        { direction1: 'bottomToTop', direction2: 'rightToLeft', runLength: 2 },
      ),
      'rowsFull',
    );
    expect(carriedPosition(fromTop, 2, bigger)).toBe(2);
    expect(carriedPosition(bigger, 5, fromTop)).toBe(3);
  });
});
