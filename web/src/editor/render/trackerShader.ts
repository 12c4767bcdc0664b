/**
 * The progress tracker's part of the grid shader (trackerLook.ts gives the rules in words): the done flag of each
 * cell (R8UI, the tracker's own `done` array uploaded in place), the line of each cell in work order (R16UI) and
 * uniforms for the look. With `uTracker` 0 none of it runs and the grid is drawn exactly as in the editor.
 */
import { UniformGroup } from 'pixi.js';
import { greyAmount, type TrackerLook } from './trackerLook';
import { rgbToUnitFloats, type Rgb } from './gridTheme';

/**
 * The current line's outline in CSS pixels from its edge: an ink edge, the accent, then a halo in the ink's
 * opposite, so that it shows on any thread colour, light or dark.
 */
const outline = { ink: 1, accent: 2.5, halo: 3.5 } as const;

/** Declarations and functions placed before the grid shader's `main` (which provides `symbolCoverage`). */
export const trackerFragmentHead = /* glsl */ `
uniform highp usampler2D uDone;
uniform highp usampler2D uLines;
// The finished colours per style (trackerTable.ts): rows 0/1 background, 2/3 symbol, 4/5 without symbol.
uniform sampler2D uTrackerTable;
// 1 in tracker mode, else 0 (nothing below runs).
uniform float uTracker;
// Whether to-do (x) and done (y) stitches show their symbol.
uniform vec2 uSymbols;
// x: grey lines before the current one, y: after it; z: the current line (-1 none).
uniform vec3 uLines3;
uniform vec3 uPlain;
uniform vec3 uInk;
uniform vec3 uAccent;
// Device pixels per CSS pixel (the outline's widths are in CSS pixels).
uniform float uOutlineScale;

/** A stitch's colour in tracker mode: one texel of the table, mixed with its symbol where that shows. */
vec3 trackerStitch(ivec2 cell, uint styleId, float pixelsPerCell) {
  int done = texelFetch(uDone, cell, 0).r != 0u ? 1 : 0;
  int id = int(styleId);
  vec3 foreground;
  float coverage = symbolCoverage(cell, styleId, pixelsPerCell, foreground);
  if (coverage < 0.0) return texelFetch(uTrackerTable, ivec2(id, 4 + done), 0).rgb;
  vec3 colour = texelFetch(uTrackerTable, ivec2(id, done), 0).rgb;
  if (uSymbols[done] > 0.5) colour = mix(colour, texelFetch(uTrackerTable, ivec2(id, 2 + done), 0).rgb, coverage);
  return colour;
}

/** Rule mode: greys lines other than the current one and outlines the current line. */
vec3 trackerLines(vec3 colour, ivec2 cell, vec2 cellsPerPixel) {
  float current = uLines3.z;
  if (current < 0.0) return colour;
  float line = float(texelFetch(uLines, cell, 0).r);
  if ((line < current && uLines3.x > 0.5) || (line > current && uLines3.y > 0.5)) {
    float grey = dot(colour, vec3(0.299, 0.587, 0.114));
    return mix(vec3(grey), uPlain, ${greyAmount});
  }
  if (line != current) return colour;
  // Inside the current line, near an edge whose neighbour is another line (or the chart's edge): the outline.
  vec2 inCell = fract(vCell);
  vec2 fromStart = inCell / cellsPerPixel / uOutlineScale;
  vec2 toEnd = (1.0 - inCell) / cellsPerPixel / uOutlineScale;
  ivec2 size = ivec2(uGridSize);
  ivec2 steps[4] = ivec2[4](ivec2(-1, 0), ivec2(1, 0), ivec2(0, -1), ivec2(0, 1));
  float distances[4] = float[4](fromStart.x, toEnd.x, fromStart.y, toEnd.y);
  for (int side = 0; side < 4; side++) {
    float distance = distances[side];
    if (distance >= ${outline.halo}) continue;
    ivec2 next = cell + steps[side];
    bool edge = any(lessThan(next, ivec2(0))) || any(greaterThanEqual(next, size)) ||
      float(texelFetch(uLines, next, 0).r) != current;
    if (!edge) continue;
    if (distance < ${outline.ink}.0) return uInk;
    return distance < ${outline.accent} ? uAccent : vec3(1.0) - uInk;
  }
  return colour;
}
`;

/** The tracker's uniforms. */
export type TrackerUniforms = UniformGroup<{
  uTracker: { value: number; type: 'f32' };
  uSymbols: { value: Float32Array; type: 'vec2<f32>' };
  uLines3: { value: Float32Array; type: 'vec3<f32>' };
  uPlain: { value: Float32Array; type: 'vec3<f32>' };
  uInk: { value: Float32Array; type: 'vec3<f32>' };
  uAccent: { value: Float32Array; type: 'vec3<f32>' };
  uOutlineScale: { value: number; type: 'f32' };
}>;

/** The tracker's uniforms, off. */
export function createTrackerUniforms(): TrackerUniforms {
  return new UniformGroup({
    uTracker: { value: 0, type: 'f32' },
    uSymbols: { value: new Float32Array(2), type: 'vec2<f32>' },
    uLines3: { value: new Float32Array([0, 0, -1]), type: 'vec3<f32>' },
    uPlain: { value: new Float32Array(3), type: 'vec3<f32>' },
    uInk: { value: new Float32Array(3), type: 'vec3<f32>' },
    uAccent: { value: new Float32Array(3), type: 'vec3<f32>' },
    uOutlineScale: { value: 1, type: 'f32' },
  });
}

const flag = (value: boolean) => (value ? 1 : 0);

/**
 * Puts a look into the uniforms (undefined: tracker off); `plain` is the grid's empty-cell colour, `resolution`
 * device pixels per CSS pixel. The colours per style go into the table (trackerTable.ts).
 */
export function applyTrackerLook(
  uniforms: TrackerUniforms,
  look: TrackerLook | undefined,
  plain: Rgb = [255, 255, 255],
  resolution = 1,
): void {
  const values = uniforms.uniforms;
  values.uTracker = look ? 1 : 0;
  values.uOutlineScale = resolution;
  values.uPlain = rgbToUnitFloats(plain);
  if (look) {
    values.uSymbols = new Float32Array([flag(look.todo.symbol), flag(look.done.symbol)]);
    values.uLines3 = new Float32Array([flag(look.greyBefore), flag(look.greyAfter), look.currentLine]);
    values.uInk = rgbToUnitFloats(look.ink);
    values.uAccent = rgbToUnitFloats(look.accent);
  }
  uniforms.update();
}
