/**
 * The rectangle a layer's filled cells (not 0) lie in: what a switch of that layer can change on screen, so its
 * frame draws only that rectangle (a scissor), as a cell edit draws only its cells. Worked out once when the layers
 * are handed to the renderer (four cells per word over empty stretches), then widened by each edit's rectangle.
 */
import type { CellRect } from '../../document/ChartDocument';

/** The bounds of the cells not 0 in row-major `cells`, or undefined when every cell is 0. */
export function filledBounds(cells: Uint8Array, columnCount: number): CellRect | undefined {
  let first = -1;
  let last = -1;
  let left = columnCount;
  let right = -1;
  const visit = (at: number) => {
    if (cells[at] === 0) return;
    if (first < 0) first = at;
    last = at;
    const column = at % columnCount;
    if (column < left) left = column;
    if (column > right) right = column;
  };
  const aligned = cells.byteOffset % 4 === 0;
  const wordCount = aligned ? Math.floor(cells.length / 4) : 0;
  const words = aligned ? new Uint32Array(cells.buffer, cells.byteOffset, wordCount) : undefined;
  for (let word = 0; word < wordCount; word += 1) {
    if (words![word] === 0) continue;
    for (let at = word * 4; at < word * 4 + 4; at += 1) visit(at);
  }
  for (let at = wordCount * 4; at < cells.length; at += 1) visit(at);
  if (first < 0) return undefined;
  const top = Math.floor(first / columnCount);
  const bottom = Math.floor(last / columnCount);
  return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** The smallest rectangle holding both (either may be absent). */
export function unionOf(a: CellRect | undefined, b: CellRect | undefined): CellRect | undefined {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}
