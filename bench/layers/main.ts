// Layer-switch benchmark page: opens a chart the way the editor does, adds layers filled in bands (each covering a
// tenth of the rows), and on request of the Playwright driver (through `window.layersBench`) times a layer switch —
// choosing another layer, or showing or hiding one — from the command to the end of the first frame drawn after it
// (the renderer's frame listener), beside one cell drawn to its frame as the machine's baseline. Timing code lives
// here; the app has none.
import type { ChartState } from '@steekwerk/model';
import '../../web/src/editor/editor.css';
import { benchChartTemplate } from '../render/benchPage';
import { openBenchEditor } from '../render/openBenchEditor';

type Switch = 'select' | 'hide' | 'show' | 'cell';

interface Timing {
  readonly ms: number;
  readonly commandMs: number;
  readonly uploadedCells: number;
}

interface LayersBench {
  readonly renderer: string;
  readonly layerCount: number;
  /** Whole chart in view; `count` layers, the top one chosen and shown. */
  prepare(count: number): void;
  /**
   * Ms from the command to the first frame drawn after it; the ms until the command returned (a frame drawn at once
   * inside it included); the cells uploaded to the GPU for it.
   */
  time(step: Switch): Promise<Timing>;
}

declare global {
  interface Window {
    layersBench?: Promise<LayersBench>;
  }
}

async function open(): Promise<LayersBench> {
  const { editor, renderer } = await openBenchEditor(2000);
  const gl = renderer.gl;
  const debug = gl.getExtension('WEBGL_debug_renderer_info');
  const rendererName = String(
    debug ? gl.getParameter(debug.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
  );
  const document = editor.document;
  const columnCount = document.columnCount;
  const rowCount = document.rowCount;

  const topLayerId = () => document.meta.layers.items.at(-1)!.layerId;
  const frameAfter = (action: () => void): Promise<Timing> =>
    new Promise((resolve) => {
      const uploadedBefore = renderer.uploadedCellCount;
      const start = performance.now();
      let commandMs = -1;
      const remove = renderer.addFrameListener(() => {
        remove();
        const ms = performance.now() - start;
        resolve({
          ms,
          commandMs: commandMs < 0 ? ms : commandMs,
          uploadedCells: renderer.uploadedCellCount - uploadedBefore,
        });
      });
      action();
      commandMs = performance.now() - start;
    });

  return {
    renderer: rendererName,
    get layerCount() {
      return document.layerCells.length;
    },
    prepare(count) {
      editor.fitToView();
      while (document.layerCells.length < count) {
        const index = document.layerCells.length;
        if (editor.perform('addLayer', { title: `Laag ${index + 1}` }) !== 'done')
          throw new Error('addLayer');
        const band = Math.floor(rowCount / 10);
        const y = Math.floor(((index * 0.13) % 0.9) * rowCount);
        const values = new Uint8Array(columnCount * band).fill(1 + (index % 5));
        const rect = { x: 0, y, width: columnCount, height: band };
        if (editor.perform('setCells', { kind: 'rect', rect, values }) !== 'done')
          throw new Error('setCells');
      }
      editor.perform('setLayerVisible', { layerId: topLayerId(), visible: true });
      editor.perform('selectLayer', { layerId: topLayerId() });
    },
    time(step) {
      const layers = document.meta.layers.items;
      if (step === 'select') {
        // Choosing a layer changes no shown cell, so no frame follows: the command's own time, to the panel's update.
        const other = layers.find((layer) => layer.layerId !== document.selectedLayerId)!;
        const start = performance.now();
        editor.perform('selectLayer', { layerId: other.layerId });
        const ms = performance.now() - start;
        return Promise.resolve({ ms, commandMs: ms, uploadedCells: 0 });
      }
      if (step === 'cell') {
        // The baseline: one cell drawn, to its frame (what any edit costs on this machine).
        const at = document.editCells[0] === 1 ? 2 : 1;
        const rect = { x: 0, y: 0, width: 1, height: 1 };
        return frameAfter(() =>
          editor.perform('setCells', { kind: 'rect', rect, values: Uint8Array.of(at) }),
        );
      }
      return frameAfter(() =>
        editor.perform('setLayerVisible', { layerId: topLayerId(), visible: step === 'show' }),
      );
    },
  };
}

if (new URLSearchParams(location.search).has('prepare')) {
  (window as unknown as { chartTemplate: ChartState }).chartTemplate = benchChartTemplate('knitting');
} else {
  window.layersBench = open();
}
