/**
 * The mosaic rules (model `mosaic.ts`) applied to the open document: what they read of it (type, size, direction,
 * the vertical ruler's skip, colours A and B), and the cells a finished stroke brings along.
 */
import { isMosaicType, mosaicStartingCells, mosaicStrokeFollowUp, type MosaicChart } from '@steekwerk/model';
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
 * Paints the cells the mosaic rules bring along with a finished stroke (model `mosaicStrokeFollowUp`) into the same
 * stroke, so the auto-fill is undone and redone with it as one step. Does nothing for a chart that is no mosaic
 * chart.
 */
export function applyMosaicRules(document: ChartDocument, stroke: CellStroke): void {
  const chart = mosaicChartOf(document);
  if (!chart) return;
  const { indices, values } = mosaicStrokeFollowUp(chart, stroke.paintedCells());
  for (const styleId of chart.colours) {
    let count = 0;
    for (const value of values) if (value === styleId) count += 1;
    if (count === 0) continue;
    const ofStyle = new Uint32Array(count);
    let at = 0;
    for (let position = 0; position < values.length; position += 1)
      if (values[position] === styleId) ofStyle[at++] = indices[position]!;
    stroke.paintIndices(ofStyle, styleId);
  }
}

/** Fills a new, empty mosaic chart with its row colours (before it is shown: nothing to undo). */
export function fillNewMosaicChart(document: ChartDocument): void {
  const chart = mosaicChartOf(document);
  if (!chart) return;
  const cells = mosaicStartingCells(chart);
  for (let index = 0; index < cells.length; index += 1) document.writeCellByIndex(index, cells[index]!);
}
