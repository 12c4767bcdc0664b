/**
 * One writer per output format, for the convert command (and any caller writing a chart to a file): what it gets
 * is the chart read and the command's options, what it gives is the file's bytes and, for a PDF, its page count.
 */
import type { ImportedChart } from '../chart/importedChart';
import type { ChartFileFormat } from '../fileFormat';
import { writeSteekwerkJson } from '../json/steekwerkJson';
import { writeOxs } from '../oxs/writeOxs';
import type { PdfOptions } from '../pdf/pdfOptions';
import { writeChartPdf } from '../pdf/writeChartPdf';
import { writePixelPng } from '../png/pixelPng';
import { writeViewPng } from '../png/viewPng';
import { generateWritten } from '../written/generateWritten';
import { writtenChartOf } from '../written/writtenChart';
import { defaultWrittenSettingsOf } from '../written/writtenSettings';

export interface WriteOptions {
  readonly pdf: PdfOptions;
  /** A PNG as seen at `size` pixels (with the legend when asked) instead of one pixel per cell. */
  readonly view?: { readonly size: number; readonly legend: boolean };
}

export interface WrittenFile {
  readonly bytes: Uint8Array;
  /** Pages of a PDF; null for the other formats. */
  readonly pages: number | null;
}

export type ChartWriter = (chart: ImportedChart, options: WriteOptions) => Promise<WrittenFile>;

const single = (bytes: Uint8Array): WrittenFile => ({ bytes, pages: null });

export const chartWriters: Readonly<Record<ChartFileFormat, ChartWriter>> = {
  json: async (chart) => single(new TextEncoder().encode(writeSteekwerkJson(chart.state, chart.progress))),
  oxs: async (chart) => single(writeOxs(chart.state, chart.progress)),
  png: async (chart, options) =>
    single(options.view ? writeViewPng(chart.state, options.view) : writePixelPng(chart.state)),
  pdf: async (chart, options) => writeChartPdf(chart.state, options.pdf),
  // The written instructions (issue 17) with the chart's own work order and the spec's default settings.
  txt: async (chart) => {
    const written = writtenChartOf(chart.state);
    return single(new TextEncoder().encode(generateWritten(written, defaultWrittenSettingsOf(written)).text));
  },
};
