/**
 * The writers of the download screen's file types (download/exportFileTypes.ts), run in the export worker: each
 * calls its writer of `@steekwerk/formats`. One row per file type.
 */
import type { ChartState } from '@steekwerk/model';
import {
  planChartPdf,
  writeChartPdf,
  writeOxs,
  writePixelPng,
  writeSteekwerkJson,
  writeViewPng,
  type PdfOptions,
} from '@steekwerk/formats';
import { pixelSizeLimits, pixelSizeOf, type ExportSettings } from '../download/exportSettings';
import { dutchColourName } from '../editor/paletteNames/dutchColourName';

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
    // The written pages name colours as the bottom panel does ("rood", "lichtblauw").
    ...(settings.written
      ? { written: true, writtenColourName: (hex: string) => dutchColourName(hex).toLowerCase() }
      : {}),
    ...(chart.settings.allowAnonymous && publicLink ? { publicLink } : {}),
  };
}

/** The PNG as seen at the settings' size in pixels; any placement but `none` draws the legend (below the chart). */
export function viewPngOf(chart: ChartState, settings: ExportSettings): Uint8Array {
  const size = pixelSizeOf(settings);
  if (!(size >= pixelSizeLimits.min && size <= pixelSizeLimits.max)) {
    throw new Error(
      `De afbeelding moet ${pixelSizeLimits.min} tot ${pixelSizeLimits.max} pixels breed zijn.`,
    );
  }
  return writeViewPng(chart, { size, legend: settings.legendPlacement !== 'none' });
}

/** Writers of one step (no pages): the screen's bar shows that the file is being made until it is done. */
async function oneStep(write: () => Uint8Array) {
  return { bytes: write() };
}

export const exportWriters: Readonly<Record<string, ExportWriter>> = {
  png: { write: (chart, settings) => oneStep(() => viewPngOf(chart, settings)) },
  png_pixel: { write: (chart) => oneStep(() => writePixelPng(chart)) },
  pdf_doc: {
    plan: (chart, settings, link) => planChartPdf(chart, pdfOptionsOf(chart, settings, link)).pages,
    write: (chart, settings, link, onProgress) =>
      writeChartPdf(chart, pdfOptionsOf(chart, settings, link), onProgress),
  },
  oxs: { write: (chart) => oneStep(() => writeOxs(chart)) },
  steekwerk_json: {
    write: (chart) => oneStep(() => new TextEncoder().encode(writeSteekwerkJson(chart))),
  },
};
