// Freeform rendering benchmark page (issue 29): builds a freeform chart of `?count=N` symbols on 4 layers of a
// 2000 × 2000 premium chart in the page (a fixed seed), opens it in the editor's own view with the freeform feature
// and the engine's hit index as the page does, then measures on request of the Playwright driver through
// `window.freeformBench`. Timing code lives here; the app has none.
import { builtInSymbols, createChartState, type ChartState, type FreeformSymbol } from '@steekwerk/model';
import { boundingBoxOf } from '@steekwerk/model';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor } from '../../web/src/editor/Editor';
import { connectEditorToStore } from '../../web/src/editor/editorStore';
import {
  documentFromState,
  freeformGridSize,
  startingStyles,
} from '../../web/src/editor/document/chartState';
import { freeformFeature } from '../../web/src/editor/freeform/freeformFeature';
import { setLayerVisible } from '../../web/src/editor/document/commands/layerCommands';
import { EditorView } from '../../web/src/editor/panels/EditorView';
import type { GridRenderer } from '../../web/src/editor/render/GridRenderer';
import { symbolCellsOf, useSymbolStore } from '../../web/src/editor/symbols/symbolStore';
import { freeformZoomLimits, zoomForCellSize } from '../../web/src/editor/viewport/zoom';
import { createFreeformHitIndex } from '../../web/src/engine/freeformHitIndex';
import '../../web/src/editor/editor.css';
import { readPixelText, webGlRendererName } from '../render/benchPage';
import { chartSide, freeformBenchSymbols } from './benchSymbols';

/** Where a pan path runs: the whole chart in view, or the working zoom (2 px per unit: a chain is 40 px). */
type Scene = 'fit' | 'work';

interface FrameSample {
  readonly durations: number[];
  readonly drawCalls: number;
  /** Symbols in the meshes after the path (culling). */
  readonly builtSymbols: number;
  /** Layers drawn from their texture after the path. */
  readonly texturedLayers: number;
}

interface MoveSample {
  /** The command (`moveBy`) applied, listeners included. */
  readonly command: number;
  /** The next frame drawn (meshes rebuilt and uploaded) and read back. */
  readonly frame: number;
}

interface FreeformBench {
  readonly renderer: string;
  readonly symbols: number;
  frames(scene: Scene, count: number): FrameSample;
  /** Moves a selection of `size` symbols (`layer`: all of layer 1, else spread over the 4 layers) `count` times. */
  moves(size: number, layers: 'one' | 'all', count: number): MoveSample[];
  /** Fades the layers other than layer 1 (the user's setting) and hides some (screenshots of the drawing). */
  showLayers(fade: boolean, hidden: readonly number[]): void;
}

declare global {
  interface Window {
    freeformBench?: Promise<FreeformBench>;
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

function chartState(count: number): ChartState {
  const craft = 'crochetFreeform';
  const state = createChartState({
    craft,
    type: 'other',
    size: { ...freeformGridSize },
    rows: '',
    styles: startingStyles(craft, 'other'),
  });
  const cellsOf = new Map(builtInSymbols.map((symbol) => [symbol.symbolId, symbol.cells]));
  const styles = state.palette.styles.map((style) => ({
    styleId: style.styleId,
    cells: cellsOf.get(style.symbolId) ?? 1,
  }));
  const symbols: FreeformSymbol[] = freeformBenchSymbols(count, styles).map((placement) => ({
    ...placement,
    boundingBox: boundingBoxOf(placement),
  }));
  return {
    ...state,
    layers: {
      items: [1, 2, 3, 4].map((layerId) => ({ layerId, title: `Laag ${layerId}`, visible: true })),
      selectedLayerId: 1,
    },
    freeform: { ...state.freeform, size: { width: chartSide, height: chartSide }, symbols },
  };
}

async function open(): Promise<FreeformBench> {
  const count = Number(new URLSearchParams(location.search).get('count') ?? '0');
  const state = chartState(count);
  await useSymbolStore.getState().requestSymbols(state.palette.styles.map((style) => style.symbolId));
  const document_ = documentFromState(state, new Uint8Array(1));
  const editor = new Editor(document_, {
    premium: true,
    initialMode: 'empty',
    symbolCells: symbolCellsOf,
    viewWidth: window.innerWidth,
    viewHeight: window.innerHeight,
    freeform: freeformFeature,
    freeformHitIndex: createFreeformHitIndex(),
  });
  connectEditorToStore(editor);
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  const renderer = await new Promise<GridRenderer>((resolve, reject) => {
    createRoot(root).render(
      createElement(EditorView, {
        editor,
        heading: 'Benchmark',
        onFailure: (failure) => reject(new Error(failure)),
        onRenderer: (created) => {
          if (created) resolve(created);
        },
      }),
    );
  });
  // The symbols' atlas is made once the symbols are loaded; a frame then builds the meshes.
  await new Promise((resolve) => setTimeout(resolve, 200));
  editor.fitToView();
  renderer.render();
  const session = editor.sessions.freeformSelection;
  if (!session) throw new Error('no freeform selection session');
  // The freeform layer among the renderer's (its counters, and `?textures=0` to draw the meshes only).
  const freeformLayer = (
    renderer as unknown as {
      layers: { builtSymbolCount?: number; useTextures?(on: boolean): void; texturedLayers?: number }[];
    }
  ).layers.find((layer) => layer.builtSymbolCount !== undefined);
  if (!freeformLayer) throw new Error('no freeform layer');
  if (new URLSearchParams(location.search).get('textures') === '0') {
    freeformLayer.useTextures?.(false);
    renderer.render();
  }
  const builtSymbols = () => freeformLayer.builtSymbolCount ?? 0;
  // For looking into a run by hand (devtools, scratch drivers).
  (window as unknown as { freeformDebug: unknown }).freeformDebug = { editor, renderer, freeformLayer };

  const toScene = (scene: Scene) => {
    if (scene === 'fit') editor.fitToView();
    else editor.zoomTo(zoomForCellSize(2, freeformZoomLimits));
  };

  return {
    renderer: webGlRendererName(renderer),
    symbols: editor.document.freeformSymbols.length,
    frames(scene, frameCount) {
      toScene(scene);
      renderer.render();
      const durations: number[] = [];
      let calls = 0;
      for (let index = 0; index < frameCount + 10; index += 1) {
        // Back and forth, so the view moves every frame (also at fit-all) and stays about the chart's middle.
        const sign = Math.floor(index / 8) % 2 === 0 ? 1 : -1;
        editor.scrollBy(23 * sign, 14 * sign);
        const callsBefore = drawCalls;
        const start = performance.now();
        renderer.render();
        readPixelText(renderer, 20 + (index % 50), 20);
        const duration = performance.now() - start;
        if (index >= 10) {
          durations.push(duration);
          calls = Math.max(calls, drawCalls - callsBefore);
        }
      }
      return {
        durations: durations.sort((a, b) => a - b),
        drawCalls: calls,
        builtSymbols: builtSymbols(),
        texturedLayers: freeformLayer.texturedLayers ?? 0,
      };
    },
    showLayers(fade, hidden) {
      editor.setUserSettings({ freeformFadeInactiveLayers: fade });
      for (const layerId of [1, 2, 3, 4]) {
        const visible = !hidden.includes(layerId);
        const layer = editor.document.meta.layers.items.find((item) => item.layerId === layerId);
        if (layer && layer.visible !== visible) editor.run(setLayerVisible, { layerId, visible });
      }
      renderer.render();
    },
    moves(size, layers, moveCount) {
      toScene('fit');
      renderer.render();
      const document = editor.document;
      const ids = document.freeformSymbolIds;
      const symbols = document.freeformSymbols;
      const candidates = ids.filter((_, at) => layers === 'all' || symbols[at]?.layerId === 1);
      const step = Math.max(1, candidates.length / size);
      const chosen: number[] = [];
      for (let at = 0; chosen.length < size && Math.floor(at) < candidates.length; at += step) {
        chosen.push(candidates[Math.floor(at)]!);
      }
      session.select(chosen);
      const samples: MoveSample[] = [];
      for (let index = 0; index < moveCount + 3; index += 1) {
        // Right and down, then back: the selection stays inside the chart (moves are clamped to it).
        const delta = index % 2 === 0 ? 5 : -5;
        const start = performance.now();
        const outcome = session.moveBy(delta, delta);
        const applied = performance.now();
        if (outcome === 'nothing') throw new Error('the move did nothing');
        renderer.render();
        readPixelText(renderer, 20, 20);
        const drawn = performance.now();
        if (index >= 3) samples.push({ command: applied - start, frame: drawn - applied });
      }
      session.clear();
      return samples;
    },
  };
}

window.freeformBench = open();
