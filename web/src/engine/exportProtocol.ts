/** The messages between the download screen and the export worker, and the check of the worker's replies. */
import type { ChartFileType, WriteProgress } from '@steekwerk/formats';
import { z } from 'zod';

export type PlanReply = { ok: true; pages: number } | { ok: false; message: string };
export type ExportReply = { ok: true; bytes: Uint8Array; pages: number } | { ok: false; message: string };

export interface ExportWorkerApi {
  /** The rows of formats' writer table, without their code (the screen lists them). */
  fileTypes(): ChartFileType[];
  /** `products`: the palette's catalogue products for the PDF key (checked by the worker). */
  plan(
    fileType: string,
    snapshot: unknown,
    settings: unknown,
    publicLink: string,
    products?: unknown,
  ): PlanReply;
  write(
    fileType: string,
    snapshot: unknown,
    settings: unknown,
    publicLink: string,
    onProgress: WriteProgress,
    products?: unknown,
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

const text = z.string().min(1).max(200);

/** The worker's list of file types, as the screen reads it. */
export const fileTypesReplySchema = z
  .array(
    z.object({
      key: z.string().regex(/^[a-z_]{1,20}$/),
      extension: z.string().regex(/^[a-z0-9]{1,8}$/),
      mimeType: text,
      label: text,
      reads: z.array(z.enum(['pdf', 'view'])),
      carriesProgress: z.boolean(),
      /** The row writes freeform charts too (issue 29). */
      freeform: z.boolean(),
      paged: z.boolean(),
    }),
  )
  .min(1)
  .max(50);
