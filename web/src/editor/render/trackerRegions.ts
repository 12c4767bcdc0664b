/**
 * The tracker's per-cell data for the GPU: the line of every cell in work order (uploaded once per tracker
 * layout; the current line is a uniform, so moving the position uploads nothing) and the rectangles a flip of
 * done cells uploads (small: a tap uploads one texel, a line its line, a diagonal a staircase of small squares).
 */
import type { CellRect } from '../document/ChartDocument';
import type { WorkOrder } from '@steekwerk/model';

/** The line (row, column or diagonal, numbered in work order) of every cell, row-major. */
export function lineOfCells(order: WorkOrder): Uint16Array {
  const lines = new Uint16Array(order.cells.length);
  const lineCount = order.lineStarts.length - 1;
  if (lineCount > 0xffff) throw new RangeError(`Too many lines for the tracker: ${lineCount}`);
  for (let line = 0; line < lineCount; line += 1) {
    const end = order.lineStarts[line + 1] ?? 0;
    for (let at = order.lineStarts[line] ?? 0; at < end; at += 1) lines[order.cells[at] ?? 0] = line;
  }
  return lines;
}

/** Extra cells a merge of two rows' spans may upload for nothing before they stay apart. */
const mergeSlack = 64;

/**
 * The rectangles that cover the flipped cells (indices `y * columnCount + x`): one span per row, spans of
 * consecutive rows merged while the merged rectangle wastes little. Every flipped cell is covered; a single tap is
 * one 1 × 1 rectangle, a row one 1-high rectangle, a column one 1-wide rectangle, a 10 × 10 block one 10 × 10.
 */
export function flipRegions(cells: ArrayLike<number>, columnCount: number): CellRect[] {
  if (cells.length === 0 || columnCount < 1) return [];
  const spans = new Map<number, { left: number; right: number; count: number }>();
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index] ?? -1;
    if (!Number.isInteger(cell) || cell < 0) continue;
    const y = Math.floor(cell / columnCount);
    const x = cell - y * columnCount;
    const span = spans.get(y);
    if (span) {
      span.left = Math.min(span.left, x);
      span.right = Math.max(span.right, x);
      span.count += 1;
    } else spans.set(y, { left: x, right: x, count: 1 });
  }
  const rows = [...spans.keys()].sort((a, b) => a - b);
  const rects: CellRect[] = [];
  let current: { x: number; y: number; right: number; bottom: number; useful: number } | undefined;
  for (const y of rows) {
    const span = spans.get(y);
    if (!span) continue;
    const width = span.right - span.left + 1;
    if (current && y === current.bottom) {
      const left = Math.min(current.x, span.left);
      const right = Math.max(current.right, span.right + 1);
      const area = (right - left) * (y + 1 - current.y);
      if (area <= 2 * (current.useful + width) + mergeSlack) {
        current = { x: left, y: current.y, right, bottom: y + 1, useful: current.useful + width };
        continue;
      }
    }
    if (current) rects.push(rectOf(current));
    current = { x: span.left, y, right: span.right + 1, bottom: y + 1, useful: width };
  }
  if (current) rects.push(rectOf(current));
  return rects;
}

function rectOf(run: { x: number; y: number; right: number; bottom: number }): CellRect {
  return { x: run.x, y: run.y, width: run.right - run.x, height: run.bottom - run.y };
}
