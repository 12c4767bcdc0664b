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
import { fillNewMosaicChart } from './document/mosaic/mosaicOfDocument';
import type { NewChartRequest } from './newChartRequest';

/** A document made from a chart state whose rows the worker decoded. */
export async function openChartState(
  engine: EngineClient,
  state: ChartState,
): Promise<EngineResult<ChartDocument>> {
  const { columnCount, rowCount } = state.grid.settings.size;
  const cells = await engine.decodeRows(state.grid.rows, columnCount, rowCount);
  if (!cells.ok) return cells;
  const layerCells: (Uint8Array | undefined)[] = [];
  for (const [index, layer] of state.layers.items.entries()) {
    if (index === 0 || layer.rows === undefined) continue;
    const decoded = await engine.decodeRows(layer.rows, columnCount, rowCount);
    if (!decoded.ok) return decoded;
    layerCells[index] = decoded.value;
  }
  return { ok: true, value: documentFromState(state, cells.value, layerCells) };
}

/**
 * A document made from a chart state whose cells are at hand (a picture import's, kept in this tab; unsaved changes
 * kept on the device, with the further layers' cells): a copy of them, so the kept ones stay as they were; undefined
 * when they do not fit the state's size.
 */
export function openChartCells(
  state: ChartState,
  cells: Uint8Array,
  furtherLayerCells: readonly Uint8Array[] = [],
): ChartDocument | undefined {
  const { columnCount, rowCount } = state.grid.settings.size;
  if (cells.length !== columnCount * rowCount) return undefined;
  if (furtherLayerCells.some((layer) => layer.length !== cells.length)) return undefined;
  return documentFromState(state, cells.slice(), [
    undefined,
    ...furtherLayerCells.map((layer) => layer.slice()),
  ]);
}

/**
 * A new chart: empty cells (a mosaic chart's rows in their colours A and B), made here rather than encoded and decoded by the engine. The engine must start all
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
  // A freeform chart's grid is one cell, whatever the request's size (document/chartState.ts).
  const size = state.grid.settings.size;
  const document = documentFromState(state, new Uint8Array(size.columnCount * size.rowCount));
  fillNewMosaicChart(document);
  return { ok: true, value: { document, state } };
}

/**
 * One layer's rows encoded by the worker. A worker that died (the client reports it and discards it) is replaced by
 * a fresh one and asked once more, so the save goes on (issue 26); other failures are the save's.
 */
async function encodeRows(
  engine: EngineClient,
  cells: Uint8Array,
  columnCount: number,
  rowCount: number,
): Promise<EngineResult<string>> {
  const encoded = await engine.encodeRows(cells, columnCount, rowCount);
  return !encoded.ok && encoded.error.code === 'engineCrashed'
    ? engine.encodeRows(cells, columnCount, rowCount)
    : encoded;
}

/** The chart state of a document, its cells encoded by the worker (a copy is sent; the document keeps its cells). */
export async function serialiseChart(
  engine: EngineClient,
  document: ChartDocument,
  zoomLevel?: number,
): Promise<EngineResult<ChartState>> {
  const { columnCount, rowCount, layerCells } = document;
  const rows = await encodeRows(engine, layerCells[0]!, columnCount, rowCount);
  if (!rows.ok) return rows;
  // A further layer with no cells travels without rows (docs/decisions/layers.md).
  const layerRows: (string | undefined)[] = [];
  for (const [index, cells] of layerCells.entries()) {
    if (index === 0 || cells.every((value) => value === 0)) continue;
    const encoded = await encodeRows(engine, cells, columnCount, rowCount);
    if (!encoded.ok) return encoded;
    layerRows[index] = encoded.value;
  }
  return { ok: true, value: stateFromDocument(document, rows.value, zoomLevel, layerRows) };
}

/** The metadata of a document as saving would send it, without the rows text. */
function metadataOfDocument(document: ChartDocument, zoomLevel?: number): ChartSnapshot['chart'] {
  const { grid, ...state } = stateFromDocument(document, '', zoomLevel);
  const { rows: _rows, ...metadata } = grid;
  return { ...state, grid: metadata };
}

/**
 * The chart snapshot of a document (the download screen's): the metadata as saving would send it and a copy of the
 * cells, which are never encoded on the way to a file.
 */
export function snapshotOfDocument(document: ChartDocument, zoomLevel?: number): ChartSnapshot {
  // The visible layers flattened, for every file; the layers themselves for the files that keep them (JSON).
  const layerCells =
    document.layerCells.length > 1 ? { layerCells: document.layerCells.map((cells) => cells.slice()) } : {};
  return { chart: metadataOfDocument(document, zoomLevel), cells: document.cells.slice(), ...layerCells };
}

/**
 * The chart snapshot a worker's job carries (the written instructions, the checks): the same metadata and the cells
 * the chart shows (its visible layers flattened), the document's own, not copied — run the job at once, or let the
 * worker's client copy them (it hands the copy over). No layer of its own: neither reads one.
 */
export function jobSnapshotOf(document: ChartDocument): ChartSnapshot {
  return { chart: metadataOfDocument(document), cells: document.cells };
}
