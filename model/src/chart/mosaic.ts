/**
 * The rules of mosaic charts (spec §4, §5; the reasoning and worked examples are in docs/decisions/chart-types.md).
 * Every row of a mosaic chart is worked in one colour, A and B by turns, counted in work order from the first row.
 * A cell of the row's own colour is a plain stitch; a cell of the other colour is the other colour showing through:
 *
 * - crochet overlay and inset: the next row's stitch at that place is a dropped stitch of the next row's colour
 *   (overlay: a double crochet in the front loop two rows down, covering this row; inset: a double crochet into the
 *   skipped stitch behind this row's chain), so the next row's cell there is filled with the next row's colour;
 * - knitting mosaic: the stitch is slipped from the row below, so the row below keeps its own colour there.
 *
 * Crochet mosaic draws one stitch over several cells (overlay 2, inset 4): a cell painted paints its whole stitch.
 * Overlay rows begin and end with an edge stitch in the row's own colour. In an inset chart whose vertical ruler
 * skips 2, rows come in pairs (the right-side row and the wrong-side row worked back in the same colour): the pair
 * shares its colour and its cells, and rows are inserted a pair at a time.
 */
import type { ChartType } from '../crafts';
import { isMosaicType } from './typePalettes';

/** What the mosaic rules read of a chart. */
export interface MosaicChart {
  readonly type: ChartType;
  readonly columnCount: number;
  readonly rowCount: number;
  /** Which row is worked first: the bottom one (`bottomToTop`, the usual) or the top one. */
  readonly rowsFrom: 'bottomToTop' | 'topToBottom';
  /** The vertical ruler's skip count (2: the ruler numbers every second row). */
  readonly rulerSkip: number;
  /** The style ids of colour A and colour B (the palette's first two styles). */
  readonly colours: readonly [number, number];
}

/** A cell to paint: column, row (0 is the top row), style id. */
export type MosaicCell = readonly [column: number, row: number, styleId: number];

/** Cells per stitch of a chart type (crochet mosaic charts draw one stitch over several cells). */
export function mosaicCellsPerStitch(type: ChartType): number {
  if (type === 'mosaicOverlay') return 2;
  if (type === 'mosaicInset') return 4;
  return 1;
}

/** Chart rows per colour row: 2 for an inset chart whose vertical ruler skips 2 (a row pair), else 1. */
export function rowsPerColourRow(chart: Pick<MosaicChart, 'type' | 'rulerSkip'>): number {
  return chart.type === 'mosaicInset' && chart.rulerSkip === 2 ? 2 : 1;
}

/** The place of a chart row in work order (0 is worked first). */
function workIndexOf(chart: MosaicChart, row: number): number {
  return chart.rowsFrom === 'bottomToTop' ? chart.rowCount - 1 - row : row;
}

function rowOfWorkIndex(chart: MosaicChart, workIndex: number): number {
  return chart.rowsFrom === 'bottomToTop' ? chart.rowCount - 1 - workIndex : workIndex;
}

/** The colour row (0 first) a chart row belongs to. */
function colourRowOf(chart: MosaicChart, row: number): number {
  return Math.floor(workIndexOf(chart, row) / rowsPerColourRow(chart));
}

/** The style id of a row's own colour: A for the first colour row, B for the second, and so on by turns. */
export function rowColour(chart: MosaicChart, row: number): number {
  return chart.colours[colourRowOf(chart, row) % 2]!;
}

/** Whether a cell lies in a row's first or last stitch (an overlay row's edge stitches). */
function inEdgeStitch(chart: MosaicChart, column: number): boolean {
  const per = mosaicCellsPerStitch(chart.type);
  const stitch = Math.floor(column / per);
  const lastStitch = Math.floor((chart.columnCount - 1) / per);
  return stitch === 0 || stitch === lastStitch;
}

/** Calls `visit` for every cell that follows from painting (column, row) with `styleId` (see mosaicFollowUp). */
function visitFollowUp(
  chart: MosaicChart,
  column: number,
  row: number,
  styleId: number,
  visit: (x: number, y: number, value: number) => void,
): void {
  if (!isMosaicType(chart.type)) return;
  if (!Number.isInteger(column) || !Number.isInteger(row)) return;
  if (column < 0 || row < 0 || column >= chart.columnCount || row >= chart.rowCount) return;
  if (styleId !== chart.colours[0] && styleId !== chart.colours[1]) return;
  const per = rowsPerColourRow(chart);
  const cellsPerStitch = mosaicCellsPerStitch(chart.type);
  const colourRow = colourRowOf(chart, row);
  const own = chart.colours[colourRow % 2]!;
  const first = Math.floor(column / cellsPerStitch) * cellsPerStitch;
  const end = Math.min(first + cellsPerStitch, chart.columnCount);
  const value = chart.type === 'mosaicOverlay' && inEdgeStitch(chart, column) ? own : styleId;
  const visitColourRow = (target: number, colour: number) => {
    if (target < 0) return;
    for (let offset = 0; offset < per; offset += 1) {
      const workIndex = target * per + offset;
      if (workIndex >= chart.rowCount) return;
      const y = rowOfWorkIndex(chart, workIndex);
      for (let x = first; x < end; x += 1) visit(x, y, colour);
    }
  };
  visitColourRow(colourRow, value);
  // The other colour shows through: the neighbouring colour row holds that colour as its own stitch there.
  if (value !== own) {
    const neighbour = chart.type === 'mosaic' ? colourRow - 1 : colourRow + 1;
    visitColourRow(neighbour, chart.colours[neighbour % 2]!);
  }
}

/**
 * The cells that follow from painting (column, row) with `styleId`: the rest of its stitch and of its row pair,
 * the next (crochet) or previous (knitting) colour row where the other colour shows through, and, in overlay
 * charts, the edge stitch put back to the row's own colour. Empty for a chart that is no mosaic chart, a cell
 * outside the grid, or a style that is neither colour A nor colour B (the rules say nothing about it).
 */
export function mosaicFollowUp(
  chart: MosaicChart,
  column: number,
  row: number,
  styleId: number,
): MosaicCell[] {
  const cells: MosaicCell[] = [];
  visitFollowUp(chart, column, row, styleId, (x, y, value) => cells.push([x, y, value]));
  return cells;
}

/** Cells to paint as two parallel arrays: row-major cell indices and their style ids. */
export interface MosaicPatch {
  readonly indices: Uint32Array;
  readonly values: Uint8Array;
}

/**
 * The cells a whole stroke brings along (`painted`: cell index and style id, in the order painted): later painted
 * cells win over what earlier ones brought, and a cell the stroke painted in another row keeps what was painted.
 * Linear in the painted cells; a stroke over much of the chart uses flat arrays instead of maps.
 */
export function mosaicStrokeFollowUp(
  chart: MosaicChart,
  painted: ReadonlyArray<readonly [index: number, styleId: number]>,
): MosaicPatch {
  const cellCount = chart.columnCount * chart.rowCount;
  const flat = painted.length * 8 >= cellCount;
  const plannedFlat = flat ? new Int16Array(cellCount).fill(-1) : undefined;
  const plannedMap = flat ? undefined : new Map<number, number>();
  const paintedFlat = flat ? new Uint8Array(cellCount) : undefined;
  const paintedSet = flat ? undefined : new Set<number>();
  for (const [index] of painted) {
    if (paintedFlat) paintedFlat[index] = 1;
    else paintedSet!.add(index);
  }
  let row = 0;
  const visit = (x: number, y: number, value: number) => {
    const target = y * chart.columnCount + x;
    if (y !== row && (paintedFlat ? paintedFlat[target] === 1 : paintedSet!.has(target))) return;
    if (plannedFlat) plannedFlat[target] = value;
    else plannedMap!.set(target, value);
  };
  const cellsPerStitch = mosaicCellsPerStitch(chart.type);
  let lastStitch = -1;
  let lastStyle = -1;
  for (const [index, styleId] of painted) {
    if (!Number.isInteger(index) || index < 0 || index >= cellCount) continue;
    const cellRow = Math.floor(index / chart.columnCount);
    const column = index - cellRow * chart.columnCount;
    // The next cell of the same stitch painted alike brings the same cells along.
    const stitch = cellRow * chart.columnCount + Math.floor(column / cellsPerStitch);
    if (stitch === lastStitch && styleId === lastStyle) continue;
    lastStitch = stitch;
    lastStyle = styleId;
    row = cellRow;
    visitFollowUp(chart, column, row, styleId, visit);
  }
  if (plannedMap) {
    return {
      indices: Uint32Array.from(plannedMap.keys()),
      values: Uint8Array.from(plannedMap.values()),
    };
  }
  let count = 0;
  for (let index = 0; index < cellCount; index += 1) if (plannedFlat![index]! >= 0) count += 1;
  const indices = new Uint32Array(count);
  const values = new Uint8Array(count);
  let at = 0;
  for (let index = 0; index < cellCount; index += 1) {
    const value = plannedFlat![index]!;
    if (value < 0) continue;
    indices[at] = index;
    values[at] = value;
    at += 1;
  }
  return { indices, values };
}

/** A row insertion into a mosaic chart: where, how many, and the cells of the new rows (row-major). */
export interface MosaicInsertion {
  readonly index: number;
  readonly count: number;
  readonly values: Uint8Array;
}

/**
 * The rows to insert at chart row `index` (0 inserts above the top row, `rowCount` or -1 below the bottom one):
 * whole colour cycles (A and B; in an inset chart with ruler skip 2, two pairs), so the rows already drawn keep
 * their colours; at a pair boundary (an inset chart with ruler skip 2 bumps the index by one when it falls inside
 * a pair); each new row filled with its own colour, the alternating colour lines of the ruler, edge stitches
 * included. Undefined when the arguments are invalid or the chart is no mosaic chart.
 */
export function mosaicInsertion(
  chart: MosaicChart,
  index: number,
  count: number,
): MosaicInsertion | undefined {
  if (!isMosaicType(chart.type) || !Number.isInteger(count) || count <= 0 || !Number.isInteger(index))
    return undefined;
  let at = index === -1 ? chart.rowCount : index;
  if (at < 0 || at > chart.rowCount) return undefined;
  const per = rowsPerColourRow(chart);
  // Rows worked before the insertion point: with bottom-to-top work, those below it.
  const workedBefore = (position: number) =>
    chart.rowsFrom === 'bottomToTop' ? chart.rowCount - position : position;
  if (per === 2 && workedBefore(at) % 2 === 1) at = Math.min(chart.rowCount, at + 1);
  const cycle = 2 * per;
  const rows = Math.ceil(count / cycle) * cycle;
  const values = new Uint8Array(rows * chart.columnCount);
  const after: MosaicChart = { ...chart, rowCount: chart.rowCount + rows };
  for (let offset = 0; offset < rows; offset += 1) {
    values.fill(rowColour(after, at + offset), offset * chart.columnCount, (offset + 1) * chart.columnCount);
  }
  return { index: at, count: rows, values };
}

/** The cells of a new mosaic chart: every row filled with its own colour, A and B by turns (row-major). */
export function mosaicStartingCells(chart: MosaicChart): Uint8Array {
  const cells = new Uint8Array(chart.columnCount * chart.rowCount);
  for (let row = 0; row < chart.rowCount; row += 1) {
    cells.fill(rowColour(chart, row), row * chart.columnCount, (row + 1) * chart.columnCount);
  }
  return cells;
}
