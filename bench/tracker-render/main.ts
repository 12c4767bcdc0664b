// Tracker rendering benchmark page: opens a chart the way the editor does (the editor's own view with its PixiJS
// renderer), puts about half of its cells done and one style highlighted, and measures on request of the Playwright
// driver through `window.trackerBench`: forced frames of the plain editor and of tracker mode over the same
// pan/zoom path, and the time from a tap to the frame showing the cell marked. Timing code lives here; the app has
// none.
import { createChartState, createPaletteStyle, builtInSymbols, type ChartState } from '@steekwerk/model';
import { Editor } from '../../web/src/editor/Editor';
import type { GridRenderer } from '../../web/src/editor/render/GridRenderer';
import { zoomForCellSize } from '../../web/src/editor/viewport/zoom';
import '../../web/src/editor/editor.css';
import { openBenchEditor } from '../render/openBenchEditor';

type Scene = 'fit' | 'cells8' | 'cells24';
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

function readPixel(renderer: GridRenderer, x: number, y: number): string {
  const gl = renderer.gl;
  const pixel = new Uint8Array(4);
  const ratio = window.devicePixelRatio || 1;
  gl.readPixels(
    Math.round(x * ratio),
    gl.drawingBufferHeight - 1 - Math.round(y * ratio),
    1,
    1,
    gl.RGBA,
    gl.UNSIGNED_BYTE,
    pixel,
  );
  return Array.from(pixel.subarray(0, 3)).join(',');
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
  const gl = renderer.gl;
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  const rendererName = String(
    debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
  );
  const grid = document.querySelector<HTMLElement>('.grid-viewport__scroller');

  return {
    renderer: rendererName,
    editor,
    frames(variant, scene, count) {
      editor.setMode(variant === 'plain' ? 'drawCells' : 'progressTracker');
      if (variant !== 'plain' && tool.trackerMode !== variant) {
        tool.setTrackerMode(variant);
        tool.moveTo(Math.floor(editor.document.rowCount / 2));
      }
      if (scene === 'fit') editor.fitToView();
      else editor.zoomTo(zoomForCellSize(scene === 'cells8' ? 8 : 24));
      editor.scrollTo(400, 400);
      const durations: number[] = [];
      for (let index = 0; index < count + 10; index += 1) {
        editor.scrollBy(index % 2 === 0 ? 37 : -29, index % 3 === 0 ? 23 : -17);
        // The same zoom steps both times: every fifth frame one step in or out.
        if (index % 5 === 4 && scene !== 'fit') {
          editor.zoomTo(zoomForCellSize((scene === 'cells8' ? 8 : 24) + (index % 10 === 4 ? 1 : 0)));
        }
        const start = performance.now();
        renderer.render();
        readPixel(renderer, 20 + (index % 50), 20);
        if (index >= 10) durations.push(performance.now() - start);
      }
      return durations.sort((a, b) => a - b);
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
      const before = readPixel(renderer, local.x, local.y);
      return new Promise((resolve) => {
        let upAt = 0;
        const onUp = (event: PointerEvent) => {
          upAt = event.timeStamp;
          window.removeEventListener('pointerup', onUp, true);
        };
        window.addEventListener('pointerup', onUp, true);
        const remove = renderer.addFrameListener(() => {
          if (!upAt) return;
          if (readPixel(renderer, local.x, local.y) !== before) {
            remove();
            resolve(performance.now() - upAt);
          }
        });
      });
    },
    uploadedTrackerCells: () => renderer.uploadedTrackerCellCount,
    doneCount: () => tool.tracker.done.reduce((sum, flag) => sum + flag, 0),
  };
}

/** The chart state template the driver fills with rows: 40 styles, 20 plain colours and 20 with symbols. */
function template(): ChartState {
  const symbols = builtInSymbols.filter((symbol) => symbol.cells === 1).slice(0, 20);
  const styles = Array.from({ length: 40 }, (_, index) => {
    const hue = (index * 137) % 360;
    const probe = document.createElement('canvas').getContext('2d');
    if (probe) probe.fillStyle = `hsl(${hue} 55% ${index < 20 ? 50 : 80}%)`;
    return createPaletteStyle(index + 1, {
      colorBackground: probe ? String(probe.fillStyle) : '#bf3f3f',
      symbolId: index < 20 ? '' : (symbols[index - 20]?.symbolId ?? ''),
    });
  });
  return createChartState({
    craft: 'crossStitch',
    type: 'colors',
    size: { columnCount: 1, rowCount: 1 },
    rows: '',
    styles,
  });
}

if (new URLSearchParams(location.search).has('prepare')) {
  (window as unknown as { chartTemplate: ChartState }).chartTemplate = template();
} else {
  window.trackerBench = open();
}
