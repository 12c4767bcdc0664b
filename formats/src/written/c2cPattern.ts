/**
 * Corner-to-corner (C2C) crochet written along the diagonals: each "toer" is a diagonal of blocks, started in
 * the chart's first corner (bottom right by default), with its side (GK/VK), direction arrow and phase —
 * meerderen while the diagonals grow, recht while their length stays (a rectangle), minderen at the end.
 */
import type { WrittenLine } from './rowPattern';
import { runsOf } from './rowItems';
import { runText } from './rowText';
import type { StyleWord } from './styleNames';
import type { WrittenChart } from './writtenChart';
import type { WrittenSettings } from './writtenSettings';

export type C2cPhase = 'meerderen' | 'recht' | 'minderen';

/** Number of blocks on diagonal `row` (1 first) of a chart of `columns` × `rows` blocks. */
export function c2cRowLength(row: number, columns: number, rows: number): number {
  return Math.max(0, Math.min(row, columns, rows, columns + rows - row));
}

/** The phase of diagonal `row`: growing, staying as long, or shrinking. */
export function c2cPhase(row: number, columns: number, rows: number): C2cPhase {
  if (row === 1) return 'meerderen';
  const length = c2cRowLength(row, columns, rows);
  const previous = c2cRowLength(row - 1, columns, rows);
  return length > previous ? 'meerderen' : length < previous ? 'minderen' : 'recht';
}

const phaseNotes: Record<C2cPhase, string> = {
  meerderen: 'meerderen aan beide kanten',
  recht: 'aan de ene kant meerderen, aan de andere kant minderen (de toer blijft even lang)',
  minderen: 'minderen aan beide kanten',
};

/** The block a cell on diagonal `row` (1 first) at `step` along it (0 first, in the order it is worked). */
function cellOfStep(chart: WrittenChart, row: number, step: number): number {
  const fromRight = chart.order.firstRow === 'rightToLeft';
  const fromBottom = chart.order.rows === 'bottomToTop';
  const length = c2cRowLength(row, chart.columnCount, chart.rowCount);
  // i counts columns away from the first corner, j rows; on diagonal `row`, i + j = row - 1.
  const lowestI = Math.max(0, row - chart.rowCount);
  // Odd rows start at the end with the highest j (moving away from the first row), even rows at the other end.
  const i = row % 2 === 1 ? lowestI + step : lowestI + length - 1 - step;
  const j = row - 1 - i;
  const x = fromRight ? chart.columnCount - 1 - i : i;
  const y = fromBottom ? chart.rowCount - 1 - j : j;
  return chart.cells[y * chart.columnCount + x]!;
}

/** The arrow of the way diagonal `row` is worked on the chart, e.g. ↙ for odd rows from the bottom right. */
export function c2cArrow(chart: Pick<WrittenChart, 'order'>, row: number): string {
  const fromRight = chart.order.firstRow === 'rightToLeft';
  const fromBottom = chart.order.rows === 'bottomToTop';
  // Odd rows move away from the first corner's column and toward its row.
  let left = fromRight;
  let down = fromBottom;
  if (row % 2 === 0) {
    left = !left;
    down = !down;
  }
  return down ? (left ? '↙' : '↘') : left ? '↖' : '↗';
}

/** Blocks per style over the whole chart, in palette order, for the yarn guide at the top. */
export function c2cBlockTotals(chart: WrittenChart): Map<number, number> {
  const totals = new Map<number, number>();
  for (const styleId of chart.cells) totals.set(styleId, (totals.get(styleId) ?? 0) + 1);
  return totals;
}

/** Every diagonal as a line, with a note where the phase changes. */
export function c2cPatternLines(
  chart: WrittenChart,
  words: ReadonlyMap<number, StyleWord>,
  settings: WrittenSettings,
): WrittenLine[] {
  const lines: WrittenLine[] = [];
  const rowCount = chart.columnCount + chart.rowCount - 1;
  let phase: C2cPhase | undefined;
  for (let row = 1; row <= rowCount; row += 1) {
    const rowPhase = c2cPhase(row, chart.columnCount, chart.rowCount);
    if (rowPhase !== phase && row > 1) lines.push({ text: `Vanaf toer ${row}: ${phaseNotes[rowPhase]}.` });
    phase = rowPhase;
    const length = c2cRowLength(row, chart.columnCount, chart.rowCount);
    const blocks: number[] = [];
    for (let step = 0; step < length; step += 1) blocks.push(cellOfStep(chart, row, step));
    const body = runsOf(blocks)
      .map((run) => runText(run, words))
      .join(settings.stitchDivider);
    const side = row % 2 === 1 ? 'GK' : 'VK';
    const count = length === 1 ? '(1 blokje)' : `(${length} blokjes)`;
    lines.push({
      text: `Toer ${row} (${side} ${c2cArrow(chart, row)}, ${rowPhase}): ${body} ${count}`,
      rows: { first: row, last: row },
    });
  }
  return lines;
}
