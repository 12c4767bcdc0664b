/**
 * The writers of the download screen's file types (download/exportFileTypes.ts), run in the export worker: each
 * calls its writer of `@steekwerk/formats`. One row per file type.
 */
import type { ChartState } from '@steekwerk/model';
import { decodeRowsPlain } from '@steekwerk/engine/plain';
import {
  planChartPdf,
  writeChartPdf,
  writeOxs,
  writePixelPng,
  writeSteekwerkJson,
  writeViewPng,
  type ChartProgress,
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
    progress?: ChartProgress,
  ) => Promise<{ bytes: Uint8Array; pages?: number }>;
}

/**
 * The viewer's done cells sent with a job, as the writers take them: `"1:" + base64` of 0/1 per cell of the chart;
 * undefined when none were sent or none are done.
 *
 * @throws Error (a Dutch message) for done cells that do not fit the chart
 */
export function progressOf(done: unknown, chart: ChartState): ChartProgress | undefined {
  if (done === undefined || done === '') return undefined;
  const { columnCount, rowCount } = chart.grid.settings.size;
  let cells: Uint8Array | undefined;
  try {
    cells = typeof done === 'string' ? decodeRowsPlain(done, columnCount, rowCount) : undefined;
  } catch {
    cells = undefined;
  }
  if (!cells || cells.some((value) => value > 1)) throw new Error('De voortgang past niet bij de chart.');
  let doneCount = 0;
  for (const value of cells) doneCount += value;
  return doneCount === 0 ? undefined : { done: done as string, doneCount };
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
  oxs: {
    write: (chart, _settings, _link, _onProgress, progress) => oneStep(() => writeOxs(chart, progress)),
  },
  steekwerk_json: {
    write: (chart) => oneStep(() => new TextEncoder().encode(writeSteekwerkJson(chart))),
  },
};
