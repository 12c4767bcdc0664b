/**
 * Ruler numbers (spec §3 "ruler"): which number a column or row shows, from the start number, the increment,
 * the skip count, the number repeat, the ignored lines and the direction the numbers run.
 */
import type { Ruler } from '@steekwerk/model';

export type RulerAxis = 'columns' | 'rows';

/**
 * The counted position of a column or row (0-based from the left or top) in the ruler's direction: 0 is the first
 * line the numbers start from (the rightmost column for rightToLeft, the bottom row for bottomToTop); ignored lines
 * are not counted and have no position.
 */
export function rulerPosition(
  ruler: Ruler,
  axis: RulerAxis,
  index: number,
  count: number,
): number | undefined {
  const ignored = axis === 'columns' ? ruler.ignoredColumns : ruler.ignoredRows;
  if (ignored.includes(index)) return undefined;
  const reversed =
    axis === 'columns'
      ? ruler.horizontalDirection === 'rightToLeft'
      : ruler.verticalDirection === 'bottomToTop';
  const position = reversed ? count - 1 - index : index;
  return position - ignored.filter((line) => (reversed ? line > index : line < index)).length;
}

/**
 * The number shown beside a column or row (0-based from the left or top), or undefined when none is shown:
 * the line is ignored, skipped, or its ruler is hidden.
 */
export function rulerNumber(ruler: Ruler, axis: RulerAxis, index: number, count: number): number | undefined {
  const side = axis === 'columns' ? ruler.horizontal : ruler.vertical;
  if (side === 'hidden') return undefined;
  let position = rulerPosition(ruler, axis, index, count);
  if (position === undefined || position % Math.max(1, ruler.skipCount) !== 0) return undefined;
  if (ruler.numberRepeat > 0) position %= ruler.numberRepeat;
  return ruler.startNumber + position * ruler.numberIncrement;
}

/** Label steps (in counted lines) when not every line's number fits: 1, 5, 10, 20, 50, 100, 200, 500, … */
function labelStep(pixelsPerLine: number, spacing: number): number {
  for (let decade = 1; ; decade *= 10) {
    for (const step of decade === 1 ? [1, 5] : [decade, 2 * decade, 5 * decade]) {
      if (step * pixelsPerLine >= spacing || step >= 1e7) return step;
    }
  }
}

/**
 * Whether a numbered line at a counted position gets its label when only some fit (`pixelsPerLine` apart, labels
 * needing `spacing` pixels). Labels mark counted lines, whatever the direction: without skipping, the first line
 * and every step-th (step 5: the 1st, 5th, 10th, 15th… line from where the numbers start); with a skip count,
 * every numbered line or every m-th of them, from the first.
 */
export function showsRulerLabel(
  position: number,
  skipCount: number,
  pixelsPerLine: number,
  spacing: number,
): boolean {
  const skip = Math.max(1, skipCount);
  if (skip > 1) {
    const every = Math.max(1, Math.ceil(spacing / (skip * pixelsPerLine)));
    return (position / skip) % every === 0;
  }
  const step = labelStep(pixelsPerLine, spacing);
  return position === 0 || (position + 1) % step === 0;
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

/**
 * The labels to draw for the visible lines `first..last`: [index, number] pairs, thinned so that labels stay
 * `spacing` pixels apart (see showsRulerLabel).
 */
export function rulerLabels(
  ruler: Ruler,
  axis: RulerAxis,
  visible: { first: number; last: number; count: number },
  pixelsPerLine: number,
  spacing: number,
): Array<[number, number]> {
  return visibleRulerNumbers(ruler, axis, visible.first, visible.last, visible.count).filter(([index]) =>
    showsRulerLabel(
      rulerPosition(ruler, axis, index, visible.count) ?? 0,
      ruler.skipCount,
      pixelsPerLine,
      spacing,
    ),
  );
}

/**
 * Where a ruler strip goes so that it hugs the grid: its left edge (rows ruler) or top edge (columns ruler) in view
 * pixels, just past the grid's right or bottom edge, kept inside the view when the grid runs beyond it.
 */
export function rulerStripOffset(
  axis: RulerAxis,
  placement: { originX: number; originY: number; cellWidth: number; cellHeight: number },
  grid: { columnCount: number; rowCount: number },
  view: { width: number; height: number },
  thickness: number,
): number {
  const gap = 2;
  const edge =
    axis === 'rows'
      ? placement.originX + grid.columnCount * placement.cellWidth
      : placement.originY + grid.rowCount * placement.cellHeight;
  const limit = (axis === 'rows' ? view.width : view.height) - thickness;
  return Math.max(0, Math.min(limit, edge + gap));
}
