// Tracker rendering benchmark page: opens a chart the way the editor does (the editor's own view with its PixiJS
// renderer), puts about half of its cells done and one style highlighted, and measures on request of the Playwright
// driver through `window.trackerBench`: forced frames of the plain editor and of tracker mode over the same
// pan/zoom path, and the time from a tap to the frame showing the cell marked. Timing code lives here; the app has
// none.
import type { ChartState } from '@steekwerk/model';
import { Editor } from '../../web/src/editor/Editor';
import { zoomForCellSize } from '../../web/src/editor/viewport/zoom';
import '../../web/src/editor/editor.css';
import {
  benchChartTemplate,
  panFrames,
  watchPixelAfterPointerUp,
  webGlRendererName,
  type PanScene as Scene,
} from '../render/benchPage';
import { openBenchEditor } from '../render/openBenchEditor';

type Variant = 'plain' | 'perGridCell' | 'rowsFull';

interface TrackerBench {
  readonly renderer: string;
  /** The editor, for a driver that looks at the tracker in other states (screenshots). */
  readonly editor: Editor;
  /**
   * Forced frames (each with a 1-pixel readback) over the pan path of a scene: the plain editor (`plain`) or tracker
   * mode per grid cell or in rows (rule mode, the current line in the middle of the chart).
   */
  frames(variant: Variant, scene: Scene, count: number): number[];
  /** Tracker mode per grid cell at 24 px cells; a cell near the middle for the n-th tap. */
  tapCell(index: number): { column: number; row: number; x: number; y: number };
  /** Resolves with ms from the next pointerup to the frame whose pixel at the cell differs from before. */
  watchTap(column: number, row: number): Promise<number>;
  /** Cells uploaded for the done flags so far. */
  uploadedTrackerCells(): number;
  doneCount(): number;
}

declare global {
  interface Window {
    trackerBench?: Promise<TrackerBench>;
  }
}

async function open(): Promise<TrackerBench> {
  const { editor, renderer } = await openBenchEditor(2000);
  // About half the cells done (a fixed pattern: every other cell of a run of 7), style 5 highlighted.
  const tool = editor.sessions.tracker;
  const cellCount = editor.document.cells.length;
  const done = new Uint8Array(cellCount);
  for (let cell = 0; cell < cellCount; cell += 1) done[cell] = (cell % 7) % 2 === 0 ? 1 : 0;
  tool.load({ mode: 'perGridCell', position: 0, width: 0, done });
  tool.setHighlight(5);
  const grid = document.querySelector<HTMLElement>('.grid-viewport__scroller');

  return {
    renderer: webGlRendererName(renderer),
    editor,
    frames(variant, scene, count) {
      editor.setMode(variant === 'plain' ? 'drawCells' : 'progressTracker');
      if (variant !== 'plain' && tool.trackerMode !== variant) {
        tool.setTrackerMode(variant);
        tool.moveTo(Math.floor(editor.document.rowCount / 2));
      }
      return panFrames(editor, renderer, scene, count);
    },
    tapCell(index) {
      editor.setMode('progressTracker');
      if (tool.trackerMode !== 'perGridCell') tool.setTrackerMode('perGridCell');
      if (Math.abs(editor.camera.zoom - zoomForCellSize(24)) > 1e-9) editor.zoomTo(zoomForCellSize(24));
      const { viewWidth, viewHeight } = editor.camera;
      const centre = editor.cellAt(viewWidth / 2, viewHeight / 2);
      const column = centre.column - 10 + (index % 20);
      const row = centre.row - 4 + (Math.floor(index / 20) % 9);
      const local = editor.pointOfCell(column, row);
      const box = grid?.getBoundingClientRect() ?? new DOMRect();
      return { column, row, x: box.left + local.x, y: box.top + local.y };
    },
    watchTap(column, row) {
      const local = editor.pointOfCell(column, row);
      return watchPixelAfterPointerUp(renderer, local.x, local.y);
    },
    uploadedTrackerCells: () => renderer.uploadedTrackerCellCount,
    doneCount: () => tool.tracker.done.reduce((sum, flag) => sum + flag, 0),
  };
}

if (new URLSearchParams(location.search).has('prepare')) {
  (window as unknown as { chartTemplate: ChartState }).chartTemplate = benchChartTemplate('crossStitch');
} else {
  window.trackerBench = open();
}
