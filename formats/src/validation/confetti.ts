/**
 * Confetti: a stitch with no stitch of its own colour among its eight neighbours (diagonal neighbours count: a
 * diagonal line of one colour is worked as a line, not as single stitches). One pass over the cells, no allocation
 * per cell: 2000 × 2000 cells in tens of milliseconds (bench/validation.bench.mjs).
 */
export interface ConfettiOfStyle {
  readonly styleId: number;
  /** Single stitches of this colour. */
  readonly count: number;
  /** The first of them, row by row, up to the limit asked for. */
  readonly cells: readonly { readonly column: number; readonly row: number }[];
}

/** The confetti per style id, most first. */
export function findConfetti(
  cells: Uint8Array,
  columnCount: number,
  rowCount: number,
  listed: number,
): ConfettiOfStyle[] {
  const counts = new Uint32Array(256);
  const places = new Map<number, { column: number; row: number }[]>();
  for (let row = 0; row < rowCount; row += 1) {
    const top = row > 0;
    const bottom = row < rowCount - 1;
    const base = row * columnCount;
    for (let column = 0; column < columnCount; column += 1) {
      const index = base + column;
      const styleId = cells[index]!;
      if (styleId === 0) continue;
      const left = column > 0;
      const right = column < columnCount - 1;
      if (
        (left && cells[index - 1] === styleId) ||
        (right && cells[index + 1] === styleId) ||
        (top &&
          (cells[index - columnCount] === styleId ||
            (left && cells[index - columnCount - 1] === styleId) ||
            (right && cells[index - columnCount + 1] === styleId))) ||
        (bottom &&
          (cells[index + columnCount] === styleId ||
            (left && cells[index + columnCount - 1] === styleId) ||
            (right && cells[index + columnCount + 1] === styleId)))
      )
        continue;
      counts[styleId] = counts[styleId]! + 1;
      let list = places.get(styleId);
      if (!list) places.set(styleId, (list = []));
      if (list.length < listed) list.push({ column, row });
    }
  }
  const found: ConfettiOfStyle[] = [];
  for (const [styleId, list] of places) found.push({ styleId, count: counts[styleId]!, cells: list });
  return found.sort((a, b) => b.count - a.count || a.styleId - b.styleId);
}
