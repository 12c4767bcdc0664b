/**
 * The export worker's work, as plain functions (export.worker.ts exposes them): the download screen names a row of
 * formats' writer table by its key and sends the chart snapshot and its settings; everything received is checked
 * first. The screen's settings become the writers' options here, the same for every row.
 */
import {
  chartFileTypeOf,
  chartWriterOf,
  chartWriters,
  cropSnapshot,
  parseChartSnapshot,
  rotateSnapshot,
  type ChartFileType,
  type ChartMetadata,
  type ChartSnapshot,
  type ChartWriter,
  type PdfOptions,
  type WriteOptions,
  type WriteProgress,
} from '@steekwerk/formats';
import { selectedCellArea } from '@steekwerk/model';
import { z } from 'zod';
import {
  exportSettingsSchema,
  pixelSizeLimits,
  pixelSizeOf,
  type ExportSettings,
} from '../download/exportSettings';
import { dutchColourName } from '../editor/paletteNames/dutchColourName';
import type { ExportReply, PlanReply } from './exportProtocol';

/** The written instructions name colours as the bottom panel does ("rood", "lichtblauw"). */
const colourName = (hex: string) => dutchColourName(hex).toLowerCase();

/** The PDF's options from the screen's settings; the public link only for a public chart. */
export function pdfOptionsOf(chart: ChartMetadata, settings: ExportSettings, publicLink: string): PdfOptions {
  return {
    paper: settings.paper,
    orientation: settings.orientation,
    overlap: settings.overlap,
    fabricCount: settings.fabricCount,
    mode: settings.mode,
    marginPt: settings.margin * 72,
    ...(settings.written ? { written: true, writtenColourName: colourName } : {}),
    ...(chart.settings.allowAnonymous && publicLink ? { publicLink } : {}),
  };
}

/**
 * The writer's options from the screen's settings: the PNG as seen at the settings' size in pixels with its legend
 * below or to the right (or none), the PDF's options.
 *
 * @throws Error (a Dutch message) for an image size out of bounds, when the row draws one
 */
export function writeOptionsOf(
  row: ChartWriter,
  chart: ChartMetadata,
  settings: ExportSettings,
  publicLink: string,
): WriteOptions {
  const size = pixelSizeOf(settings);
  if (row.reads.includes('view') && !(size >= pixelSizeLimits.min && size <= pixelSizeLimits.max)) {
    throw new Error(
      `De afbeelding moet ${pixelSizeLimits.min} tot ${pixelSizeLimits.max} pixels breed zijn.`,
    );
  }
  return {
    pdf: pdfOptionsOf(chart, settings, publicLink),
    view: {
      size,
      legend: settings.legendPlacement !== 'none',
      legendPlacement: settings.legendPlacement === 'right' ? 'right' : 'bottom',
    },
    colourName,
  };
}

/**
 * The chart the file shows: only the selected area when asked and the chart has one (any file), turned when asked
 * (the pictures: the PNG and the PDF; a chart file keeps the chart as it is).
 */
export function shapedSnapshot(
  row: ChartWriter,
  snapshot: ChartSnapshot,
  settings: ExportSettings,
): ChartSnapshot {
  const { selectedArea, size } = snapshot.chart.grid.settings;
  const area = settings.selectedAreaOnly ? selectedCellArea(selectedArea, size) : undefined;
  const cut = area ? cropSnapshot(snapshot, area) : snapshot;
  const picture = row.reads.includes('view') || row.reads.includes('pdf');
  return picture && settings.rotation !== 0 ? rotateSnapshot(cut, settings.rotation) : cut;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface Job {
  readonly row: ChartWriter;
  readonly snapshot: ChartSnapshot;
  readonly options: WriteOptions;
}

/** The job of a request, or the Dutch message of what does not fit. */
/** The palette's products as the key prints them; anything else is left out (the key falls back to the ids). */
const pdfProductsSchema = z
  .record(
    z.string().max(80),
    z.object({ brand: z.string().max(80), number: z.string().max(40), name: z.string().max(200) }),
  )
  .refine((products) => Object.keys(products).length <= 256);

function jobOf(fileType: unknown, snapshot: unknown, settings: unknown, link: unknown, products?: unknown) {
  const row = chartWriterOf(fileType);
  if (!row) return { ok: false, message: 'Dit bestandstype kan niet worden gemaakt.' } as const;
  const parsedSnapshot = parseChartSnapshot(snapshot);
  if (!parsedSnapshot) return { ok: false, message: 'De chart kan niet worden gelezen.' } as const;
  const parsedSettings = exportSettingsSchema.safeParse(settings);
  if (!parsedSettings.success) return { ok: false, message: 'De instellingen kloppen niet.' } as const;
  const publicLink = typeof link === 'string' && link.length <= 2000 ? link : '';
  try {
    const options = writeOptionsOf(row, parsedSnapshot.chart, parsedSettings.data, publicLink);
    const known = pdfProductsSchema.safeParse(products);
    if (known.success && options.pdf) options.pdf.products = known.data;
    const shaped = shapedSnapshot(row, parsedSnapshot, parsedSettings.data);
    // Only the files that carry progress get the done cells.
    const job: Job = {
      row,
      snapshot: row.carriesProgress ? shaped : { ...shaped, done: undefined },
      options,
    };
    return { ok: true, job } as const;
  } catch (error) {
    return { ok: false, message: message(error) } as const;
  }
}

/** The rows the download screen lists, in the table's order (the first is its default). */
export function exportFileTypes(): ChartFileType[] {
  return chartWriters.map(chartFileTypeOf);
}

/** The pages of a paged file type before writing it; 0 for the others. */
export function planExport(
  fileType: unknown,
  snapshot: unknown,
  settings: unknown,
  link: unknown,
  products?: unknown,
): PlanReply {
  const input = jobOf(fileType, snapshot, settings, link, products);
  if (!input.ok) return input;
  const { row, snapshot: chart, options } = input.job;
  try {
    return { ok: true, pages: row.plan ? row.plan(chart, options) : 0 };
  } catch (error) {
    return { ok: false, message: message(error) };
  }
}

/** Writes the file; `onProgress` hears of the pages of a paged file as they are done. */
export async function writeExport(
  fileType: unknown,
  snapshot: unknown,
  settings: unknown,
  link: unknown,
  onProgress: WriteProgress,
  products?: unknown,
): Promise<ExportReply> {
  const input = jobOf(fileType, snapshot, settings, link, products);
  if (!input.ok) return input;
  const { row, snapshot: chart, options } = input.job;
  try {
    const { bytes, pages } = await row.write(chart, options, onProgress);
    return { ok: true, bytes, pages: pages ?? 0 };
  } catch (error) {
    return { ok: false, message: message(error) };
  }
}
