/**
 * Ruler labels on screen (spec §3 "ruler"): which numbers the editor's ruler strips draw for the visible lines,
 * taken from model's one numbering (the same numbers the PNG, the PDF and the tracker's labels show) and thinned
 * so that they stay apart when zoomed out.
 */
import {
  effectiveRuler,
  rulerNumbering,
  type Ruler,
  type RulerNumbering,
  type RulerSide,
} from '@steekwerk/model';

export type RulerAxis = 'columns' | 'rows';

/** The ruler each saved ruler object reads as (per craft), kept so that the numbering cache below hits. */
const readRulers = new WeakMap<Ruler, { craft: string; ruler: Ruler }>();

/** The ruler a chart is read with (an old cross-stitch chart: from the top left), the same object while unchanged. */
export function chartRuler(craft: string, saved: Ruler): Ruler {
  const known = readRulers.get(saved);
  if (known && known.craft === craft) return known.ruler;
  const ruler = effectiveRuler(craft, saved);
  readRulers.set(saved, { craft, ruler });
  return ruler;
}

/** The last numbering built, per axis: a strip redraws every frame while the ruler and the size stay the same. */
const lastNumbering = new Map<RulerAxis, { ruler: Ruler; count: number; numbering: RulerNumbering }>();

/** The numbering of an axis of a chart, reused while the ruler object and the count stay the same. */
export function numberingOf(ruler: Ruler, axis: RulerAxis, count: number): RulerNumbering {
  const last = lastNumbering.get(axis);
  if (last && last.ruler === ruler && last.count === count) return last.numbering;
  const numbering = rulerNumbering(ruler, axis, count);
  lastNumbering.set(axis, { ruler, count, numbering });
  return numbering;
}

/**
 * The number shown beside a column or row (0-based from the left or top) on a side (default the bottom/right), or
 * undefined when none is shown: the line is ignored, skipped, or its ruler is hidden there.
 */
export function rulerNumber(
  ruler: Ruler,
  axis: RulerAxis,
  index: number,
  count: number,
  side: RulerSide = 'end',
): number | undefined {
  return numberingOf(ruler, axis, count).shown(index, side);
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

/** The numbers of the visible lines `first..last` (inclusive) on a side, as [index, number] pairs. */
export function visibleRulerNumbers(
  ruler: Ruler,
  axis: RulerAxis,
  first: number,
  last: number,
  count: number,
  side: RulerSide = 'end',
): Array<[number, number]> {
  const numbering = numberingOf(ruler, axis, count);
  const numbers: Array<[number, number]> = [];
  for (let index = Math.max(0, first); index <= Math.min(count - 1, last); index += 1) {
    const value = numbering.shown(index, side);
    if (value !== undefined) numbers.push([index, value]);
  }
  return numbers;
}

/**
 * The labels to draw for the visible lines `first..last` on a side: [index, number] pairs, thinned so that labels
 * stay `spacing` pixels apart (see showsRulerLabel; column numbers never skip, docs/decisions/rulers.md).
 */
export function rulerLabels(
  ruler: Ruler,
  axis: RulerAxis,
  visible: { first: number; last: number; count: number },
  pixelsPerLine: number,
  spacing: number,
  side: RulerSide = 'end',
): Array<[number, number]> {
  const numbering = numberingOf(ruler, axis, visible.count);
  const skip = axis === 'rows' ? Math.max(1, Math.trunc(ruler.skipCount) || 1) : 1;
  return visibleRulerNumbers(ruler, axis, visible.first, visible.last, visible.count, side).filter(
    ([index]) => showsRulerLabel(numbering.position(index) ?? 0, skip, pixelsPerLine, spacing),
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
  side: RulerSide = 'end',
): number {
  const gap = 2;
  if (side === 'start') {
    // Left of (above) the grid, kept inside the view: over the first lines when the grid runs past the view's edge.
    const start = axis === 'rows' ? placement.originX : placement.originY;
    const limit = (axis === 'rows' ? view.width : view.height) - thickness;
    return Math.max(0, Math.min(limit, start - thickness - gap));
  }
  const edge =
    axis === 'rows'
      ? placement.originX + grid.columnCount * placement.cellWidth
      : placement.originY + grid.rowCount * placement.cellHeight;
  const limit = (axis === 'rows' ? view.width : view.height) - thickness;
  return Math.max(0, Math.min(limit, edge + gap));
}
