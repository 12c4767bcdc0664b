/**
 * Where French knots and beads go and the patches that put them there. Knots sit on the holes: a press snaps to
 * the nearest cell corner, or to the cell's centre when it lands in the middle half of the cell (a knot in the
 * middle of a cell is common too). Beads are sewn on over a cell: always its centre. One ornament per point: a
 * press where one stands replaces it, or removes it when it is the same (kind, style, size).
 */
import { DEFAULT_BEAD_SIZE_MM, type Ornament, type OrnamentKind } from '@steekwerk/model';
import type { ItemPatch } from '../document/gridItems';

/** A point of the hole lattice in cell units (whole numbers: corners; x + 0.5: centres). */
export interface LatticePoint {
  readonly x: number;
  readonly y: number;
}

/**
 * The point a press at (column, row), `within` its cell (0 … 1 from the top-left), snaps to; undefined outside
 * the grid or for coordinates that are not numbers.
 */
export function snapOrnament(
  kind: OrnamentKind,
  column: number,
  row: number,
  within: { readonly x: number; readonly y: number },
  size: { readonly columnCount: number; readonly rowCount: number },
): LatticePoint | undefined {
  if (!Number.isInteger(column) || !Number.isInteger(row)) return undefined;
  if (column < 0 || row < 0 || column >= size.columnCount || row >= size.rowCount) return undefined;
  if (!Number.isFinite(within.x) || !Number.isFinite(within.y)) return undefined;
  const inX = Math.min(1, Math.max(0, within.x));
  const inY = Math.min(1, Math.max(0, within.y));
  const middle = inX > 0.25 && inX < 0.75 && inY > 0.25 && inY < 0.75;
  if (kind === 'bead' || middle) return { x: column + 0.5, y: row + 0.5 };
  return { x: column + Math.round(inX), y: row + Math.round(inY) };
}

/** The ornament of a kind and style at a point; a bead's size is left out when it is the plain 2 mm. */
export function ornamentOf(
  kind: OrnamentKind,
  point: LatticePoint,
  styleId: number,
  beadSizeMm: number,
): Ornament {
  if (kind === 'knot' || beadSizeMm === DEFAULT_BEAD_SIZE_MM) return { ...point, kind, styleId };
  return { ...point, kind, sizeMm: beadSizeMm, styleId };
}

function sameOrnament(a: Ornament, b: Ornament): boolean {
  return (
    a.kind === b.kind &&
    a.styleId === b.styleId &&
    (a.sizeMm ?? DEFAULT_BEAD_SIZE_MM) === (b.sizeMm ?? DEFAULT_BEAD_SIZE_MM)
  );
}

/**
 * The patch a press makes: the ornaments at the point go, and `ornament` is appended unless one just like it stood
 * there (a second press takes it away).
 */
export function toggleOrnamentPatch(list: readonly Ornament[], ornament: Ornament): ItemPatch<Ornament> {
  const remove: number[] = [];
  let same = false;
  list.forEach((item, index) => {
    if (item.x !== ornament.x || item.y !== ornament.y) return;
    remove.push(index);
    if (sameOrnament(item, ornament)) same = true;
  });
  if (same) return { remove, add: [] };
  return { remove, add: [{ index: list.length - remove.length, item: ornament }] };
}
