/**
 * One work order for the whole app (issue 27): the tracker steps through it and the written pattern writes it, so
 * line k of the text is line k the tracker works, its stitches in the same order.
 *
 * The order a maker works the cells of a chart in (spec §3 "work directions"): lines (rows, columns or diagonals)
 * in the order `direction1` says, each walked the way `direction2` says, alternating variants turning after every
 * run of `runLength` lines. Cells are indices `y * columnCount + x`.
 */
import type { ChartType } from '../crafts';
import {
  directionRunLengthOf,
  type AlongDirection,
  type GridSettings,
  type GridSize,
  type LineSequence,
} from './grid';

/** What the work order is made from: the chart's size and its two direction settings. */
export interface WorkDirections {
  readonly direction1: LineSequence;
  readonly direction2: AlongDirection;
  /** Lines per run of an alternating `direction2` (1 or more). */
  readonly runLength: number;
}

/** Every cell once, in work order, cut into lines. */
export interface WorkOrder {
  readonly size: GridSize;
  readonly axis: 'horizontal' | 'vertical' | 'diagonal';
  /** The cells in work order. */
  readonly cells: Int32Array;
  /** Where each line begins in `cells`, plus the end: line `i` is `cells[lineStarts[i] .. lineStarts[i + 1])`. */
  readonly lineStarts: Int32Array;
  /** Per line: 1 when it is worked against its natural order (decreasing x; for columns decreasing y). */
  readonly lineReversed: Uint8Array;
  /** The `direction1` it was made from (which corner a diagonal starts at). */
  readonly sequence: LineSequence;
}

type Straight = 'leftToRight' | 'rightToLeft' | 'topToBottom' | 'bottomToTop';

function straightOf(direction: AlongDirection): { way: Straight; alternating: boolean } {
  const alternating = direction.endsWith('Alternating');
  const way = (alternating ? direction.slice(0, -'Alternating'.length) : direction) as Straight;
  return { way, alternating };
}

/**
 * Whether the first line runs against its natural order (left to right for rows, top to bottom for columns,
 * increasing x for diagonals). A way that does not run along the line falls back: rows right to left (the
 * chart default), columns top to bottom.
 */
function reversedFirstLine(axis: WorkOrder['axis'], way: Straight, antiDiagonal: boolean): boolean {
  if (axis === 'horizontal') return way !== 'leftToRight';
  if (axis === 'vertical') return way === 'bottomToTop';
  if (way === 'leftToRight') return false;
  if (way === 'rightToLeft') return true;
  // Along an anti-diagonal (x + y constant) going up means going right; along the other diagonal, going down.
  return antiDiagonal ? way === 'topToBottom' : way === 'bottomToTop';
}

/** The work order of a chart of `size` worked in `directions` (every cell exactly once). */
export function workOrderOf(size: GridSize, directions: WorkDirections): WorkOrder {
  const { columnCount, rowCount } = size;
  const { way, alternating } = straightOf(directions.direction2);
  const runLength = Math.max(1, Math.floor(directions.runLength));
  const sequence = directions.direction1;
  const axis: WorkOrder['axis'] = sequence.startsWith('diagonal')
    ? 'diagonal'
    : sequence === 'topToBottom' || sequence === 'bottomToTop'
      ? 'horizontal'
      : 'vertical';
  // Diagonals from the top-left or bottom-right corner are anti-diagonals (x + y constant).
  const antiDiagonal = sequence === 'diagonalFromTopLeft' || sequence === 'diagonalFromBottomRight';
  const firstReversed = reversedFirstLine(axis, way, antiDiagonal);
  const lineCount =
    axis === 'horizontal' ? rowCount : axis === 'vertical' ? columnCount : columnCount + rowCount - 1;
  const cells = new Int32Array(columnCount * rowCount);
  const lineStarts = new Int32Array(lineCount + 1);
  const lineReversed = new Uint8Array(lineCount);
  let next = 0;
  const line: number[] = [];
  for (let lineIndex = 0; lineIndex < lineCount; lineIndex += 1) {
    line.length = 0;
    fillLine(line, size, sequence, axis, lineIndex);
    const turned = alternating && Math.floor(lineIndex / runLength) % 2 === 1;
    const reversed = firstReversed !== turned;
    lineStarts[lineIndex] = next;
    lineReversed[lineIndex] = reversed ? 1 : 0;
    if (reversed) for (let i = line.length - 1; i >= 0; i -= 1) cells[next++] = line[i] ?? 0;
    else for (const cell of line) cells[next++] = cell;
  }
  lineStarts[lineCount] = next;
  return { size: { columnCount, rowCount }, axis, cells, lineStarts, lineReversed, sequence };
}

/** The cells of the `lineIndex`-th line worked, in natural order (increasing x, or increasing y for columns). */
function fillLine(
  line: number[],
  size: GridSize,
  sequence: LineSequence,
  axis: WorkOrder['axis'],
  lineIndex: number,
): void {
  const { columnCount, rowCount } = size;
  if (axis === 'horizontal') {
    const y = sequence === 'topToBottom' ? lineIndex : rowCount - 1 - lineIndex;
    for (let x = 0; x < columnCount; x += 1) line.push(y * columnCount + x);
    return;
  }
  if (axis === 'vertical') {
    const x = sequence === 'leftToRight' ? lineIndex : columnCount - 1 - lineIndex;
    for (let y = 0; y < rowCount; y += 1) line.push(y * columnCount + x);
    return;
  }
  // The corner's own coordinates: the distance from the starting corner along x and along y is lineIndex.
  const fromLeft = sequence === 'diagonalFromTopLeft' || sequence === 'diagonalFromBottomLeft';
  const fromTop = sequence === 'diagonalFromTopLeft' || sequence === 'diagonalFromTopRight';
  for (let x = 0; x < columnCount; x += 1) {
    const alongX = fromLeft ? x : columnCount - 1 - x;
    const alongY = lineIndex - alongX;
    if (alongY < 0 || alongY >= rowCount) continue;
    const y = fromTop ? alongY : rowCount - 1 - alongY;
    line.push(y * columnCount + x);
  }
}

/**
 * Whether row `row` (0 at the top) of a chart `rowCount` rows high is worked right to left: where a multi-cell symbol
 * placed on a cell reaches to the left of it (spec §5). For rows worked in sequence this follows the work order, the
 * alternating runs included; a chart worked in columns or diagonals has rows that are not lines, and then the way
 * `direction2` names counts (right to left unless it says left to right).
 */
export function rowRunsRightToLeft(directions: WorkDirections, rowCount: number, row: number): boolean {
  const { way, alternating } = straightOf(directions.direction2);
  const sequence = directions.direction1;
  if (sequence !== 'topToBottom' && sequence !== 'bottomToTop') return way !== 'leftToRight';
  const lineIndex = sequence === 'topToBottom' ? row : rowCount - 1 - row;
  const runLength = Math.max(1, Math.floor(directions.runLength));
  const turned = alternating && Math.floor(lineIndex / runLength) % 2 === 1;
  return reversedFirstLine('horizontal', way, false) !== turned;
}

/** How many lines a work order has. */
export function lineCountOf(order: WorkOrder): number {
  return order.lineStarts.length - 1;
}

/** The cells of line `lineIndex` (0 first) in the order they are worked (a view, not a copy). */
export function lineCellsOf(order: WorkOrder, lineIndex: number): Int32Array {
  return order.cells.subarray(order.lineStarts[lineIndex], order.lineStarts[lineIndex + 1]);
}

/** The arrow of the way a diagonal line runs on the chart (↙ ↗ ↘ ↖); for rows ← →, for columns ↓ ↑. */
export function lineArrowOf(order: WorkOrder, lineIndex: number): string {
  const reversed = order.lineReversed[lineIndex] === 1;
  if (order.axis === 'horizontal') return reversed ? '←' : '→';
  if (order.axis === 'vertical') return reversed ? '↑' : '↓';
  // Natural order is increasing x: up along an anti-diagonal (x + y constant), down along the other one.
  const anti = order.sequence === 'diagonalFromTopLeft' || order.sequence === 'diagonalFromBottomRight';
  if (anti) return reversed ? '↙' : '↗';
  return reversed ? '↖' : '↘';
}

/**
 * The directions a chart is worked in: its grid's `direction1`, `direction2` and run length, except for a
 * corner-to-corner (c2c) chart saved with straight directions (every chart made before issue 27): a c2c chart is
 * worked along diagonals whatever the grid says, so it starts in the corner its straight directions name
 * (`bottomToTop` + `rightToLeft`: bottom right) and turns after every diagonal, the first one running away from
 * the corner's column (docs/decisions/written-instructions.md).
 */
export function workDirectionsOf(
  type: ChartType,
  settings: Pick<GridSettings, 'direction1' | 'direction2' | 'directionRunLength'>,
): WorkDirections {
  const { direction1, direction2 } = settings;
  if (type === 'c2c' && !direction1.startsWith('diagonal')) {
    const top = direction1 === 'topToBottom';
    const left = direction2.startsWith('leftToRight');
    const corner = `diagonalFrom${top ? 'Top' : 'Bottom'}${left ? 'Left' : 'Right'}` as LineSequence;
    return {
      direction1: corner,
      direction2: left ? 'leftToRightAlternating' : 'rightToLeftAlternating',
      runLength: 1,
    };
  }
  return { direction1, direction2, runLength: directionRunLengthOf(settings) };
}

/** The work order of a chart: {@link workOrderOf} its size in {@link workDirectionsOf} its directions. */
export function chartWorkOrderOf(
  type: ChartType,
  settings: Pick<GridSettings, 'size' | 'direction1' | 'direction2' | 'directionRunLength'>,
): WorkOrder {
  return workOrderOf(settings.size, workDirectionsOf(type, settings));
}

/**
 * Whether rows are worked back and forth, turning after every row (flat knitting or crochet in rows): what the
 * text calls "naalden" with a right and a wrong side, and the tracker calls "naald" too.
 */
export function turnsEveryRow(directions: WorkDirections): boolean {
  const rows = directions.direction1 === 'topToBottom' || directions.direction1 === 'bottomToTop';
  return (
    rows &&
    directions.direction2.endsWith('Alternating') &&
    Math.max(1, Math.floor(directions.runLength)) === 1
  );
}

/**
 * The directions a new chart starts with for a maker of this handedness: rows from the bottom, each from the right
 * (the spec's default) for right-handed makers, from the left for left-handed ones (mirror knitting and
 * left-handed crochet work a row from left to right; docs/decisions/written-instructions.md).
 */
export function newChartDirectionsFor(
  handedness: 'left' | 'right',
): Pick<GridSettings, 'direction1' | 'direction2'> {
  return { direction1: 'bottomToTop', direction2: handedness === 'left' ? 'leftToRight' : 'rightToLeft' };
}
