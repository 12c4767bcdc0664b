/**
 * The written instructions of a chart (issue 17), as the bottom panel asks for them: the job (the chart snapshot every
 * writer and worker is handed, `@steekwerk/formats/chart-files`, plus the written settings), its check, and the
 * generator run on the snapshot (`writtenChartOf`, grid and freeform charts alike) with Dutch colour names. Small
 * charts run it on the page, large ones in the written worker: one path from the snapshot to the text.
 */
import { parseChartSnapshot, type ChartSnapshot } from '@steekwerk/formats/chart-files';
import {
  generateWritten,
  writtenChartOf,
  type WrittenLine,
  type WrittenPattern,
  type WrittenSettings,
} from '@steekwerk/formats/written';
import { writtenSettingsSchema } from '@steekwerk/model';
import { z } from 'zod';
import { dutchColourName } from '../editor/paletteNames/dutchColourName';

export interface WrittenJob {
  readonly snapshot: ChartSnapshot;
  readonly settings: WrittenSettings;
}

/**
 * A pattern packed for the trip from the worker: its text as UTF-8 bytes and three numbers per line (its length,
 * its first and last row, −1 without rows). Both are transferred, so the page copies nothing and makes one string:
 * a 2000² chart's text is millions of characters, and cloning it (as text and again as lines) kept the page busy.
 */
export interface PackedPattern {
  readonly text: Uint8Array;
  readonly lines: Int32Array;
}

export type WrittenReply = { ok: true; packed: PackedPattern } | { ok: false; message: string };

export interface WrittenWorkerApi {
  written(job: unknown): WrittenReply;
}

/** Bytes of any realm (a structured clone may come from another one, so no instanceof). */
const bytesSchema = z.custom<Uint8Array>(
  (value) => ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]',
);

/**
 * A job received by the worker, checked: the snapshot by `parseChartSnapshot` (the metadata against the wire schema,
 * the cells against the chart's size), the settings by their schema. Undefined when anything does not fit.
 */
export function parseWrittenJob(value: unknown): WrittenJob | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { snapshot, settings } = value as Record<string, unknown>;
  const parsedSnapshot = parseChartSnapshot(snapshot);
  const parsedSettings = writtenSettingsSchema.safeParse(settings);
  return parsedSnapshot && parsedSettings.success
    ? { snapshot: parsedSnapshot, settings: parsedSettings.data }
    : undefined;
}

const int32Schema = z.custom<Int32Array>(
  (value) => ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Int32Array]',
);

export const writtenReplySchema = z.union([
  z.object({ ok: z.literal(true), packed: z.object({ text: bytesSchema, lines: int32Schema }) }),
  z.object({ ok: z.literal(false), message: z.string().max(500) }),
]);

/** Packs a pattern for the page (see {@link PackedPattern}). */
export function packPattern(pattern: WrittenPattern): PackedPattern {
  const lines = new Int32Array(pattern.lines.length * 3);
  pattern.lines.forEach((line, index) => {
    lines[index * 3] = line.text.length;
    lines[index * 3 + 1] = line.rows?.first ?? -1;
    lines[index * 3 + 2] = line.rows?.last ?? -1;
  });
  return { text: new TextEncoder().encode(pattern.text), lines };
}

/** The pattern of a packed one; undefined when its lines do not add up to its text. */
export function unpackPattern(packed: PackedPattern): WrittenPattern | undefined {
  const text = new TextDecoder().decode(packed.text);
  const count = packed.lines.length / 3;
  if (!Number.isInteger(count)) return undefined;
  // The generator's text of no lines is one newline.
  if (count === 0) return text === '' || text === '\n' ? { lines: [], text } : undefined;
  const lines: WrittenLine[] = [];
  let offset = 0;
  for (let index = 0; index < count; index += 1) {
    const length = packed.lines[index * 3]!;
    const first = packed.lines[index * 3 + 1]!;
    const last = packed.lines[index * 3 + 2]!;
    if (length < 0 || offset + length >= text.length || text[offset + length] !== '\n') return undefined;
    const line = text.slice(offset, offset + length);
    lines.push(first >= 0 && last >= first ? { text: line, rows: { first, last } } : { text: line });
    offset += length + 1;
  }
  return offset === text.length ? { lines, text } : undefined;
}

/** A colour's Dutch name as a word in the text: "rood", "lichtblauw". */
function colourWord(hex: string): string {
  return dutchColourName(hex).toLowerCase();
}

/** The written pattern of a job, with Dutch colour names for styles that have no other name. */
export function runWritten(job: WrittenJob): WrittenPattern {
  return generateWritten(writtenChartOf(job.snapshot, { colourName: colourWord }), job.settings);
}
