/**
 * The part stitches' share of the grid shader: two RGBA8UI textures of the chart's size (partStitchTexels.ts), the
 * half stitches' triangles and the quarter stitches per corner, and a uniform saying which of them a chart has.
 * A pixel of a cell takes the colour of the quarter stitch in its quarter, else of a half-stitch triangle it lies
 * in — the one at its own corner first, then the one across the other diagonal — else the cell's own colour. The
 * grid lines are drawn over them (the shader returns before the cell colour on a line), and far out, where the
 * overview shows blocks of cells, part stitches are not drawn. Without part stitches nothing of this runs.
 */
import { UniformGroup } from 'pixi.js';

/** Declarations and functions placed before the grid shader's `main` (after the tracker's). */
export const partStitchFragmentHead = /* glsl */ `
uniform highp usampler2D uHalfStitches;
uniform highp usampler2D uQuarterStitches;
// x: 1 when the chart has half stitches, y: quarter stitches (else the textures are 1 × 1 placeholders).
uniform vec2 uPartStitches;

/** The byte of a texel for a corner: bottom picks z, w over x, y; right the second of the pair. */
uint cornerOf(uvec4 texel, bool right, bool bottom) {
  uvec2 pair = bottom ? texel.zw : texel.xy;
  return right ? pair.y : pair.x;
}

/** The style of the part stitch covering a point of a cell (0: none). */
uint partStitchAt(ivec2 cell, vec2 inCell) {
  bool right = inCell.x >= 0.5;
  bool bottom = inCell.y >= 0.5;
  if (uPartStitches.y > 0.0) {
    uint quarter = cornerOf(texelFetch(uQuarterStitches, cell, 0), right, bottom);
    if (quarter != 0u) return quarter;
  }
  if (uPartStitches.x <= 0.0) return 0u;
  uvec4 halves = texelFetch(uHalfStitches, cell, 0);
  // Most cells have none: done after one read.
  if (all(equal(halves, uvec4(0u)))) return 0u;
  uint own = cornerOf(halves, right, bottom);
  if (own != 0u) return own;
  // The triangle across the other diagonal that holds the point: for the quarters on the falling diagonal (top
  // left, bottom right) the one above or below it, for the others the one left or right of the rising diagonal.
  bool falling = right == bottom;
  bool acrossRight = falling ? inCell.x > inCell.y : inCell.x + inCell.y >= 1.0;
  bool acrossBottom = falling ? !acrossRight : acrossRight;
  return cornerOf(halves, acrossRight, acrossBottom);
}

/** A part stitch's colour: its style's, or in tracker mode a stitch of that style as done or to do in its cell. */
vec3 partStitchColour(ivec2 cell, uint styleId) {
  if (uTracker > 0.0) {
    int done = texelFetch(uDone, cell, 0).r != 0u ? 1 : 0;
    return texelFetch(uTrackerTable, ivec2(int(styleId), 4 + done), 0).rgb;
  }
  return texelFetch(uPalette, ivec2(int(styleId), 0), 0).rgb;
}
`;

/** The colour of a pixel of a cell with its part stitches: used in `main` where the cell's colour is known. */
export const partStitchFragmentApply = /* glsl */ `
  if (uPartStitches.x + uPartStitches.y > 0.0) {
    uint part = partStitchAt(cell, fract(vCell));
    if (part != 0u) colour = partStitchColour(cell, part);
  }
`;

export type PartStitchUniforms = UniformGroup<{
  uPartStitches: { value: Float32Array; type: 'vec2<f32>' };
}>;

/** The part stitches' uniform, off. */
export function createPartStitchUniforms(): PartStitchUniforms {
  return new UniformGroup({ uPartStitches: { value: new Float32Array(2), type: 'vec2<f32>' } });
}
