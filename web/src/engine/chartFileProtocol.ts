/**
 * Chart file import through the engine worker: the file (OXS, Steekwerk JSON, a one-pixel-per-cell PNG, a pattern
 * PDF) is read and checked in the worker, which answers the whole chart state or one Dutch message. The client checks
 * the reply again with the model's schema before any screen sees it.
 */
import { chartStateSchema, type ChartState } from '@steekwerk/model';

/** Where an import is (reading the file's bytes, then making the chart). */
export type ChartFileStep = 'reading' | 'parsing';

/** A chart file read into a chart. */
export interface ImportedChartFile {
  readonly state: ChartState;
  /** Cells marked as stitched in the file (`"1:" + base64` of 0/1 per cell), for the tracker. */
  readonly progressDone?: string;
  /** What the file held that the chart cannot, counted by Dutch name ("lijnen buiten de kaart"). */
  readonly skipped: Readonly<Record<string, number>>;
  /** What a pattern PDF gave (and missed), shown before the maker accepts the chart. */
  readonly pattern?: PatternSummary;
  /** A pattern PDF's chart as imported, as a PNG (shown beside the PDF's first page). */
  readonly preview?: Uint8Array;
}

/** What the import of a pattern PDF found. */
export interface PatternSummary {
  readonly columns: number;
  readonly rows: number;
  readonly chartPages: readonly number[];
  readonly threads: number;
  readonly stitches: number;
  readonly backstitches: number;
  /** Half and quarter stitches (absent from an older worker). */
  readonly partStitches?: number;
  /** Dutch sentences. */
  readonly missing: readonly string[];
}

const count = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function readPattern(value: unknown): PatternSummary | undefined {
  if (!isRecord(value)) return undefined;
  const { columns, rows, chartPages, threads, stitches, backstitches, partStitches, missing } = value;
  if (![columns, rows, threads, stitches, backstitches].every(count)) return undefined;
  if (partStitches !== undefined && !count(partStitches)) return undefined;
  if (!Array.isArray(chartPages) || chartPages.length > 1000 || !chartPages.every(count)) return undefined;
  if (!Array.isArray(missing) || missing.length > 20) return undefined;
  if (!missing.every((line) => typeof line === 'string' && line.length <= maxMessageLength)) return undefined;
  return {
    columns: columns as number,
    rows: rows as number,
    chartPages: chartPages as number[],
    threads: threads as number,
    stitches: stitches as number,
    backstitches: backstitches as number,
    ...(partStitches !== undefined ? { partStitches: partStitches as number } : {}),
    missing: missing as string[],
  };
}

export type ChartFileReply =
  | ({ readonly ok: true } & ImportedChartFile)
  | { readonly ok: false; readonly code: 'unreadableFile'; readonly message: string }
  | { readonly ok: false; readonly code: 'unsupportedFile' };

/** Bounds of a reply's message (a sentence, never a dump). */
const maxMessageLength = 500;

/** Bounds of a preview: a PNG of at most 600 pixels a side stays far below this. */
const maxPreviewBytes = 4_000_000;
const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A preview the screen may show: a PNG of bounded size; anything else is left out. */
function readPreview(value: unknown): Uint8Array | undefined {
  if (!(value instanceof Uint8Array) || value.length > maxPreviewBytes) return undefined;
  return pngSignature.every((byte, index) => value[index] === byte) ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readSkipped(value: unknown): Record<string, number> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length > 50) return undefined;
  if (!entries.every(([key, count]) => key.length <= 80 && Number.isSafeInteger(count))) return undefined;
  return Object.fromEntries(entries) as Record<string, number>;
}

/**
 * The reply as the screens may trust it; anything malformed is `undefined`. `checkedState` is the reply's chart state
 * when the caller has checked it with the model's schema already (`readChartFileReplyInTasks`).
 */
export function readChartFileReply(reply: unknown, checkedState?: ChartState): ChartFileReply | undefined {
  if (!isRecord(reply)) return undefined;
  if (reply.ok === false) {
    if (reply.code === 'unsupportedFile') return { ok: false, code: 'unsupportedFile' };
    if (reply.code === 'unreadableFile' && typeof reply.message === 'string') {
      return { ok: false, code: 'unreadableFile', message: reply.message.slice(0, maxMessageLength) };
    }
    return undefined;
  }
  if (reply.ok !== true) return undefined;
  const state = checkedState
    ? { success: true as const, data: checkedState }
    : chartStateSchema.safeParse(reply.state);
  const skipped = readSkipped(reply.skipped);
  if (!state.success || !skipped) return undefined;
  if (reply.progressDone !== undefined && typeof reply.progressDone !== 'string') return undefined;
  const pattern = reply.pattern === undefined ? undefined : readPattern(reply.pattern);
  if (reply.pattern !== undefined && !pattern) return undefined;
  const preview = readPreview(reply.preview);
  return {
    ...(pattern ? { pattern } : {}),
    ...(preview ? { preview } : {}),
    ok: true,
    state: state.data,
    skipped,
    ...(typeof reply.progressDone === 'string' ? { progressDone: reply.progressDone } : {}),
  };
}
