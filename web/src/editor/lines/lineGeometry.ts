/**
 * How wide custom lines look and which line a pointer is on. Both work in CSS pixels of the view: a line is drawn
 * `lineWidthPixels` wide at every zoom (crisp, like backstitch: thicker than a grid line, thinner than a cell), and
 * a pointer within {@link lineHitBorder} pixels of its edge is on it. Shared by the renderer's lines layer and the
 * lines session, so what is hit is what is seen.
 */
import type { CustomLine } from '@steekwerk/model';
import type { LatticePoint } from './lineLattice';

/** The grid setting's default (spec §3 "custom line thickness 7"). */
export const defaultLineThickness = 7;

/**
 * Spec §9's "custom-line border 4 px": how far beyond a line's edge a pointer still picks it, and the width of the
 * highlight around the selected line (CSS pixels).
 */
export const lineHitBorder = 4;

/** The thinnest a line is drawn, in CSS pixels (still thicker than a grid line of one pixel). */
export const minimumLineWidth = 1.5;

/**
 * A line's width in CSS pixels for the grid setting `customLineThickness` (1–64, default 7) and a cell of
 * `cellPixels` CSS pixels: thickness / 32 of a cell (7 → 0.22 of a cell, two strands of floss on 14-count Aida),
 * at least {@link minimumLineWidth} and at most half a cell (when that is more than the minimum).
 */
export function lineWidthPixels(thickness: number, cellPixels: number): number {
  const valid = Number.isFinite(thickness) && thickness > 0 ? thickness : defaultLineThickness;
  const cell = Number.isFinite(cellPixels) && cellPixels > 0 ? cellPixels : 1;
  const widest = Math.max(minimumLineWidth, cell / 2);
  return Math.min(widest, Math.max(minimumLineWidth, (cell * valid) / 32));
}

/** A cell's size in CSS pixels. */
export interface CellPixels {
  readonly width: number;
  readonly height: number;
}

/** The distance in pixels from a point to a segment, both in cells scaled by the cell size. */
function pointToSegment(
  px: number,
  py: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cell: CellPixels,
): number {
  const x = px * cell.width;
  const y = py * cell.height;
  const x1 = ax * cell.width;
  const y1 = ay * cell.height;
  const dx = bx * cell.width - x1;
  const dy = by * cell.height - y1;
  const lengthSquared = dx * dx + dy * dy;
  const along =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / lengthSquared));
  return Math.hypot(x - (x1 + along * dx), y - (y1 + along * dy));
}

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Whether two segments cross or touch (cell units). */
function segmentsCross(a: LatticePoint, b: LatticePoint, c: LatticePoint, d: LatticePoint): boolean {
  const d1 = cross(c.x, c.y, d.x, d.y, a.x, a.y);
  const d2 = cross(c.x, c.y, d.x, d.y, b.x, b.y);
  const d3 = cross(a.x, a.y, b.x, b.y, c.x, c.y);
  const d4 = cross(a.x, a.y, b.x, b.y, d.x, d.y);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** The distance in pixels between a line and the segment a pointer moved along (cells; zero when they cross). */
export function distanceToPath(
  line: CustomLine,
  from: LatticePoint,
  to: LatticePoint,
  cell: CellPixels,
): number {
  const start = { x: line.x1, y: line.y1 };
  const end = { x: line.x2, y: line.y2 };
  if (segmentsCross(start, end, from, to)) return 0;
  return Math.min(
    pointToSegment(from.x, from.y, line.x1, line.y1, line.x2, line.y2, cell),
    pointToSegment(to.x, to.y, line.x1, line.y1, line.x2, line.y2, cell),
    pointToSegment(line.x1, line.y1, from.x, from.y, to.x, to.y, cell),
    pointToSegment(line.x2, line.y2, from.x, from.y, to.x, to.y, cell),
  );
}

/** How near (pixels from its middle) a pointer must come to a line to be on it. */
export function hitReach(thickness: number, cell: CellPixels): number {
  return lineWidthPixels(thickness, Math.min(cell.width, cell.height)) / 2 + lineHitBorder;
}

/**
 * The position of the line a pointer (cells) is on, the topmost first (the last drawn), or -1 for none: within
 * half its width and {@link lineHitBorder} pixels.
 */
export function lineAt(
  lines: readonly CustomLine[],
  point: LatticePoint,
  cell: CellPixels,
  thickness: number,
): number {
  if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) return -1;
  const reach = hitReach(thickness, cell);
  for (let index = lines.length - 1; index >= 0; index -= 1) {
    const line = lines[index]!;
    if (pointToSegment(point.x, point.y, line.x1, line.y1, line.x2, line.y2, cell) <= reach) return index;
  }
  return -1;
}

/** The positions of every line a pointer passed on its way from `from` to `to` (cells), in list order. */
export function linesAlongPath(
  lines: readonly CustomLine[],
  from: LatticePoint,
  to: LatticePoint,
  cell: CellPixels,
  thickness: number,
): number[] {
  const reach = hitReach(thickness, cell);
  const found: number[] = [];
  lines.forEach((line, index) => {
    if (distanceToPath(line, from, to, cell) <= reach) found.push(index);
  });
  return found;
}
