import type { Editor } from '../Editor';
import { scrollCellIntoView } from '../viewport/camera';
import { cellSizeForZoom, zoomForCellSize } from '../viewport/zoom';

/** A cell smaller than this on screen is zoomed to {@link workingCellPx} first, so the maker sees the stitch. */
const smallCellPx = 12;
const workingCellPx = 24;

/**
 * Moves the view to a cell and selects it (in select mode, where the selection's frame marks it), as the keyboard cursor brings a cell
 * into view (zoomed in first when the cells are too small to see): the "Controle" panel's entries go to the place they name. A cell outside the grid is brought inside.
 */
export function goToCell(editor: Editor, column: number, row: number): void {
  const document = editor.document;
  const cell = {
    column: Math.min(document.columnCount - 1, Math.max(0, Math.floor(column))),
    row: Math.min(document.rowCount - 1, Math.max(0, Math.floor(row))),
  };
  if (cellSizeForZoom(editor.camera.zoom) < smallCellPx) {
    const point = editor.pointOfCell(cell.column, cell.row);
    editor.zoomTo(zoomForCellSize(workingCellPx), point.x, point.y);
  }
  // The cell in the middle of the view (the view keeps the grid in its bounds), then clear of rulers and overlays.
  const centre = editor.pointOfCell(cell.column, cell.row);
  editor.scrollBy(centre.x - editor.camera.viewWidth / 2, centre.y - editor.camera.viewHeight / 2);
  const grid = { columnCount: document.columnCount, rowCount: document.rowCount };
  const camera = scrollCellIntoView(editor.camera, grid, cell.column, cell.row);
  editor.scrollTo(camera.scrollX, camera.scrollY);
  // The selection's frame shows in select mode; there the designer can empty the cell with Delete at once.
  if (editor.canEdit && editor.mode !== 'select') editor.setMode('select');
  editor.sessions.selection.select(cell, cell);
}
