/**
 * Where custom lines (backstitch) may start and end: points of the hole lattice, in cell units from the grid's
 * top-left corner. Whole numbers are cell corners (the holes of the fabric); with the user's snapping setting
 * `gridCustomLinesSnap` below 1, cell centres (`x + 0.5`, `y + 0.5`) are allowed too (docs/decisions.md,
 * "Custom lines"). A pointer snaps to the nearest allowed point; lines never leave the grid.
 */
import type { CustomLine } from '@steekwerk/model';

/** Corners only (the setting's default 1), or corners and cell centres (below 1). */
export type LineSnap = 'corners' | 'cornersAndCentres';

/** A point in cell units (the lattice or anywhere). */
export interface LatticePoint {
  readonly x: number;
  readonly y: number;
}

/** The grid a line must stay inside (cells). */
export interface GridBounds {
  readonly columnCount: number;
  readonly rowCount: number;
}

/** The snapping of a `gridCustomLinesSnap` value: 1 (and anything not below 1) corners, below 1 also centres. */
export function lineSnapOf(setting: number): LineSnap {
  return Number.isFinite(setting) && setting < 1 ? 'cornersAndCentres' : 'corners';
}

/**
 * The allowed point nearest a pointer in a cell (`column`, `row` whole, `within` 0 … 1 from its top-left): the
 * nearest corner, or with centres allowed the centre when it is nearer than every corner.
 */
export function snapToLattice(
  column: number,
  row: number,
  within: LatticePoint | undefined,
  snap: LineSnap,
): LatticePoint {
  const inX = within?.x ?? 0.5;
  const inY = within?.y ?? 0.5;
  const corner = { x: column + Math.round(inX), y: row + Math.round(inY) };
  if (snap === 'corners') return corner;
  const toCorner = Math.hypot(inX - Math.round(inX), inY - Math.round(inY));
  const toCentre = Math.hypot(inX - 0.5, inY - 0.5);
  return toCentre < toCorner ? { x: column + 0.5, y: row + 0.5 } : corner;
}

/** Whether a point is on the grid's lattice of `snap`: a corner, or a cell centre when centres are allowed. */
export function isLatticePoint(point: LatticePoint, grid: GridBounds, snap: LineSnap): boolean {
  const { x, y } = point;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return false;
  if (x < 0 || y < 0 || x > grid.columnCount || y > grid.rowCount) return false;
  if (Number.isInteger(x) && Number.isInteger(y)) return true;
  return snap === 'cornersAndCentres' && isCentre(x) && isCentre(y);
}

function isCentre(value: number): boolean {
  return Number.isInteger(value - 0.5);
}

/**
 * A point kept inside the grid: a corner beyond an edge moves onto it, a centre beyond an edge onto the nearest
 * centre inside (so a centre stays a centre).
 */
export function clampToGrid(point: LatticePoint, grid: GridBounds): LatticePoint {
  const clamp = (value: number, size: number) => {
    const centre = !Number.isInteger(value);
    return Math.min(centre ? size - 0.5 : size, Math.max(centre ? 0.5 : 0, value));
  };
  return { x: clamp(point.x, grid.columnCount), y: clamp(point.y, grid.rowCount) };
}

/** Whether a line's ends are the same point (nothing to draw). */
export function isZeroLength(line: Pick<CustomLine, 'x1' | 'y1' | 'x2' | 'y2'>): boolean {
  return line.x1 === line.x2 && line.y1 === line.y2;
}

/**
 * The shift nearest the wanted (dx, dy) that keeps a line inside the grid and on the lattice: lines are moved whole,
 * never stretched. Both parts whole, or both halves (corners to centres and back); a clamp that would leave one
 * half and one whole (onto the middle of a cell's edge) gives up the half step.
 */
export function clampShift(line: CustomLine, dx: number, dy: number, grid: GridBounds): LatticePoint {
  const minX = Math.min(line.x1, line.x2);
  const maxX = Math.max(line.x1, line.x2);
  const minY = Math.min(line.y1, line.y2);
  const maxY = Math.max(line.y1, line.y2);
  let x = Math.min(grid.columnCount - maxX, Math.max(-minX, dx));
  let y = Math.min(grid.rowCount - maxY, Math.max(-minY, dy));
  const halfX = !Number.isInteger(x);
  const halfY = !Number.isInteger(y);
  if (halfX && !halfY) x = Math.trunc(x);
  if (halfY && !halfX) y = Math.trunc(y);
  return { x: x + 0, y: y + 0 };
}

/** A line moved by (dx, dy). */
export function shiftLine(line: CustomLine, dx: number, dy: number): CustomLine {
  return { ...line, x1: line.x1 + dx, y1: line.y1 + dy, x2: line.x2 + dx, y2: line.y2 + dy };
}
