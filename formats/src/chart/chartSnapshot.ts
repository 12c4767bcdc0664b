/**
 * The chart snapshot: what every writer and worker is handed. The chart's metadata (settings, palette, grid
 * settings, custom lines, part stitches, knots and beads, layers) with its cells as bytes, decoded once where the
 * snapshot is made, and the maker's done cells when a file should carry them. No writer decodes a rows text.
 */
import { chartStateSchema, gridSchema, type ChartState } from '@steekwerk/model';
import { decodeRowsPlain, encodeRowsPlain } from '@steekwerk/engine/plain';
import { z } from 'zod';
import type { ChartProgress } from './importedChart';

/** A chart state without its cells' rows text. */
export type ChartMetadata = Omit<ChartState, 'grid'> & { readonly grid: Omit<ChartState['grid'], 'rows'> };

export interface ChartSnapshot {
  readonly chart: ChartMetadata;
  /** One style id per cell (0 empty), row-major, `columnCount × rowCount` bytes. */
  readonly cells: Uint8Array;
  /** The maker's done cells (1 done, 0 not, like {@link cells}) for the files that carry progress. */
  readonly done?: Uint8Array;
}

const damaged = () => new Error('De rijen van de chart passen niet bij de maat van de chart.');

/** The metadata of a chart state: the state with its rows text left out. */
export function chartMetadataOf(state: ChartState): ChartMetadata {
  const { rows: _rows, ...grid } = state.grid;
  return { ...state, grid };
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
  try {
    cells = decodeRowsPlain(state.grid.rows, columnCount, rowCount);
    done = progress ? decodeRowsPlain(progress.done, columnCount, rowCount) : undefined;
  } catch {
    throw damaged();
  }
  return { chart: chartMetadataOf(state), cells, ...(done ? { done } : {}) };
}

/** The chart state of a snapshot: its cells encoded as the rows text (for the files that keep that text). */
export function chartStateOf(snapshot: ChartSnapshot): ChartState {
  const { columnCount, rowCount } = snapshot.chart.grid.settings.size;
  return {
    ...snapshot.chart,
    grid: { ...snapshot.chart.grid, rows: encodeRowsPlain(snapshot.cells, columnCount, rowCount) },
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
  .object({ chart: chartMetadataSchema, cells: bytesSchema, done: bytesSchema.optional() })
  .refine(({ chart, cells, done }) => {
    const { columnCount, rowCount } = chart.grid.settings.size;
    const count = columnCount * rowCount;
    return (
      cells.length === count &&
      (done === undefined || (done.length === count && done.every((value) => value <= 1)))
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
