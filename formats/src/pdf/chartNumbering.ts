import type { ChartMetadata } from '../chart/chartSnapshot';

/**
 * The numbers along a chart's sides. Knitting and crochet charts follow their own ruler (direction, start number,
 * increment, skip); the other crafts count columns left to right and rows top to bottom from 1, as stitchers and
 * tracker apps expect.
 */
export interface ChartNumbering {
  /** The position of a column or row along the numbering direction (0 = where the numbering starts). */
  columnPosition(column: number): number;
  rowPosition(row: number): number;
  columnLabel(column: number): number;
  rowLabel(row: number): number;
  /** Whether the grid line before column/row `boundary` (0..count) is a heavy line (every 10 of the chart). */
  heavyColumnLine(boundary: number): boolean;
  heavyRowLine(boundary: number): boolean;
  /** Whether a column or row gets its number printed (the first and every 10th). */
  numbered(position: number): boolean;
}

export function chartNumbering(chart: ChartMetadata): ChartNumbering {
  const { columnCount, rowCount } = chart.grid.settings.size;
  const ruler = chart.grid.settings.ruler;
  const followsRuler = chart.settings.craft === 'knitting' || chart.settings.craft === 'crochet';
  const columnsReversed = followsRuler && ruler.horizontalDirection === 'rightToLeft';
  const rowsReversed = followsRuler && ruler.verticalDirection === 'bottomToTop';
  const label = (position: number) =>
    followsRuler
      ? ruler.startNumber + Math.floor(position / Math.max(1, ruler.skipCount)) * ruler.numberIncrement
      : position + 1;
  const columnPosition = (column: number) => (columnsReversed ? columnCount - 1 - column : column);
  const rowPosition = (row: number) => (rowsReversed ? rowCount - 1 - row : row);
  return {
    columnPosition,
    rowPosition,
    columnLabel: (column) => label(columnPosition(column)),
    rowLabel: (row) => label(rowPosition(row)),
    heavyColumnLine: (boundary) => (columnsReversed ? columnCount - boundary : boundary) % 10 === 0,
    heavyRowLine: (boundary) => (rowsReversed ? rowCount - boundary : boundary) % 10 === 0,
    numbered: (position) => position === 0 || (position + 1) % 10 === 0,
  };
}

/** "Kolommen 1–50, Rijen 1–70": the numbers of a range, smallest first. */
export function rangeText(first: number, last: number): string {
  return `${Math.min(first, last)}–${Math.max(first, last)}`;
}
