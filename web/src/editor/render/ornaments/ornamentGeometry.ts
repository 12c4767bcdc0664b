/**
 * French knots and beads as one mesh: a quad per ornament (four vertices, six indices) carrying its centre, its
 * corner of the quad, its colour and its kind, so one draw call draws them all and the fragment shader turns each
 * quad into a dot or a ring. Sizes are in cells: a knot is a small dot on its hole; a bead is as wide as its size
 * in millimetres on 14-count fabric (1.81 mm a cell), so a plain 2 mm bead is a little wider than its cell.
 */
import { DEFAULT_BEAD_SIZE_MM, type Ornament } from '@steekwerk/model';
import type { Rgb } from '../gridTheme';

/** Floats per vertex: x, y (cells), quad corner (±1, twice), red, green, blue (0 … 1), kind (0 knot, 1 bead). */
export const ornamentVertexFloats = 8;

/** A knot's radius in cells. */
export const knotRadius = 0.24;

/** Millimetres per cell on 14-count fabric, the size the bead sizes are drawn against. */
export const cellMillimetres = 25.4 / 14;

/** A bead's radius in cells for its size (mm), kept between a quarter of a cell and 1.2 cells. */
export function beadRadius(sizeMm: number | undefined): number {
  const radius = (sizeMm ?? DEFAULT_BEAD_SIZE_MM) / 2 / cellMillimetres;
  return Math.min(1.2, Math.max(0.25, Number.isFinite(radius) ? radius : 0.25));
}

/** The largest radius drawn, in cells (how far a redraw must reach around a changed ornament). */
export const largestOrnamentRadius = 1.2;

const quadCorners = [
  [-1, -1],
  [1, -1],
  [1, 1],
  [-1, 1],
] as const;

/**
 * The vertices and indices of the ornaments whose style has a colour (`colourOf` returns undefined for a style not
 * in the palette: such an ornament is left out).
 */
export function buildOrnamentGeometry(
  ornaments: readonly Ornament[],
  colourOf: (styleId: number) => Rgb | undefined,
): { vertices: Float32Array; indices: Uint32Array; count: number } {
  const vertices = new Float32Array(ornaments.length * 4 * ornamentVertexFloats);
  const indices = new Uint32Array(ornaments.length * 6);
  let count = 0;
  for (const ornament of ornaments) {
    const colour = colourOf(ornament.styleId);
    if (!colour || !Number.isFinite(ornament.x) || !Number.isFinite(ornament.y)) continue;
    const bead = ornament.kind === 'bead';
    const radius = bead ? beadRadius(ornament.sizeMm) : knotRadius;
    const first = count * 4;
    quadCorners.forEach(([cornerX, cornerY], corner) => {
      vertices.set(
        [
          ornament.x + cornerX * radius,
          ornament.y + cornerY * radius,
          cornerX,
          cornerY,
          colour[0] / 255,
          colour[1] / 255,
          colour[2] / 255,
          bead ? 1 : 0,
        ],
        (first + corner) * ornamentVertexFloats,
      );
    });
    indices.set([first, first + 1, first + 2, first, first + 2, first + 3], count * 6);
    count += 1;
  }
  return {
    vertices: vertices.subarray(0, count * 4 * ornamentVertexFloats),
    indices: indices.subarray(0, count * 6),
    count,
  };
}
