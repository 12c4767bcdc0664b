/**
 * How the done cells are kept in `progress.done`: one bit per cell, row-major, the lowest bit of each byte first
 * (a 2000² chart is 500 kB, not 4 MB: the save's UPSERT was most of its time). Rows written before held one byte
 * per cell; a row tells which by its length (the two agree for a one-cell grid, whose one byte means the same).
 */

/**
 * The bytes stored for done cells, or null when a cell is neither 0 nor 1. Reads four cells at a time where the
 * cells are aligned (a 2000² grid is 4 MB and this runs on every save).
 */
export function packDone(cells: Uint8Array): Buffer | null {
  const packed = Buffer.alloc(packedDoneBytes(cells.length));
  let cell = 0;
  if (cells.byteOffset % 4 === 0) {
    const words = new Uint32Array(cells.buffer, cells.byteOffset, (cells.length >>> 3) << 1);
    let high = 0;
    for (let index = 0; index < words.length; index += 2) {
      const low = words[index]!;
      const next = words[index + 1]!;
      high |= (low | next) & 0xfefefefe;
      // Byte k of a little-endian word is cell k: its bit 0 sits at bit 8k.
      packed[index >>> 1] =
        (low & 1) |
        ((low >>> 7) & 2) |
        ((low >>> 14) & 4) |
        ((low >>> 21) & 8) |
        ((next & 1) << 4) |
        ((next >>> 3) & 0x20) |
        ((next >>> 10) & 0x40) |
        ((next >>> 17) & 0x80);
    }
    if (high !== 0) return null;
    cell = words.length * 4;
  }
  for (; cell < cells.length; cell += 1) {
    const value = cells[cell]!;
    if (value > 1) return null;
    packed[cell >>> 3]! |= value << (cell & 7);
  }
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
