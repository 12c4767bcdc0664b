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
import { tableHeaderLine, tableRowLine } from './writtenTable';
import { lineArrowOf, lineCellsOf, lineCountOf, workOrderOf, type WorkOrder } from '@steekwerk/model';

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

/** The arrow of the way diagonal `row` (1 first) is worked on the chart, e.g. ↙ for odd rows from the bottom right. */
export function c2cArrow(order: WorkOrder, row: number): string {
  return lineArrowOf(order, row - 1);
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
  order: WorkOrder = workOrderOf(
    { columnCount: chart.columnCount, rowCount: chart.rowCount },
    chart.directions,
  ),
): WrittenLine[] {
  const lines: WrittenLine[] = [];
  // A c2c chart is worked along diagonals (`workDirectionsOf`); the rows of other directions are its "toeren".
  const rowCount = lineCountOf(order);
  let phase: C2cPhase | undefined;
  const asTable = settings.mode === 'table';
  if (asTable) lines.push(tableHeaderLine('Toer', 'Blokjes'));
  for (let row = 1; row <= rowCount; row += 1) {
    const rowPhase = c2cPhase(row, chart.columnCount, chart.rowCount);
    // The table says the phase in each row's direction; the text notes where it changes.
    if (rowPhase !== phase && row > 1 && !asTable)
      lines.push({ text: `Vanaf toer ${row}: ${phaseNotes[rowPhase]}.` });
    phase = rowPhase;
    const lineCells = lineCellsOf(order, row - 1);
    const length = lineCells.length;
    const blocks = Array.from(lineCells, (cell) => chart.cells[cell]!);
    const body = runsOf(blocks)
      .map((run) => runText(run, words))
      .join(settings.stitchDivider);
    const side = row % 2 === 1 ? 'GK' : 'VK';
    const count = length === 1 ? '(1 blokje)' : `(${length} blokjes)`;
    if (asTable) {
      const direction = `${c2cArrow(order, row)} ${rowPhase}`;
      const columns = { label: `Toer ${row}`, side, direction, stitches: body, count: String(length) };
      lines.push(tableRowLine(columns, { first: row, last: row }));
      continue;
    }
    lines.push({
      text: `Toer ${row} (${side} ${c2cArrow(order, row)}, ${rowPhase}): ${body} ${count}`,
      rows: { first: row, last: row },
    });
  }
  return lines;
}
