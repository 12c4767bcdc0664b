/**
 * The written rounds a freeform PDF prints (issue 29): when the options ask for the written pages (the download
 * screen's setting, convert's `--written`, as for grid charts), the generator's text for the chart
 * (`written/freeformRounds.ts`: the rounds of its round guides, free-placed stitches per layer); none when that text
 * is empty (no visible symbols).
 */
import type { ChartSnapshot } from '../chart/chartSnapshot';
import type { WrittenPattern } from '../written/generateWritten';
import { writtenPatternForPdf } from '../pdf/writtenPages';
import type { PdfOptions } from '../pdf/pdfOptions';

/** The pattern of the written pages, or undefined when not asked for or there is nothing to write. */
export function freeformWrittenPattern(
  snapshot: ChartSnapshot,
  options: Pick<PdfOptions, 'written' | 'writtenColourName'>,
): WrittenPattern | undefined {
  if (!options.written) return undefined;
  const pattern = writtenPatternForPdf(snapshot, options.writtenColourName);
  return pattern.lines.some((line) => line.text.trim() !== '') ? pattern : undefined;
}
