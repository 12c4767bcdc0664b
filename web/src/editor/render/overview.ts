/**
 * The overview: a reduced colour picture of the grid (each texel the average colour of a block of cells), drawn
 * instead of the cells when a block is smaller than about a pixel. It keeps far-out views calm (no shimmering
 * of single cells) and costs 4 bytes per block, a fraction of a byte per cell.
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
 * Averages the cells' colours (from `paletteRgba`, 4 bytes per cell value) into `target` (RGBA per block), for
 * the blocks that `rect` touches, or all blocks.
 */
export function computeOverview(
  cells: Uint8Array,
  columnCount: number,
  rowCount: number,
  factor: number,
  paletteRgba: Uint8Array,
  target: Uint8Array,
  rect?: CellRect,
): void {
  const { width } = overviewSize(columnCount, rowCount, factor);
  const firstBlockX = rect ? Math.floor(rect.x / factor) : 0;
  const firstBlockY = rect ? Math.floor(rect.y / factor) : 0;
  const lastBlockX = rect ? Math.floor((rect.x + rect.width - 1) / factor) : width - 1;
  const lastBlockY = rect
    ? Math.floor((rect.y + rect.height - 1) / factor)
    : Math.ceil(rowCount / factor) - 1;
  const sums = new Uint32Array((lastBlockX - firstBlockX + 1) * 3);
  for (let blockY = firstBlockY; blockY <= lastBlockY; blockY += 1) {
    sums.fill(0);
    const top = blockY * factor;
    const bottom = Math.min(rowCount, top + factor);
    const left = firstBlockX * factor;
    const right = Math.min(columnCount, (lastBlockX + 1) * factor);
    for (let row = top; row < bottom; row += 1) {
      const base = row * columnCount;
      for (let column = left; column < right; column += 1) {
        const colour = (cells[base + column] ?? 0) * 4;
        const sum = (Math.floor(column / factor) - firstBlockX) * 3;
        sums[sum] = (sums[sum] ?? 0) + (paletteRgba[colour] ?? 0);
        sums[sum + 1] = (sums[sum + 1] ?? 0) + (paletteRgba[colour + 1] ?? 0);
        sums[sum + 2] = (sums[sum + 2] ?? 0) + (paletteRgba[colour + 2] ?? 0);
      }
    }
    for (let blockX = firstBlockX; blockX <= lastBlockX; blockX += 1) {
      const blockWidth = Math.min(columnCount, (blockX + 1) * factor) - blockX * factor;
      const count = blockWidth * (bottom - top);
      const sum = (blockX - firstBlockX) * 3;
      const out = (blockY * width + blockX) * 4;
      target[out] = Math.round((sums[sum] ?? 0) / count);
      target[out + 1] = Math.round((sums[sum + 1] ?? 0) / count);
      target[out + 2] = Math.round((sums[sum + 2] ?? 0) / count);
      target[out + 3] = 255;
    }
  }
}
