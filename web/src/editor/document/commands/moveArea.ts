/**
 * Moving a rectangle of cells (dragging the selection, spec §4) as one undoable command: its cells and the lines,
 * part stitches, knots and beads that belong to it (`areaItems.ts`) are lifted, the rectangle is emptied, and the
 * block is placed at its new place as an opaque layer (it replaces what was there, items included). The block must
 * land wholly inside the grid.
 */
import type { CellRect } from '../ChartDocument';
import { cellsOfArea, itemsOfArea } from '../areaItems';
import { clearArea, isAreaInGrid } from './areaCommands';
import { defineCommand, invoke, sequence } from './command';
import { placePreviewLayer } from './placePreviewLayer';

export interface MoveAreaArgs {
  readonly rect: CellRect;
  /** Whole cells to the right and down (negative: left and up). */
  readonly dx: number;
  readonly dy: number;
}

/** The rectangle moved by (dx, dy). */
export function movedRect(rect: CellRect, dx: number, dy: number): CellRect {
  return { ...rect, x: rect.x + dx, y: rect.y + dy };
}

/** Moves the rectangle's cells and items; refused for no move, a move by a part of a cell, or out of the grid. */
export const moveArea = defineCommand<MoveAreaArgs>('moveArea', (document, { rect, dx, dy }) => {
  if (!Number.isSafeInteger(dx) || !Number.isSafeInteger(dy) || (dx === 0 && dy === 0)) return false;
  const target = movedRect(rect, dx, dy);
  if (!isAreaInGrid(document, rect) || !isAreaInGrid(document, target)) return false;
  const layer = {
    x: target.x,
    y: target.y,
    columnCount: rect.width,
    rowCount: rect.height,
    cells: cellsOfArea(document.editCells, document.columnCount, rect),
    items: itemsOfArea(document.items, rect),
    opaque: true,
  };
  return sequence('moveArea', [invoke(clearArea, { rect }), invoke(placePreviewLayer, { layer })]).run(
    document,
  );
});
