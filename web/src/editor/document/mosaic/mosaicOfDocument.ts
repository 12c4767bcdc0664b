/**
 * The mosaic rules (model `mosaic.ts`) applied to the open document: what they read of it (type, size, direction,
 * the vertical ruler's skip, colours A and B), and the cells a finished stroke brings along.
 */
import { isMosaicType, mosaicFollowUp, mosaicStartingCells, type MosaicChart } from '@steekwerk/model';
import type { CellStroke } from '../CellStroke';
import type { ChartDocument } from '../ChartDocument';

/** The document as the mosaic rules read it, or undefined when it is no mosaic chart with two colours. */
export function mosaicChartOf(document: ChartDocument): MosaicChart | undefined {
  if (!document.hasMetadata) return undefined;
  const { settings, gridSettings, palette } = document.meta;
  if (!isMosaicType(settings.type)) return undefined;
  const [first, second] = palette.styles;
  if (!first || !second) return undefined;
  return {
    type: settings.type,
    columnCount: document.columnCount,
    rowCount: document.rowCount,
    rowsFrom: gridSettings.direction1 === 'topToBottom' ? 'topToBottom' : 'bottomToTop',
    rulerSkip: gridSettings.ruler.skipCount,
    colours: [first.styleId, second.styleId],
  };
}

/**
 * The cells the mosaic rules add to the painted ones (index → style id), in the order the cells were painted:
 * a later painted cell wins over what an earlier one brought along, and a cell the stroke painted in another row
 * keeps what the maker painted there. Empty for a chart that is no mosaic chart.
 */
export function mosaicCellsOf(
  document: ChartDocument,
  painted: ReadonlyArray<readonly [index: number, styleId: number]>,
): Map<number, number> {
  const chart = mosaicChartOf(document);
  const cells = new Map<number, number>();
  if (!chart) return cells;
  const paintedIndices = new Set(painted.map(([index]) => index));
  for (const [index, styleId] of painted) {
    const row = Math.floor(index / chart.columnCount);
    const column = index - row * chart.columnCount;
    for (const [x, y, value] of mosaicFollowUp(chart, column, row, styleId)) {
      const target = y * chart.columnCount + x;
      // A cell the stroke painted in another row keeps what the maker painted there.
      if (y !== row && paintedIndices.has(target)) continue;
      cells.set(target, value);
    }
  }
  return cells;
}

/**
 * Paints the cells the mosaic rules bring along with a finished stroke into the same stroke, so the auto-fill is
 * undone and redone with it as one step. Does nothing for a chart that is no mosaic chart.
 */
export function applyMosaicRules(document: ChartDocument, stroke: CellStroke): void {
  const cells = mosaicCellsOf(document, stroke.paintedCells());
  const byValue = new Map<number, number[]>();
  for (const [index, value] of cells) {
    const list = byValue.get(value) ?? [];
    list.push(index);
    byValue.set(value, list);
  }
  for (const [value, indices] of byValue) stroke.paintIndices(Uint32Array.from(indices), value);
}

/** Fills a new, empty mosaic chart with its row colours (before it is shown: nothing to undo). */
export function fillNewMosaicChart(document: ChartDocument): void {
  const chart = mosaicChartOf(document);
  if (!chart) return;
  const cells = mosaicStartingCells(chart);
  for (let index = 0; index < cells.length; index += 1) document.writeCellByIndex(index, cells[index]!);
}
