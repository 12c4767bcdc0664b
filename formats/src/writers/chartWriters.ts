/**
 * The one table of chart writers: every file Steekwerk writes from a chart, one row each. The `convert` command picks
 * its row by the output's extension; the web's export worker by the download screen's `fileType` (the row's key),
 * and the download screen lists the rows' descriptions ({@link chartFileTypeOf}). A new format is its module and
 * one row here (formats/README.md).
 */
import { isFreeformCraft } from '@steekwerk/model';
import { ChartFileError } from '../chart/chartFileError';
import { writeSuppliesCsv } from '../csv/suppliesCsv';
import type { ChartSnapshot } from '../chart/chartSnapshot';
import { planFreeformPdf, writeFreeformPdf } from '../freeform/freeformPdf';
import { writeFreeformPng } from '../freeform/freeformPng';
import { writeSteekwerkJson } from '../json/steekwerkJson';
import { writeOxs } from '../oxs/writeOxs';
import type { PdfOptions } from '../pdf/pdfOptions';
import { planChartPdf, writeChartPdf } from '../pdf/writeChartPdf';
import { writePixelPng } from '../png/pixelPng';
import { writeViewPng, type ViewPngOptions } from '../png/viewPng';
import { generateWritten } from '../written/generateWritten';
import { writtenChartOf } from '../written/writtenChart';
import { writtenSettingsOf } from '../written/writtenSettings';

/** The options a writer may read: the download screen's settings or the convert command's flags. */
export interface WriteOptions {
  readonly pdf: PdfOptions;
  /** The chart as seen, `size` pixels wide (with the legend below when asked). */
  readonly view: ViewPngOptions;
  /** A colour's name for styles without one, in written instructions ("kleur N" without it). */
  readonly colourName?: (hexColour: string) => string;
}

/** Which of {@link WriteOptions} a writer reads: the download screen shows those settings, convert those flags. */
export type WriterOption = 'pdf' | 'view';

export interface WrittenFile {
  readonly bytes: Uint8Array;
  /** Pages of a paged file (the PDF); absent for the others. */
  readonly pages?: number;
}

export type WriteProgress = (done: number, total: number) => void;

/** One row of the table. */
export interface ChartWriter {
  /** Its name in the download screen's address (`?fileType=`) and remembered settings: lower case and `_`. */
  readonly key: string;
  /** The file name's extension, without the dot. */
  readonly extension: string;
  readonly mimeType: string;
  /** What the download screen lists (Dutch). */
  readonly label: string;
  readonly reads: readonly WriterOption[];
  /**
   * The download screen offers the viewer's done cells for the file (OXS `marked`); the web's export path gives the
   * others none. Convert hands every writer the done cells of the file it read (the Steekwerk file keeps them too).
   */
  readonly carriesProgress: boolean;
  /**
   * It writes freeform charts too (issue 29: the PNG, the PDF, the Steekwerk file, the written rounds); the others need a grid, refuse
   * a freeform chart with a Dutch message, and the download screen does not offer them for one.
   */
  readonly freeform: boolean;
  /** Pages of the file, counted without writing it (paged files: the download screen shows it first). */
  readonly plan?: (snapshot: ChartSnapshot, options: WriteOptions) => number;
  readonly write: (
    snapshot: ChartSnapshot,
    options: WriteOptions,
    onProgress?: WriteProgress,
  ) => Promise<WrittenFile>;
}

const text = (value: string) => new TextEncoder().encode(value);

const isFreeform = (snapshot: ChartSnapshot) => isFreeformCraft(snapshot.chart.settings.craft);

/** A writer that needs a grid, refusing a freeform chart (a {@link ChartFileError}: its message is for the user). */
function gridOnly(label: string, write: ChartWriter['write']): ChartWriter['write'] {
  return (snapshot, options, onProgress) =>
    isFreeform(snapshot)
      ? Promise.reject(
          new ChartFileError(`${label} kan niet van een vrije-vorm-chart: die heeft geen raster.`),
        )
      : write(snapshot, options, onProgress);
}

/** Every writer; the first is the download screen's default (spec §3: `png`). */
export const chartWriters: readonly ChartWriter[] = [
  {
    key: 'png',
    extension: 'png',
    mimeType: 'image/png',
    label: 'PNG-afbeelding: de chart zoals je hem ziet',
    reads: ['view'],
    carriesProgress: false,
    freeform: true,
    write: async (snapshot, options) => ({
      bytes: isFreeform(snapshot)
        ? writeFreeformPng(snapshot, options.view)
        : writeViewPng(snapshot, options.view),
    }),
  },
  {
    key: 'png_pixel',
    extension: 'png',
    mimeType: 'image/png',
    label: 'PNG-afbeelding: 1 pixel per steek (om later weer te importeren)',
    reads: [],
    carriesProgress: false,
    freeform: false,
    write: gridOnly('Een PNG met 1 pixel per steek', async (snapshot) => ({
      bytes: writePixelPng(snapshot),
    })),
  },
  {
    key: 'pdf_doc',
    extension: 'pdf',
    mimeType: 'application/pdf',
    label: 'PDF-document: patroon om van te werken, ook voor Pattern Keeper',
    reads: ['pdf'],
    carriesProgress: false,
    freeform: true,
    plan: (snapshot, options) =>
      isFreeform(snapshot)
        ? planFreeformPdf(snapshot, options.pdf).pages
        : planChartPdf(snapshot, options.pdf).pages,
    write: (snapshot, options, onProgress) =>
      isFreeform(snapshot)
        ? writeFreeformPdf(snapshot, options.pdf, onProgress)
        : writeChartPdf(snapshot, options.pdf, onProgress),
  },
  {
    key: 'oxs',
    extension: 'oxs',
    mimeType: 'application/xml',
    label: 'OXS-bestand: voor andere borduurprogramma’s',
    reads: [],
    carriesProgress: true,
    freeform: false,
    write: gridOnly('Een OXS-bestand', async (snapshot) => ({ bytes: writeOxs(snapshot) })),
  },
  {
    key: 'steekwerk_json',
    extension: 'json',
    mimeType: 'application/json',
    label: 'Steekwerk-bestand (.json): reservekopie van de hele chart',
    reads: [],
    carriesProgress: false,
    freeform: true,
    write: async (snapshot) => ({ bytes: text(writeSteekwerkJson(snapshot)) }),
  },
  {
    // The written instructions (issue 17) with the chart's own work order and written settings (issue 27).
    key: 'written_text',
    extension: 'txt',
    mimeType: 'text/plain',
    label: 'Tekstbestand: de geschreven instructies, rij voor rij',
    reads: [],
    carriesProgress: false,
    // A freeform chart's text is its written rounds (issue 29, formats/src/written/freeformRounds.ts).
    freeform: true,
    write: async (snapshot, options) => {
      const written = writtenChartOf(snapshot, options.colourName ? { colourName: options.colourName } : {});
      const settings = writtenSettingsOf(written, snapshot.chart.settings.written);
      return { bytes: text(generateWritten(written, settings).text) };
    },
  },
  {
    // What to buy, for a spreadsheet (the fabric count and strands of the PDF options: Aida 14 and 2 by default).
    key: 'supplies_csv',
    extension: 'csv',
    mimeType: 'text/csv',
    label: 'CSV-bestand: boodschappenlijst met garen en stof per kleur',
    reads: [],
    carriesProgress: false,
    freeform: false,
    write: gridOnly('Een boodschappenlijst', async (snapshot, options) => ({
      bytes: writeSuppliesCsv(snapshot, options.pdf, options.colourName),
    })),
  },
];

/** The row of a key, or undefined for any other text. */
export function chartWriterOf(key: unknown): ChartWriter | undefined {
  return chartWriters.find((row) => row.key === key);
}

/**
 * The row the convert command writes a file name with: by its extension; of two rows with one extension (`.png`),
 * the one that reads the `view` options when `view` is asked, else the other.
 */
export function chartWriterForFileName(fileName: string, view: boolean): ChartWriter | undefined {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  const rows = chartWriters.filter((row) => row.extension === extension);
  return rows.find((row) => row.reads.includes('view') === view) ?? rows[0];
}

/** A row as the download screen's main thread shows it: the description without the writer's code. */
export type ChartFileType = Omit<ChartWriter, 'plan' | 'write'> & {
  /** The file has pages, counted before writing it. */
  readonly paged: boolean;
};

/** The description of a row (structured-cloneable: what the export worker sends the download screen). */
export function chartFileTypeOf(row: ChartWriter): ChartFileType {
  const { plan, write: _write, ...description } = row;
  return { ...description, paged: plan !== undefined };
}
