/**
 * The row helpers meet the tracker here: the maker's current row and the chart's row count as the helpers number
 * them (1-based, in work order: row 1 is the tracker's line 0), and a repeat's jump back as one tracker change.
 */
import { itemCount } from '../trackerLayout';
import { type TrackerChange, type TrackerState, currentLine } from '../trackerState';

/** The maker's current row for the row helpers: the tracker's current line + 1. */
export function currentWorkRow(state: TrackerState): number {
  return currentLine(state) + 1;
}

/** How many rows the helpers can use: the tracker's lines (rows, columns or diagonals in work order). */
export function workRowCount(state: TrackerState): number {
  return state.layout.order.lineStarts.length - 1;
}

/**
 * A repeat's jump as one tracker change: the done cells of rows `clearRows` cleared and the position moved to the
 * first item of row `goToRow`; one step of the tracker history, so undo takes the whole jump back. Null when the
 * rows lie outside the chart or there is nothing to change.
 */
export function repeatJumpChange(
  state: TrackerState,
  plan: { readonly goToRow: number; readonly clearRows: readonly [number, number] },
): TrackerChange | null {
  const lineCount = workRowCount(state);
  const [firstRow, lastRow] = plan.clearRows;
  const rowsValid = [plan.goToRow, firstRow, lastRow].every((row) => Number.isInteger(row) && row >= 1);
  if (!rowsValid || firstRow > lastRow || plan.goToRow > lineCount || firstRow > lineCount) return null;
  const { cells, lineStarts } = state.layout.order;
  const flipped: number[] = [];
  const end = lineStarts[Math.min(lastRow, lineCount)] ?? 0;
  for (let at = lineStarts[firstRow - 1] ?? 0; at < end; at += 1) {
    const cell = cells[at] ?? 0;
    if (state.cells[cell] !== 0 && state.done[cell] === 1) flipped.push(cell);
  }
  const positionAfter = firstItemOfLine(state, plan.goToRow - 1);
  if (flipped.length === 0 && positionAfter === state.position) return null;
  return {
    flipped: Int32Array.from(flipped),
    positionBefore: state.position,
    positionAfter,
    parkingBefore: state.parking,
    parkingAfter: state.parking,
  };
}

/** The first item of a line (items run in line order), or the item count past the last line. */
function firstItemOfLine(state: TrackerState, line: number): number {
  const { lineOfItem } = state.layout;
  let low = 0;
  let high = itemCount(state.layout);
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((lineOfItem[middle] ?? 0) < line) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** What {@link carryOutRepeatJump} needs of the tracker tool (TrackerSession has both). */
export interface TrackerPerformer {
  readonly tracker: TrackerState;
  perform(plan: TrackerChange | null): boolean;
}

/**
 * Carries out a repeat's jump on the tracker tool as one step of its history: `carryOutRepeatJump(tool, plan)` in
 * the panel's `onRepeatJump`. False when there was nothing to change.
 */
export function carryOutRepeatJump(
  tool: TrackerPerformer,
  plan: { readonly goToRow: number; readonly clearRows: readonly [number, number] },
): boolean {
  return tool.perform(repeatJumpChange(tool.tracker, plan));
}
