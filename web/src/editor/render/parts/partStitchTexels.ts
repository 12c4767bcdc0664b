/**
 * Part stitches as texels: per cell four bytes (RGBA), the style id of the stitch at each corner — red top-left,
 * green top-right, blue bottom-left, alpha bottom-right; 0 for none. One such array (and texture) per list: the
 * half stitches' triangles and the quarter stitches. The grid shader reads the texel of a pixel's cell, so the cost
 * per frame follows the view, never the number of stitches.
 */
import type { PartStitch } from '@steekwerk/model';
import type { CellRect } from '../../document/ChartDocument';

/** Bytes per cell. */
export const texelBytes = 4;

/** The byte of a corner in its cell's texel: 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right. */
export function cornerChannel(left: boolean, top: boolean): number {
  return (left ? 0 : 1) + (top ? 0 : 2);
}

/** Whether (x, y) lies in one of the rectangles. */
function inRects(x: number, y: number, rects: readonly CellRect[]): boolean {
  for (const rect of rects) {
    if (x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height) return true;
  }
  return false;
}

/**
 * Writes the stitches of `list` into `texels` (row-major, `columnCount` cells wide, {@link texelBytes} per cell):
 * all of the grid when `rects` is absent, else only the texels of those rectangles (cleared first), in one pass over
 * the list however many rectangles there are. A later stitch at the same corner wins. Stitches outside the grid or
 * with coordinates that are not whole are left out. Returns how many were written.
 */
export function packPartStitches(
  list: readonly PartStitch[],
  columnCount: number,
  rowCount: number,
  texels: Uint8Array,
  rects?: readonly CellRect[],
): number {
  const clipped: CellRect[] = [];
  for (const rect of rects ?? [{ x: 0, y: 0, width: columnCount, height: rowCount }]) {
    const x0 = Math.max(0, rect.x);
    const y0 = Math.max(0, rect.y);
    const x1 = Math.min(columnCount, rect.x + rect.width);
    const y1 = Math.min(rowCount, rect.y + rect.height);
    if (x1 > x0 && y1 > y0) clipped.push({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 });
  }
  if (clipped.length === 0) return 0;
  if (!rects) texels.fill(0);
  else {
    for (const { x, y, width, height } of clipped) {
      for (let row = y; row < y + height; row += 1) {
        texels.fill(0, (row * columnCount + x) * texelBytes, (row * columnCount + x + width) * texelBytes);
      }
    }
  }
  // The rectangles' bounds first: most stitches of a large chart lie outside them and cost four comparisons.
  let minX = columnCount;
  let minY = rowCount;
  let maxX = 0;
  let maxY = 0;
  for (const rect of clipped) {
    minX = Math.min(minX, rect.x);
    minY = Math.min(minY, rect.y);
    maxX = Math.max(maxX, rect.x + rect.width);
    maxY = Math.max(maxY, rect.y + rect.height);
  }
  const checkEach = clipped.length > 1;
  let written = 0;
  for (let index = 0; index < list.length; index += 1) {
    const stitch = list[index]!;
    const x = stitch.x;
    const y = stitch.y;
    // Written so that NaN and fractions (never in a valid chart) are left out too.
    if (!(x >= minX && x < maxX && y >= minY && y < maxY) || (x | 0) !== x || (y | 0) !== y) continue;
    if (checkEach && !inRects(x, y, clipped)) continue;
    texels[(y * columnCount + x) * texelBytes + cornerChannel(stitch.left, stitch.top)] = stitch.styleId;
    written += 1;
  }
  return written;
}
