/**
 * Freeform symbols drawn into an RGB image without a canvas (the PNG export and the API's thumbnails): each stitch
 * symbol's SVG paths flattened once (model `pathOutline`), turned and scaled onto the symbol's place, strokes with
 * round ends at the symbol's line width and fills by the non-zero rule, edges smoothed over 2 × 2 samples; each symbol
 * is covered in its own small box and blended once in its colour, so crossing strokes of one symbol do not darken.
 */
import { hexToRgb, pathOutline, type Polyline, type StitchSymbol } from '@steekwerk/model';
import type { Raster } from '../png/raster';
import { symbolFit, type DrawnSymbol } from './freeformScene';

/** Freeform units to image pixels: `pixel = unit * scale + offset`. */
export interface FreeformView {
  readonly scale: number;
  readonly offsetX: number;
  readonly offsetY: number;
}

interface Outline {
  readonly fill: boolean;
  readonly lines: readonly Polyline[];
}

const outlines = new WeakMap<StitchSymbol, Outline[]>();

function outlineOf(stitch: StitchSymbol): Outline[] {
  let outline = outlines.get(stitch);
  if (!outline) {
    outline = stitch.paths.map((path) => ({ fill: path.fill, lines: pathOutline(path.d) }));
    outlines.set(stitch, outline);
  }
  return outline;
}

/** Non-zero winding of a point against closed polygons (flat x, y lists). */
function winding(polygons: readonly Float64Array[], px: number, py: number): number {
  let total = 0;
  for (const points of polygons) {
    const count = points.length / 2;
    for (let index = 0; index < count; index += 1) {
      const x0 = points[index * 2]!;
      const y0 = points[index * 2 + 1]!;
      const next = (index + 1) % count;
      const x1 = points[next * 2]!;
      const y1 = points[next * 2 + 1]!;
      const side = (x1 - x0) * (py - y0) - (px - x0) * (y1 - y0);
      if (y0 <= py) {
        if (y1 > py && side > 0) total += 1;
      } else if (y1 <= py && side < 0) total -= 1;
    }
  }
  return total;
}

const samples = [0.25, 0.75] as const;

/** Below this many pixels on its longer side a symbol is drawn as a dot (its strokes would blur into one anyway). */
export const tinySymbolPx = 4;

/**
 * Draws the symbols onto the raster in their order.
 *
 * @returns how many symbols had any pixel inside the image
 */
export function drawFreeformSymbols(
  raster: Raster,
  drawn: readonly DrawnSymbol[],
  view: FreeformView,
): number {
  let shown = 0;
  let coverage = new Float32Array(1024);
  for (const { symbol, stitch, ink } of drawn) {
    if (!(symbol.width > 0 && symbol.height > 0)) continue;
    const side = Math.max(symbol.width, symbol.height) * view.scale;
    if (side < tinySymbolPx) {
      // A whole motif shrunk to a thumbnail: a symbol of a few pixels shows as a dot of its colour.
      const dot = Math.max(1, Math.round(side / 2));
      const cx = Math.floor(symbol.x * view.scale + view.offsetX - dot / 2);
      const cy = Math.floor(symbol.y * view.scale + view.offsetY - dot / 2);
      if (cx + dot > 0 && cy + dot > 0 && cx < raster.width && cy < raster.height) {
        raster.fillRect(cx, cy, dot, dot, hexToRgb(ink));
        shown += 1;
      }
      continue;
    }
    const fit = symbolFit(stitch, symbol.width, symbol.height);
    const radians = (symbol.rotate * Math.PI) / 180;
    const cos = Math.cos(radians);
    const sin = Math.sin(radians);
    const unitScale = fit.scale * view.scale;
    // A view-box point to image pixels: fitted into the unturned box about 0, 0, turned, moved to the centre.
    const toImage = (points: readonly number[]): Float64Array => {
      const out = new Float64Array(points.length);
      for (let index = 0; index < points.length; index += 2) {
        const lx = points[index]! * fit.scale + fit.left;
        const ly = points[index + 1]! * fit.scale + fit.top;
        out[index] = (symbol.x + lx * cos - ly * sin) * view.scale + view.offsetX;
        out[index + 1] = (symbol.y + lx * sin + ly * cos) * view.scale + view.offsetY;
      }
      return out;
    };
    const half = Math.max(0.5, (stitch.strokeWidth * unitScale) / 2);
    const shapes = outlineOf(stitch).map((outline) => ({
      fill: outline.fill,
      lines: outline.lines.map((line) => ({ points: toImage(line.points), closed: line.closed })),
    }));
    // The symbol's pixel box (with the stroke's reach), clipped to the image.
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const shape of shapes)
      for (const { points } of shape.lines)
        for (let index = 0; index < points.length; index += 2) {
          minX = Math.min(minX, points[index]!);
          maxX = Math.max(maxX, points[index]!);
          minY = Math.min(minY, points[index + 1]!);
          maxY = Math.max(maxY, points[index + 1]!);
        }
    const x0 = Math.max(0, Math.floor(minX - half - 1));
    const y0 = Math.max(0, Math.floor(minY - half - 1));
    const x1 = Math.min(raster.width, Math.ceil(maxX + half + 1));
    const y1 = Math.min(raster.height, Math.ceil(maxY + half + 1));
    if (!(x0 < x1 && y0 < y1)) continue;
    shown += 1;
    const boxWidth = x1 - x0;
    const area = boxWidth * (y1 - y0);
    if (coverage.length < area) coverage = new Float32Array(area);
    coverage.fill(0, 0, area);
    for (const shape of shapes) {
      if (shape.fill) coverFill(coverage, shape.lines, x0, y0, x1, y1);
      else for (const line of shape.lines) coverStroke(coverage, line, half, x0, y0, x1, y1);
    }
    blend(raster, coverage, hexToRgb(ink), x0, y0, x1, y1);
  }
  return shown;
}

/** Filled polygons: the share of 2 × 2 samples inside, per pixel. */
function coverFill(
  coverage: Float32Array,
  lines: readonly { points: Float64Array }[],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  const polygons = lines.map((line) => line.points).filter((points) => points.length >= 6);
  if (polygons.length === 0) return;
  const boxWidth = x1 - x0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      let inside = 0;
      for (const sy of samples)
        for (const sx of samples) if (winding(polygons, x + sx, y + sy) !== 0) inside += 1;
      if (inside === 0) continue;
      const at = (y - y0) * boxWidth + (x - x0);
      coverage[at] = Math.max(coverage[at]!, inside / 4);
    }
  }
}

/** A stroke with round ends and joins: full within `half` of the line, fading over the next pixel. */
function coverStroke(
  coverage: Float32Array,
  line: { points: Float64Array; closed: boolean },
  half: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  const { points, closed } = line;
  const count = points.length / 2;
  const pieces = count === 1 ? 1 : closed ? count : count - 1;
  const boxWidth = x1 - x0;
  const reachSquared = (half + 0.5) * (half + 0.5);
  for (let piece = 0; piece < pieces; piece += 1) {
    const ax = points[piece * 2]!;
    const ay = points[piece * 2 + 1]!;
    const next = count === 1 ? 0 : (piece + 1) % count;
    const bx = points[next * 2]!;
    const by = points[next * 2 + 1]!;
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const left = Math.max(x0, Math.floor(Math.min(ax, bx) - half - 1));
    const right = Math.min(x1, Math.ceil(Math.max(ax, bx) + half + 1));
    const top = Math.max(y0, Math.floor(Math.min(ay, by) - half - 1));
    const bottom = Math.min(y1, Math.ceil(Math.max(ay, by) + half + 1));
    for (let y = top; y < bottom; y += 1) {
      const py = y + 0.5;
      for (let x = left; x < right; x += 1) {
        const px = x + 0.5;
        const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
        const ex = ax + t * dx - px;
        const ey = ay + t * dy - py;
        const squared = ex * ex + ey * ey;
        if (squared >= reachSquared) continue;
        const value = Math.min(1, half + 0.5 - Math.sqrt(squared));
        if (value <= 0) continue;
        const at = (y - y0) * boxWidth + (x - x0);
        if (value > coverage[at]!) coverage[at] = value;
      }
    }
  }
}

function blend(
  raster: Raster,
  coverage: Float32Array,
  ink: readonly [number, number, number],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): void {
  const pixels = raster.pixels;
  const boxWidth = x1 - x0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const alpha = coverage[(y - y0) * boxWidth + (x - x0)]!;
      if (alpha <= 0) continue;
      const at = (y * raster.width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1)
        pixels[at + channel] = Math.round(pixels[at + channel]! * (1 - alpha) + ink[channel]! * alpha);
    }
  }
}
