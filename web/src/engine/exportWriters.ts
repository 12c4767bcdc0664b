/**
 * The writers of the download screen's file types (download/exportFileTypes.ts), run in the export worker: each
 * calls its writer of `@steekwerk/formats`. One row per file type.
 */
import type { ChartState } from '@steekwerk/model';
import { planChartPdf, writeChartPdf, type PdfOptions } from '@steekwerk/formats';
import type { ExportSettings } from '../download/exportSettings';

export type Progress = (done: number, total: number) => void;

export interface ExportWriter {
  /** Pages of the file (paged types only), shown before exporting. */
  readonly plan?: (chart: ChartState, settings: ExportSettings, publicLink: string) => number;
  readonly write: (
    chart: ChartState,
    settings: ExportSettings,
    publicLink: string,
    onProgress: Progress,
  ) => Promise<{ bytes: Uint8Array; pages?: number }>;
}

/** The PDF's options from the screen's settings; the public link only for a public chart. */
export function pdfOptionsOf(chart: ChartState, settings: ExportSettings, publicLink: string): PdfOptions {
  return {
    paper: settings.paper,
    orientation: settings.orientation,
    overlap: settings.overlap,
    fabricCount: settings.fabricCount,
    mode: settings.mode,
    marginPt: settings.margin * 72,
    ...(chart.settings.allowAnonymous && publicLink ? { publicLink } : {}),
  };
}

export const exportWriters: Readonly<Record<string, ExportWriter>> = {
  pdf_doc: {
    plan: (chart, settings, link) => planChartPdf(chart, pdfOptionsOf(chart, settings, link)).pages,
    write: (chart, settings, link, onProgress) =>
      writeChartPdf(chart, pdfOptionsOf(chart, settings, link), onProgress),
  },
};
