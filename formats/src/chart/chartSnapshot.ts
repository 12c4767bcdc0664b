/**
 * The chart snapshot: what every writer and worker is handed. The chart's metadata (settings, palette, grid
 * settings, custom lines, part stitches, knots and beads, layers) with its cells as bytes, decoded once where the
 * snapshot is made, and the maker's done cells when a file should carry them. No writer decodes a rows text.
 */
import { chartStateSchema, flattenLayers, gridSchema, type ChartState } from '@steekwerk/model';
import { decodeRowsPlain, encodeRowsPlain } from '@steekwerk/engine/plain';
import { z } from 'zod';
import type { ChartProgress } from './importedChart';

/** A chart state without its cells' rows text. */
export type ChartMetadata = Omit<ChartState, 'grid'> & { readonly grid: Omit<ChartState['grid'], 'rows'> };

export interface ChartSnapshot {
  readonly chart: ChartMetadata;
  /**
   * One style id per cell (0 empty), row-major, `columnCount × rowCount` bytes: what the chart shows, its visible
   * layers flattened (docs/decisions/layers.md). Every writer but the Steekwerk JSON file reads these.
   */
  readonly cells: Uint8Array;
  /**
   * Each layer's own cells, bottom first, in the order of `chart.layers.items`, when the chart has more than one
   * layer (the Steekwerk JSON file keeps them); the metadata's layers then carry no `rows`.
   */
  readonly layerCells?: readonly Uint8Array[];
  /** The maker's done cells (1 done, 0 not, like {@link cells}) for the files that carry progress. */
  readonly done?: Uint8Array;
}

const damaged = () => new Error('De rijen van de chart passen niet bij de maat van de chart.');

/** The metadata of a chart state: the state with its rows text left out. */
export function chartMetadataOf(state: ChartState): ChartMetadata {
  const { rows: _rows, ...grid } = state.grid;
  const items = state.layers.items.map(({ rows: _layerRows, ...layer }) => layer);
  return { ...state, grid, layers: { ...state.layers, items } };
}

/**
 * The snapshot of a chart state (and its progress): the rows decoded here, once.
 *
 * @throws Error (a Dutch message) when the rows or the done cells do not fit the chart's size
 */
export function chartSnapshotOf(state: ChartState, progress?: Pick<ChartProgress, 'done'>): ChartSnapshot {
  const { columnCount, rowCount } = state.grid.settings.size;
  let cells: Uint8Array;
  let done: Uint8Array | undefined;
  let layerCells: Uint8Array[] | undefined;
  try {
    cells = decodeRowsPlain(state.grid.rows, columnCount, rowCount);
    done = progress ? decodeRowsPlain(progress.done, columnCount, rowCount) : undefined;
    const items = state.layers.items;
    if (items.length > 1 || items[0]?.visible === false) {
      layerCells = items.map((layer, index) =>
        index === 0
          ? cells
          : layer.rows === undefined
            ? new Uint8Array(cells.length)
            : decodeRowsPlain(layer.rows, columnCount, rowCount),
      );
    }
  } catch {
    throw damaged();
  }
  if (layerCells) {
    const shown = flattenLayers(
      layerCells.map((layerCells, index) => ({
        cells: layerCells,
        visible: state.layers.items[index]!.visible,
      })),
      new Uint8Array(cells.length),
    );
    return { chart: chartMetadataOf(state), cells: shown, layerCells, ...(done ? { done } : {}) };
  }
  return { chart: chartMetadataOf(state), cells, ...(done ? { done } : {}) };
}

/**
 * The chart state of a snapshot: its cells encoded as the rows text (for the files that keep that text), each
 * layer's own when it has layers (a further layer without cells gets no `rows`).
 */
export function chartStateOf(snapshot: ChartSnapshot): ChartState {
  const { columnCount, rowCount } = snapshot.chart.grid.settings.size;
  const layerCells = snapshot.layerCells;
  if (!layerCells || layerCells.length !== snapshot.chart.layers.items.length) {
    return {
      ...snapshot.chart,
      grid: { ...snapshot.chart.grid, rows: encodeRowsPlain(snapshot.cells, columnCount, rowCount) },
    };
  }
  const items = snapshot.chart.layers.items.map((layer, index) => {
    const cells = layerCells[index]!;
    if (index === 0 || cells.every((value) => value === 0)) return layer;
    return { ...layer, rows: encodeRowsPlain(cells, columnCount, rowCount) };
  });
  return {
    ...snapshot.chart,
    grid: { ...snapshot.chart.grid, rows: encodeRowsPlain(layerCells[0]!, columnCount, rowCount) },
    layers: { ...snapshot.chart.layers, items },
  };
}

/** The snapshot's progress as a file keeps it (`"1:" + base64`), or undefined when nothing is done. */
export function chartProgressOf(snapshot: ChartSnapshot): ChartProgress | undefined {
  const done = snapshot.done;
  if (!done) return undefined;
  let doneCount = 0;
  for (const value of done) doneCount += value === 0 ? 0 : 1;
  if (doneCount === 0) return undefined;
  const { columnCount, rowCount } = snapshot.chart.grid.settings.size;
  return { done: encodeRowsPlain(done, columnCount, rowCount), doneCount };
}

/** Bytes of any realm (a structured clone may come from another one, so no instanceof). */
const bytesSchema = z.custom<Uint8Array>(
  (value) => ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]',
);

const chartMetadataSchema = chartStateSchema.extend({ grid: gridSchema.omit({ rows: true }) });

const chartSnapshotSchema = z
  .object({
    chart: chartMetadataSchema,
    cells: bytesSchema,
    done: bytesSchema.optional(),
    layerCells: z.array(bytesSchema).max(100).optional(),
  })
  .refine(({ chart, cells, done, layerCells }) => {
    const { columnCount, rowCount } = chart.grid.settings.size;
    const count = columnCount * rowCount;
    return (
      cells.length === count &&
      (done === undefined || (done.length === count && done.every((value) => value <= 1))) &&
      (layerCells === undefined ||
        (layerCells.length === chart.layers.items.length &&
          layerCells.every((layer) => layer.length === count)))
    );
  });

/**
 * A snapshot received from elsewhere (a worker's message), checked: the metadata against the wire schema, the cells
 * and done cells against the chart's size. Undefined when anything does not fit.
 */
export function parseChartSnapshot(value: unknown): ChartSnapshot | undefined {
  const parsed = chartSnapshotSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
