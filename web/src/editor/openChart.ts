/**
 * Opening and serialising charts through the engine worker: the rows string is decoded in the worker and the
 * transferred cells become the document's; saving encodes the cells in the worker.
 */
import type { ChartState } from '@steekwerk/model';
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
 * A new chart opened the way a saved one is: its empty cells are encoded by the engine into the state's rows,
 * then decoded back into the document's cells. Returns the state too (the base for serialising).
 */
export async function openNewChart(
  engine: EngineClient,
  request: NewChartRequest,
): Promise<EngineResult<{ document: ChartDocument; state: ChartState }>> {
  const { craft, type, columnCount, rowCount } = request;
  const rows = await engine.encodeRows(new Uint8Array(columnCount * rowCount), columnCount, rowCount, {
    transfer: true,
  });
  if (!rows.ok) return rows;
  const state = { ...newChartState(craft, type, columnCount, rowCount) };
  const withRows: ChartState = { ...state, grid: { ...state.grid, rows: rows.value } };
  const opened = await openChartState(engine, withRows);
  if (!opened.ok) return opened;
  return { ok: true, value: { document: opened.value, state: withRows } };
}

/** The chart state of a document, its cells encoded by the worker (a copy is sent; the document keeps its cells). */
export async function serialiseChart(
  engine: EngineClient,
  document: ChartDocument,
  base: ChartState,
  zoomLevel?: number,
): Promise<EngineResult<ChartState>> {
  const rows = await engine.encodeRows(document.cells, document.columnCount, document.rowCount);
  if (!rows.ok) return rows;
  return { ok: true, value: stateFromDocument(document, base, rows.value, zoomLevel) };
}
