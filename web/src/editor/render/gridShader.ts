/**
 * The grid shader: one quad whose fragments look up their cell in an index texture (one byte per cell, R8UI),
 * colour it from the palette, draw the cell's symbol from the atlas at high zoom, use the reduced overview when
 * far out, and draw the grid lines. No geometry per cell or line; the cost is per pixel only.
 *
 * Which line a pixel shows depends only on its column and row; those are worked out per frame layout on the CPU
 * (`lineRanks.ts`) and read here from two one-texel-high textures. The outer edge uses the every-10 colour, so a
 * grid whose size is no multiple of 10 still looks closed.
 */
import { Shader, UniformGroup, type TextureSource } from 'pixi.js';
import { rgbToUnitFloats, type GridTheme } from './gridTheme';
import { maximumRankPixels } from './lineRanks';
import {
  partStitchFragmentApply,
  partStitchFragmentHead,
  type PartStitchUniforms,
} from './parts/partStitchShader';
import { trackerFragmentHead, type TrackerUniforms } from './trackerShader';

/** Symbols are drawn from this many device pixels per cell. */
export const symbolMinimumPixels = 10;

/** The vertex shader of a full-grid quad: positions in cells, handed on as `vCell` (column, row). */
export const gridVertex = /* glsl */ `#version 300 es
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

/**
 * How the shader reads a cell's shown style id. One layer: its texel in `uCells`, as always. Several layers
 * (docs/decisions/layers.md, "Cost of a switch"): one R8UI 2D array texture, a layer of it per chart layer (bottom
 * first), composed here — the highest visible layer whose cell is not 0 — so showing or hiding a layer changes the
 * mask uniform and nothing else. The overview drawn far out is a 2D array texture of each layer's own, composed
 * alike.
 */
function shownCellSource(layered: boolean): string {
  if (!layered) {
    return /* glsl */ `
uniform highp usampler2D uCells;

uniform highp usampler2D uOverview;

uint shownCell(ivec2 cell) {
  return texelFetch(uCells, cell, 0).r;
}

uint overviewCell(ivec2 block) {
  return texelFetch(uOverview, block, 0).r;
}

ivec2 overviewBlocks() {
  return textureSize(uOverview, 0);
}
`;
  }
  return /* glsl */ `
uniform highp usampler2DArray uLayers;
// Bit n set: layer n (bottom first) is visible.
uniform int uVisibleLayers;
uniform int uLayerCount;

// Each layer's own overview, composed the same way.
uniform highp usampler2DArray uOverview;

uint shownCell(ivec2 cell) {
  for (int layer = uLayerCount - 1; layer >= 0; layer--) {
    if ((uVisibleLayers & (1 << layer)) == 0) continue;
    uint value = texelFetch(uLayers, ivec3(cell, layer), 0).r;
    if (value != 0u) return value;
  }
  return 0u;
}

uint overviewCell(ivec2 block) {
  for (int layer = uLayerCount - 1; layer >= 0; layer--) {
    if ((uVisibleLayers & (1 << layer)) == 0) continue;
    uint value = texelFetch(uOverview, ivec3(block, layer), 0).r;
    if (value != 0u) return value;
  }
  return 0u;
}

ivec2 overviewBlocks() {
  return textureSize(uOverview, 0).xy;
}
`;
}

const fragmentSource = (layered: boolean) => /* glsl */ `#version 300 es
precision highp float;
precision highp int;

in vec2 vCell;
${shownCellSource(layered)}
uniform sampler2D uPalette;
uniform sampler2D uStyles;
uniform sampler2D uAtlas;
// Line ranks per device pixel column and row (bottom-up), rank × 85: 0 none, 85 default, 170 every 5, 255 every 10.
uniform sampler2D uLineRanksX;
uniform sampler2D uLineRanksY;

uniform vec2 uGridSize;
uniform vec3 uLineColor;
uniform vec3 uLineEvery5Color;
uniform vec3 uLineEvery10Color;
uniform float uBrightness;
uniform float uSymbolMinimumPixels;
// Atlas size in tiles (x, y); 0 when there is no atlas.
uniform vec2 uAtlasTiles;
// Cells per overview texel; 0 when there is no overview.
uniform float uOverviewFactor;
// Cells per device pixel along x and y (the same for the whole quad, so computed once on the CPU).
uniform vec2 uCellsPerPixel;
// 1: empty cells (0) are not drawn at all, so what lies under the quad shows (a transparent preview layer).
uniform float uTransparentEmpty;

out vec4 finalColor;

/**
 * The coverage of the cell's symbol at this fragment, with its colour in foreground; -1 when no symbol is drawn
 * (no atlas, too small, no symbol for the style).
 */
float symbolCoverage(ivec2 cell, uint styleId, float pixelsPerCell, out vec3 foreground) {
  foreground = vec3(0.0);
  if (styleId == 0u || uAtlasTiles.x <= 0.0 || pixelsPerCell < uSymbolMinimumPixels) return -1.0;
  vec4 tile = texelFetch(uStyles, ivec2(int(styleId), 1), 0) * 255.0;
  int cells = int(tile.b + 0.5);
  if (cells == 0) return -1.0;
  // Which part of a multi-cell symbol this cell shows: its place in the run of equal cells to its left.
  int part = 0;
  if (cells > 1) {
    int run = 0;
    for (int step = 1; step < 32; step++) {
      if (cell.x - step < 0 || shownCell(ivec2(cell.x - step, cell.y)) != styleId) break;
      run++;
    }
    part = run - (run / cells) * cells;
  }
  vec2 inCell = fract(vCell);
  vec2 texel = vec2(tile.r + float(part) + inCell.x, tile.g + inCell.y) / uAtlasTiles;
  foreground = texelFetch(uStyles, ivec2(int(styleId), 0), 0).rgb;
  return texture(uAtlas, texel).r;
}

vec3 cellColour(ivec2 cell, float pixelsPerCell) {
  uint styleId = shownCell(cell);
  vec3 background = texelFetch(uPalette, ivec2(int(styleId), 0), 0).rgb;
  vec3 foreground;
  float coverage = symbolCoverage(cell, styleId, pixelsPerCell, foreground);
  return coverage < 0.0 ? background : mix(background, foreground, coverage);
}
${trackerFragmentHead}
${partStitchFragmentHead}
void main() {
  vec2 cellsPerPixel = uCellsPerPixel;
  ivec2 pixel = min(ivec2(gl_FragCoord.xy), ivec2(${maximumRankPixels - 1}));
  float rankValue = max(
    texelFetch(uLineRanksX, ivec2(pixel.x, 0), 0).r,
    texelFetch(uLineRanksY, ivec2(pixel.y, 0), 0).r
  );
  int rank = int(rankValue * 3.0 + 0.5);
  ivec2 cell = clamp(ivec2(floor(vCell)), ivec2(0), ivec2(uGridSize) - 1);
  if (uTransparentEmpty > 0.0 && shownCell(cell) == 0u) discard;
  if (rank > 0) {
    vec3 line = rank == 3 ? uLineEvery10Color : rank == 2 ? uLineEvery5Color : uLineColor;
    if (uTracker > 0.0) line = trackerLines(line, cell, cellsPerPixel);
    finalColor = vec4(line, 1.0);
    return;
  }

  float pixelsPerCell = 1.0 / max(cellsPerPixel.x, cellsPerPixel.y);
  vec3 colour;
  bool farOut = uOverviewFactor > 0.0 && pixelsPerCell * uOverviewFactor <= 2.0;
  if (farOut) {
    ivec2 block = clamp(ivec2(floor(vCell / uOverviewFactor)), ivec2(0), overviewBlocks() - 1);
    uint styleId = overviewCell(block);
    // The tracker reads the done flag of the block's first cell: the same texel for the whole block, as cheap as
    // the overview itself (a cell per pixel would read all over a large texture).
    ivec2 first = min(block * int(uOverviewFactor), ivec2(uGridSize) - 1);
    colour = uTracker > 0.0
      ? trackerStitch(first, styleId, 0.0)
      : texelFetch(uPalette, ivec2(int(styleId), 0), 0).rgb;
  } else if (uTracker > 0.0) {
    colour = trackerStitch(cell, shownCell(cell), pixelsPerCell);
  } else {
    colour = cellColour(cell, pixelsPerCell);
  }
  if (!farOut) {
${partStitchFragmentApply}
  }
  if (uTracker > 0.0) colour = trackerLines(colour, cell, cellsPerPixel);
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
  uBrightness: { value: number; type: 'f32' };
  uSymbolMinimumPixels: { value: number; type: 'f32' };
  uAtlasTiles: { value: Float32Array; type: 'vec2<f32>' };
  uOverviewFactor: { value: number; type: 'f32' };
  uCellsPerPixel: { value: Float32Array; type: 'vec2<f32>' };
  uTransparentEmpty: { value: number; type: 'f32' };
}>;

/** The visibility mask and layer count of a chart of several layers (see {@link shownCellSource}). */
export type LayerUniforms = UniformGroup<{
  uVisibleLayers: { value: number; type: 'i32' };
  uLayerCount: { value: number; type: 'i32' };
}>;

/** The uniforms of a chart of several layers: `mask` has bit n set when layer n (bottom first) is visible. */
export function createLayerUniforms(layerCount: number, mask: number): LayerUniforms {
  return new UniformGroup({
    uVisibleLayers: { value: mask, type: 'i32' },
    uLayerCount: { value: layerCount, type: 'i32' },
  });
}

/**
 * The layers of a chart of several layers: their 2D array texture, their overviews' (bound as `uOverview` instead
 * of the single overview) and uniforms. Absent: one layer, `cells`.
 */
export interface GridLayers {
  readonly texture: TextureSource;
  readonly overviewTexture: TextureSource;
  readonly uniforms: LayerUniforms;
}

export interface GridTextures {
  /** One layer's cells (R8UI); bound only when there is no {@link GridLayers}. */
  readonly cells: TextureSource;
  readonly palette: TextureSource;
  readonly styles: TextureSource;
  readonly atlas: TextureSource;
  readonly overview: TextureSource;
  readonly lineRanksX: TextureSource;
  readonly lineRanksY: TextureSource;
  /** The tracker's done flags and line numbers (1 × 1 placeholders outside tracker mode). */
  readonly done: TextureSource;
  readonly lines: TextureSource;
  readonly trackerTable: TextureSource;
  /** The half and quarter stitches per corner (1 × 1 placeholders for a list the chart does not have). */
  readonly halfStitches: TextureSource;
  readonly quarterStitches: TextureSource;
}

/** Creates the grid shader over its textures. */
export function createGridShader(
  textures: GridTextures,
  columnCount: number,
  rowCount: number,
  theme: GridTheme,
  trackerUniforms: TrackerUniforms,
  partStitchUniforms: PartStitchUniforms,
  layers?: GridLayers,
): { shader: Shader; uniforms: GridUniforms } {
  const uniforms: GridUniforms = new UniformGroup({
    uGridSize: { value: new Float32Array([columnCount, rowCount]), type: 'vec2<f32>' },
    uLineColor: { value: new Float32Array(3), type: 'vec3<f32>' },
    uLineEvery5Color: { value: new Float32Array(3), type: 'vec3<f32>' },
    uLineEvery10Color: { value: new Float32Array(3), type: 'vec3<f32>' },
    uBrightness: { value: 0, type: 'f32' },
    uSymbolMinimumPixels: { value: symbolMinimumPixels, type: 'f32' },
    uAtlasTiles: { value: new Float32Array(2), type: 'vec2<f32>' },
    uOverviewFactor: { value: 0, type: 'f32' },
    uCellsPerPixel: { value: new Float32Array([1, 1]), type: 'vec2<f32>' },
    uTransparentEmpty: { value: 0, type: 'f32' },
  });
  applyTheme(uniforms, theme);
  const shader = Shader.from({
    gl: {
      vertex: gridVertex,
      fragment: fragmentSource(layers !== undefined),
      name: layers ? 'steekwerk-grid-layers' : 'steekwerk-grid',
    },
    resources: {
      gridUniforms: uniforms,
      ...(layers
        ? { uLayers: layers.texture, uOverview: layers.overviewTexture, layerUniforms: layers.uniforms }
        : { uCells: textures.cells, uOverview: textures.overview }),
      uPalette: textures.palette,
      uStyles: textures.styles,
      uAtlas: textures.atlas,
      uLineRanksX: textures.lineRanksX,
      uLineRanksY: textures.lineRanksY,
      trackerUniforms,
      uDone: textures.done,
      uLines: textures.lines,
      uTrackerTable: textures.trackerTable,
      partStitchUniforms,
      uHalfStitches: textures.halfStitches,
      uQuarterStitches: textures.quarterStitches,
    },
  });
  return { shader, uniforms };
}

/** Sets the scale: device pixels per cell along x and y. */
export function applyScale(uniforms: GridUniforms, pixelsX: number, pixelsY: number): void {
  uniforms.uniforms.uCellsPerPixel = new Float32Array([1 / pixelsX, 1 / pixelsY]);
  uniforms.update();
}

/** Puts a theme's line colours into the uniforms (widths and intervals go into the line ranks). */
export function applyTheme(uniforms: GridUniforms, theme: GridTheme): void {
  const values = uniforms.uniforms;
  values.uLineColor = rgbToUnitFloats(theme.line);
  values.uLineEvery5Color = rgbToUnitFloats(theme.lineEvery5);
  values.uLineEvery10Color = rgbToUnitFloats(theme.lineEvery10);
  uniforms.update();
}
