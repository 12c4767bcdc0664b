/**
 * The written rounds a freeform PDF prints (issue 29): when the options ask for the written pages (the download
 * screen's setting, convert's `--written`, as for grid charts) and the chart has round guides, since free-placed
 * symbols alone make no rounds.
 */
import type { ChartSnapshot } from '../chart/chartSnapshot';
import type { WrittenPattern } from '../written/generateWritten';
import { writtenPatternForPdf } from '../pdf/writtenPages';
import type { PdfOptions } from '../pdf/pdfOptions';

/** The pattern of the written pages, or undefined when not asked for or the chart has no round guides. */
export function freeformWrittenPattern(
  snapshot: ChartSnapshot,
  options: Pick<PdfOptions, 'written' | 'writtenColourName'>,
): WrittenPattern | undefined {
  if (!options.written || (snapshot.chart.freeform.roundGuides ?? []).length === 0) return undefined;
  return writtenPatternForPdf(snapshot, options.writtenColourName);
}
