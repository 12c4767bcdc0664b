import { GRID_ROWS_PREFIX, type ChartState } from '@steekwerk/model';

/** The cells of a chart, one style id per cell, row-major; throws a Dutch message on a damaged rows string. */
export function decodeChartCells(chart: ChartState): Uint8Array {
  const { columnCount, rowCount } = chart.grid.settings.size;
  const rows = chart.grid.rows;
  if (!rows.startsWith(GRID_ROWS_PREFIX)) throw new Error('De rijen van de chart zijn beschadigd.');
  let binary: string;
  try {
    binary = atob(rows.slice(GRID_ROWS_PREFIX.length));
  } catch {
    throw new Error('De rijen van de chart zijn beschadigd.');
  }
  if (binary.length !== columnCount * rowCount)
    throw new Error('De rijen passen niet bij de maat van de chart.');
  const cells = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) cells[index] = binary.charCodeAt(index);
  return cells;
}

/** The rows string of cells (the inverse of decodeChartCells), for tests and benchmarks. */
export function encodeChartCells(cells: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < cells.length; start += chunk) {
    binary += String.fromCharCode(...cells.subarray(start, start + chunk));
  }
  return GRID_ROWS_PREFIX + btoa(binary);
}
