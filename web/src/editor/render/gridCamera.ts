/**
 * Where the grid sits in the canvas. Everything is in device pixels so cell edges land on pixel edges.
 */

export interface GridLayout {
  /** Device pixels per cell; a whole number when the grid fits at one pixel per cell or more. */
  readonly cellSize: number;
  /** Device pixels from the canvas's left edge to the grid's left edge. */
  readonly offsetX: number;
  /** Device pixels from the canvas's top edge to the grid's top edge. */
  readonly offsetY: number;
}

/** Free space kept around the grid, in device pixels. */
export const fitMargin = 8;

/**
 * Fits a grid into a view, centred, leaving `margin` device pixels on each side and one pixel for the closing
 * right and bottom grid lines.
 */
export function fitGridLayout(
  viewWidth: number,
  viewHeight: number,
  columnCount: number,
  rowCount: number,
  margin = fitMargin,
): GridLayout {
  const availableWidth = Math.max(1, viewWidth - 2 * margin - 1);
  const availableHeight = Math.max(1, viewHeight - 2 * margin - 1);
  const exactSize = Math.min(availableWidth / columnCount, availableHeight / rowCount);
  const cellSize = exactSize >= 1 ? Math.floor(exactSize) : exactSize;
  return {
    cellSize,
    offsetX: Math.round((viewWidth - columnCount * cellSize - 1) / 2),
    offsetY: Math.round((viewHeight - rowCount * cellSize - 1) / 2),
  };
}
