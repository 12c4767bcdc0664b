/**
 * A grid chart's layers as stored (docs/decisions/layers.md): a revision's `cells` are the first layer's cells
 * followed by the cells of every further layer that has any, in the order of `layers.items`; in the stored state such
 * a layer's `rows` is `''` (its slot in the cells), a layer without `rows` has no cells. The client never sees the
 * marker: `chart/get` and backups encode every slot back into that layer's `rows`.
 */
import { flattenLayers, type ChartState, type Layers, type TierLimits } from '@steekwerk/model';
import { GridRowsError, type Engine } from '@steekwerk/engine/node';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';

/** Whether a craft draws on a grid (freeform charts keep symbols on their layers, never cells). */
function isGridChart(state: ChartState): boolean {
  return !state.settings.craft.endsWith('Freeform');
}

/**
 * The cells of the further layers of a state being saved, decoded and checked against the tier: the layer count,
 * the cells of all layers together, rows that fit the grid, and no rows on the first layer.
 *
 * @returns the decoded cells per layer index (only layers with rows), in layer order
 * @throws AppException ChartTooLarge (too many layers or cells), InvalidGridRows (rows that do not decode)
 */
export function decodeLayerCells(
  state: ChartState,
  engine: Engine,
  limits: TierLimits,
): Array<{ index: number; cells: Uint8Array }> {
  const { items } = state.layers;
  if (!isGridChart(state)) {
    if (items.some((layer) => layer.rows !== undefined)) throw new AppException(ErrorCode.InvalidGridRows);
    return [];
  }
  if (items.length > limits.maxLayers) {
    throw new AppException(ErrorCode.ChartTooLarge, `Hoogstens ${limits.maxLayers} lagen.`);
  }
  if (items[0]?.rows !== undefined) throw new AppException(ErrorCode.InvalidGridRows);
  if (!items.some((layer) => layer.layerId === state.layers.selectedLayerId)) {
    throw new AppException(ErrorCode.InvalidInput);
  }
  if (new Set(items.map((layer) => layer.layerId)).size !== items.length) {
    throw new AppException(ErrorCode.InvalidInput);
  }
  const { columnCount, rowCount } = state.grid.settings.size;
  const withRows = items.filter((layer) => layer.rows !== undefined).length;
  if (columnCount * rowCount * (1 + withRows) > limits.maxLayerCells && withRows > 0) {
    throw new AppException(
      ErrorCode.ChartTooLarge,
      `Hoogstens ${limits.maxLayerCells.toLocaleString('nl-NL')} steken in alle lagen samen.`,
    );
  }
  const decoded: Array<{ index: number; cells: Uint8Array }> = [];
  items.forEach((layer, index) => {
    if (layer.rows === undefined) return;
    try {
      decoded.push({ index, cells: engine.decodeRows(layer.rows, columnCount, rowCount) });
    } catch (error) {
      if (error instanceof GridRowsError) throw new AppException(ErrorCode.InvalidGridRows);
      throw error;
    }
  });
  return decoded;
}

/** The cells to store: the first layer's, then each further layer's; and the layers with their rows as slots. */
export function storedLayers(
  layers: Layers,
  base: Uint8Array,
  further: ReadonlyArray<{ index: number; cells: Uint8Array }>,
): { layers: Layers; cells: Uint8Array } {
  if (further.length === 0) return { layers, cells: base };
  const cells = new Uint8Array(base.length * (1 + further.length));
  cells.set(base, 0);
  further.forEach((layer, slot) => cells.set(layer.cells, base.length * (slot + 1)));
  const items = layers.items.map((layer) => (layer.rows === undefined ? layer : { ...layer, rows: '' }));
  return { layers: { ...layers, items }, cells };
}

/** The stored cells split per layer: the first layer's, and per layer index those of a further layer with a slot. */
export function splitStoredCells(
  state: Pick<ChartState, 'layers' | 'grid'>,
  cells: Uint8Array,
): { base: Uint8Array; further: Map<number, Uint8Array> } {
  const { columnCount, rowCount } = state.grid.settings.size;
  const size = columnCount * rowCount;
  const base = cells.subarray(0, size);
  const further = new Map<number, Uint8Array>();
  let slot = 1;
  state.layers.items.forEach((layer, index) => {
    if (layer.rows === undefined || index === 0) return;
    const start = size * slot;
    slot += 1;
    if (start + size <= cells.length) further.set(index, cells.subarray(start, start + size));
  });
  return { base, further };
}

/** The state as the client gets it: every stored layer slot encoded back into the layer's `rows`. */
export function layersForClient(
  state: Pick<ChartState, 'layers' | 'grid'>,
  cells: Uint8Array,
  engine: Pick<Engine, 'encodeRows'>,
): Layers {
  const { further } = splitStoredCells(state, cells);
  if (further.size === 0 && !state.layers.items.some((layer) => layer.rows !== undefined))
    return state.layers;
  const { columnCount, rowCount } = state.grid.settings.size;
  const items = state.layers.items.map((layer, index) => {
    const layerCells = further.get(index);
    if (layerCells) return { ...layer, rows: engine.encodeRows(layerCells, columnCount, rowCount) };
    const { rows: _rows, ...rest } = layer;
    return rest;
  });
  return { ...state.layers, items };
}

/** What the chart shows: the visible layers flattened (the stored cells themselves for a chart of one layer). */
export function visibleStoredCells(
  state: Pick<ChartState, 'layers' | 'grid'>,
  cells: Uint8Array,
): Uint8Array {
  const { base, further } = splitStoredCells(state, cells);
  const items = state.layers.items;
  if (further.size === 0 && (items[0]?.visible ?? true)) return base;
  const layers = items.map((layer, index) => ({
    cells: index === 0 ? base : (further.get(index) ?? new Uint8Array(base.length)),
    visible: layer.visible,
  }));
  return flattenLayers(layers, new Uint8Array(base.length));
}
