/**
 * The worker's side of chart file import: reads the file's bytes and makes a chart with `@steekwerk/formats`,
 * reporting its steps. Any failure is one Dutch message; an unexpected error is logged and reported as unreadable.
 */
import {
  formatOfFileName,
  isChartFileError,
  isImportFormat,
  readChartFile,
  type ImportedChart,
} from '@steekwerk/formats/read';
import type { ChartFileReply, ChartFileStep, PatternSummary } from './chartFileProtocol';
import { pdfjsDataUrls } from '../lib/pdfjsData';

const unexpected = 'Het bestand kon niet gelezen worden.';

function titleOf(fileName: string): string {
  return fileName
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 200);
}

/** The picture of the imported chart beside the PDF's first page; none (the summary without it) when it fails. */
function previewOf(draw: () => Uint8Array): Uint8Array | undefined {
  try {
    return draw();
  } catch (error) {
    console.error('[engine worker] drawing the preview of a pattern failed', error);
    return undefined;
  }
}

/** Reads a chart file; `fileName` decides the format (`.oxs`, `.json`, `.png`, a pattern `.pdf`). */
export async function importChartFile(
  file: Blob,
  fileName: string,
  onStep: (step: ChartFileStep) => void,
): Promise<ChartFileReply> {
  const format = formatOfFileName(fileName);
  if (!isImportFormat(format) && format !== 'pdf') return { ok: false, code: 'unsupportedFile' };
  onStep('reading');
  let chart: ImportedChart;
  let pattern: PatternSummary | undefined;
  let preview: Uint8Array | undefined;
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    onStep('parsing');
    if (format === 'pdf') {
      // pdf.js loads here only, on the first PDF import: no screen's first load carries it.
      const { readPatternPdf, patternPreviewPng } = await import('@steekwerk/formats/pattern-pdf');
      const read = await readPatternPdf(bytes, { title: titleOf(fileName), pdfjsData: pdfjsDataUrls() });
      chart = read;
      pattern = read.report;
      preview = previewOf(() => patternPreviewPng(read.state));
    } else chart = readChartFile(format, bytes, { title: titleOf(fileName) });
  } catch (error) {
    if (isChartFileError(error)) return { ok: false, code: 'unreadableFile', message: error.message };
    console.error('[engine worker] reading a chart file failed', error);
    return { ok: false, code: 'unreadableFile', message: unexpected };
  }
  return {
    ok: true,
    state: chart.state,
    skipped: chart.skipped,
    ...(chart.progress ? { progressDone: chart.progress.done } : {}),
    ...(pattern ? { pattern } : {}),
    ...(preview ? { preview } : {}),
  };
}
