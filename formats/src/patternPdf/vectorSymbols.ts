/**
 * Symbols drawn as vector shapes instead of glyphs. Each chart cell's small paths (centred in the cell, smaller than
 * it) are drawn onto a 12 × 12 bitmap normalised to their own box (aspect kept); cells whose bitmaps differ in at most
 * 12 % of the pixels are one symbol. The key draws the same shapes, usually at another size: each group of touching
 * paths on a page without a chart, normalised the same way, is the nearest symbol when that close. Every symbol
 * found becomes a text item of its own character in the font `vorm`, so the rest of the reader (cells, key lines,
 * swatches, pages) treats it like a glyph.
 */
import type { PageGrid } from './pageGrid';
import type { PdfShape } from './pathShapes';
import type { PdfPageContent, PdfTextItem } from './pdfPages';

/** The font name of the symbols read from shapes. */
export const shapeFont = 'vorm';

const side = 12;
const sameShape = Math.round(side * side * 0.12);

interface Box {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

/** Whether (x, y) lies inside a closed polyline (even-odd). */
function insidePolyline(line: readonly number[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = line.length - 2; i < line.length; j = i, i += 2) {
    const [xi, yi, xj, yj] = [line[i]!, line[i + 1]!, line[j]!, line[j + 1]!];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The distance from (x, y) to the nearest segment of a polyline. */
function distanceToPolyline(line: readonly number[], x: number, y: number): number {
  let best = Infinity;
  for (let i = 0; i + 3 < line.length; i += 2) {
    const [ax, ay, bx, by] = [line[i]!, line[i + 1]!, line[i + 2]!, line[i + 3]!];
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / length));
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

const boxOf = (shapes: readonly PdfShape[]): Box => ({
  left: Math.min(...shapes.map((s) => s.left)),
  bottom: Math.min(...shapes.map((s) => s.bottom)),
  right: Math.max(...shapes.map((s) => s.right)),
  top: Math.max(...shapes.map((s) => s.top)),
});

/** The shapes drawn on a `side` × `side` bitmap over their box (the longer side fills it, centred). */
export function bitmapOf(shapes: readonly PdfShape[]): Uint8Array {
  const box = boxOf(shapes);
  const size = Math.max(box.right - box.left, box.top - box.bottom, 0.01);
  const cx = (box.left + box.right) / 2;
  const cy = (box.bottom + box.top) / 2;
  const out = new Uint8Array(side * side);
  for (let row = 0; row < side; row += 1) {
    for (let column = 0; column < side; column += 1) {
      const x = cx + ((column + 0.5) / side - 0.5) * size;
      const y = cy - ((row + 0.5) / side - 0.5) * size;
      const hit = shapes.some(
        (shape) =>
          (shape.filled && shape.polylines.filter((line) => insidePolyline(line, x, y)).length % 2 === 1) ||
          (shape.stroked &&
            shape.polylines.some(
              (line) => distanceToPolyline(line, x, y) <= Math.max(shape.lineWidth / 2, size * 0.06),
            )),
      );
      out[row * side + column] = hit ? 1 : 0;
    }
  }
  return out;
}

function difference(a: Uint8Array, b: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) count += 1;
  return count;
}

/** The index of the nearest bitmap within `sameShape` pixels, or -1. */
function nearest(classes: readonly Uint8Array[], bitmap: Uint8Array): number {
  let best = -1;
  let bestDifference = sameShape + 1;
  classes.forEach((candidate, index) => {
    const d = difference(candidate, bitmap);
    if (d < bestDifference) [best, bestDifference] = [index, d];
  });
  return best;
}

/** A symbol's text item, its centre at the shapes' centre. */
function symbolItem(index: number, box: Box): PdfTextItem {
  const size = Math.max(box.top - box.bottom, 1);
  const cx = (box.left + box.right) / 2;
  return {
    str: String.fromCodePoint(0xf0000 + index),
    font: shapeFont,
    x: box.left,
    y: (box.bottom + box.top) / 2 - size * 0.36,
    width: box.right - box.left,
    size,
    xs: [cx],
  };
}

/** Groups of touching shapes (boxes within 0.5 pt), for a key's symbols. */
function groups(shapes: readonly PdfShape[]): PdfShape[][] {
  const parent = shapes.map((_, index) => index);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let i = 0; i < shapes.length; i += 1) {
    for (let j = i + 1; j < shapes.length; j += 1) {
      const a = shapes[i]!;
      const b = shapes[j]!;
      if (
        a.left <= b.right + 0.5 &&
        b.left <= a.right + 0.5 &&
        a.bottom <= b.top + 0.5 &&
        b.bottom <= a.top + 0.5
      )
        parent[find(i)] = find(j);
    }
  }
  const out = new Map<number, PdfShape[]>();
  shapes.forEach((shape, index) => out.set(find(index), [...(out.get(find(index)) ?? []), shape]));
  return [...out.values()];
}

/**
 * The pages with the symbols of shape-drawn charts added as text items (chart pages: one per cell; other pages: the
 * key's). `grids[i]` is page i's grid; `hasGlyphs(i)` whether glyphs fill it already (then its shapes are left alone).
 */
export function withVectorSymbols(
  pages: readonly PdfPageContent[],
  grids: ReadonlyArray<PageGrid | undefined>,
  hasGlyphs: (index: number) => boolean,
): PdfPageContent[] {
  const classes: Uint8Array[] = [];
  const classOf = (bitmap: Uint8Array) => {
    const found = nearest(classes, bitmap);
    if (found >= 0) return found;
    classes.push(bitmap);
    return classes.length - 1;
  };
  const out = [...pages];
  const chartPages = new Set<number>();
  pages.forEach((page, index) => {
    const grid = grids[index];
    if (!grid || hasGlyphs(index) || page.shapes.length === 0) return;
    const byCell = new Map<number, PdfShape[]>();
    for (const shape of page.shapes) {
      const width = shape.right - shape.left;
      const height = shape.top - shape.bottom;
      if (width > grid.pitchX * 0.9 || height > grid.pitchY * 0.9) continue;
      const x = ((shape.left + shape.right) / 2 - grid.left) / grid.pitchX;
      const y = (grid.top - (shape.bottom + shape.top) / 2) / grid.pitchY;
      const column = Math.floor(x);
      const row = Math.floor(y);
      if (column < 0 || row < 0 || column >= grid.columns || row >= grid.rows) continue;
      // Centred in its cell: a quarter-stitch triangle in a corner is no symbol.
      if (Math.abs(x - column - 0.5) > 0.25 || Math.abs(y - row - 0.5) > 0.25) continue;
      const key = row * grid.columns + column;
      byCell.set(key, [...(byCell.get(key) ?? []), shape]);
    }
    if (byCell.size === 0) return;
    const items = [...byCell.values()].map((shapes) => symbolItem(classOf(bitmapOf(shapes)), boxOf(shapes)));
    out[index] = { ...page, texts: [...page.texts, ...items] };
    chartPages.add(index);
  });
  if (classes.length === 0) return out;
  pages.forEach((page, index) => {
    if (chartPages.has(index) || (grids[index] && hasGlyphs(index))) return;
    if (page.shapes.length === 0 || page.shapes.length > 5000) return;
    const items: PdfTextItem[] = [];
    const symbolBoxes: Box[] = [];
    for (const group of groups(page.shapes)) {
      const box = boxOf(group);
      if (Math.max(box.right - box.left, box.top - box.bottom) < 2) continue;
      const found = nearest(classes, bitmapOf(group));
      if (found < 0) continue;
      items.push(symbolItem(found, box));
      symbolBoxes.push(box);
    }
    if (items.length === 0) return;
    // A filled square symbol is also a filled rectangle: it is no swatch.
    const near = (a: number, b: number) => Math.abs(a - b) < 0.05;
    const fills = page.fills.filter(
      (fill) =>
        !symbolBoxes.some(
          (box) =>
            near(box.left, fill.left) &&
            near(box.right, fill.right) &&
            near(box.top, fill.top) &&
            near(box.bottom, fill.bottom),
        ),
    );
    out[index] = { ...page, texts: [...page.texts, ...items], fills };
  });
  return out;
}
