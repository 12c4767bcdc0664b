/**
 * Layers of a grid chart (spec §3 "Layers"; docs/decisions/layers.md): every layer holds a full grid of cells, the
 * first layer of `layers.items` is the bottom one and keeps its cells in `grid.rows`, each further layer carries its
 * own `rows`. What a maker sees, prints, exports and counts is the visible layers flattened: a cell shows the value of
 * the highest visible layer whose cell is not 0; 0 means "nothing on this layer here".
 */
import type { Layer, Layers } from './chartState';

/** The cell value that means "nothing on this layer here": the layers below show through. */
export const EMPTY_LAYER_CELL = 0;

/** The cells of one layer and whether it is shown. */
export interface LayerCells {
  readonly cells: Uint8Array;
  readonly visible: boolean;
}

/**
 * Writes the visible layers, flattened, into `target` (all arrays the same length): the highest visible layer with a
 * non-zero cell wins; cells no visible layer fills are 0. `layers` run bottom to top. Linear in cells × visible layers.
 */
export function flattenLayers(layers: readonly LayerCells[], target: Uint8Array): Uint8Array {
  const visible = layers.filter((layer) => layer.visible);
  if (visible.length === 0) {
    target.fill(EMPTY_LAYER_CELL);
    return target;
  }
  target.set(visible[0]!.cells);
  for (let index = 1; index < visible.length; index += 1) {
    const cells = visible[index]!.cells;
    for (let cell = 0; cell < cells.length; cell += 1) {
      const value = cells[cell]!;
      if (value !== EMPTY_LAYER_CELL) target[cell] = value;
    }
  }
  return target;
}

/** The flattened value of one cell (layers bottom to top). */
export function flattenedCell(layers: readonly LayerCells[], index: number): number {
  for (let layer = layers.length - 1; layer >= 0; layer -= 1) {
    const entry = layers[layer]!;
    if (!entry.visible) continue;
    const value = entry.cells[index] ?? EMPTY_LAYER_CELL;
    if (value !== EMPTY_LAYER_CELL) return value;
  }
  return EMPTY_LAYER_CELL;
}

/** Whether the chart's cells are only `grid.rows` as they are: one layer, and it is visible. */
export function isSingleVisibleLayer(layers: Layers): boolean {
  return layers.items.length === 1 && layers.items[0]!.visible;
}

/** The layer of an id, or undefined. */
export function layerOf(layers: Layers, layerId: number): Layer | undefined {
  return layers.items.find((layer) => layer.layerId === layerId);
}

/** A layer id not yet used (one more than the highest). */
export function nextLayerId(layers: Layers): number {
  return layers.items.reduce((highest, layer) => Math.max(highest, layer.layerId), 0) + 1;
}

/** The layers without their cells (`rows` left out), as the editor and the stored state's metadata hold them. */
export function layersWithoutRows(layers: Layers): Layers {
  return {
    ...layers,
    items: layers.items.map(({ rows: _rows, ...layer }) => layer),
  };
}
