/**
 * The grid shader: one quad whose fragments look up their cell in an index texture (one byte per cell, R8UI),
 * colour it from a 256×1 palette texture and draw the grid lines procedurally. No geometry per cell or line.
 *
 * Lines are counted from the grid's top-left corner; the outer edge always uses the every-10 colour, so a grid
 * whose size is no multiple of 10 still looks closed.
 */
import { Shader, UniformGroup, type TextureSource } from 'pixi.js';
import { rgbToUnitFloats, type GridTheme } from './gridTheme';

/** Below this many device pixels between two lines of a kind, those lines are left out (they would be a blur). */
export const minimumLineSpacing = 4;

const vertex = /* glsl */ `#version 300 es
in vec2 aPosition;

uniform mat3 uProjectionMatrix;
uniform mat3 uWorldTransformMatrix;
uniform mat3 uTransformMatrix;

// The position in cells: x is the column, y the row, both from the grid's top-left corner.
out vec2 vCell;

void main() {
  mat3 modelViewProjection = uProjectionMatrix * uWorldTransformMatrix * uTransformMatrix;
  gl_Position = vec4((modelViewProjection * vec3(aPosition, 1.0)).xy, 0.0, 1.0);
  vCell = aPosition;
}
`;

const fragment = /* glsl */ `#version 300 es
precision highp float;
precision highp int;

in vec2 vCell;

uniform highp usampler2D uCells;
uniform sampler2D uPalette;

uniform vec2 uGridSize;
uniform float uMinimumLineSpacing;
uniform vec3 uLineColor;
uniform vec3 uLineEvery5Color;
uniform vec3 uLineEvery10Color;

out vec4 finalColor;

// The grid line crossing this fragment's pixel along one axis, or -1.0 when none does. Each pixel owns the
// window [centre - 3/4, centre + 1/4) pixel, so a line on a pixel edge is drawn exactly once even when the
// interpolated coordinate is slightly off.
float lineThroughPixel(float cell, float cellsPerPixel) {
  float line = ceil(cell - 0.75 * cellsPerPixel);
  return line < cell + 0.25 * cellsPerPixel ? line : -1.0;
}

// 0: no visible line, 1: default line, 2: every 5, 3: every 10 or the grid's outer edge.
int lineRank(float line, float pixelsPerCell, float gridSize) {
  if (line < 0.0) return 0;
  if (line == 0.0 || line == gridSize) return 3;
  int index = int(line + 0.5);
  if (index % 10 == 0 && pixelsPerCell * 10.0 >= uMinimumLineSpacing) return 3;
  if (index % 5 == 0 && pixelsPerCell * 5.0 >= uMinimumLineSpacing) return 2;
  if (pixelsPerCell >= uMinimumLineSpacing) return 1;
  return 0;
}

void main() {
  vec2 cellsPerPixel = fwidth(vCell);
  int rank = max(
    lineRank(lineThroughPixel(vCell.x, cellsPerPixel.x), 1.0 / cellsPerPixel.x, uGridSize.x),
    lineRank(lineThroughPixel(vCell.y, cellsPerPixel.y), 1.0 / cellsPerPixel.y, uGridSize.y)
  );
  if (rank == 3) { finalColor = vec4(uLineEvery10Color, 1.0); return; }
  if (rank == 2) { finalColor = vec4(uLineEvery5Color, 1.0); return; }
  if (rank == 1) { finalColor = vec4(uLineColor, 1.0); return; }

  ivec2 cell = clamp(ivec2(floor(vCell)), ivec2(0), ivec2(uGridSize) - 1);
  uint styleId = texelFetch(uCells, cell, 0).r;
  finalColor = vec4(texelFetch(uPalette, ivec2(int(styleId), 0), 0).rgb, 1.0);
}
`;

/** The uniforms the grid shader reads besides its textures. */
export type GridUniforms = UniformGroup<{
  uGridSize: { value: Float32Array; type: 'vec2<f32>' };
  uMinimumLineSpacing: { value: number; type: 'f32' };
  uLineColor: { value: Float32Array; type: 'vec3<f32>' };
  uLineEvery5Color: { value: Float32Array; type: 'vec3<f32>' };
  uLineEvery10Color: { value: Float32Array; type: 'vec3<f32>' };
}>;

/** Creates the grid shader reading `cells` (r8uint) and `palette` (256×1 rgba8unorm). */
export function createGridShader(
  cells: TextureSource,
  palette: TextureSource,
  columnCount: number,
  rowCount: number,
  theme: GridTheme,
): { shader: Shader; uniforms: GridUniforms } {
  const uniforms: GridUniforms = new UniformGroup({
    uGridSize: { value: new Float32Array([columnCount, rowCount]), type: 'vec2<f32>' },
    uMinimumLineSpacing: { value: minimumLineSpacing, type: 'f32' },
    uLineColor: { value: rgbToUnitFloats(theme.line), type: 'vec3<f32>' },
    uLineEvery5Color: { value: rgbToUnitFloats(theme.lineEvery5), type: 'vec3<f32>' },
    uLineEvery10Color: { value: rgbToUnitFloats(theme.lineEvery10), type: 'vec3<f32>' },
  });
  const shader = Shader.from({
    gl: { vertex, fragment, name: 'steekwerk-grid' },
    resources: { gridUniforms: uniforms, uCells: cells, uPalette: palette },
  });
  return { shader, uniforms };
}
