/** The tracker tool as the panel sees it: the tool of the editor, a render on every change, auto-scroll. */
import { useEffect, useReducer } from 'react';
import type { Editor } from '../../Editor';
import { useEditorStore } from '../../editorStore';
import type { TrackerSession } from '../TrackerSession';
import { placeGrid } from '../../viewport/camera';
import { autoScrollAxis } from '../trackerScroll';
import { currentLine } from '../trackerState';
import { autoScrollDelta } from './trackerAutoScroll';

/**
 * Renders again whenever the tracker changes or the editor's state (its settings, the mode) does; a tracker change
 * also refreshes the toolbar's undo (the tracker's history is the editor's undo in this mode, spec §4).
 */
export function useTrackerUpdates(editor: Editor, tool: TrackerSession): void {
  const [, update] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const refreshUndo = () => {
      const { canUndo, canRedo } = editor;
      const store = useEditorStore.getState();
      if (store.canUndo !== canUndo || store.canRedo !== canRedo)
        useEditorStore.setState({ canUndo, canRedo });
    };
    refreshUndo();
    const stopTool = tool.subscribe(() => {
      refreshUndo();
      update();
    });
    const stopEditor = editor.subscribe((event) => {
      // A changed chart (a newer revision arriving) remakes the tracker here, not while rendering: its listeners
      // (this panel, the toolbar's undo) hear it outside React's render.
      if (event.type === 'document') void tool.tracker;
      if (event.type === 'state' || event.type === 'document') update();
    });
    return () => {
      stopTool();
      stopEditor();
    };
  }, [editor, tool]);
}

/**
 * Scrolls the current line into view when the position moves, as `progressTrackerAutoScroll` says (row modes
 * with horizontal or vertical work only). `bottomInset`: view pixels at the bottom covered by the phone's bar.
 */
export function useTrackerAutoScroll(editor: Editor, tool: TrackerSession, bottomInset: number): void {
  useEffect(() => {
    let position = tool.tracker.position;
    let mode = tool.trackerMode;
    return tool.subscribe(() => {
      const tracker = tool.tracker;
      const moved = tracker.position !== position || tool.trackerMode !== mode;
      position = tracker.position;
      mode = tool.trackerMode;
      const axis = autoScrollAxis(tracker);
      if (!moved || axis === null) return;
      const { order } = tracker.layout;
      const firstCell = order.cells[order.lineStarts[currentLine(tracker)] ?? 0];
      if (firstCell === undefined) return;
      const columnCount = order.size.columnCount;
      const camera = editor.camera;
      const placement = placeGrid(camera, editor.document);
      const setting = editor.settings.progressTrackerAutoScroll;
      if (axis === 'horizontal') {
        const row = Math.floor(firstCell / columnCount);
        const band = {
          start: placement.originY + row * placement.cellHeight,
          size: placement.cellHeight,
          view: Math.max(placement.cellHeight, camera.viewHeight - bottomInset),
        };
        editor.scrollBy(0, autoScrollDelta(setting, band));
      } else {
        const column = firstCell % columnCount;
        const band = {
          start: placement.originX + column * placement.cellWidth,
          size: placement.cellWidth,
          view: camera.viewWidth,
        };
        editor.scrollBy(autoScrollDelta(setting, band), 0);
      }
    });
  }, [editor, tool, bottomInset]);
}

/** Scrolls the view so a chart row (0 = top) sits in the middle of it. */
export function scrollToRow(editor: Editor, row: number): void {
  const camera = editor.camera;
  const placement = placeGrid(camera, editor.document);
  const centre = placement.originY + (row + 0.5) * placement.cellHeight;
  editor.scrollBy(0, Math.round(centre - camera.viewHeight / 2));
}
