import type { EngineClient, EngineResult } from '../engine/engineClient';
import { ChartDocument } from './document/ChartDocument';

/** The grid size of a new chart. */
export const newChartSize = { columnCount: 100, rowCount: 100 } as const;

/**
 * Opens a new, empty chart the way a saved one is opened: its rows string (made by the engine) is decoded in the
 * worker, and the transferred cells become the document's.
 */
export async function openNewChart(
  engine: EngineClient,
  columnCount: number = newChartSize.columnCount,
  rowCount: number = newChartSize.rowCount,
): Promise<EngineResult<ChartDocument>> {
  const rows = await engine.encodeRows(new Uint8Array(columnCount * rowCount), columnCount, rowCount, {
    transfer: true,
  });
  if (!rows.ok) return rows;
  const cells = await engine.decodeRows(rows.value, columnCount, rowCount);
  if (!cells.ok) return cells;
  return { ok: true, value: new ChartDocument(cells.value, columnCount, rowCount) };
}
