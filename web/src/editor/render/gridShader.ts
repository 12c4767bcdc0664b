/**
 * The grid shader: one quad whose fragments look up their cell in an index texture (one byte per cell, R8UI),
 * colour it from the palette, draw the cell's symbol from the atlas at high zoom, use the reduced overview when
 * far out, and draw the grid lines procedurally. No geometry per cell or line; the cost is per pixel only.
 *
 * Lines are counted from the grid's top-left corner; the outer edge uses the every-10 colour, so a grid whose
 * size is no multiple of 10 still looks closed.
 */
import { Shader, UniformGroup, type TextureSource } from 'pixi.js';
import { rgbToUnitFloats, type GridTheme } from './gridTheme';

/** Below this many device pixels between two lines of a kind, those lines are left out (they would be a blur). */
export const minimumLineSpacing = 4;
/** Symbols are drawn from this many device pixels per cell. */
export const symbolMinimumPixels = 10;

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
uniform sampler2D uStyles;
uniform sampler2D uAtlas;
uniform highp usampler2D uOverview;

uniform vec2 uGridSize;
uniform vec3 uLineColor;
uniform vec3 uLineEvery5Color;
uniform vec3 uLineEvery10Color;
// Device pixels of the default, every-5 and every-10 lines (0 hides them).
uniform vec3 uLineWidths;
// The highlight intervals (5 and 10 by default).
uniform vec2 uEvery;
uniform float uBrightness;
uniform float uSymbolMinimumPixels;
// Atlas size in tiles (x, y); 0 when there is no atlas.
uniform vec2 uAtlasTiles;
// Cells per overview texel; 0 when there is no overview.
uniform float uOverviewFactor;
// Cells per device pixel along x and y (the same for the whole quad, so computed once on the CPU).
uniform vec2 uCellsPerPixel;
// Which kinds of lines are far enough apart to draw along x and y: default, every 5, every 10 (1 or 0).
uniform vec3 uShowLinesX;
uniform vec3 uShowLinesY;

out vec4 finalColor;

// Whether a line of the given interval lies in this pixel's window [centre - (width - 1/4), centre + 1/4) pixels.
// The window ends a quarter pixel past the centre so that a line on a pixel edge is drawn exactly once.
bool lineHit(float cell, float cellsPerPixel, float every, float width) {
  if (width <= 0.0) return false;
  float line = ceil((cell - (width - 0.25) * cellsPerPixel) / every) * every;
  return line < cell + 0.25 * cellsPerPixel;
}

bool edgeHit(float cell, float cellsPerPixel, float size, float width) {
  if (width <= 0.0) return false;
  float low = cell - (width - 0.25) * cellsPerPixel;
  float high = cell + 0.25 * cellsPerPixel;
  return (0.0 >= low && 0.0 < high) || (size >= low && size < high);
}

// 0: no line, 1: default line, 2: every 5, 3: every 10 or the outer edge.
int lineRank(float cell, float cellsPerPixel, float size, vec3 show) {
  if (edgeHit(cell, cellsPerPixel, size, max(uLineWidths.z, min(1.0, uLineWidths.x)))) return 3;
  if (show.z > 0.5 && lineHit(cell, cellsPerPixel, uEvery.y, uLineWidths.z)) return 3;
  if (show.y > 0.5 && lineHit(cell, cellsPerPixel, uEvery.x, uLineWidths.y)) return 2;
  if (show.x > 0.5 && lineHit(cell, cellsPerPixel, 1.0, uLineWidths.x)) return 1;
  return 0;
}

vec3 cellColour(ivec2 cell, float pixelsPerCell) {
  uint styleId = texelFetch(uCells, cell, 0).r;
  vec3 background = texelFetch(uPalette, ivec2(int(styleId), 0), 0).rgb;
  if (styleId == 0u || uAtlasTiles.x <= 0.0 || pixelsPerCell < uSymbolMinimumPixels) return background;
  vec4 tile = texelFetch(uStyles, ivec2(int(styleId), 1), 0) * 255.0;
  int cells = int(tile.b + 0.5);
  if (cells == 0) return background;
  // Which part of a multi-cell symbol this cell shows: its place in the run of equal cells to its left.
  int part = 0;
  if (cells > 1) {
    int run = 0;
    for (int step = 1; step < 32; step++) {
      if (cell.x - step < 0 || texelFetch(uCells, ivec2(cell.x - step, cell.y), 0).r != styleId) break;
      run++;
    }
    part = run - (run / cells) * cells;
  }
  vec2 inCell = fract(vCell);
  vec2 texel = vec2(tile.r + float(part) + inCell.x, tile.g + inCell.y) / uAtlasTiles;
  float coverage = texture(uAtlas, texel).r;
  vec3 foreground = texelFetch(uStyles, ivec2(int(styleId), 0), 0).rgb;
  return mix(background, foreground, coverage);
}

void main() {
  vec2 cellsPerPixel = uCellsPerPixel;
  int rank = max(
    lineRank(vCell.x, cellsPerPixel.x, uGridSize.x, uShowLinesX),
    lineRank(vCell.y, cellsPerPixel.y, uGridSize.y, uShowLinesY)
  );
  if (rank == 3) { finalColor = vec4(uLineEvery10Color, 1.0); return; }
  if (rank == 2) { finalColor = vec4(uLineEvery5Color, 1.0); return; }
  if (rank == 1) { finalColor = vec4(uLineColor, 1.0); return; }

  float pixelsPerCell = 1.0 / max(cellsPerPixel.x, cellsPerPixel.y);
  vec3 colour;
  if (uOverviewFactor > 0.0 && pixelsPerCell * uOverviewFactor <= 2.0) {
    ivec2 block = clamp(ivec2(floor(vCell / uOverviewFactor)), ivec2(0), textureSize(uOverview, 0) - 1);
    uint styleId = texelFetch(uOverview, block, 0).r;
    colour = texelFetch(uPalette, ivec2(int(styleId), 0), 0).rgb;
  } else {
    ivec2 cell = clamp(ivec2(floor(vCell)), ivec2(0), ivec2(uGridSize) - 1);
    colour = cellColour(cell, pixelsPerCell);
  }
  if (uBrightness != 0.0) {
    colour = uBrightness > 0.0 ? mix(colour, vec3(1.0), uBrightness) : mix(colour, vec3(0.0), -uBrightness);
  }
  finalColor = vec4(colour, 1.0);
}
`;

/** The uniforms the grid shader reads besides its textures. */
export type GridUniforms = UniformGroup<{
  uGridSize: { value: Float32Array; type: 'vec2<f32>' };
  uLineColor: { value: Float32Array; type: 'vec3<f32>' };
  uLineEvery5Color: { value: Float32Array; type: 'vec3<f32>' };
  uLineEvery10Color: { value: Float32Array; type: 'vec3<f32>' };
  uLineWidths: { value: Float32Array; type: 'vec3<f32>' };
  uEvery: { value: Float32Array; type: 'vec2<f32>' };
  uBrightness: { value: number; type: 'f32' };
  uSymbolMinimumPixels: { value: number; type: 'f32' };
  uAtlasTiles: { value: Float32Array; type: 'vec2<f32>' };
  uOverviewFactor: { value: number; type: 'f32' };
  uCellsPerPixel: { value: Float32Array; type: 'vec2<f32>' };
  uShowLinesX: { value: Float32Array; type: 'vec3<f32>' };
  uShowLinesY: { value: Float32Array; type: 'vec3<f32>' };
}>;

export interface GridTextures {
  readonly cells: TextureSource;
  readonly palette: TextureSource;
  readonly styles: TextureSource;
  readonly atlas: TextureSource;
  readonly overview: TextureSource;
}

/** Creates the grid shader over its textures. */
export function createGridShader(
  textures: GridTextures,
  columnCount: number,
  rowCount: number,
  theme: GridTheme,
): { shader: Shader; uniforms: GridUniforms } {
  const uniforms: GridUniforms = new UniformGroup({
    uGridSize: { value: new Float32Array([columnCount, rowCount]), type: 'vec2<f32>' },
    uLineColor: { value: new Float32Array(3), type: 'vec3<f32>' },
    uLineEvery5Color: { value: new Float32Array(3), type: 'vec3<f32>' },
    uLineEvery10Color: { value: new Float32Array(3), type: 'vec3<f32>' },
    uLineWidths: { value: new Float32Array(3), type: 'vec3<f32>' },
    uEvery: { value: new Float32Array([5, 10]), type: 'vec2<f32>' },
    uBrightness: { value: 0, type: 'f32' },
    uSymbolMinimumPixels: { value: symbolMinimumPixels, type: 'f32' },
    uAtlasTiles: { value: new Float32Array(2), type: 'vec2<f32>' },
    uOverviewFactor: { value: 0, type: 'f32' },
    uCellsPerPixel: { value: new Float32Array([1, 1]), type: 'vec2<f32>' },
    uShowLinesX: { value: new Float32Array(3), type: 'vec3<f32>' },
    uShowLinesY: { value: new Float32Array(3), type: 'vec3<f32>' },
  });
  applyTheme(uniforms, theme);
  const shader = Shader.from({
    gl: { vertex, fragment, name: 'steekwerk-grid' },
    resources: {
      gridUniforms: uniforms,
      uCells: textures.cells,
      uPalette: textures.palette,
      uStyles: textures.styles,
      uAtlas: textures.atlas,
      uOverview: textures.overview,
    },
  });
  return { shader, uniforms };
}

/**
 * Sets the scale: device pixels per cell along x and y. Lines of a kind are drawn only when they are at least
 * {@link minimumLineSpacing} pixels apart.
 */
export function applyScale(uniforms: GridUniforms, theme: GridTheme, pixelsX: number, pixelsY: number): void {
  const values = uniforms.uniforms;
  const show = (pixels: number) =>
    new Float32Array([
      pixels >= minimumLineSpacing ? 1 : 0,
      pixels * theme.every5 >= minimumLineSpacing ? 1 : 0,
      pixels * theme.every10 >= minimumLineSpacing ? 1 : 0,
    ]);
  values.uCellsPerPixel = new Float32Array([1 / pixelsX, 1 / pixelsY]);
  values.uShowLinesX = show(pixelsX);
  values.uShowLinesY = show(pixelsY);
  uniforms.update();
}

/** Puts a theme's line colours, widths and intervals into the uniforms. */
export function applyTheme(uniforms: GridUniforms, theme: GridTheme): void {
  const values = uniforms.uniforms;
  values.uLineColor = rgbToUnitFloats(theme.line);
  values.uLineEvery5Color = rgbToUnitFloats(theme.lineEvery5);
  values.uLineEvery10Color = rgbToUnitFloats(theme.lineEvery10);
  values.uLineWidths = new Float32Array([theme.lineWidth, theme.lineEvery5Width, theme.lineEvery10Width]);
  values.uEvery = new Float32Array([theme.every5, theme.every10]);
  uniforms.update();
}
