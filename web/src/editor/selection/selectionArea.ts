/**
 * The selected area (spec §3 `selectedArea`, §4, §5) as pure functions: the rectangle between two cells clamped to
 * the grid, whether a selection is active, and how far a selection may be moved.
 */
import type { CellRect } from '../document/ChartDocument';
import type { GridExtent } from '../document/previewLayer';
import type { GridItems } from '../document/gridItems';
import { anyItemWithin } from '../document/areaItems';

/** A cell, whole numbers (possibly outside the grid). */
export interface Cell {
  readonly column: number;
  readonly row: number;
}

function clamp(value: number, max: number): number {
  return Math.max(0, Math.min(max, Math.floor(value)));
}

/**
 * The rectangle with these two cells at opposite corners (either order), clamped to the grid (spec §5: a selected
 * area is clamped to the grid). Undefined for coordinates that are not numbers.
 */
export function areaBetween(from: Cell, to: Cell, grid: GridExtent): CellRect | undefined {
  const values = [from.column, from.row, to.column, to.row];
  if (!values.every(Number.isFinite)) return undefined;
  const x1 = clamp(from.column, grid.columnCount - 1);
  const y1 = clamp(from.row, grid.rowCount - 1);
  const x2 = clamp(to.column, grid.columnCount - 1);
  const y2 = clamp(to.row, grid.rowCount - 1);
  const x = Math.min(x1, x2);
  const y = Math.min(y1, y2);
  return { x, y, width: Math.abs(x2 - x1) + 1, height: Math.abs(y2 - y1) + 1 };
}

/** A rectangle cut to the grid (after the chart shrank); undefined when nothing of it is left. */
export function clampArea(rect: CellRect, grid: GridExtent): CellRect | undefined {
  const x1 = Math.min(rect.x + rect.width, grid.columnCount);
  const y1 = Math.min(rect.y + rect.height, grid.rowCount);
  const x = Math.max(0, rect.x);
  const y = Math.max(0, rect.y);
  return x1 > x && y1 > y ? { x, y, width: x1 - x, height: y1 - y } : undefined;
}

/**
 * Spec §4: "select mode has an active selection when the area is not empty or is more than one cell" — an area of
 * more than one cell is always active; an area of one cell only when that cell is not empty (a stitch, or a line,
 * part stitch, knot or bead that belongs to it). A click on an empty cell selects nothing.
 */
export function isActiveArea(
  rect: CellRect | undefined,
  cells: Uint8Array,
  columnCount: number,
  items: GridItems,
): boolean {
  if (!rect) return false;
  if (rect.width * rect.height > 1) return true;
  return (cells[rect.y * columnCount + rect.x] ?? 0) !== 0 || anyItemWithin(items, rect);
}

/** Whether a cell lies inside the rectangle. */
export function areaContains(rect: CellRect | undefined, cell: Cell): boolean {
  return (
    rect !== undefined &&
    cell.column >= rect.x &&
    cell.column < rect.x + rect.width &&
    cell.row >= rect.y &&
    cell.row < rect.y + rect.height
  );
}

/** The move of a rectangle by (dx, dy) kept so the rectangle stays wholly inside the grid. */
export function clampMove(
  rect: CellRect,
  dx: number,
  dy: number,
  grid: GridExtent,
): { dx: number; dy: number } {
  const fit = (delta: number, start: number, size: number, extent: number) =>
    Math.max(-start, Math.min(extent - size - start, Math.round(delta)));
  return {
    dx: fit(dx, rect.x, rect.width, grid.columnCount),
    dy: fit(dy, rect.y, rect.height, grid.rowCount),
  };
}
