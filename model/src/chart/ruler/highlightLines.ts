/**
 * Where a grid's every-5 and every-10 lines lie, so the screen, the PNG and the PDF draw them where the ruler's
 * numbers count: from the edge the numbers start at, or, for columns with the centre template, from the middle
 * (docs/decisions/rulers.md).
 */
import type { Ruler } from '../grid';
import type { RulerAxis } from './rulerNumbering';

/** The edge (or the middle) an axis's highlight lines count from. */
export type LineCountFrom = 'start' | 'end' | 'middle';

/** Where the highlight lines of an axis count from, as the ruler numbers that axis. */
export function lineCountFrom(
  ruler: Pick<Ruler, 'template' | 'horizontalDirection' | 'verticalDirection'>,
  axis: RulerAxis,
): LineCountFrom {
  if (axis === 'columns') {
    if (ruler.template === 'center') return 'middle';
    return ruler.horizontalDirection === 'rightToLeft' ? 'end' : 'start';
  }
  return ruler.verticalDirection === 'bottomToTop' ? 'end' : 'start';
}

/**
 * The boundary (0 … count) the highlights count from: 0, the far edge, or the middle (for an odd count the left or
 * top edge of the middle line).
 */
export function highlightOrigin(count: number, from: LineCountFrom): number {
  if (from === 'end') return count;
  return from === 'middle' ? Math.floor(count / 2) : 0;
}

/** The highlights of `every` lie at boundaries phase + k × every; the phase in 0 … every − 1. */
export function highlightPhase(count: number, from: LineCountFrom, every: number): number {
  if (!(every > 0)) return 0;
  return ((highlightOrigin(count, from) % every) + every) % every;
}

/** Whether grid boundary `boundary` (0 … count) is one of the every-`every` lines. */
export function isHighlightLine(
  boundary: number,
  count: number,
  from: LineCountFrom,
  every: number,
): boolean {
  if (!(every > 0)) return false;
  return (((boundary - highlightOrigin(count, from)) % every) + every) % every === 0;
}
