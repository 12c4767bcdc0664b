import type { LineSequence } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import type { CellRect } from '../document/ChartDocument';
import { workOrderOf } from '@steekwerk/model';
import { lineRelation } from './trackerLook';
import { flipRegions, lineOfCells } from './trackerRegions';

/** Each cell's place against the current line: B before, C current, A after, as rows of letters. */
function relations(
  columnCount: number,
  rowCount: number,
  direction1: LineSequence,
  currentLine: number,
): string[] {
  const order = workOrderOf(
    { columnCount, rowCount },
    { direction1, direction2: 'rightToLeft', runLength: 2 },
  );
  const lines = lineOfCells(order);
  const letter = { before: 'B', current: 'C', after: 'A' } as const;
  const rows: string[] = [];
  for (let y = 0; y < rowCount; y += 1) {
    let row = '';
    for (let x = 0; x < columnCount; x += 1)
      row += letter[lineRelation(lines[y * columnCount + x] ?? 0, currentLine)];
    rows.push(row);
  }
  return rows;
}

describe('lines before and after the current one, in work order', () => {
  it.each<[string, LineSequence, number, string[]]>([
    [
      'rows from the bottom (the default): lower rows are done first',
      'bottomToTop',
      1,
      ['AAAA', 'CCCC', 'BBBB'],
    ],
    ['rows from the top', 'topToBottom', 1, ['BBBB', 'CCCC', 'AAAA']],
    ['columns from the left', 'leftToRight', 2, ['BBCA', 'BBCA', 'BBCA']],
    ['columns from the right', 'rightToLeft', 0, ['AAAC', 'AAAC', 'AAAC']],
    ['diagonals from the top left', 'diagonalFromTopLeft', 2, ['BBCA', 'BCAA', 'CAAA']],
    ['diagonals from the bottom right', 'diagonalFromBottomRight', 2, ['AAAC', 'AACB', 'ACBB']],
    ['diagonals from the top right', 'diagonalFromTopRight', 1, ['AACB', 'AAAC', 'AAAA']],
    ['diagonals from the bottom left', 'diagonalFromBottomLeft', 0, ['AAAA', 'AAAA', 'CAAA']],
    ['the first line current: nothing before it', 'bottomToTop', 0, ['AAAA', 'AAAA', 'CCCC']],
    ['the last line current: nothing after it', 'bottomToTop', 2, ['CCCC', 'BBBB', 'BBBB']],
  ])('%s', (_name, direction1, current, expected) => {
    expect(relations(4, 3, direction1, current)).toEqual(expected);
  });

  it('numbers every cell with a line that exists', () => {
    const order = workOrderOf(
      { columnCount: 7, rowCount: 5 },
      { direction1: 'diagonalFromTopLeft', direction2: 'leftToRightAlternating', runLength: 2 },
    );
    const lines = lineOfCells(order);
    expect(lines).toHaveLength(35);
    expect(Math.max(...lines)).toBe(order.lineStarts.length - 2);
    expect(new Set(lines).size).toBe(7 + 5 - 1);
  });
});

/** Every flipped cell inside some rectangle, and the cells the rectangles upload. */
function coverage(cells: number[], columnCount: number, rects: CellRect[]) {
  const inside = (cell: number) => {
    const x = cell % columnCount;
    const y = Math.floor(cell / columnCount);
    return rects.some((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height);
  };
  return {
    covered: cells.every(inside),
    uploaded: rects.reduce((sum, rect) => sum + rect.width * rect.height, 0),
  };
}

const width = 2000;
const range = (count: number, cell: (index: number) => number) =>
  Array.from({ length: count }, (_, i) => cell(i));

describe('what a flip of done cells uploads (never the whole chart)', () => {
  it.each<[string, number[], { rects: number; uploaded: number }]>([
    ['a tap: one texel', [5 * width + 7], { rects: 1, uploaded: 1 }],
    ['a row of the chart: one row', range(width, (x) => 1000 * width + x), { rects: 1, uploaded: width }],
    ['a column: one column', range(width, (y) => y * width + 3), { rects: 1, uploaded: width }],
    [
      'a 10 × 10 block: the block',
      range(100, (i) => (20 + Math.floor(i / 10)) * width + 30 + (i % 10)),
      { rects: 1, uploaded: 100 },
    ],
    ['two far taps: two texels', [0, 1999 * width + 1999], { rects: 2, uploaded: 2 }],
  ])('%s', (_name, cells, expected) => {
    const rects = flipRegions(cells, width);
    const { covered, uploaded } = coverage(cells, width, rects);
    expect(covered).toBe(true);
    expect(rects).toHaveLength(expected.rects);
    expect(uploaded).toBe(expected.uploaded);
  });

  it('a whole diagonal uploads a staircase of small squares, not its bounding box', () => {
    const cells = range(width, (i) => i * width + (width - 1 - i));
    const rects = flipRegions(cells, width);
    const { covered, uploaded } = coverage(cells, width, rects);
    expect(covered).toBe(true);
    expect(uploaded).toBeLessThan(20 * width);
  });

  it('ignores what is no cell', () => {
    expect(flipRegions([], width)).toEqual([]);
    expect(flipRegions([-1, 2.5, Number.NaN], width)).toEqual([]);
    expect(flipRegions([1], 0)).toEqual([]);
  });
});
