/**
 * Ruler numbers (spec §3 "ruler"): which number a column or row shows, from the start number, the increment,
 * the skip count, the number repeat, the ignored lines and the direction the numbers run.
 */
import type { Ruler } from '@steekwerk/model';

export type RulerAxis = 'columns' | 'rows';

/**
 * The number shown beside a column or row (0-based from the left or top), or undefined when none is shown:
 * the line is ignored, skipped, or its ruler is hidden.
 */
export function rulerNumber(ruler: Ruler, axis: RulerAxis, index: number, count: number): number | undefined {
  const side = axis === 'columns' ? ruler.horizontal : ruler.vertical;
  if (side === 'hidden') return undefined;
  const ignored = axis === 'columns' ? ruler.ignoredColumns : ruler.ignoredRows;
  if (ignored.includes(index)) return undefined;
  const reversed =
    axis === 'columns'
      ? ruler.horizontalDirection === 'rightToLeft'
      : ruler.verticalDirection === 'bottomToTop';
  let position = reversed ? count - 1 - index : index;
  // Ignored lines are not counted.
  position -= ignored.filter((line) => (reversed ? line > index : line < index)).length;
  if (position % Math.max(1, ruler.skipCount) !== 0) return undefined;
  if (ruler.numberRepeat > 0) position %= ruler.numberRepeat;
  return ruler.startNumber + position * ruler.numberIncrement;
}

/** The numbers of the visible lines `first..last` (inclusive), as [index, number] pairs. */
export function visibleRulerNumbers(
  ruler: Ruler,
  axis: RulerAxis,
  first: number,
  last: number,
  count: number,
): Array<[number, number]> {
  const numbers: Array<[number, number]> = [];
  for (let index = Math.max(0, first); index <= Math.min(count - 1, last); index += 1) {
    const value = rulerNumber(ruler, axis, index, count);
    if (value !== undefined) numbers.push([index, value]);
  }
  return numbers;
}
