import { effectiveRuler, isHighlightLine, lineCountFrom, rulerNumbering } from '@steekwerk/model';
import type { ChartMetadata } from '../chart/chartSnapshot';

/**
 * The numbers along a chart's sides, from the chart's own ruler for every craft (model's one numbering; an old
 * cross-stitch chart with the old knitting default reads from the top left, docs/decisions/rulers.md). The page
 * prints them above and left of the grid: the numbers of the side the ruler shows (bottom/right first).
 */
export interface ChartNumbering {
  /** The number a column or row stands for (an ignored line: the number of the nearest counted line, else 0). */
  columnLabel(column: number): number;
  rowLabel(row: number): number;
  /** The number printed beside a column or row: the first numbered line and every 10th, none when hidden. */
  columnPrinted(column: number): number | undefined;
  rowPrinted(row: number): number | undefined;
  /** Whether the grid line before column/row `boundary` (0..count) is a heavy line (every 10 of the chart). */
  heavyColumnLine(boundary: number): boolean;
  heavyRowLine(boundary: number): boolean;
}

export function chartNumbering(chart: ChartMetadata): ChartNumbering {
  const { columnCount, rowCount } = chart.grid.settings.size;
  const ruler = effectiveRuler(chart.settings.craft, chart.grid.settings.ruler);
  const columns = rulerNumbering(ruler, 'columns', columnCount);
  const rows = rulerNumbering(ruler, 'rows', rowCount);
  const columnsFrom = lineCountFrom(ruler, 'columns');
  const rowsFrom = lineCountFrom(ruler, 'rows');
  const sideOf = (numbering: typeof rows) => (numbering.sides.includes('end') ? 'end' : 'start');
  const label = (numbering: typeof rows, index: number) => {
    for (let distance = 0; distance < numbering.count; distance += 1) {
      const value =
        numbering.number(index - distance, sideOf(numbering)) ??
        numbering.number(index + distance, sideOf(numbering));
      if (value !== undefined) return value;
    }
    return 0;
  };
  const printed = (numbering: typeof rows, index: number) => {
    const group = numbering.group(index);
    if (group === undefined || (group !== 0 && (group + 1) % 10 !== 0)) return undefined;
    return numbering.sides.length === 0 ? undefined : numbering.shown(index, sideOf(numbering));
  };
  return {
    columnLabel: (column) => label(columns, column),
    rowLabel: (row) => label(rows, row),
    columnPrinted: (column) => printed(columns, column),
    rowPrinted: (row) => printed(rows, row),
    heavyColumnLine: (boundary) => isHighlightLine(boundary, columnCount, columnsFrom, 10),
    heavyRowLine: (boundary) => isHighlightLine(boundary, rowCount, rowsFrom, 10),
  };
}

/** "Kolommen 1–50, Rijen 1–70": the numbers of a range, smallest first. */
export function rangeText(first: number, last: number): string {
  return `${Math.min(first, last)}–${Math.max(first, last)}`;
}
