/**
 * Cell patches: new values for some cells, either a rectangle of values or a list of cell indices. Applying a
 * patch returns the patch of the old values, which is its exact inverse.
 */
import { isCellValue, type CellRect, type ChartDocument } from '../ChartDocument';
import { defineCommand, invoke, type CommandResult } from './command';

/**
 * The layer a patch writes to: its id (stable when layers move), or the selected layer when absent. The inverse
 * always names the layer, so undo reaches it after another layer was selected.
 */
interface OnLayer {
  readonly layerId?: number;
}

export type CellPatch = OnLayer &
  (
    | {
        readonly kind: 'rect';
        readonly rect: CellRect;
        /** Row-major values of the rectangle. */
        readonly values: Uint8Array;
      }
    | {
        readonly kind: 'sparse';
        /** Row-major cell indices into a grid `columnCount` wide. */
        readonly indices: Uint32Array;
        readonly values: Uint8Array;
        readonly columnCount: number;
      }
  );

/** The rectangle a list of indices covers, or undefined for none. */
export function rectOfIndices(indices: Uint32Array, columnCount: number): CellRect | undefined {
  if (indices.length === 0) return undefined;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const index of indices) {
    const y = Math.floor(index / columnCount);
    const x = index - y * columnCount;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

function checkValues(values: Uint8Array, count: number): boolean {
  return values.length === count;
}

function applyRect(
  document: ChartDocument,
  rect: CellRect,
  values: Uint8Array,
  layerId: number,
): CommandResult | false {
  const { x, y, width, height } = rect;
  const layer = document.layerIndexOf(layerId);
  if (layer < 0) return false;
  if (
    !checkValues(values, width * height) ||
    !document.contains(x, y) ||
    !document.contains(x + width - 1, y + height - 1)
  ) {
    return false;
  }
  const old = new Uint8Array(width * height);
  let changed = false;
  for (let row = 0; row < height; row += 1) {
    const base = (y + row) * document.columnCount + x;
    for (let column = 0; column < width; column += 1) {
      const value = values[row * width + column] ?? 0;
      const previous = document.writeLayerCellByIndex(layer, base + column, value);
      old[row * width + column] = previous;
      if (previous !== value) changed = true;
    }
  }
  if (!changed) return false;
  document.announceCells(rect);
  return { inverse: invoke(setCells, { kind: 'rect', rect, values: old, layerId }) };
}

function applySparse(
  document: ChartDocument,
  patch: Extract<CellPatch, { kind: 'sparse' }>,
  layerId: number,
): CommandResult | false {
  const { indices, values } = patch;
  const layer = document.layerIndexOf(layerId);
  if (layer < 0) return false;
  const cellCount = document.columnCount * document.rowCount;
  if (patch.columnCount !== document.columnCount || !checkValues(values, indices.length)) return false;
  for (const index of indices) if (index >= cellCount) return false;
  const old = new Uint8Array(indices.length);
  let changed = false;
  // Old values are read before writing, in reverse, so an index listed twice restores its first old value.
  for (let position = 0; position < indices.length; position += 1) {
    const index = indices[position] ?? 0;
    const value = values[position] ?? 0;
    const previous = document.writeLayerCellByIndex(layer, index, value);
    old[position] = previous;
    if (previous !== value) changed = true;
  }
  if (!changed) return false;
  const rect = rectOfIndices(indices, document.columnCount);
  if (rect) document.announceCells(rect);
  const reversedIndices = indices.slice().reverse();
  const reversedOld = old.reverse();
  return {
    inverse: invoke(setCells, {
      kind: 'sparse',
      indices: reversedIndices,
      values: reversedOld,
      columnCount: patch.columnCount,
      layerId,
    }),
  };
}

/** Sets cells of a layer (the selected one unless named) to new values. Every value must be 0–255; a patch outside the grid does nothing. */
export const setCells = defineCommand<CellPatch>('setCells', (document, patch) => {
  for (const value of patch.values) if (!isCellValue(value)) return false;
  const layerId = patch.layerId ?? document.selectedLayerId;
  return patch.kind === 'rect'
    ? applyRect(document, patch.rect, patch.values, layerId)
    : applySparse(document, patch, layerId);
});
