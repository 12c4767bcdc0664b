/**
 * One ruler numbering (spec §3 "ruler") for every place a maker reads row and column numbers: the editor's rulers,
 * the PNG, the PDF and the tracker's labels. See docs/decisions/rulers.md for what each setting means.
 */
import type { Ruler } from '../grid';

/** Column numbers (the horizontal ruler) or row numbers (the vertical ruler). */
export type RulerAxis = 'columns' | 'rows';

/**
 * A side of the grid along an axis: `start` is the top (column numbers) or the left (row numbers), `end` the bottom
 * or the right.
 */
export type RulerSide = 'start' | 'end';

/** The sides a ruler shows on: both, only the bottom/right (`onlyBottom` and `onlyRight` alike), or none. */
export function rulerSides(ruler: Pick<Ruler, 'horizontal' | 'vertical'>, axis: RulerAxis): RulerSide[] {
  const side = axis === 'columns' ? ruler.horizontal : ruler.vertical;
  if (side === 'hidden') return [];
  if (side === 'onlyBottom' || side === 'onlyRight') return ['end'];
  return ['start', 'end'];
}

/** A whole number from a setting, or the fallback when it is not a finite number. */
function whole(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/** The ruler's settings made safe to count with: bad values (NaN, 0 or negative skip, …) fall back to defaults. */
interface SafeRuler {
  readonly skip: number;
  readonly repeat: number;
  readonly start: number;
  readonly increment: number;
  readonly deviation: readonly number[];
  readonly deviationSide: RulerSide | undefined;
  readonly center: boolean;
  readonly reversed: boolean;
}

/**
 * Row numbers follow every counting setting; column numbers count 1, 2, 3 … from the start number in their
 * direction, or outward from the middle with the centre template (docs/decisions/rulers.md).
 */
function safeRuler(ruler: Ruler, axis: RulerAxis): SafeRuler {
  const start = whole(ruler.startNumber, 1);
  if (axis === 'columns') {
    return {
      skip: 1,
      repeat: 0,
      start,
      increment: 1,
      deviation: [],
      deviationSide: undefined,
      center: ruler.template === 'center',
      reversed: ruler.horizontalDirection !== 'leftToRight',
    };
  }
  const skip = whole(ruler.skipCount, 1);
  const repeat = whole(ruler.numberRepeat, 0);
  const deviation = Array.isArray(ruler.deviationValues)
    ? ruler.deviationValues.filter((value) => typeof value === 'number' && Number.isFinite(value))
    : [];
  return {
    skip: skip >= 1 ? skip : 1,
    repeat: repeat >= 1 ? repeat : 0,
    start,
    increment: whole(ruler.numberIncrement, 1),
    deviation: deviation.map(Math.trunc),
    deviationSide:
      ruler.deviationSide === 'left' ? 'start' : ruler.deviationSide === 'right' ? 'end' : undefined,
    center: false,
    reversed: ruler.verticalDirection !== 'topToBottom',
  };
}

/** The numbers of one axis of one chart: every question a ruler, a PDF or a label asks about them. */
export interface RulerNumbering {
  readonly axis: RulerAxis;
  /** The lines (columns or rows) of the chart. */
  readonly count: number;
  /** The sides the numbers show on (none when the ruler is hidden). */
  readonly sides: readonly RulerSide[];
  /**
   * The counted place of a line (0-based from the left or top) where numbering starts: 0 is the first line counted
   * (the rightmost column for rightToLeft); with the centre template the distance from the middle. Undefined for
   * an ignored line or an index outside the chart.
   */
  position(index: number): number | undefined;
  /**
   * The number a line stands for, whether or not the ruler prints it (for labels such as "kolom 6, rij 7"): on the
   * given side, as deviation values differ per side (default the end side, bottom or right).
   */
  number(index: number, side?: RulerSide): number | undefined;
  /** The number printed beside a line on a side, or undefined: hidden side, skipped or ignored line. */
  shown(index: number, side: RulerSide): number | undefined;
  /** Whether a line is the first of its group of `skipCount` lines (the lines that get a number). */
  numbered(index: number): boolean;
  /** The first line (0-based index) whose number is `value` on the end side, or undefined. */
  lineOf(value: number): number | undefined;
  /** The group a line belongs to: its counted place divided by the skip count (labels thin out by groups). */
  group(index: number): number | undefined;
}

/** The ruler's numbering of `count` columns or rows. Bad settings never throw; they count as the defaults. */
export function rulerNumbering(ruler: Ruler, axis: RulerAxis, count: number): RulerNumbering {
  const lines = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const safe = safeRuler(ruler, axis);
  const sides = rulerSides(ruler, axis);
  const ignoredList = axis === 'columns' ? ruler.ignoredColumns : ruler.ignoredRows;
  const ignored = new Set(Array.isArray(ignoredList) ? ignoredList : []);
  const positions = new Int32Array(lines).fill(-1);
  const countedIndices: number[] = [];
  for (let index = 0; index < lines; index += 1) if (!ignored.has(index)) countedIndices.push(index);
  const counted = countedIndices.length;
  countedIndices.forEach((index, order) => {
    if (safe.center) positions[index] = Math.floor(Math.abs(order - (counted - 1) / 2));
    else positions[index] = safe.reversed ? counted - 1 - order : order;
  });

  const position = (index: number) => {
    const place = Number.isInteger(index) && index >= 0 && index < lines ? (positions[index] ?? -1) : -1;
    return place >= 0 ? place : undefined;
  };
  const group = (index: number) => {
    const place = position(index);
    return place === undefined ? undefined : Math.floor(place / safe.skip);
  };
  const number = (index: number, side: RulerSide = 'end') => {
    const counted = group(index);
    if (counted === undefined) return undefined;
    const step = safe.repeat > 0 ? counted % safe.repeat : counted;
    let value = safe.start + step * safe.increment;
    if (safe.deviationSide === side && safe.deviation.length > 0) {
      value += safe.deviation[step % safe.deviation.length] ?? 0;
    }
    return value;
  };
  const numbered = (index: number) => {
    const place = position(index);
    return place !== undefined && place % safe.skip === 0;
  };
  return {
    axis,
    count: lines,
    sides,
    position,
    number,
    shown: (index, side) => (sides.includes(side) && numbered(index) ? number(index, side) : undefined),
    numbered,
    group,
    lineOf: (value) => {
      if (!Number.isFinite(value)) return undefined;
      const order = safe.reversed && !safe.center ? [...countedIndices].reverse() : countedIndices;
      return order.find((index) => number(index) === value);
    },
  };
}

/** The numbers a ruler prints on one side of `count` lines, one entry per line (undefined where none is printed). */
export function rulerNumbers(
  ruler: Ruler,
  axis: RulerAxis,
  count: number,
  side: RulerSide = 'end',
): Array<number | undefined> {
  const numbering = rulerNumbering(ruler, axis, count);
  return Array.from({ length: numbering.count }, (_, index) => numbering.shown(index, side));
}
