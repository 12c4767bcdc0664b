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
  for (let index = 1; index < visible.length; index += 1) overlayLayer(visible[index]!.cells, target);
  return target;
}

/** Four cells at a time where the array is aligned: an empty stretch of a layer costs a quarter of a pass. */
function wordsOf(cells: Uint8Array): Uint32Array | undefined {
  return cells.byteOffset % 4 === 0
    ? new Uint32Array(cells.buffer, cells.byteOffset, cells.length >>> 2)
    : undefined;
}

/** Writes a layer's non-empty cells over `target`, skipping empty words. */
function overlayLayer(cells: Uint8Array, target: Uint8Array): void {
  const words = wordsOf(cells);
  let cell = 0;
  if (words) {
    for (let word = 0; word < words.length; word += 1) {
      if (words[word] === 0) continue;
      for (let at = word * 4; at < word * 4 + 4; at += 1) {
        const value = cells[at]!;
        if (value !== EMPTY_LAYER_CELL) target[at] = value;
      }
    }
    cell = words.length * 4;
  }
  for (; cell < cells.length; cell += 1) {
    const value = cells[cell]!;
    if (value !== EMPTY_LAYER_CELL) target[cell] = value;
  }
}

/**
 * Updates flattened cells after one layer was shown or hidden (`layers` already has its new visibility): only the
 * cells that layer fills can change, so only those are looked at (empty words skipped). Returns the rectangle of
 * cells looked at, in cells of a grid `columnCount` wide, or undefined when the layer is empty.
 */
export function reflattenLayer(
  layers: readonly LayerCells[],
  toggled: number,
  target: Uint8Array,
  columnCount: number,
): { x0: number; y0: number; x1: number; y1: number } | undefined {
  const cells = layers[toggled]!.cells;
  const words = wordsOf(cells);
  // The visible layers' arrays, top first: the first non-empty value of a cell is what shows.
  const visibleTopDown = layers
    .filter((layer) => layer.visible)
    .map((layer) => layer.cells)
    .reverse();
  const depth = visibleTopDown.length;
  let first = -1;
  let last = -1;
  let minColumn = columnCount;
  let maxColumn = -1;
  const visit = (at: number) => {
    if (cells[at] === EMPTY_LAYER_CELL) return;
    let value = EMPTY_LAYER_CELL;
    for (let layer = 0; layer < depth; layer += 1) {
      const candidate = visibleTopDown[layer]![at]!;
      if (candidate !== EMPTY_LAYER_CELL) {
        value = candidate;
        break;
      }
    }
    target[at] = value;
    if (first < 0) first = at;
    last = at;
    const column = at % columnCount;
    if (column < minColumn) minColumn = column;
    if (column > maxColumn) maxColumn = column;
  };
  let cell = 0;
  if (words) {
    for (let word = 0; word < words.length; word += 1) {
      if (words[word] === 0) continue;
      for (let at = word * 4; at < word * 4 + 4; at += 1) visit(at);
    }
    cell = words.length * 4;
  }
  for (; cell < cells.length; cell += 1) visit(cell);
  if (first < 0) return undefined;
  return {
    x0: minColumn,
    y0: Math.floor(first / columnCount),
    x1: maxColumn + 1,
    y1: Math.floor(last / columnCount) + 1,
  };
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
