/**
 * The overview: a reduced copy of the grid (each texel the most frequent style of a block of cells), drawn
 * instead of the cells when a block is smaller than about two pixels. It keeps far-out views calm (no shimmering
 * of single cells), shows real palette colours (no muddy averages), needs no update when the palette changes,
 * and costs one byte per block: a small fraction of a byte per cell.
 */
import type { CellRect } from '../document/ChartDocument';

/** Overview texels per side at most. */
export const overviewMaxSide = 512;

/** Cells per overview texel side, or 0 when the grid is small enough to draw cell by cell at any zoom. */
export function overviewFactor(columnCount: number, rowCount: number): number {
  const side = Math.max(columnCount, rowCount);
  return side <= overviewMaxSide ? 0 : Math.ceil(side / overviewMaxSide);
}

/** The overview's size in texels. */
export function overviewSize(
  columnCount: number,
  rowCount: number,
  factor: number,
): { width: number; height: number } {
  return { width: Math.ceil(columnCount / factor), height: Math.ceil(rowCount / factor) };
}

/**
 * Writes the most frequent style id of each block into `target` (one byte per block, row-major), for the blocks
 * that `rect` touches, or all blocks. Ties go to the style met first.
 */
export function computeOverview(
  cells: Uint8Array,
  columnCount: number,
  rowCount: number,
  factor: number,
  target: Uint8Array,
  rect?: CellRect,
): void {
  const { width, height } = overviewSize(columnCount, rowCount, factor);
  const firstBlockX = rect ? Math.floor(rect.x / factor) : 0;
  const firstBlockY = rect ? Math.floor(rect.y / factor) : 0;
  const lastBlockX = rect ? Math.min(width - 1, Math.floor((rect.x + rect.width - 1) / factor)) : width - 1;
  const lastBlockY = rect
    ? Math.min(height - 1, Math.floor((rect.y + rect.height - 1) / factor))
    : height - 1;
  const counts = new Uint16Array(256);
  for (let blockY = firstBlockY; blockY <= lastBlockY; blockY += 1) {
    const top = blockY * factor;
    const bottom = Math.min(rowCount, top + factor);
    for (let blockX = firstBlockX; blockX <= lastBlockX; blockX += 1) {
      const left = blockX * factor;
      const right = Math.min(columnCount, left + factor);
      let best = cells[top * columnCount + left] ?? 0;
      let bestCount = 0;
      for (let row = top; row < bottom; row += 1) {
        const base = row * columnCount;
        for (let column = left; column < right; column += 1) {
          const value = cells[base + column] ?? 0;
          const count = (counts[value] ?? 0) + 1;
          counts[value] = count;
          if (count > bestCount) {
            bestCount = count;
            best = value;
          }
        }
      }
      for (let row = top; row < bottom; row += 1) {
        const base = row * columnCount;
        for (let column = left; column < right; column += 1) counts[cells[base + column] ?? 0] = 0;
      }
      target[blockY * width + blockX] = best;
    }
  }
}
