/**
 * The rows of a written pattern for charts worked row by row (knitting, crochet, and any colour chart): each
 * row read in the direction it is worked, identical consecutive rows merged ("Toeren 3 - 4:"), and, when asked,
 * groups of rows that repeat written once ("Herhaal toeren 1 - 4 nog 9 keer").
 */
import { isNoStitchSymbol } from '@steekwerk/model';
import { itemsText, countText, rowNoun, rowsNoun } from './rowText';
import { rowItemsOf, stitchesOfCells } from './rowItems';
import type { StyleWord } from './styleNames';
import type { WrittenChart } from './writtenChart';
import { fillNumbers, type WrittenSettings } from './writtenSettings';

/** A line of the pattern; `rows` are the worked rows it covers, numbered from 1 in work order. */
export interface WrittenLine {
  readonly text: string;
  readonly rows?: { readonly first: number; readonly last: number };
}

/** The chart row (0 is the top) worked as the `workIndex`-th row (0 first). */
export function chartRowOfWorkIndex(
  chart: Pick<WrittenChart, 'order' | 'rowCount'>,
  workIndex: number,
): number {
  return chart.order.rows === 'bottomToTop' ? chart.rowCount - 1 - workIndex : workIndex;
}

/** Whether the `workIndex`-th worked row is read from right to left. */
export function readsRightToLeft(chart: Pick<WrittenChart, 'order'>, workIndex: number): boolean {
  const first = chart.order.firstRow === 'rightToLeft';
  return chart.order.alternating && workIndex % 2 === 1 ? !first : first;
}

/** Per style id: the stitches a cell of it makes, and whether the text writes it. Lookups without maps. */
interface StyleTable {
  readonly produces: Int32Array;
  readonly written: Uint8Array;
  readonly anyHidden: boolean;
}

function styleTableOf(words: ReadonlyMap<number, StyleWord>): StyleTable {
  const produces = new Int32Array(256).fill(1);
  const written = new Uint8Array(256).fill(1);
  let anyHidden = false;
  for (const [styleId, { style }] of words) {
    // A "geen steek" cell is no stitch at all: neither written nor counted.
    const noStitch = isNoStitchSymbol(style.symbolId);
    produces[styleId] = noStitch ? 0 : style.produces;
    written[styleId] = style.showInWritten && !noStitch ? 1 : 0;
    anyHidden ||= written[styleId] === 0;
  }
  return { produces, written, anyHidden };
}

/**
 * The stitches of a worked row in reading order (empty cells and the ignored edges left out; one stitch per
 * `cellsPerStitch` cells of a run), written into `buffer`; and the stitches on the needle after it.
 */
function rowStitches(
  chart: WrittenChart,
  table: StyleTable,
  settings: WrittenSettings,
  workIndex: number,
  buffer: Uint8Array,
): { stitches: Uint8Array; stitchCount: number } {
  const rowStart = chartRowOfWorkIndex(chart, workIndex) * chart.columnCount;
  const first = Math.max(0, settings.ignoreStitchesLeft);
  const end = chart.columnCount - Math.max(0, settings.ignoreStitchesRight);
  const fromRight = readsRightToLeft(chart, workIndex);
  let length = 0;
  for (let step = 0; step < end - first; step += 1) {
    const styleId = chart.cells[rowStart + (fromRight ? end - 1 - step : first + step)]!;
    if (styleId !== 0) buffer[length++] = styleId;
  }
  let stitches = buffer.subarray(0, length);
  if (chart.cellsPerStitch > 1)
    stitches = Uint8Array.from(stitchesOfCells(Array.from(stitches), chart.cellsPerStitch));
  let stitchCount = 0;
  for (let index = 0; index < stitches.length; index += 1) stitchCount += table.produces[stitches[index]!]!;
  return { stitches, stitchCount };
}

/** A worked row's text after its label, e.g. "3 r, 2 av (5 steken)"; the styles' `produces` give the count. */
function rowBody(
  chart: WrittenChart,
  words: ReadonlyMap<number, StyleWord>,
  table: StyleTable,
  settings: WrittenSettings,
  workIndex: number,
  buffer: Uint8Array,
): string {
  const { stitches, stitchCount } = rowStitches(chart, table, settings, workIndex, buffer);
  const written = table.anyHidden ? stitches.filter((styleId) => table.written[styleId] === 1) : stitches;
  const text = itemsText(rowItemsOf(written, settings.detectRepeats), words, settings);
  const count = countText(stitchCount, settings);
  return text && count ? `${text} ${count}` : text || count;
}

/** The lines of every worked row. */
export function rowPatternLines(
  chart: WrittenChart,
  words: ReadonlyMap<number, StyleWord>,
  settings: WrittenSettings,
): WrittenLine[] {
  const bodies: string[] = [];
  const cache = new Map<string, string>();
  const table = styleTableOf(words);
  const buffer = new Uint8Array(chart.columnCount);
  for (let workIndex = 0; workIndex < chart.rowCount; workIndex += 1) {
    const body = rowBody(chart, words, table, settings, workIndex, buffer);
    // Identical rows share one string, so later comparisons are cheap.
    const shared = cache.get(body) ?? body;
    cache.set(body, shared);
    bodies.push(shared);
  }
  const lines: WrittenLine[] = [];
  let index = 0;
  while (index < bodies.length) {
    const repeat = settings.detectRepeats ? rowRepeatAt(bodies, index) : undefined;
    if (repeat) {
      lines.push(...mergedLines(bodies, index, index + repeat.period, settings));
      const last = index + repeat.period * repeat.times;
      lines.push({
        text:
          `Herhaal ${rowsNoun(settings)} ${index + 1} - ${index + repeat.period} nog ${repeat.times - 1} keer ` +
          `(t/m ${rowNoun(settings)} ${last})`,
        rows: { first: index + repeat.period + 1, last },
      });
      index = last;
    } else {
      const end = sameBodiesEnd(bodies, index);
      lines.push(...mergedLines(bodies, index, end, settings));
      index = end;
    }
  }
  return lines;
}

/** The end of the stretch of rows identical to row `from`. */
function sameBodiesEnd(bodies: readonly string[], from: number): number {
  let end = from + 1;
  while (end < bodies.length && bodies[end] === bodies[from]) end += 1;
  return end;
}

/** Lines for rows `[from, to)`, identical consecutive rows merged into one line. */
function mergedLines(
  bodies: readonly string[],
  from: number,
  to: number,
  settings: WrittenSettings,
): WrittenLine[] {
  const lines: WrittenLine[] = [];
  let index = from;
  while (index < to) {
    const end = Math.min(to, sameBodiesEnd(bodies, index));
    const label =
      end - index === 1
        ? fillNumbers(settings.rowText, index + 1)
        : fillNumbers(settings.rowsText, index + 1, end);
    lines.push({ text: `${label} ${bodies[index]}`, rows: { first: index + 1, last: end } });
    index = end;
  }
  return lines;
}

/** The most rows in a repeated group of rows looked for. */
const MAX_ROW_REPEAT = 64;

/**
 * A group of at least two different rows starting at `from` that is worked again right after it, with the
 * most rows saved; undefined when none.
 */
function rowRepeatAt(bodies: readonly string[], from: number): { period: number; times: number } | undefined {
  let best: { period: number; times: number } | undefined;
  const maxPeriod = Math.min(MAX_ROW_REPEAT, Math.floor((bodies.length - from) / 2));
  for (let period = 2; period <= maxPeriod; period += 1) {
    if (sameBodiesEnd(bodies, from) >= from + period) continue; // one row repeated: merging says it already
    let times = 1;
    while (blockEquals(bodies, from, from + times * period, period)) times += 1;
    if (times >= 2 && (!best || period * (times - 1) > best.period * (best.times - 1)))
      best = { period, times };
  }
  return best;
}

function blockEquals(bodies: readonly string[], first: number, second: number, length: number): boolean {
  if (second + length > bodies.length) return false;
  for (let offset = 0; offset < length; offset += 1) {
    if (bodies[first + offset] !== bodies[second + offset]) return false;
  }
  return true;
}
