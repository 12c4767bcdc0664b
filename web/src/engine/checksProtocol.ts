/**
 * The chart checks ("Controle", issue 28) as the checks worker runs them: the job is the chart snapshot every writer
 * and worker is handed (`@steekwerk/formats/chart-files`: the metadata with its lines and part stitches, and the
 * cells), checked by `parseChartSnapshot` in the worker; the reply is checked on the page. Large charts are checked
 * in the worker so that the page never waits (a 2000² chart takes 0,2–0,3 s, bench/chart-checks.node.mjs); small
 * ones on the page, by the same `runChecks`.
 */
import { parseChartSnapshot, type ChartSnapshot } from '@steekwerk/formats/chart-files';
import { checkChart, type ChartFinding } from '@steekwerk/formats/supplies';
import { z } from 'zod';

/** The checks need nothing beside the chart: the job is its snapshot. */
export type ChecksJob = ChartSnapshot;

export type ChecksReply =
  { readonly ok: true; readonly findings: ChartFinding[] } | { readonly ok: false; readonly message: string };

export interface ChecksWorkerApi {
  checks(job: unknown): ChecksReply;
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

/** Runs the checks of a snapshot (on the page for a small chart, or in the worker once checked). */
export function runChecks(job: ChecksJob): ChecksReply {
  try {
    return { ok: true, findings: checkChart(job.chart, job.cells) };
  } catch {
    return { ok: false, message: 'De controle kon niet worden uitgevoerd.' };
  }
}

/** The worker's answer to a message: refused in Dutch unless it is a chart snapshot, else its checks. */
export function answerChecks(message: unknown): ChecksReply {
  const snapshot = parseChartSnapshot(message);
  return snapshot ? runChecks(snapshot) : { ok: false, message: 'De chart kan niet worden gelezen.' };
}
