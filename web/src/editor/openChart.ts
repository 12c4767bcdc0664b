/**
 * Opening and serialising charts through the engine worker: the rows string is decoded in the worker and the
 * transferred cells become the document's; saving encodes the cells in the worker. A new chart, and a chart whose
 * cells this tab has at hand (a picture import), open from their cells without the worker.
 */
import type { ChartSnapshot } from '@steekwerk/formats';
import { newChartDirectionsFor, type ChartState } from '@steekwerk/model';
import type { EngineClient, EngineResult } from '../engine/engineClient';
import type { ChartDocument } from './document/ChartDocument';
import { documentFromState, newChartState, stateFromDocument } from './document/chartState';
import type { NewChartRequest } from './newChartRequest';

/** A document made from a chart state whose rows the worker decoded. */
export async function openChartState(
  engine: EngineClient,
  state: ChartState,
): Promise<EngineResult<ChartDocument>> {
  const { columnCount, rowCount } = state.grid.settings.size;
  const cells = await engine.decodeRows(state.grid.rows, columnCount, rowCount);
  if (!cells.ok) return cells;
  return { ok: true, value: documentFromState(state, cells.value) };
}

/**
 * A document made from a chart state whose cells are at hand (a picture import's, kept in this tab): a copy of
 * them, so the kept ones stay as they were; undefined when they do not fit the state's size.
 */
export function openChartCells(state: ChartState, cells: Uint8Array): ChartDocument | undefined {
  const { columnCount, rowCount } = state.grid.settings.size;
  if (cells.length !== columnCount * rowCount) return undefined;
  return documentFromState(state, cells.slice());
}

/**
 * A new chart: empty cells, made here rather than encoded and decoded by the engine. The engine must start all
 * the same (saving needs it), so a browser without it is told at once. Returns the state too (what the
 * page shows of the chart before it is saved; its rows are empty until the first save encodes the cells).
 */
export async function openNewChart(
  engine: EngineClient,
  request: NewChartRequest,
  handedness: 'left' | 'right' = 'right',
): Promise<EngineResult<{ document: ChartDocument; state: ChartState }>> {
  const started = await engine.version();
  if (!started.ok) return started;
  const { craft, type, columnCount, rowCount } = request;
  const state = newChartState(craft, type, columnCount, rowCount);
  // A left-handed maker's rows start from the left (issue 27).
  state.grid.settings = { ...state.grid.settings, ...newChartDirectionsFor(handedness) };
  const document = documentFromState(state, new Uint8Array(columnCount * rowCount));
  return { ok: true, value: { document, state } };
}

/** The chart state of a document, its cells encoded by the worker (a copy is sent; the document keeps its cells). */
export async function serialiseChart(
  engine: EngineClient,
  document: ChartDocument,
  zoomLevel?: number,
): Promise<EngineResult<ChartState>> {
  const rows = await engine.encodeRows(document.cells, document.columnCount, document.rowCount);
  if (!rows.ok) return rows;
  return { ok: true, value: stateFromDocument(document, rows.value, zoomLevel) };
}

/**
 * The chart snapshot of a document (the download screen's): the metadata as saving would send it and a copy of the
 * cells, which are never encoded on the way to a file.
 */
export function snapshotOfDocument(document: ChartDocument, zoomLevel?: number): ChartSnapshot {
  const { grid, ...state } = stateFromDocument(document, '', zoomLevel);
  const { rows: _rows, ...metadata } = grid;
  return { chart: { ...state, grid: metadata }, cells: document.cells.slice() };
}
