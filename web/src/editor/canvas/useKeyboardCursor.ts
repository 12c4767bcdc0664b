import { useEffect, type RefObject } from 'react';
import type { Editor } from '../Editor';
import { keyboardCursorCell } from '../render/hoverCell';
import { placeGrid } from '../viewport/camera';
import { createCellBox } from './cellBox';

/**
 * The keyboard cursor of the drawing modes (`tools/drawCells/keyboardCursor.ts`) as a box over the grid: a dashed
 * outline on the cell Space or Enter would press, following the camera; when an arrow key takes it out of the view,
 * the view scrolls after it. `data-cursor-cell` on the grid says which cell ("column,row"), for tests.
 */
export function useKeyboardCursor(editor: Editor, hostRef: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    // Black dashes inside a white ring: seen on light and dark cells alike, and unlike the hover's blue box.
    const box = createCellBox(host, {
      className: 'grid-viewport__cursor',
      border: '3px dashed #000000',
      boxShadow: '0 0 0 2px #ffffff, inset 0 0 0 1px #ffffff',
      minimumSide: 6,
    });
    let shown = '';
    const update = () => {
      const document = editor.document;
      const placement = placeGrid(editor.camera, document);
      const cell = document.hasMetadata
        ? keyboardCursorCell({
            mode: editor.mode,
            editable: editor.editable,
            cursor: document.meta.gridSettings.cursor,
            placement,
            grid: document,
          })
        : undefined;
      if (!cell) {
        box.hide();
        delete host.dataset.cursorCell;
        shown = '';
        return;
      }
      const key = `${cell.column},${cell.row}`;
      const moved = key !== shown;
      shown = key;
      box.show(cell);
      host.dataset.cursorCell = key;
      if (!moved) return;
      // Keep the cursor in view (a cell's margin from the edges).
      const { viewWidth, viewHeight } = editor.camera;
      const dx =
        cell.left < cell.width ? cell.left - cell.width : Math.max(0, cell.left + 2 * cell.width - viewWidth);
      const dy =
        cell.top < cell.height
          ? cell.top - cell.height
          : Math.max(0, cell.top + 2 * cell.height - viewHeight);
      if (dx !== 0 || dy !== 0) editor.scrollBy(dx, dy);
    };
    update();
    const unsubscribe = editor.subscribe((event) => {
      if (event.type === 'camera' || event.type === 'state' || event.type === 'document') update();
    });
    return () => {
      unsubscribe();
      box.remove();
      delete host.dataset.cursorCell;
    };
  }, [editor, hostRef]);
}
