/** The tracker screen's words and numbers: Dutch counts, the line word of the craft and direction, the totals. */
import type { Craft } from '@steekwerk/model';
import { nl } from '../../../i18n/nl';
import { itemCount } from '../trackerLayout';
import { currentLine, type TrackerState } from '../trackerState';
import { formatPercentage, type TrackerCounts } from '../trackerCounts';

const texts = nl.editor.tracker;

/** The tracker modes the panel offers, in its order (trackerLayout.ts accepts every `rowsGroupN` for N 2 … 99). */
export const trackerModeChoices = [
  'rowsFull',
  'rowsStitches',
  'rowsGroup5',
  'rowsGroup10',
  'perGridCell',
] as const;
export type TrackerModeChoice = (typeof trackerModeChoices)[number];

/** A whole number in Dutch with its thousands set apart by a no-break space: 1 234, 10 000. */
export function formatCount(count: number): string {
  const digits = String(Math.max(0, Math.trunc(count)));
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** A percentage that never breaks across lines: "12 %", "0,4 %" with a no-break space. */
export function percentageText(percentage: number): string {
  return formatPercentage(percentage).replace(' ', '\u00a0');
}

/** "1 234 van 10 000 steken gedaan (12 %)"; one decimal below 1 % ("0,4 %"). */
export function totalText(counts: Pick<TrackerCounts, 'done' | 'total' | 'percentage'>): string {
  return texts.total(formatCount(counts.done), formatCount(counts.total), percentageText(counts.percentage));
}

/**
 * What a line is called: a knitting row "naald", a crochet row "toer", any other craft's "rij"; worked in columns
 * a "kolom", corner to corner a "diagonaal".
 */
export function lineWordOf(
  craft: Craft | undefined,
  axis: 'horizontal' | 'vertical' | 'diagonal',
  backAndForth = true,
): string {
  const words = texts.lineWords;
  if (axis === 'vertical') return words.kolom;
  if (axis === 'diagonal') return words.diagonaal;
  // As the written text: knitting turned after every row is "naald", knitting in the round "toer".
  if (craft === 'knitting') return backAndForth ? words.naald : words.toer;
  if (craft === 'crochet' || craft === 'crochetFreeform') return words.toer;
  return words.rij;
}

/**
 * "Naald 12 van 80": the current line in work order (1-based), or "Alles gedaan" past the last item. With the chart's
 * ruler numbers (`rulerNumber`: the number of a row or column as its ruler shows it), a line whose ruler number is
 * not its place in the work order says both, so the label agrees with the rulers: "Rij 69 · 12 van 80" for a
 * cross-stitch chart numbered from the top and worked from the bottom.
 */
export function lineText(
  tracker: TrackerState,
  craft: Craft | undefined,
  rulerNumber?: (axis: 'rows' | 'columns', index: number) => number | undefined,
): string {
  const lineCount = tracker.layout.order.lineStarts.length - 1;
  const items = itemCount(tracker.layout);
  if (items > 0 && tracker.position >= items) return texts.allDone;
  const order = tracker.layout.order;
  const word = lineWordOf(craft, order.axis, turnsAfterEveryLine(order));
  const line = Math.min(currentLine(tracker) + 1, Math.max(1, lineCount));
  const count = Math.max(1, lineCount);
  const number = order.axis === 'diagonal' ? undefined : rulerNumberOfLine(order, line - 1, rulerNumber);
  return number === undefined || number === line
    ? texts.line(word, line, count)
    : texts.lineWithNumber(word, number, line, count);
}

/** The ruler's number of a row or column line of the work order (its first cell's row or column). */
function rulerNumberOfLine(
  order: TrackerState['layout']['order'],
  lineIndex: number,
  rulerNumber: ((axis: 'rows' | 'columns', index: number) => number | undefined) | undefined,
): number | undefined {
  const first = order.cells[order.lineStarts[lineIndex] ?? -1];
  if (rulerNumber === undefined || first === undefined) return undefined;
  const { columnCount } = order.size;
  return order.axis === 'horizontal'
    ? rulerNumber('rows', Math.floor(first / columnCount))
    : rulerNumber('columns', first % columnCount);
}

/** Whether every line runs the other way than the one before (rows worked back and forth). */
function turnsAfterEveryLine(order: TrackerState['layout']['order']): boolean {
  const reversed = order.lineReversed;
  if (reversed.length < 2) return false;
  for (let line = 1; line < reversed.length; line += 1)
    if (reversed[line] === reversed[line - 1]) return false;
  return true;
}
