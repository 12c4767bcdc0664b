/**
 * The written instructions of a chart (issue 17), as the bottom panel asks for them: the job (plain data, no
 * functions, so it crosses to the worker), its check, and the generator run with Dutch colour names. Small charts
 * run it on the page, large ones in the written worker.
 */
import {
  generateWritten,
  type WrittenChart,
  type WrittenPattern,
  type WrittenSettings,
} from '@steekwerk/formats';
import { freeformCrafts, gridCrafts, paletteStyleSchema } from '@steekwerk/model';
import { z } from 'zod';
import { dutchColourName } from '../editor/paletteNames/dutchColourName';

/** The chart the generator reads, without the functions (colour names are added where it runs). */
export type WrittenChartData = Omit<WrittenChart, 'colourName' | 'productNames'>;

export interface WrittenJob {
  readonly chart: WrittenChartData;
  readonly settings: WrittenSettings;
}

export type WrittenReply = { ok: true; pattern: WrittenPattern } | { ok: false; message: string };

export interface WrittenWorkerApi {
  written(job: unknown): WrittenReply;
}

/** Bytes of any realm (a structured clone may come from another one, so no instanceof). */
const bytesSchema = z.custom<Uint8Array>(
  (value) => ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]',
);

const dimension = z.number().int().min(1).max(10_000);
const shortText = z.string().max(200);

export const writtenSettingsSchema = z.object({
  title: z.boolean(),
  legend: z.boolean(),
  usageText: shortText,
  rowText: shortText,
  rowsText: shortText,
  countSingle: shortText,
  countPlural: shortText,
  stitchDivider: z.string().max(20),
  repeatStyle: z.enum(['brackets', 'stars']),
  ignoreStitchesLeft: z.number().int().min(0).max(10_000),
  ignoreStitchesRight: z.number().int().min(0).max(10_000),
  detectRepeats: z.boolean(),
});

export const writtenJobSchema = z.object({
  chart: z
    .object({
      title: z.string().max(1000),
      craft: z.enum([...gridCrafts, ...freeformCrafts]),
      layout: z.enum(['rows', 'c2c']),
      columnCount: dimension,
      rowCount: dimension,
      cells: bytesSchema,
      styles: z.array(paletteStyleSchema).max(255),
      order: z.object({
        rows: z.enum(['bottomToTop', 'topToBottom']),
        firstRow: z.enum(['rightToLeft', 'leftToRight']),
        alternating: z.boolean(),
      }),
      cellsPerStitch: z.number().int().min(1).max(4),
    })
    .refine((chart) => chart.cells.length === chart.columnCount * chart.rowCount),
  settings: writtenSettingsSchema,
});

const lineSchema = z.object({
  text: z.string(),
  rows: z.object({ first: z.number().int().min(0), last: z.number().int().min(0) }).optional(),
});

export const writtenReplySchema = z.union([
  z.object({ ok: z.literal(true), pattern: z.object({ lines: z.array(lineSchema), text: z.string() }) }),
  z.object({ ok: z.literal(false), message: z.string().max(500) }),
]);

/** A colour's Dutch name as a word in the text: "rood", "lichtblauw". */
function colourWord(hex: string): string {
  return dutchColourName(hex).toLowerCase();
}

/** The written pattern of a job, with Dutch colour names for styles that have no other name. */
export function runWritten(job: WrittenJob): WrittenPattern {
  return generateWritten({ ...job.chart, colourName: colourWord }, job.settings);
}
