/**
 * The grid rows rules shared by the wasm binding and the plain TypeScript codec: the error every
 * failure raises and the size arithmetic of `"1:" + base64` (spec §3, §5).
 */

/** The one message of every grid rows failure (spec §5 and the error table of spec §8). */
export const GRID_ROWS_ERROR = 'Invalid grid rows';

/** The largest column or row count the engine's ABI carries (a signed 32-bit integer). */
export const MAX_GRID_COUNT = 0x7fff_ffff;

/** Thrown when grid rows cannot be encoded or decoded; its message is always {@link GRID_ROWS_ERROR}. */
export class GridRowsError extends Error {
  constructor(message: typeof GRID_ROWS_ERROR = GRID_ROWS_ERROR) {
    super(message);
    this.name = 'GridRowsError';
  }
}

/**
 * The number of cells of a `columnCount` by `rowCount` grid.
 *
 * @throws GridRowsError when a count is not a whole number from 1 to {@link MAX_GRID_COUNT}
 */
export function gridCellCount(columnCount: number, rowCount: number): number {
  if (!isGridCount(columnCount) || !isGridCount(rowCount)) throw new GridRowsError();
  return columnCount * rowCount;
}

function isGridCount(count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= MAX_GRID_COUNT;
}

/** The length of the rows text for `cellCount` cells: `2 + 4 * ceil(cellCount / 3)`. */
export function encodedRowsLength(cellCount: number): number {
  return 2 + 4 * Math.ceil(cellCount / 3);
}
