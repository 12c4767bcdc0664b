import { type AlongDirection, type LineSequence, alongDirections, lineSequences } from './grid';
import { describe, expect, it } from 'vitest';
import { lineCellsOf, rowRunsRightToLeft, workOrderOf } from './workOrder';

/** The chart drawn as rows of work-order numbers: the cell worked first shows 0. */
function drawOrder(
  columnCount: number,
  rowCount: number,
  direction1: LineSequence,
  direction2: AlongDirection,
  runLength = 2,
): string[] {
  const order = workOrderOf({ columnCount, rowCount }, { direction1, direction2, runLength });
  const rank = new Array<number>(columnCount * rowCount);
  order.cells.forEach((cell, index) => (rank[cell] = index));
  const rows: string[] = [];
  for (let y = 0; y < rowCount; y += 1)
    rows.push(rank.slice(y * columnCount, (y + 1) * columnCount).join(' '));
  return rows;
}

describe('work order', () => {
  it.each<[string, number, number, LineSequence, AlongDirection, number, string[]]>([
    ['rows top down, left to right', 3, 2, 'topToBottom', 'leftToRight', 2, ['0 1 2', '3 4 5']],
    ['rows top down, right to left', 3, 2, 'topToBottom', 'rightToLeft', 2, ['2 1 0', '5 4 3']],
    ['the default: rows bottom up, right to left', 3, 2, 'bottomToTop', 'rightToLeft', 2, ['5 4 3', '2 1 0']],
    ['rows bottom up, left to right', 3, 2, 'bottomToTop', 'leftToRight', 2, ['3 4 5', '0 1 2']],
    [
      'rows with a vertical way fall back to right to left',
      3,
      2,
      'topToBottom',
      'topToBottom',
      2,
      ['2 1 0', '5 4 3'],
    ],
    ['columns left to right, top down', 3, 2, 'leftToRight', 'topToBottom', 2, ['0 2 4', '1 3 5']],
    ['columns right to left, bottom up', 3, 2, 'rightToLeft', 'bottomToTop', 2, ['5 3 1', '4 2 0']],
    [
      'columns with a horizontal way fall back to top down',
      2,
      2,
      'leftToRight',
      'rightToLeft',
      2,
      ['0 2', '1 3'],
    ],
    [
      'rows top down alternating every row',
      3,
      4,
      'topToBottom',
      'leftToRightAlternating',
      1,
      ['0 1 2', '5 4 3', '6 7 8', '11 10 9'],
    ],
    [
      'rows top down alternating every 2 rows (the default run)',
      3,
      4,
      'topToBottom',
      'leftToRightAlternating',
      2,
      ['0 1 2', '3 4 5', '8 7 6', '11 10 9'],
    ],
    [
      'rows bottom up alternating: the bottom row goes the named way, so the top row flips',
      3,
      4,
      'bottomToTop',
      'leftToRightAlternating',
      1,
      ['11 10 9', '6 7 8', '5 4 3', '0 1 2'],
    ],
    [
      'rows bottom up alternating from the right every 2 rows',
      2,
      4,
      'bottomToTop',
      'rightToLeftAlternating',
      2,
      ['6 7', '4 5', '3 2', '1 0'],
    ],
    [
      'columns alternating every column',
      3,
      2,
      'leftToRight',
      'topToBottomAlternating',
      1,
      ['0 3 4', '1 2 5'],
    ],
    [
      'diagonals from the top left, left to right',
      3,
      3,
      'diagonalFromTopLeft',
      'leftToRight',
      2,
      ['0 2 5', '1 4 7', '3 6 8'],
    ],
    [
      'diagonals from the top left, downwards',
      3,
      3,
      'diagonalFromTopLeft',
      'topToBottom',
      2,
      ['0 1 3', '2 4 6', '5 7 8'],
    ],
    [
      'diagonals from the bottom left, left to right',
      3,
      3,
      'diagonalFromBottomLeft',
      'leftToRight',
      2,
      ['3 6 8', '1 4 7', '0 2 5'],
    ],
    [
      'diagonals from the top right, right to left',
      3,
      3,
      'diagonalFromTopRight',
      'rightToLeft',
      2,
      ['5 2 0', '7 4 1', '8 6 3'],
    ],
    [
      'diagonals from the bottom right alternating every diagonal',
      3,
      3,
      'diagonalFromBottomRight',
      'leftToRightAlternating',
      1,
      ['8 6 5', '7 4 1', '3 2 0'],
    ],
    ['diagonals of a wide chart', 4, 2, 'diagonalFromTopLeft', 'leftToRight', 2, ['0 2 4 6', '1 3 5 7']],
  ])('%s', (_name, columns, rows, direction1, direction2, runLength, expected) => {
    expect(drawOrder(columns, rows, direction1, direction2, runLength)).toEqual(expected);
  });

  it('works every cell exactly once in every direction, and cuts lines by the axis', () => {
    for (const [columnCount, rowCount] of [
      [1, 1],
      [1, 5],
      [5, 1],
      [4, 3],
    ] as const) {
      for (const direction1 of lineSequences) {
        for (const direction2 of alongDirections) {
          const order = workOrderOf({ columnCount, rowCount }, { direction1, direction2, runLength: 3 });
          expect(new Set(order.cells).size).toBe(columnCount * rowCount);
          const lines = order.lineStarts.length - 1;
          const expectedLines =
            order.axis === 'horizontal'
              ? rowCount
              : order.axis === 'vertical'
                ? columnCount
                : columnCount + rowCount - 1;
          expect(lines).toBe(expectedLines);
          expect(order.lineStarts[lines]).toBe(columnCount * rowCount);
        }
      }
    }
  });

  it('treats a run length below 1 or fractional as a whole number of at least 1', () => {
    expect(drawOrder(2, 3, 'topToBottom', 'leftToRightAlternating', 0)).toEqual(['0 1', '3 2', '4 5']);
    expect(drawOrder(2, 3, 'topToBottom', 'leftToRightAlternating', 1.7)).toEqual(['0 1', '3 2', '4 5']);
  });
});

describe('which way a row runs (multi-cell symbols, spec §5)', () => {
  it('follows the work order, alternating runs included, and agrees with it for every row', () => {
    const size = { columnCount: 3, rowCount: 5 };
    for (const direction1 of ['bottomToTop', 'topToBottom'] as const) {
      for (const direction2 of [
        'rightToLeft',
        'leftToRight',
        'rightToLeftAlternating',
        'leftToRightAlternating',
      ] as const) {
        for (const runLength of [1, 2]) {
          const directions = { direction1, direction2, runLength };
          const order = workOrderOf(size, directions);
          for (let line = 0; line < size.rowCount; line += 1) {
            const cells = lineCellsOf(order, line);
            const row = Math.floor(cells[0]! / size.columnCount);
            const rightToLeft = cells[0]! > cells[cells.length - 1]!;
            expect(
              rowRunsRightToLeft(directions, size.rowCount, row),
              `${direction1} ${direction2} ${runLength} ${row}`,
            ).toBe(rightToLeft);
          }
        }
      }
    }
  });

  it('reads direction2 for charts worked in columns or diagonals', () => {
    expect(
      rowRunsRightToLeft({ direction1: 'leftToRight', direction2: 'topToBottom', runLength: 1 }, 4, 0),
    ).toBe(true);
    expect(
      rowRunsRightToLeft(
        { direction1: 'diagonalFromTopLeft', direction2: 'leftToRight', runLength: 1 },
        4,
        2,
      ),
    ).toBe(false);
  });
});
