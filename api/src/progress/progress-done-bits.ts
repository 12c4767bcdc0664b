/**
 * How the done cells are kept in `progress.done`: one bit per cell, row-major, the lowest bit of each byte first
 * (a 2000² chart is 500 kB, not 4 MB: the save's UPSERT was most of its time). Rows written before held one byte
 * per cell; a row tells which by its length (the two agree for a one-cell grid, whose one byte means the same).
 */

/** The bytes stored for done cells of 0 and 1. */
export function packDone(cells: Uint8Array): Buffer {
  const packed = Buffer.alloc(packedDoneBytes(cells.length));
  const whole = cells.length - (cells.length % 8);
  for (let cell = 0; cell < whole; cell += 8) {
    packed[cell >>> 3] =
      cells[cell]! |
      (cells[cell + 1]! << 1) |
      (cells[cell + 2]! << 2) |
      (cells[cell + 3]! << 3) |
      (cells[cell + 4]! << 4) |
      (cells[cell + 5]! << 5) |
      (cells[cell + 6]! << 6) |
      (cells[cell + 7]! << 7);
  }
  for (let cell = whole; cell < cells.length; cell += 1) packed[cell >>> 3]! |= cells[cell]! << (cell & 7);
  return packed;
}

/** The size {@link packDone} gives `cellCount` cells. */
export function packedDoneBytes(cellCount: number): number {
  return Math.ceil(cellCount / 8);
}

/**
 * The done cells (one byte each, 0 or 1) of a stored value for `cellCount` cells: packed bits, or a row of one
 * byte per cell written before; null when its length fits neither.
 */
export function unpackDone(stored: Uint8Array, cellCount: number): Uint8Array | null {
  if (stored.length === cellCount && cellCount !== 1) return stored;
  if (stored.length !== packedDoneBytes(cellCount)) return null;
  const cells = new Uint8Array(cellCount);
  for (let cell = 0; cell < cellCount; cell += 1) cells[cell] = (stored[cell >>> 3]! >>> (cell & 7)) & 1;
  return cells;
}
