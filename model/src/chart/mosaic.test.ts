import { describe, expect, it } from 'vitest';
import {
  mosaicFollowUp,
  mosaicInsertion,
  mosaicStartingCells,
  mosaicStrokeFollowUp,
  rowColour,
  type MosaicChart,
} from './mosaic';

const A = 1;
const B = 2;

/** A chart of rows written as letters, the top row first: "A" colour A, "B" colour B, "." empty. */
function chartOf(
  type: MosaicChart['type'],
  rows: string[],
  rulerSkip = 1,
): { chart: MosaicChart; cells: number[] } {
  const chart: MosaicChart = {
    type,
    columnCount: rows[0]!.length,
    rowCount: rows.length,
    rowsFrom: 'bottomToTop',
    rulerSkip,
    colours: [A, B],
  };
  const cells = rows.flatMap((row) =>
    [...row].map((letter) => (letter === 'A' ? A : letter === 'B' ? B : 0)),
  );
  return { chart, cells };
}

/** Paints a cell and its follow-up, as the editor does; gives the rows back as letters. */
function paint(
  { chart, cells }: { chart: MosaicChart; cells: number[] },
  column: number,
  row: number,
  styleId: number,
): string[] {
  const next = cells.slice();
  next[row * chart.columnCount + column] = styleId;
  for (const [x, y, value] of mosaicFollowUp(chart, column, row, styleId))
    next[y * chart.columnCount + x] = value;
  return Array.from({ length: chart.rowCount }, (_, y) =>
    next
      .slice(y * chart.columnCount, (y + 1) * chart.columnCount)
      .map((value) => (value === A ? 'A' : value === B ? 'B' : '.'))
      .join(''),
  );
}

describe('mosaic row colours', () => {
  it('alternates A and B from the first worked row (the bottom one)', () => {
    const { chart } = chartOf('mosaicOverlay', ['AAAA', 'AAAA', 'AAAA', 'AAAA']);
    expect([3, 2, 1, 0].map((row) => rowColour(chart, row))).toEqual([A, B, A, B]);
  });

  it('gives an inset chart with ruler skip 2 its colours by row pairs', () => {
    const { chart } = chartOf(
      'mosaicInset',
      Array.from({ length: 6 }, () => 'AAAA'),
      2,
    );
    expect([5, 4, 3, 2, 1, 0].map((row) => rowColour(chart, row))).toEqual([A, A, B, B, A, A]);
  });
});

describe('crochet overlay mosaic (2 cells per stitch)', () => {
  // Rows 1–4 of a checkerboard border worked in overlay mosaic: row 1 (A) and row 2 (B) plain single crochet;
  // row 3 (A): sc, *dc in front loop of row 1, sc*, so A shows over row 2 at stitches 2 and 4.
  const start = chartOf('mosaicOverlay', [
    'BBBBBBBBBBBB', // row 4 (B)
    'AAAAAAAAAAAA', // row 3 (A)
    'BBBBBBBBBBBB', // row 2 (B)
    'AAAAAAAAAAAA', // row 1 (A)
  ]);

  it('paints the whole stitch and makes the next row a dropped stitch of its own colour', () => {
    expect(paint(start, 2, 2, A)).toEqual(['BBBBBBBBBBBB', 'AAAAAAAAAAAA', 'BBAABBBBBBBB', 'AAAAAAAAAAAA']);
  });

  it('never stacks two dropped stitches: the stitch above a dropped one goes back to its own colour', () => {
    const withDrop = { ...start, cells: start.cells.slice() };
    // Row 3 already showed B at stitch 3 (row 4 drops down there).
    withDrop.cells.splice(12 + 4, 2, B, B);
    expect(paint(withDrop, 5, 2, A)).toEqual([
      'BBBBBBBBBBBB',
      'AAAAAAAAAAAA',
      'BBBBAABBBBBB',
      'AAAAAAAAAAAA',
    ]);
  });

  it('keeps the edge stitches in the row colour', () => {
    expect(paint(start, 0, 2, A)[2]).toBe('BBBBBBBBBBBB');
    expect(paint(start, 11, 2, A)[2]).toBe('BBBBBBBBBBBB');
  });

  it('does nothing more for a row painted back to its own colour, or for a third colour', () => {
    expect(mosaicFollowUp(start.chart, 4, 2, B)).toEqual([
      [4, 2, B],
      [5, 2, B],
    ]);
    expect(mosaicFollowUp(start.chart, 4, 2, 7)).toEqual([]);
  });

  it('refuses cells outside the grid', () => {
    expect(mosaicFollowUp(start.chart, -1, 0, A)).toEqual([]);
    expect(mosaicFollowUp(start.chart, 12, 0, A)).toEqual([]);
    expect(mosaicFollowUp(start.chart, 0, 4, A)).toEqual([]);
    expect(mosaicFollowUp(start.chart, 0.5, 0, A)).toEqual([]);
  });
});

describe('crochet inset mosaic (4 cells per stitch)', () => {
  it('paints a chain space of 4 cells and the next row drops a stitch of its colour in front of it', () => {
    const start = chartOf('mosaicInset', ['BBBBBBBBBBBB', 'AAAAAAAAAAAA', 'BBBBBBBBBBBB']);
    // Row 2 from the bottom (A): ch 1 over the second stitch; row 3 (B) works a dc into row 1 in front of it.
    expect(paint(start, 5, 1, B)).toEqual(['BBBBBBBBBBBB', 'AAAABBBBAAAA', 'BBBBBBBBBBBB']);
  });

  it('with ruler skip 2 paints both rows of the pair and the next pair', () => {
    const start = chartOf('mosaicInset', ['BBBBBBBB', 'BBBBBBBB', 'AAAAAAAA', 'AAAAAAAA'], 2);
    expect(paint(start, 0, 3, B)).toEqual(['BBBBBBBB', 'BBBBBBBB', 'BBBBAAAA', 'BBBBAAAA']);
  });
});

describe('knitting slip-stitch mosaic', () => {
  it('slips the stitch from the row below, which keeps its own colour there', () => {
    // Barbara Walker's rule: a B stitch in an A row is a B stitch slipped from the B row below.
    const start = chartOf('mosaic', ['BBBB', 'AAAA', 'BBBB', 'AAAA']);
    // The A row below had slipped a B stitch at the second place: painting A above it makes it knit again.
    const slipped = chartOf('mosaic', ['BBBB', 'ABAA', 'BBBB', 'AAAA']);
    expect(paint(slipped, 1, 0, A)).toEqual(['BABB', 'AAAA', 'BBBB', 'AAAA']);
    expect(paint(start, 1, 2, A)).toEqual(['BBBB', 'AAAA', 'BABB', 'AAAA']);
  });
});

describe('inserting rows into mosaic charts', () => {
  it('inserts a whole A and B cycle filled with the row colours', () => {
    const { chart } = chartOf('mosaicOverlay', ['BBBB', 'AAAA']);
    const insertion = mosaicInsertion(chart, 0, 1);
    expect(insertion?.index).toBe(0);
    expect(insertion?.count).toBe(2);
    expect(Array.from(insertion!.values)).toEqual([B, B, B, B, A, A, A, A]);
    expect(mosaicInsertion(chart, -1, 2)?.index).toBe(2);
  });

  it('bumps the index by one inside a row pair of an inset chart with ruler skip 2', () => {
    const { chart } = chartOf('mosaicInset', ['BBBB', 'BBBB', 'AAAA', 'AAAA'], 2);
    expect(mosaicInsertion(chart, 1, 1)?.index).toBe(2);
    expect(mosaicInsertion(chart, 2, 1)?.count).toBe(4);
    expect(mosaicInsertion({ ...chart, rulerSkip: 1 }, 1, 1)?.index).toBe(1);
  });

  it('refuses invalid arguments and charts that are no mosaic chart', () => {
    const { chart } = chartOf('mosaicOverlay', ['AAAA']);
    expect(mosaicInsertion(chart, 0, 0)).toBeUndefined();
    expect(mosaicInsertion(chart, 5, 1)).toBeUndefined();
    expect(mosaicInsertion(chart, -2, 1)).toBeUndefined();
    expect(mosaicInsertion({ ...chart, type: 'colors' }, 0, 1)).toBeUndefined();
  });
});

describe('a new mosaic chart', () => {
  it('starts with every row in its own colour', () => {
    const { chart } = chartOf('mosaicOverlay', ['....', '....', '....']);
    expect(Array.from(mosaicStartingCells(chart))).toEqual([A, A, A, A, B, B, B, B, A, A, A, A]);
  });
});

describe('the cells a whole stroke brings along', () => {
  it('are those of its cells one by one, later cells winning, painted cells in other rows kept', () => {
    const { chart } = chartOf('mosaicOverlay', ['BBBBBBB', 'AAAAAAA', 'BBBBBBB', 'AAAAAAA']);
    // Row 2 (B) gets A at the second stitch (cells 2–3); row 1 was painted too, at cell 2.
    const patch = mosaicStrokeFollowUp(chart, [
      [2 * 7 + 2, A],
      [2 * 7 + 3, A],
      [1 * 7 + 2, B],
    ]);
    const cells = new Map(Array.from(patch.indices, (index, at) => [index, patch.values[at]]));
    expect(cells.get(2 * 7 + 2)).toBe(A);
    expect(cells.get(2 * 7 + 3)).toBe(A);
    // Cell (2, 1) was painted B by the stroke, later: it keeps B, its whole stitch (2–3 of row 1) becomes B (the
    // later cell wins over what row 2 brought), and row 0 (B) above gets its own colour there.
    expect(cells.get(1 * 7 + 3)).toBe(B);
    expect(cells.get(1 * 7 + 2)).toBe(B);
    expect(cells.get(0 * 7 + 2)).toBe(B);
  });

  it('gives the same cells whether it keeps them in maps or in flat arrays', () => {
    const { chart } = chartOf(
      'mosaicInset',
      Array.from({ length: 6 }, () => 'AAAAAAAAA'),
    );
    const painted = Array.from({ length: 54 }, (_, index): [number, number] => [
      index,
      index % 3 === 0 ? A : B,
    ]);
    const flat = mosaicStrokeFollowUp(chart, painted);
    const sparse = mosaicStrokeFollowUp(chart, painted.slice(0, 6));
    expect(flat.indices.length).toBeGreaterThan(0);
    const asMap = (patch: { indices: Uint32Array; values: Uint8Array }) =>
      new Map(Array.from(patch.indices, (index, at) => [index, patch.values[at]]));
    // The first six cells alone, through the map path, agree with a flat run over the same six plus an empty rest.
    const onlySix = mosaicStrokeFollowUp(chart, [...painted.slice(0, 6), ...Array(60).fill([-1, A])]);
    expect(asMap(onlySix)).toEqual(asMap(sparse));
    expect(mosaicStrokeFollowUp(chart, [[999, A]]).indices.length).toBe(0);
  });
});
