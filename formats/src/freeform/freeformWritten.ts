/**
 * The written rounds a freeform PDF prints (issue 29): only for a chart with round guides, since free-placed
 * symbols alone make no rounds.
 */
import type { ChartSnapshot } from '../chart/chartSnapshot';
import type { WrittenPattern } from '../written/generateWritten';
import { writtenPatternForPdf } from '../pdf/writtenPages';
import type { PdfOptions } from '../pdf/pdfOptions';

/** The pattern of the written pages, or undefined when the chart has no round guides. */
export function freeformWrittenPattern(
  snapshot: ChartSnapshot,
  options: Pick<PdfOptions, 'writtenColourName'>,
): WrittenPattern | undefined {
  if ((snapshot.chart.freeform.roundGuides ?? []).length === 0) return undefined;
  return writtenPatternForPdf(snapshot, options.writtenColourName);
}
