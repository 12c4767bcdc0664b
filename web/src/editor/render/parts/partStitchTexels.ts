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

/**
 * Writes the stitches of `list` that lie in `rect` (all of the grid when absent) into `texels` (row-major,
 * `columnCount` cells wide, {@link texelBytes} per cell), clearing the rectangle first; a later stitch at the same
 * corner wins. Stitches outside the grid or with coordinates that are not whole are left out. Returns how many were
 * written.
 */
export function packPartStitches(
  list: readonly PartStitch[],
  columnCount: number,
  rowCount: number,
  texels: Uint8Array,
  rect?: CellRect,
): number {
  const x0 = Math.max(0, rect?.x ?? 0);
  const y0 = Math.max(0, rect?.y ?? 0);
  const x1 = Math.min(columnCount, rect ? rect.x + rect.width : columnCount);
  const y1 = Math.min(rowCount, rect ? rect.y + rect.height : rowCount);
  if (x1 <= x0 || y1 <= y0) return 0;
  if (!rect) texels.fill(0);
  else
    for (let y = y0; y < y1; y += 1) texels.fill(0, (y * columnCount + x0) * 4, (y * columnCount + x1) * 4);
  let written = 0;
  for (let index = 0; index < list.length; index += 1) {
    const stitch = list[index]!;
    const { x, y } = stitch;
    // Written so that NaN and fractions (never in a valid chart) are left out too.
    if (!(x >= x0 && x < x1 && y >= y0 && y < y1) || (x | 0) !== x || (y | 0) !== y) continue;
    texels[(y * columnCount + x) * 4 + cornerChannel(stitch.left, stitch.top)] = stitch.styleId;
    written += 1;
  }
  return written;
}
