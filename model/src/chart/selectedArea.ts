/** The grid's selected area (spec §3 `selectedArea`) as a rectangle of cells. */
import type { GridSize, SelectedArea } from './grid';

/** A rectangle of cells: its top-left cell and its size. */
export interface CellArea {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The cells of a selected area (corners inclusive, any order) clamped to the grid; undefined for none (-1). */
export function selectedCellArea(area: SelectedArea, size: GridSize): CellArea | undefined {
  const { columnCount, rowCount } = size;
  if (area.x1 < 0 || area.y1 < 0 || area.x2 < 0 || area.y2 < 0) return undefined;
  const x = Math.min(area.x1, area.x2, columnCount - 1);
  const y = Math.min(area.y1, area.y2, rowCount - 1);
  const right = Math.min(Math.max(area.x1, area.x2), columnCount - 1);
  const bottom = Math.min(Math.max(area.y1, area.y2), rowCount - 1);
  return { x, y, width: right - x + 1, height: bottom - y + 1 };
}
