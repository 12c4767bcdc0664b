/**
 * A symbol drawn into a coverage image without a canvas, as the editor's atlas draws it (web
 * `render/symbolAtlas.ts`): inside its cell less the grid margins, scaled to fit, centred; filled paths by the
 * non-zero rule, stroked paths with round caps and joins at the symbol's line width. Each pixel is the share of
 * 4 × 4 sample points the symbol covers (0–1).
 */
import { parseViewBox, type StitchSymbol } from '../symbol';
import { pathOutline, type Polyline } from './pathOutline';

export interface SymbolImage {
  readonly width: number;
  readonly height: number;
  /** Coverage 0–1, row-major. */
  readonly pixels: Float32Array;
}

const samplesPerSide = 4;

/** Winding number of a point against closed polygons (each polyline closed back to its start). */
function winding(lines: readonly Polyline[], px: number, py: number): number {
  let total = 0;
  for (const { points } of lines) {
    const count = points.length / 2;
    for (let index = 0; index < count; index += 1) {
      const x0 = points[index * 2]!;
      const y0 = points[index * 2 + 1]!;
      const next = (index + 1) % count;
      const x1 = points[next * 2]!;
      const y1 = points[next * 2 + 1]!;
      if (y0 <= py) {
        if (y1 > py && (x1 - x0) * (py - y0) - (px - x0) * (y1 - y0) > 0) total += 1;
      } else if (y1 <= py && (x1 - x0) * (py - y0) - (px - x0) * (y1 - y0) < 0) total -= 1;
    }
  }
  return total;
}

/** Whether a point lies within `half` of a polyline's pieces (a stroke with round caps and joins). */
function nearStroke(lines: readonly Polyline[], px: number, py: number, half: number): boolean {
  const limit = half * half;
  for (const { points, closed } of lines) {
    const count = points.length / 2;
    if (count === 1 && (points[0]! - px) ** 2 + (points[1]! - py) ** 2 <= limit) return true;
    const pieces = closed ? count : count - 1;
    for (let index = 0; index < pieces; index += 1) {
      const x0 = points[index * 2]!;
      const y0 = points[index * 2 + 1]!;
      const next = (index + 1) % count;
      const dx = points[next * 2]! - x0;
      const dy = points[next * 2 + 1]! - y0;
      const length = dx * dx + dy * dy;
      const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / length));
      if ((x0 + t * dx - px) ** 2 + (y0 + t * dy - py) ** 2 <= limit) return true;
    }
  }
  return false;
}

/** The symbol over `cells × cellPx` by `cellPx` pixels. */
export function rasteriseSymbol(symbol: StitchSymbol, cellPx: number): SymbolImage {
  const width = symbol.cells * cellPx;
  const height = cellPx;
  const box = parseViewBox(symbol.svgViewBox);
  const marginX = symbol.gridMarginRatioX * cellPx;
  const marginY = symbol.gridMarginRatioY * cellPx;
  const areaWidth = width - 2 * marginX;
  const areaHeight = height - 2 * marginY;
  const scale = Math.min(areaWidth / box.width, areaHeight / box.height);
  const left = marginX + (areaWidth - box.width * scale) / 2;
  const top = marginY + (areaHeight - box.height * scale) / 2;
  const shapes = symbol.paths.map((path) => ({ fill: path.fill, lines: pathOutline(path.d) }));
  const half = symbol.strokeWidth / 2;
  const pixels = new Float32Array(width * height);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      let covered = 0;
      for (let sy = 0; sy < samplesPerSide; sy += 1) {
        for (let sx = 0; sx < samplesPerSide; sx += 1) {
          const x = (column + (sx + 0.5) / samplesPerSide - left) / scale + box.x;
          const y = (row + (sy + 0.5) / samplesPerSide - top) / scale + box.y;
          const hit = shapes.some((shape) =>
            shape.fill ? winding(shape.lines, x, y) !== 0 : nearStroke(shape.lines, x, y, half),
          );
          if (hit) covered += 1;
        }
      }
      pixels[row * width + column] = covered / (samplesPerSide * samplesPerSide);
    }
  }
  return { width, height, pixels };
}

/** The image as text, `#` for mostly covered, `+` for partly, `.` for empty (test failures and notes). */
export function symbolImageText(image: SymbolImage): string {
  const rows: string[] = [];
  for (let row = 0; row < image.height; row += 1) {
    let text = '';
    for (let column = 0; column < image.width; column += 1) {
      const value = image.pixels[row * image.width + column]!;
      text += value >= 0.5 ? '#' : value > 0.1 ? '+' : '.';
    }
    rows.push(text);
  }
  return rows.join('\n');
}
