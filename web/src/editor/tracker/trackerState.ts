/**
 * The progress tracker of one chart and user (spec §3, §4): its mode's items, the done cells, the position, the
 * highlighted style and the parking markers. Every rule returns a plan ({@link TrackerChange}) or null when there
 * is nothing to do; {@link applyChange} carries a plan out and {@link revertChange} takes it back, so the history
 * and a screen share one path. Empty cells (style 0) are no stitch: they are never marked and never counted.
 */
import type { GridSize } from '@steekwerk/model';
import { type TrackerLayout, cellsOfItem, itemAt, itemCount, trackerLayoutOf } from './trackerLayout';
import { type WorkDirections, workOrderOf } from '@steekwerk/model';

/** A corner of a cell. */
export type CellCorner = 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';

/** Where a maker parked the needle of one style: a cell and the corner of it (Pattern Keeper's parking). */
export interface ParkingMarker {
  readonly styleId: number;
  readonly x: number;
  readonly y: number;
  readonly corner: CellCorner;
}

/** The tracker's state; `done`, `position`, `parking` and the counts change only through {@link applyChange}. */
export interface TrackerState {
  readonly layout: TrackerLayout;
  /** The chart's cells: one style id per cell, row-major, 0 empty. Read only. */
  readonly cells: Uint8Array;
  /** 1 for a done cell, 0 otherwise; row-major like the cells. */
  readonly done: Uint8Array;
  position: number;
  /** The tracker panel's width as saved (kept, not interpreted here). */
  readonly width: number;
  /** The style whose cells are highlighted, null for none (a view choice, not in the history). */
  highlight: number | null;
  /** At most one marker per style, in the order they were parked. */
  parking: readonly ParkingMarker[];
  /** Done cells per style id. */
  readonly doneByStyle: Uint32Array;
  /** All cells per style id. */
  readonly totalByStyle: Uint32Array;
}

/** One step of the tracker history: the cells whose done flag flips, the position and the parking before/after. */
export interface TrackerChange {
  readonly flipped: Int32Array;
  readonly positionBefore: number;
  readonly positionAfter: number;
  readonly parkingBefore: readonly ParkingMarker[];
  readonly parkingAfter: readonly ParkingMarker[];
}

export interface TrackerInput {
  readonly size: GridSize;
  readonly cells: Uint8Array;
  readonly directions: WorkDirections;
  readonly mode: string;
  readonly position?: number;
  readonly width?: number;
  /** Decoded done cells (see doneEncoding.ts); none done when absent. */
  readonly done?: Uint8Array;
}

/** A tracker over a chart; the position is clamped into 0 … item count. */
export function createTracker(input: TrackerInput): TrackerState {
  const cellCount = input.size.columnCount * input.size.rowCount;
  if (input.cells.length !== cellCount) throw new RangeError('The cells do not match the chart size.');
  if (input.done !== undefined && input.done.length !== cellCount) {
    throw new RangeError('The done cells do not match the chart size.');
  }
  const layout = trackerLayoutOf(workOrderOf(input.size, input.directions), input.mode);
  const done = new Uint8Array(cellCount);
  const doneByStyle = new Uint32Array(256);
  const totalByStyle = new Uint32Array(256);
  for (let cell = 0; cell < cellCount; cell += 1) {
    const style = input.cells[cell] ?? 0;
    if (style === 0) continue;
    totalByStyle[style] = (totalByStyle[style] ?? 0) + 1;
    if ((input.done?.[cell] ?? 0) !== 0) {
      done[cell] = 1;
      doneByStyle[style] = (doneByStyle[style] ?? 0) + 1;
    }
  }
  return {
    layout,
    cells: input.cells,
    done,
    position: clampPosition(layout, input.position ?? 0),
    width: input.width ?? 0,
    highlight: null,
    parking: [],
    doneByStyle,
    totalByStyle,
  };
}

function clampPosition(layout: TrackerLayout, position: number): number {
  if (!Number.isFinite(position)) return 0;
  return Math.min(Math.max(0, Math.trunc(position)), itemCount(layout));
}

function change(
  state: TrackerState,
  flipped: readonly number[] | Int32Array,
  positionAfter: number,
  parkingAfter: readonly ParkingMarker[] = state.parking,
): TrackerChange | null {
  if (flipped.length === 0 && positionAfter === state.position && parkingAfter === state.parking) return null;
  return {
    flipped: Int32Array.from(flipped),
    positionBefore: state.position,
    positionAfter,
    parkingBefore: state.parking,
    parkingAfter,
  };
}

function flip(state: TrackerState, cells: Int32Array): void {
  for (const cell of cells) {
    const style = state.cells[cell] ?? 0;
    const nowDone = state.done[cell] === 0 ? 1 : 0;
    state.done[cell] = nowDone;
    if (style !== 0) state.doneByStyle[style] = (state.doneByStyle[style] ?? 0) + (nowDone === 1 ? 1 : -1);
  }
}

/** Carries out a plan. */
export function applyChange(state: TrackerState, plan: TrackerChange): void {
  flip(state, plan.flipped);
  state.position = plan.positionAfter;
  state.parking = plan.parkingAfter;
}

/** Takes a plan back (undo). */
export function revertChange(state: TrackerState, plan: TrackerChange): void {
  flip(state, plan.flipped);
  state.position = plan.positionBefore;
  state.parking = plan.parkingBefore;
}

/** The cells of `cells` that are stitches and whose done flag differs from `done`. */
function cellsToFlip(
  state: TrackerState,
  cells: Iterable<number>,
  done: boolean,
  keep = (_c: number) => true,
) {
  const flipped: number[] = [];
  const seen = new Set<number>();
  for (const cell of cells) {
    if (!Number.isInteger(cell) || cell < 0 || cell >= state.cells.length || seen.has(cell)) continue;
    seen.add(cell);
    if (state.cells[cell] === 0 || !keep(cell)) continue;
    if ((state.done[cell] === 1) !== done) flipped.push(cell);
  }
  return flipped;
}

/**
 * Toggles one item (a line, a group or a cell, by mode): done when some of its stitches are not, else not done.
 * Null for an item outside the chart or without stitches. The position stays.
 */
export function toggleItem(state: TrackerState, item: number): TrackerChange | null {
  const cells = cellsOfItem(state.layout, item);
  const allDone = cells.every((cell) => state.cells[cell] === 0 || state.done[cell] === 1);
  return change(state, cellsToFlip(state, cells, !allDone), state.position);
}

/** Toggles the item under a cell (a tap on the chart). */
export function toggleAt(state: TrackerState, x: number, y: number): TrackerChange | null {
  const item = itemAt(state.layout, x, y);
  return item < 0 ? null : toggleItem(state, item);
}

/** Marks the item at the position done and moves on one; null at the end. */
export function stepForward(state: TrackerState): TrackerChange | null {
  if (state.position >= itemCount(state.layout)) return null;
  const cells = cellsOfItem(state.layout, state.position);
  return change(state, cellsToFlip(state, cells, true), state.position + 1);
}

/** Moves back one and marks that item not done again; null at the start. */
export function stepBack(state: TrackerState): TrackerChange | null {
  if (state.position <= 0) return null;
  const cells = cellsOfItem(state.layout, state.position - 1);
  return change(state, cellsToFlip(state, cells, false), state.position - 1);
}

/** Sets the position (the current item), clamped into 0 … item count. */
export function moveTo(state: TrackerState, position: number): TrackerChange | null {
  return change(state, [], clampPosition(state.layout, position));
}

/** Marks (or, with `done` false, clears) a run of cells, such as those a drag passed over in `perGridCell`. */
export function markCells(state: TrackerState, cells: Iterable<number>, done: boolean): TrackerChange | null {
  return change(state, cellsToFlip(state, cells, done), state.position);
}

/** The side of the blocks of "mark this block", the grid's heavy lines (every 10, counted from the top left). */
export const blockSide = 10;

/**
 * "Mark this 10 × 10 block": marks the not yet done cells of the block around (x, y) that have the highlighted
 * style, or every stitch of the block when no style is highlighted. `marked` says how many it marked.
 */
export function markBlock(
  state: TrackerState,
  x: number,
  y: number,
): { change: TrackerChange | null; marked: number } {
  const { columnCount, rowCount } = state.layout.order.size;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= columnCount || y >= rowCount) {
    return { change: null, marked: 0 };
  }
  const left = x - (x % blockSide);
  const top = y - (y % blockSide);
  const block: number[] = [];
  for (let row = top; row < Math.min(top + blockSide, rowCount); row += 1) {
    for (let column = left; column < Math.min(left + blockSide, columnCount); column += 1) {
      block.push(row * columnCount + column);
    }
  }
  const highlight = state.highlight;
  const flipped = cellsToFlip(
    state,
    block,
    true,
    (cell) => highlight === null || state.cells[cell] === highlight,
  );
  return { change: change(state, flipped, state.position), marked: flipped.length };
}

/** Parks a style at a cell corner, replacing that style's earlier marker; null outside the chart or unchanged. */
export function park(state: TrackerState, marker: ParkingMarker): TrackerChange | null {
  const { columnCount, rowCount } = state.layout.order.size;
  const { x, y, styleId } = marker;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= columnCount || y >= rowCount)
    return null;
  if (!Number.isInteger(styleId) || styleId < 1 || styleId > 255) return null;
  const earlier = state.parking.find((parked) => parked.styleId === styleId);
  if (earlier?.x === x && earlier.y === y && earlier.corner === marker.corner) return null;
  const others = state.parking.filter((parked) => parked.styleId !== styleId);
  return change(state, [], state.position, [...others, { styleId, x, y, corner: marker.corner }]);
}

/** Takes a style's parking marker away; null when it has none. */
export function unpark(state: TrackerState, styleId: number): TrackerChange | null {
  if (!state.parking.some((parked) => parked.styleId === styleId)) return null;
  return change(
    state,
    [],
    state.position,
    state.parking.filter((parked) => parked.styleId !== styleId),
  );
}

/** Highlights one style (or none): its cells stand out and "mark this block" marks only them. */
export function setHighlight(state: TrackerState, styleId: number | null): void {
  state.highlight =
    styleId !== null && Number.isInteger(styleId) && styleId >= 1 && styleId <= 255 ? styleId : null;
}

/** The line (row, column or diagonal in work order) of the current item, for the current-row highlight. */
export function currentLine(state: TrackerState): number {
  const items = itemCount(state.layout);
  if (items === 0) return 0;
  return state.layout.lineOfItem[Math.min(state.position, items - 1)] ?? 0;
}

/** One step made of several plans carried out one after the other (a drag); null when there are none. */
export function mergeChanges(plans: readonly TrackerChange[]): TrackerChange | null {
  const first = plans[0];
  const last = plans[plans.length - 1];
  if (first === undefined || last === undefined) return null;
  const flipped = new Int32Array(plans.reduce((sum, plan) => sum + plan.flipped.length, 0));
  let at = 0;
  for (const plan of plans) {
    flipped.set(plan.flipped, at);
    at += plan.flipped.length;
  }
  return {
    flipped,
    positionBefore: first.positionBefore,
    positionAfter: last.positionAfter,
    parkingBefore: first.parkingBefore,
    parkingAfter: last.parkingAfter,
  };
}
