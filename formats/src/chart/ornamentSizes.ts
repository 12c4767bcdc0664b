/**
 * How big French knots and beads are drawn, in cells, by the PDF and the PNG alike: a knot is a dot of a fixed share
 * of a cell, a bead a ring as wide as the bead on the fabric (its millimetres over a cell's side at the fabric count).
 */
import { DEFAULT_BEAD_SIZE_MM } from '@steekwerk/model';

/** A knot's radius in cells. */
export const knotRadiusCells = 0.2;

/** The smallest and largest ring radius in cells (a 0.5 mm bead on 8 count is tiny, a 20 mm bead on 28 count huge). */
const beadRadiusBounds = { min: 0.2, max: 6 } as const;

/** A bead's ring radius in cells: half its diameter over the side of a cell of the fabric (threads per inch). */
export function beadRadiusInCells(sizeMm: number | undefined, fabricCount: number): number {
  const cellMm = 25.4 / Math.max(1, fabricCount);
  const radius = (sizeMm ?? DEFAULT_BEAD_SIZE_MM) / cellMm / 2;
  return Math.min(beadRadiusBounds.max, Math.max(beadRadiusBounds.min, radius));
}
