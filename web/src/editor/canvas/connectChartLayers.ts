/**
 * Which cells the renderer draws for the document (docs/decisions/layers.md, "Cost of a switch"). A chart of one
 * layer: the shown cells, one texture, as always. A chart of several: every layer's own array, composed by the grid
 * shader with a visibility mask, so showing or hiding a layer is a uniform and one frame; adding, removing or moving
 * layers (other arrays) hands them over again. The renderer never reads the flattened cells of a chart of several
 * layers; the document brings them up to date when another reader asks (layerStack.ts).
 */
import type { ChartDocument } from '../document/ChartDocument';
import { maximumShaderLayers } from '../render/cells/layerMask';

/**
 * Whether the shader composes this many layers. Beyond its mask (31; the tiers allow 20, the API refuses more) the
 * flattened cells are shown as for one layer, handed over again on every change of the layers.
 */
const composed = (count: number) => count > 1 && count <= maximumShaderLayers;

/** What this needs of the renderer (GridRenderer). */
export interface LayerCellsTarget {
  setCells(cells: Uint8Array, columnCount: number, rowCount: number): void;
  setLayerCells(
    arrays: readonly Uint8Array[],
    visible: readonly boolean[],
    columnCount: number,
    rowCount: number,
  ): void;
  setLayerVisibility(visible: readonly boolean[]): void;
  showsLayers(arrays: readonly Uint8Array[]): boolean;
  readonly showsSeveralLayers: boolean;
}

function visibilityOf(document: ChartDocument): boolean[] {
  if (!document.hasMetadata) return document.layerCells.map(() => true);
  return document.meta.layers.items.map((layer) => layer.visible);
}

/** Hands the document's cells to the renderer whole (a new chart, a new size, other layer arrays). */
export function showCells(renderer: LayerCellsTarget, document: ChartDocument): void {
  const arrays = document.layerCells;
  const { columnCount, rowCount } = document;
  if (composed(arrays.length)) {
    renderer.setLayerCells(arrays, visibilityOf(document), columnCount, rowCount);
  } else {
    renderer.setCells(document.cells, columnCount, rowCount);
  }
}

/**
 * After a `layers` change: the visibility only when the same arrays are shown, else the cells whole again (for a
 * chart of one layer, only when its shown array was replaced or several layers were shown before).
 */
export function showLayers(
  renderer: LayerCellsTarget,
  document: ChartDocument,
  cellsReplaced: boolean,
): void {
  const arrays = document.layerCells;
  if (composed(arrays.length) && renderer.showsLayers(arrays)) {
    renderer.setLayerVisibility(visibilityOf(document));
    whenIdle(() => document.cells);
  } else if (arrays.length > 1 || cellsReplaced || renderer.showsSeveralLayers) {
    showCells(renderer, document);
  }
}

/**
 * After a switch, at an idle moment: the document's flattened cells are brought up to date (a pass over the toggled
 * layer's cells), so the next hover or count does not wait for it.
 */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
}
