/**
 * The chart checks ("Controle", issue 28) as the checks worker runs them: the job (plain data: the chart's metadata
 * and items, and its cells) and the reply, checked on both sides. Large charts are checked in the worker so that
 * the page never waits (a 2000² chart takes 0,2–0,3 s, bench/chart-checks.node.mjs); small ones on the page.
 */
import { checkChart, type ChartFinding, type CountedChart } from '@steekwerk/formats/supplies';
import { z } from 'zod';

export interface ChecksJob {
  readonly chart: CountedChart;
  readonly cells: Uint8Array;
}

export type ChecksReply =
  { readonly ok: true; readonly findings: ChartFinding[] } | { readonly ok: false; readonly message: string };

export interface ChecksWorkerApi {
  checks(job: ChecksJob): ChecksReply;
}

/** Charts of more cells than this are checked in the worker; smaller ones on the page (a few milliseconds). */
export const CHECKS_WORKER_CELL_COUNT = 250_000;

const place = z.object({ column: z.number().int().min(0), row: z.number().int().min(0) });
// Two style ids (an array of two, not z.tuple: that would add zod's tuple code to the landing page's shared chunk).
const pair = z.array(z.number().int()).length(2);

/** A finding as the worker may send it (what `checkChart` makes). */
export const chartFindingSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('confetti'),
    styleId: z.number().int(),
    count: z.number().int(),
    cells: z.array(place),
  }),
  z.object({ kind: z.literal('unused'), styleId: z.number().int() }),
  z.object({ kind: z.literal('alike'), styleIds: pair, deltaE: z.number(), at: place.optional() }),
  z.object({
    kind: z.literal('colourBlind'),
    styleIds: pair,
    deficiency: z.enum(['protanopia', 'deuteranopia', 'tritanopia']),
    deltaE: z.number(),
    at: place.optional(),
  }),
  z.object({ kind: z.literal('sameSymbol'), styleIds: pair, symbolId: z.string(), at: place.optional() }),
  z.object({
    kind: z.literal('noStyle'),
    item: z.enum(['line', 'half', 'quarter', 'ornament']),
    styleId: z.number().int(),
    at: place,
  }),
]);

export const checksReplySchema = z.union([
  z.object({ ok: z.literal(true), findings: z.array(chartFindingSchema) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);

/** Cells as a Uint8Array of any realm (a worker's or a test's own globals). */
const bytesSchema = z.custom<Uint8Array>(
  (value) => ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]',
);

/** The job's check in the worker: a chart with settings, palette and grid, and its cells. */
const checksJobSchema = z.object({
  chart: z.object({
    settings: z.object({}).passthrough(),
    palette: z.object({ styles: z.array(z.object({}).passthrough()) }).passthrough(),
    grid: z.object({}).passthrough(),
  }),
  cells: bytesSchema,
});

/** Runs the checks of a job (in the worker, or on the page for a small chart). */
export function runChecks(job: unknown): ChecksReply {
  if (!checksJobSchema.safeParse(job).success)
    return { ok: false, message: 'De chart kan niet worden gelezen.' };
  const { chart, cells } = job as ChecksJob;
  try {
    return { ok: true, findings: checkChart(chart, cells) };
  } catch {
    return { ok: false, message: 'De controle kon niet worden uitgevoerd.' };
  }
}
