/**
 * Cell shapes the drawing tools paint: straight lines (Bresenham), rectangles and flood fills. Each returns
 * row-major cell indices; nothing here changes the document.
 */

/** Cells on the straight line from (x0, y0) to (x1, y1), both ends included. */
export function lineCells(x0: number, y0: number, x1: number, y1: number): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const stepX = x0 < x1 ? 1 : -1;
  const stepY = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    cells.push([x, y]);
    if (x === x1 && y === y1) return cells;
    const doubled = 2 * error;
    if (doubled >= dy) {
      error += dy;
      x += stepX;
    }
    if (doubled <= dx) {
      error += dx;
      y += stepY;
    }
  }
}

/**
 * The end of a straight line from a start cell towards a pointer with shift held: horizontal, vertical or 45°,
 * whichever is nearest to the pointer's direction.
 */
export function constrainLine(x0: number, y0: number, x1: number, y1: number): [number, number] {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const adx = Math.abs(dx);
  const ady = Math.abs(dy);
  if (adx > 2 * ady) return [x1, y0];
  if (ady > 2 * adx) return [x0, y1];
  const length = Math.max(adx, ady);
  return [x0 + Math.sign(dx) * length, y0 + Math.sign(dy) * length];
}

/** The 4-connected region of cells with the same value as the start cell, as row-major indices. */
export function floodFillIndices(
  cells: Uint8Array,
  columnCount: number,
  rowCount: number,
  startX: number,
  startY: number,
): Uint32Array {
  const start = startY * columnCount + startX;
  const target = cells[start];
  if (target === undefined) return new Uint32Array(0);
  const visited = new Uint8Array(cells.length);
  let found = new Uint32Array(1024);
  let count = 0;
  const stack = new Int32Array(cells.length > 1 << 20 ? 1 << 20 : cells.length + 1);
  let stackArray = stack;
  let top = 0;
  stackArray[top++] = start;
  visited[start] = 1;
  const push = (index: number) => {
    if (visited[index] || cells[index] !== target) return;
    visited[index] = 1;
    if (top >= stackArray.length) {
      const bigger = new Int32Array(stackArray.length * 2);
      bigger.set(stackArray);
      stackArray = bigger;
    }
    stackArray[top++] = index;
  };
  while (top > 0) {
    const index = stackArray[--top] ?? 0;
    if (count >= found.length) {
      const bigger = new Uint32Array(found.length * 2);
      bigger.set(found);
      found = bigger;
    }
    found[count++] = index;
    const y = Math.floor(index / columnCount);
    const x = index - y * columnCount;
    if (x > 0) push(index - 1);
    if (x < columnCount - 1) push(index + 1);
    if (y > 0) push(index - columnCount);
    if (y < rowCount - 1) push(index + columnCount);
  }
  return found.slice(0, count);
}
