// Part-stitch rendering benchmark page: opens a 2000² chart the way the editor does (the editor's own view with its
// PixiJS renderer) and, on request of the Playwright driver through `window.partStitchesBench`, puts a variant's
// stitches into the chart and measures forced frames over the pan/zoom path (in blocks per variant, or the three
// ways of drawing them frame after frame), or one half stitch drawn with the tool (repacking and upload time, and
// the time to the frame that shows it). Timing code lives here; the app has none.
import type { ChartState } from '@steekwerk/model';
import type { Editor } from '../../web/src/editor/Editor';
import { noGridItems, type GridItems } from '../../web/src/editor/document/gridItems';
import type { PartStitchesLayer } from '../../web/src/editor/render/parts/PartStitchesLayer';
import type { RenderLayer } from '../../web/src/editor/render/RenderLayer';
import { zoomForCellSize } from '../../web/src/editor/viewport/zoom';
import '../../web/src/editor/editor.css';
import {
  benchChartTemplate,
  panFrames,
  readPixelText,
  webGlRendererName,
  type PanScene,
} from '../render/benchPage';
import { openBenchEditor } from '../render/openBenchEditor';
import { benchHalfStitches, benchQuarterStitches } from '../render/partStitchScene';
import { SeparatePassLayer } from './separatePass';

/**
 * `plain`: no part stitches; `halfStitches`: 100 000 half stitches drawn by the cells' shader (what the editor
 * does); `halfAndQuarter`: with 20 000 quarter stitches too; `separatePass`: the same half stitches as a layer of
 * their own above the cells (the alternative not taken).
 */
type Variant = 'plain' | 'halfStitches' | 'halfAndQuarter' | 'separatePass';

/** How a paired frame draws the half stitches: not at all, in the cells' shader, or as a layer of their own. */
type Drawing = 'plain' | 'inShader' | 'ownLayer';
const drawings: readonly Drawing[] = ['plain', 'inShader', 'ownLayer'];

interface PartStitchesBench {
  readonly renderer: string;
  readonly editor: Editor;
  frames(variant: Variant, scene: PanScene, count: number): number[];
  /**
   * Draws the n-th half stitch with the tool at 24 px cells: ms spent repacking part-stitch texels and uploading
   * them, cells uploaded, and ms from the pointerup to the end of the frame that shows it.
   */
  edit(
    index: number,
  ): Promise<{ packMs: number; uploadMs: number; cellsUploaded: number; toFrameMs: number }>;
  /**
   * The same view drawn three ways frame after frame (so a busy machine slows all three alike): without part
   * stitches, with the 100 000 half stitches in the cells' shader, and with them as a layer of their own; sorted ms
   * of each.
   */
  pairedFrames(scene: PanScene, count: number): Record<Drawing, number[]>;
  /** Part stitches in the chart, and the renderer's GPU bytes. */
  counts(): { halfStitches: number; quarterStitches: number; gpuBytes: number };
}

declare global {
  interface Window {
    partStitchesBench?: Promise<PartStitchesBench>;
  }
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
  return {
    renderer: webGlRendererName(renderer),
    editor,
    frames(variant, scene, count) {
      show(variant);
      editor.setMode('drawCells');
      return panFrames(editor, renderer, scene, count);
    },
    async edit(index) {
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
      editor.pointerDown(x, y);
      // A click's release comes a little after its press (the press showed the stitch already, live).
      await new Promise((resolve) => setTimeout(resolve, 60));
      const before = renderer.partStitchUploads;
      let frameEnd = 0;
      const framed = new Promise<void>((resolve) => {
        const remove = renderer.addFrameListener(() => {
          frameEnd = performance.now();
          remove();
          resolve();
        });
      });
      const up = performance.now();
      // Recorded as one command: the stitch is taken back and placed again, drawn at once or with the next frame.
      editor.pointerUp(x, y);
      await framed;
      const after = renderer.partStitchUploads;
      return {
        packMs: after.packMs - before.packMs,
        uploadMs: after.uploadMs - before.uploadMs,
        cellsUploaded: after.cells - before.cells,
        toFrameMs: frameEnd - up,
      };
    },
    pairedFrames(scene, count) {
      show('halfStitches');
      editor.setMode('drawCells');
      const ownLayer = renderer.addLayer(
        () => new SeparatePassLayer(halves, editor.document.palette.styles, size),
      );
      // The renderer's own switch for part stitches (bench only): off draws the cells exactly as without them.
      const { uniforms } = (renderer as unknown as { partStitches: PartStitchesLayer }).partStitches;
      const shown = uniforms.uniforms.uPartStitches;
      const cellSize = scene === 'cells8' ? 8 : 24;
      if (scene === 'fit') editor.fitToView();
      else editor.zoomTo(zoomForCellSize(cellSize));
      editor.scrollTo(400, 400);
      const times: Record<Drawing, number[]> = { plain: [], inShader: [], ownLayer: [] };
      for (let index = 0; index < count + 5; index += 1) {
        editor.scrollBy(index % 2 === 0 ? 37 : -29, index % 3 === 0 ? 23 : -17);
        for (let turn = 0; turn < drawings.length; turn += 1) {
          // Each in turn first, so none always follows the same one.
          const drawing = drawings[(index + turn) % drawings.length]!;
          uniforms.uniforms.uPartStitches = drawing === 'inShader' ? shown : new Float32Array(2);
          uniforms.update();
          ownLayer.display.visible = drawing === 'ownLayer';
          const start = performance.now();
          renderer.render();
          readPixelText(renderer, 20 + (index % 50), 20);
          if (index >= 5) times[drawing].push(performance.now() - start);
        }
      }
      uniforms.uniforms.uPartStitches = shown;
      uniforms.update();
      renderer.removeLayer(ownLayer);
      for (const list of Object.values(times)) list.sort((a, b) => a - b);
      return times;
    },
    counts: () => ({
      halfStitches: editor.document.items.halfStitches.length,
      quarterStitches: editor.document.items.quarterStitches.length,
      gpuBytes: renderer.gpuBytes,
    }),
  };
}

if (new URLSearchParams(location.search).has('prepare')) {
  (window as unknown as { chartTemplate: ChartState }).chartTemplate = benchChartTemplate('crossStitch');
} else {
  window.partStitchesBench = open();
}
