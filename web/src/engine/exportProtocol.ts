/** The messages between the download screen and the export worker, and the check of the worker's replies. */
import { z } from 'zod';
import type { Progress } from './exportWriters';

export type PlanReply = { ok: true; pages: number } | { ok: false; message: string };
export type ExportReply = { ok: true; bytes: Uint8Array; pages: number } | { ok: false; message: string };

export interface ExportWorkerApi {
  plan(fileType: string, chart: unknown, settings: unknown, publicLink: string): PlanReply;
  write(
    fileType: string,
    chart: unknown,
    settings: unknown,
    publicLink: string,
    onProgress: Progress,
    progressDone?: unknown,
  ): Promise<ExportReply>;
}

/** Bytes of any realm (a structured clone may come from another one, so no instanceof). */
const bytesSchema = z.custom<Uint8Array>(
  (value) => ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]',
);

const failure = z.object({ ok: z.literal(false), message: z.string().max(500) });

export const planReplySchema = z.union([
  z.object({ ok: z.literal(true), pages: z.number().int().min(0).max(1_000_000) }),
  failure,
]);

export const exportReplySchema = z.union([
  z.object({
    ok: z.literal(true),
    bytes: bytesSchema,
    pages: z.number().int().min(0).max(1_000_000),
  }),
  failure,
]);
