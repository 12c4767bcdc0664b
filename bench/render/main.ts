// Rendering benchmark page: opens a chart the way the editor does (chart state fetched, rows decoded in the engine
// worker, the editor's own view with its PixiJS renderer), then measures frames on request of the Playwright
// driver through `window.renderBench`. Timing code lives here; the app has none.
import type { ChartState, GridLineTheme } from '@steekwerk/model';
import { updateGridSettings } from '../../web/src/editor/document/commands/settingsCommands';
import { zoomForCellSize } from '../../web/src/editor/viewport/zoom';
import '../../web/src/editor/editor.css';
import { benchChartTemplate, readPixelRgb } from './benchPage';
import { openBenchEditor } from './openBenchEditor';

interface Sample {
  readonly durations: number[];
  readonly drawCalls: number;
  /** Share of the view's pixels the grid covers (a small chart at 8 px leaves most of the view empty). */
  readonly gridShare: number;
}

interface RenderBench {
  /** ms from navigation start to the first frame with the cells, read back. */
  readonly firstFrameMs: number;
  readonly renderer: string;
  readonly gpuBytes: number;
  /** Bytes held in JavaScript for the grid: the document's cells plus the renderer's own. */
  readonly cpuBytes: number;
  readonly heapBytesAfterOpen: number;
  /** Forced frames with a 1-pixel readback each, at a scene. */
  frames(scene: 'fit' | 'cells8' | 'cells24', count: number): Sample;
  /** rAF intervals while panning and zooming. */
  rafPan(count: number): Promise<number[]>;
  /** Waits for the cell to show the selected colour; resolves with ms from the next pointerdown. */
  watchEdit(column: number, row: number): Promise<number>;
  cellPoint(column: number, row: number): { x: number; y: number };
  /** A cell near the middle of the view for the n-th edit. */
  editCell(index: number): { column: number; row: number };
  zoomToCells(cellSize: number): void;
  /** Pans over `count` animation frames as a user would (the renderer may move the last frame). */
  pan(dx: number, dy: number, count: number): Promise<void>;
  /** Shades every pixel again (to compare with what panning left on screen). */
  redraw(): void;
  /** Switches the grid line theme (to compare the cost of lines). */
  setLineTheme(theme: GridLineTheme): void;
  heapBytes(): number;
}

declare global {
  interface Window {
    renderBench?: Promise<RenderBench>;
  }
}

// Counts WebGL draw calls (installed before anything draws).
let drawCalls = 0;
for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced'] as const) {
  const prototype = WebGL2RenderingContext.prototype as unknown as Record<
    string,
    (...args: unknown[]) => unknown
  >;
  const original = prototype[name];
  if (!original) continue;
  prototype[name] = function (this: unknown, ...args: unknown[]) {
    drawCalls += 1;
    return original.apply(this, args);
  };
}

function heapBytes(): number {
  return (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
}

async function open(): Promise<RenderBench> {
  const { editor, renderer } = await openBenchEditor(100);
  editor.fitToView();
  // The first complete frame: the cells drawn and read back.
  const firstFrameMs = await new Promise<number>((resolve) => {
    const remove = renderer.addFrameListener(() => {
      remove();
      readPixelRgb(renderer, 10, 10);
      resolve(performance.now());
    });
    renderer.requestRender();
  });
  const gl = renderer.gl;
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  const rendererName = String(
    debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
  );
  const grid = document.querySelector<HTMLElement>('.grid-viewport__scroller');
  const gridBox = () => grid?.getBoundingClientRect() ?? new DOMRect();

  const cellPoint = (column: number, row: number) => {
    const local = editor.pointOfCell(column, row);
    const box = gridBox();
    return { x: box.left + local.x, y: box.top + local.y };
  };

  return {
    firstFrameMs,
    renderer: rendererName,
    gpuBytes: renderer.gpuBytes,
    cpuBytes: editor.document.cells.byteLength + renderer.cpuBytes,
    heapBytesAfterOpen: heapBytes(),
    heapBytes,
    cellPoint,
    editCell(index) {
      const camera = editor.camera;
      const centre = editor.cellAt(camera.viewWidth / 2, camera.viewHeight / 2);
      return { column: centre.column - 10 + (index % 20), row: centre.row - 3 + (index % 7) };
    },
    pan(dx, dy, count) {
      return new Promise((resolve) => {
        let left = count;
        const step = () => {
          editor.scrollBy(dx, dy);
          left -= 1;
          if (left > 0) requestAnimationFrame(step);
          else requestAnimationFrame(() => resolve());
        };
        requestAnimationFrame(step);
      });
    },
    redraw() {
      renderer.render();
    },
    setLineTheme(theme) {
      const gridLines = { ...editor.document.meta.gridSettings.gridLines, theme };
      editor.run(updateGridSettings, { gridLines });
    },
    zoomToCells(cellSize: number) {
      editor.zoomTo(zoomForCellSize(cellSize));
    },
    frames(scene, count) {
      const gridShare = () => {
        const { viewWidth, viewHeight } = editor.camera;
        const { columnCount, rowCount } = editor.document;
        const first = editor.pointOfCell(0, 0);
        const last = editor.pointOfCell(columnCount - 1, rowCount - 1);
        const cell = editor.pointOfCell(1, 1);
        const halfX = (cell.x - first.x) / 2;
        const halfY = (cell.y - first.y) / 2;
        const width = Math.min(viewWidth, last.x + halfX) - Math.max(0, first.x - halfX);
        const height = Math.min(viewHeight, last.y + halfY) - Math.max(0, first.y - halfY);
        return round3((Math.max(0, width) * Math.max(0, height)) / (viewWidth * viewHeight));
      };
      if (scene === 'fit') editor.fitToView();
      else editor.zoomTo(zoomForCellSize(scene === 'cells8' ? 8 : 24));
      const durations: number[] = [];
      let calls = 0;
      for (let index = 0; index < count + 10; index += 1) {
        editor.scrollBy(index % 2 === 0 ? 37 : -29, index % 3 === 0 ? 23 : -17);
        const callsBefore = drawCalls;
        const start = performance.now();
        renderer.render();
        readPixelRgb(renderer, 20 + (index % 50), 20);
        const duration = performance.now() - start;
        if (index >= 10) {
          durations.push(duration);
          calls = Math.max(calls, drawCalls - callsBefore);
        }
      }
      return { durations: durations.sort((a, b) => a - b), drawCalls: calls, gridShare: gridShare() };
    },
    rafPan(count) {
      editor.zoomTo(zoomForCellSize(8));
      return new Promise((resolve) => {
        const stamps: number[] = [];
        const step = (time: number) => {
          stamps.push(time);
          const frame = stamps.length;
          // Back and forth, so that even a small chart's view moves every frame.
          const sign = Math.floor(frame / 10) % 2 === 0 ? 1 : -1;
          if (frame % 30 < 20) editor.scrollBy(24 * sign, 12 * sign);
          else editor.zoomTo(zoomForCellSize(frame % 2 === 0 ? 9 : 8));
          if (stamps.length <= count) requestAnimationFrame(step);
          else
            resolve(
              stamps
                .slice(1)
                .map((stamp, index) => stamp - (stamps[index] ?? stamp))
                .sort((a, b) => a - b),
            );
        };
        requestAnimationFrame(step);
      });
    },
    watchEdit(column, row) {
      const local = editor.pointOfCell(column, row);
      // A plain colour style (1–20) other than the cell's, so the change shows at the cell's centre.
      const current = editor.document.cellAt(column, row) ?? 0;
      const styleId = current === 1 ? 2 : 1;
      editor.selectStyle(styleId);
      const wanted = editor.document.palette.styles.find(
        (style) => style.styleId === styleId,
      )?.colorBackground;
      return new Promise((resolve) => {
        let downAt = 0;
        const onDown = (event: PointerEvent) => {
          downAt = event.timeStamp;
          window.removeEventListener('pointerdown', onDown, true);
        };
        window.addEventListener('pointerdown', onDown, true);
        const remove = renderer.addFrameListener(() => {
          if (!downAt) return;
          const [red, green, blue] = readPixelRgb(renderer, local.x, local.y);
          const hex = `#${[red, green, blue].map((value) => value.toString(16).padStart(2, '0')).join('')}`;
          if (hex === wanted) {
            remove();
            resolve(performance.now() - downAt);
          }
        });
      });
    },
  };
}

if (new URLSearchParams(location.search).has('prepare')) {
  (window as unknown as { chartTemplate: ChartState }).chartTemplate = benchChartTemplate('knitting');
} else {
  window.renderBench = open();
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
