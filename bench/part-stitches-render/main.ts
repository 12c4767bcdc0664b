// Part-stitch rendering benchmark page: opens a 2000² chart the way the editor does (the editor's own view with its
// PixiJS renderer) and, on request of the Playwright driver through `window.partStitchesBench`, puts a variant's
// stitches into the chart and measures forced frames over the pan/zoom path, or one half stitch drawn with the tool
// (repacking and upload time, and the time to the frame that shows it). Timing code lives here; the app has none.
import { builtInSymbols, createChartState, createPaletteStyle, type ChartState } from '@steekwerk/model';
import type { Editor } from '../../web/src/editor/Editor';
import { noGridItems, type GridItems } from '../../web/src/editor/document/gridItems';
import type { GridRenderer } from '../../web/src/editor/render/GridRenderer';
import type { RenderLayer } from '../../web/src/editor/render/RenderLayer';
import { zoomForCellSize } from '../../web/src/editor/viewport/zoom';
import '../../web/src/editor/editor.css';
import { openBenchEditor } from '../render/openBenchEditor';
import { benchHalfStitches, benchQuarterStitches } from '../render/partStitchScene';
import { SeparatePassLayer } from './separatePass';

type Scene = 'fit' | 'cells8' | 'cells24';

/**
 * `plain`: no part stitches; `halfStitches`: 100 000 half stitches drawn by the cells' shader (what the editor
 * does); `halfAndQuarter`: with 20 000 quarter stitches too; `separatePass`: the same half stitches as a layer of
 * their own above the cells (the alternative not taken).
 */
type Variant = 'plain' | 'halfStitches' | 'halfAndQuarter' | 'separatePass';

interface PartStitchesBench {
  readonly renderer: string;
  readonly editor: Editor;
  frames(variant: Variant, scene: Scene, count: number): number[];
  /**
   * Draws the n-th half stitch with the tool at 24 px cells: ms spent repacking and uploading part-stitch texels,
   * cells uploaded, and ms from the pointerup to the end of the frame that shows it.
   */
  edit(index: number): { packAndUploadMs: number; cellsUploaded: number; toFrameMs: number };
  /** Part stitches in the chart, and the renderer's GPU bytes. */
  counts(): { halfStitches: number; quarterStitches: number; gpuBytes: number };
}

declare global {
  interface Window {
    partStitchesBench?: Promise<PartStitchesBench>;
  }
}

function readPixel(renderer: GridRenderer, x: number, y: number): void {
  const gl = renderer.gl;
  gl.readPixels(
    Math.round(x),
    gl.drawingBufferHeight - 1 - Math.round(y),
    1,
    1,
    gl.RGBA,
    gl.UNSIGNED_BYTE,
    new Uint8Array(4),
  );
}

async function open(): Promise<PartStitchesBench> {
  const { editor, renderer } = await openBenchEditor(2000);
  const size = editor.document.columnCount;
  const halves = benchHalfStitches(size);
  const quarters = benchQuarterStitches(size);
  const itemsOf: Record<Variant, GridItems> = {
    plain: noGridItems,
    halfStitches: { ...noGridItems, halfStitches: halves },
    halfAndQuarter: { ...noGridItems, halfStitches: halves, quarterStitches: quarters },
    separatePass: noGridItems,
  };
  let shown: Variant = 'plain';
  let separate: RenderLayer | undefined;
  const show = (variant: Variant) => {
    if (variant === shown) return;
    shown = variant;
    editor.document.replaceItems(itemsOf[variant]);
    if (separate) renderer.removeLayer(separate);
    separate =
      variant === 'separatePass'
        ? renderer.addLayer(() => new SeparatePassLayer(halves, editor.document.palette.styles, size))
        : undefined;
  };
  const gl = renderer.gl;
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  const rendererName = String(
    debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
  );

  return {
    renderer: rendererName,
    editor,
    frames(variant, scene, count) {
      show(variant);
      editor.setMode('drawCells');
      const cellSize = scene === 'cells8' ? 8 : 24;
      if (scene === 'fit') editor.fitToView();
      else editor.zoomTo(zoomForCellSize(cellSize));
      editor.scrollTo(400, 400);
      const durations: number[] = [];
      for (let index = 0; index < count + 10; index += 1) {
        editor.scrollBy(index % 2 === 0 ? 37 : -29, index % 3 === 0 ? 23 : -17);
        // The same zoom steps every time: every fifth frame one step in or out.
        if (index % 5 === 4 && scene !== 'fit') {
          editor.zoomTo(zoomForCellSize(cellSize + (index % 10 === 4 ? 1 : 0)));
        }
        const start = performance.now();
        renderer.render();
        readPixel(renderer, 20 + (index % 50), 20);
        if (index >= 10) durations.push(performance.now() - start);
      }
      return durations.sort((a, b) => a - b);
    },
    edit(index) {
      show('halfStitches');
      editor.setMode('drawHalfStitches');
      editor.selectStyle(1 + (index % 20));
      if (Math.abs(editor.camera.zoom - zoomForCellSize(24)) > 1e-9) editor.zoomTo(zoomForCellSize(24));
      const { viewWidth, viewHeight } = editor.camera;
      const centre = editor.cellAt(viewWidth / 2, viewHeight / 2);
      const point = editor.pointOfCell(
        centre.column - 10 + (index % 20),
        centre.row - 4 + Math.floor(index / 20),
      );
      // Towards the top-left corner of the cell: its top-left half stitch.
      const x = point.x - 6;
      const y = point.y - 6;
      const before = renderer.partStitchUploads;
      editor.pointerDown(x, y);
      let frameEnd = 0;
      const remove = renderer.addFrameListener(() => {
        frameEnd = performance.now();
      });
      const up = performance.now();
      editor.pointerUp(x, y);
      // An edit draws at once unless a frame was drawn within the last 16 ms; then with the next animation frame.
      if (frameEnd === 0) renderer.render();
      remove();
      const after = renderer.partStitchUploads;
      return {
        packAndUploadMs: after.milliseconds - before.milliseconds,
        cellsUploaded: after.cells - before.cells,
        toFrameMs: frameEnd - up,
      };
    },
    counts: () => ({
      halfStitches: editor.document.items.halfStitches.length,
      quarterStitches: editor.document.items.quarterStitches.length,
      gpuBytes: renderer.gpuBytes,
    }),
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
  window.partStitchesBench = open();
}
