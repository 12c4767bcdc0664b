/**
 * Where a pointer is in a freeform chart, in freeform units: the editor's viewport maps one cell to one unit for a
 * freeform chart (docs/decisions/freeform.md, "Viewport"), so the point is the cell plus where in it the pointer is.
 * Every freeform tool (place, select, move, rotate) reads its point here.
 */
import type { PointerInput } from './Tool';

export function freeformPointOf(input: PointerInput): { readonly x: number; readonly y: number } {
  const within = input.withinCell ?? { x: 0.5, y: 0.5 };
  return { x: input.column + within.x, y: input.row + within.y };
}
