/**
 * The rows of a written pattern for charts worked line by line (knitting, crochet, and any colour chart): each
 * line of the chart's work order (rows, columns or diagonals) listed in the order it is worked, identical consecutive rows merged ("Toeren 3 - 4:"), and, when asked,
 * groups of rows that repeat written once ("Herhaal toeren 1 - 4 nog 9 keer").
 */
import { isNoStitchSymbol } from '@steekwerk/model';
import { itemsText, countText, rowNoun, rowsNoun } from './rowText';
import { rowItemsOf, stitchesOfCells } from './rowItems';
import type { StyleWord } from './styleNames';
import type { WrittenChart } from './writtenChart';
import type { WrongSideWords } from './wrongSideWords';
import { fillNumbers, type WrittenSettings } from './writtenSettings';
import {
  lineArrowOf,
  lineCellsOf,
  lineCountOf,
  turnsEveryRow,
  workOrderOf,
  type WorkOrder,
} from '@steekwerk/model';
import {
  directionWordOf,
  labelWithoutColon,
  rowHeadingOf,
  tableHeaderLine,
  tableRowLine,
} from './writtenTable';

/** A line of the pattern; `rows` are the worked rows it covers, numbered from 1 in work order. */
export interface WrittenLine {
  readonly text: string;
  readonly rows?: { readonly first: number; readonly last: number };
}

/**
 * The side a line is worked on, for knitting and crochet worked back and forth in rows (turning after every row):
 * the first row worked is the right side ("GK"), the next the wrong side ("VK"); undefined otherwise (rounds,
 * colour charts, columns, runs of two or more rows).
 */
export function sideOfLine(
  chart: Pick<WrittenChart, 'craft' | 'directions'>,
  order: Pick<WorkOrder, 'axis'>,
  lineIndex: number,
): 'GK' | 'VK' | undefined {
  if (chart.craft !== 'knitting' && chart.craft !== 'crochet') return undefined;
  if (order.axis !== 'horizontal' || !turnsEveryRow(chart.directions)) return undefined;
  return lineIndex % 2 === 0 ? 'GK' : 'VK';
}

/** A row label with its side: "Naald 2:" becomes "Naald 2 (VK):"; a label without a colon gets it at the end. */
export function labelWithSide(label: string, side: 'GK' | 'VK' | undefined): string {
  if (!side) return label;
  return label.endsWith(':') ? `${label.slice(0, -1)} (${side}):` : `${label} (${side})`;
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
 * The stitches of work-order line `lineIndex` in the order it is worked (empty cells and the ignored edge columns
 * left out; one stitch per `cellsPerStitch` cells of a run), written into `buffer`; and the stitches on the
 * needle after it.
 */
function rowStitches(
  chart: WrittenChart,
  table: StyleTable,
  settings: WrittenSettings,
  order: WorkOrder,
  lineIndex: number,
  buffer: Uint8Array,
): { stitches: Uint8Array; stitchCount: number } {
  const first = Math.max(0, settings.ignoreStitchesLeft);
  const end = chart.columnCount - Math.max(0, settings.ignoreStitchesRight);
  const lineCells = lineCellsOf(order, lineIndex);
  const columnCount = chart.columnCount;
  let length = 0;
  for (let step = 0; step < lineCells.length; step += 1) {
    const cell = lineCells[step]!;
    const x = cell % columnCount;
    if (x < first || x >= end) continue;
    const styleId = chart.cells[cell]!;
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
  order: WorkOrder,
  lineIndex: number,
  buffer: Uint8Array,
  wrongSide: WrongSideWords | undefined,
): { text: string; count: string; stitchCount: number } {
  const { stitches, stitchCount } = rowStitches(chart, table, settings, order, lineIndex, buffer);
  let written = table.anyHidden ? stitches.filter((styleId) => table.written[styleId] === 1) : stitches;
  let rowWords = words;
  if (wrongSide) {
    // A wrong-side row names the stitches worked there; the count stays the chart's (it is the same fabric).
    const present = new Uint8Array(256);
    for (let index = 0; index < written.length; index += 1) present[written[index]!] = 1;
    for (let styleId = 1; styleId < 256; styleId += 1) {
      if (!present[styleId]) continue;
      const to = wrongSide.remap[styleId]!;
      const word = wrongSide.words.get(to);
      // The key explains a word the row used instead of the chart's.
      if (word && (to !== styleId || word !== words.get(styleId))) wrongSide.used.add(word);
    }
    written = written.map((styleId) => wrongSide.remap[styleId]!);
    rowWords = wrongSide.words;
  }
  return {
    text: itemsText(rowItemsOf(written, settings.detectRepeats), rowWords, settings),
    count: countText(stitchCount, settings),
    stitchCount,
  };
}

/** A row's text and count as one: "3 r, 2 av (5 steken)". */
function joinedBody({ text, count }: { text: string; count: string }): string {
  return text && count ? `${text} ${count}` : text || count;
}

/** The lines of every worked line of the work order: line k of the text is line k of `order`. */
export function rowPatternLines(
  chart: WrittenChart,
  words: ReadonlyMap<number, StyleWord>,
  settings: WrittenSettings,
  order: WorkOrder = workOrderOf(
    { columnCount: chart.columnCount, rowCount: chart.rowCount },
    chart.directions,
  ),
  wrongSide?: WrongSideWords,
): WrittenLine[] {
  const bodies: string[] = [];
  const parts: { text: string; count: string; stitchCount: number }[] = [];
  const cache = new Map<string, string>();
  const table = styleTableOf(words);
  const buffer = new Uint8Array(Math.max(chart.columnCount, chart.rowCount));
  const sides = (lineIndex: number) => sideOfLine(chart, order, lineIndex);
  // Labels say the line's number on the chart's ruler (1…n when it has none): "Toer 5" is row 5 on the ruler.
  const number = (lineIndex: number) => chart.lineNumbers?.[lineIndex] ?? lineIndex + 1;
  const direction = (lineIndex: number) => directionWordOf(lineArrowOf(order, lineIndex));
  const label = { sides, number, direction };
  const turning = chart.wrongSideStitches && wrongSide?.any ? wrongSide : undefined;
  for (let lineIndex = 0; lineIndex < lineCountOf(order); lineIndex += 1) {
    const side = turning && sides(lineIndex) === 'VK' ? turning : undefined;
    const part = rowBody(chart, words, table, settings, order, lineIndex, buffer, side);
    const body = joinedBody(part);
    // Identical rows share one string, so later comparisons are cheap.
    const shared = cache.get(body) ?? body;
    cache.set(body, shared);
    bodies.push(shared);
    parts.push(part);
  }
  const asTable = settings.mode === 'table';
  const lines: WrittenLine[] = asTable ? [tableHeaderLine(rowHeadingOf(settings.rowText))] : [];
  const rowsOf = { bodies, parts, asTable };
  let index = 0;
  while (index < bodies.length) {
    const repeat = settings.detectRepeats ? rowRepeatAt(bodies, index) : undefined;
    if (repeat) {
      lines.push(...mergedLines(rowsOf, index, index + repeat.period, settings, label));
      const last = index + repeat.period * repeat.times;
      const text =
        `Herhaal ${rowsNoun(settings)} ${number(index)} - ${number(index + repeat.period - 1)} ` +
        `nog ${repeat.times - 1} keer (t/m ${rowNoun(settings)} ${number(last - 1)})`;
      const rows = { first: index + repeat.period + 1, last };
      lines.push(
        asTable
          ? tableRowLine(
              {
                label: labelWithoutColon(
                  fillNumbers(settings.rowsText, number(index + repeat.period), number(last - 1)),
                ),
                side: '',
                direction: '',
                stitches: text,
                count: '',
              },
              rows,
            )
          : { text, rows },
      );
      index = last;
    } else {
      const end = sameBodiesEnd(bodies, index);
      lines.push(...mergedLines(rowsOf, index, end, settings, label));
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

/** Lines for rows `[from, to)`, identical consecutive rows merged into one line (one table row in table mode). */
function mergedLines(
  rowsOf: {
    readonly bodies: readonly string[];
    readonly parts: readonly {
      readonly text: string;
      readonly count: string;
      readonly stitchCount: number;
    }[];
    readonly asTable: boolean;
  },
  from: number,
  to: number,
  settings: WrittenSettings,
  labels: {
    readonly sides: (lineIndex: number) => 'GK' | 'VK' | undefined;
    readonly number: (lineIndex: number) => number;
    readonly direction: (lineIndex: number) => string;
  },
): WrittenLine[] {
  const { bodies, parts, asTable } = rowsOf;
  const lines: WrittenLine[] = [];
  let index = from;
  while (index < to) {
    const end = Math.min(to, sameBodiesEnd(bodies, index));
    const rows = { first: index + 1, last: end };
    const single = end - index === 1;
    if (asTable) {
      const label = single
        ? fillNumbers(settings.rowText, labels.number(index))
        : fillNumbers(settings.rowsText, labels.number(index), labels.number(end - 1));
      // Merged rows worked both ways have no one direction.
      const direction = labels.direction(index);
      let sameWay = true;
      for (let row = index + 1; row < end && sameWay; row += 1) sameWay = labels.direction(row) === direction;
      const part = parts[index]!;
      lines.push(
        tableRowLine(
          {
            label: labelWithoutColon(label),
            side: (single && labels.sides(index)) || '',
            direction: sameWay ? direction : 'heen en weer',
            stitches: part.text,
            // The count column says the number alone; counts left out of the settings leave it empty.
            count: part.count ? String(part.stitchCount) : '',
          },
          rows,
        ),
      );
    } else {
      const label = single
        ? labelWithSide(fillNumbers(settings.rowText, labels.number(index)), labels.sides(index))
        : fillNumbers(settings.rowsText, labels.number(index), labels.number(end - 1));
      lines.push({ text: `${label} ${bodies[index]}`, rows });
    }
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
