/**
 * Which custom lines, part stitches, knots and beads belong to a rectangle of cells (a selection, the block a
 * preview layer covers), and moving items by whole cells. The rule, the same for every action on an area
 * (delete, cut, copy, move, an opaque paste):
 *
 * - a half or quarter stitch belongs to the rectangle when its cell is inside it;
 * - a custom line when both its ends lie within the rectangle's bounds on the hole lattice, edges included (a line
 *   along the rectangle's border is inside; a line reaching out of it is not, and stays where it is);
 * - a knot or bead when its point lies within those bounds, edges included.
 *
 * Pure functions.
 */
import type { CustomLine, Ornament, PartStitch } from '@steekwerk/model';
import type { CellRect } from './ChartDocument';
import {
  gridItemKinds,
  noGridItems,
  type GridItemKind,
  type GridItems,
  type GridItemTypes,
} from './gridItems';

function pointWithin(x: number, y: number, rect: CellRect): boolean {
  return x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height;
}

/** Whether an item of a kind belongs to a rectangle of cells (the rule above). */
export function itemWithin<Kind extends GridItemKind>(
  kind: Kind,
  item: GridItemTypes[Kind],
  rect: CellRect,
): boolean {
  if (kind === 'halfStitches' || kind === 'quarterStitches') {
    const part = item as PartStitch;
    return (
      part.x >= rect.x && part.x < rect.x + rect.width && part.y >= rect.y && part.y < rect.y + rect.height
    );
  }
  if (kind === 'ornaments') {
    const ornament = item as Ornament;
    return pointWithin(ornament.x, ornament.y, rect);
  }
  const line = item as CustomLine;
  return pointWithin(line.x1, line.y1, rect) && pointWithin(line.x2, line.y2, rect);
}

/** The positions, per kind, of the items that belong to a rectangle (ascending). */
export function positionsWithin(items: GridItems, rect: CellRect): Record<GridItemKind, number[]> {
  const positions = { customLines: [], halfStitches: [], quarterStitches: [], ornaments: [] } as Record<
    GridItemKind,
    number[]
  >;
  for (const kind of gridItemKinds) {
    const list = items[kind] as readonly GridItemTypes[typeof kind][];
    list.forEach((item, index) => {
      if (itemWithin(kind, item, rect)) positions[kind].push(index);
    });
  }
  return positions;
}

/** Whether any item belongs to the rectangle. */
export function anyItemWithin(items: GridItems, rect: CellRect): boolean {
  return gridItemKinds.some((kind) =>
    (items[kind] as readonly GridItemTypes[typeof kind][]).some((item) => itemWithin(kind, item, rect)),
  );
}

/** An item moved by whole cells (a part stitch keeps its corner; lines and ornaments move on the lattice). */
export function shiftedItem<Kind extends GridItemKind>(
  kind: Kind,
  item: GridItemTypes[Kind],
  dx: number,
  dy: number,
): GridItemTypes[Kind] {
  if (kind === 'customLines') {
    const line = item as CustomLine;
    return {
      ...line,
      x1: line.x1 + dx,
      y1: line.y1 + dy,
      x2: line.x2 + dx,
      y2: line.y2 + dy,
    } as GridItemTypes[Kind];
  }
  const point = item as PartStitch | Ornament;
  return { ...point, x: point.x + dx, y: point.y + dy } as GridItemTypes[Kind];
}

/** Every item moved by whole cells. */
export function shiftedItems(items: GridItems, dx: number, dy: number): GridItems {
  if (dx === 0 && dy === 0) return items;
  return {
    customLines: items.customLines.map((item) => shiftedItem('customLines', item, dx, dy)),
    halfStitches: items.halfStitches.map((item) => shiftedItem('halfStitches', item, dx, dy)),
    quarterStitches: items.quarterStitches.map((item) => shiftedItem('quarterStitches', item, dx, dy)),
    ornaments: items.ornaments.map((item) => shiftedItem('ornaments', item, dx, dy)),
  };
}

/** The items of a rectangle, placed relative to its top-left corner (what a copy or a lifted block carries). */
export function itemsOfArea(items: GridItems, rect: CellRect): GridItems {
  const positions = positionsWithin(items, rect);
  const pick = <Kind extends GridItemKind>(kind: Kind): GridItemTypes[Kind][] =>
    positions[kind].map((index) =>
      shiftedItem(kind, (items[kind] as readonly GridItemTypes[Kind][])[index]!, -rect.x, -rect.y),
    );
  const lifted = {
    customLines: pick('customLines'),
    halfStitches: pick('halfStitches'),
    quarterStitches: pick('quarterStitches'),
    ornaments: pick('ornaments'),
  };
  return gridItemKinds.every((kind) => lifted[kind].length === 0) ? noGridItems : lifted;
}

/** How many items there are in all. */
export function itemCount(items: GridItems | undefined): number {
  return items ? gridItemKinds.reduce((total, kind) => total + items[kind].length, 0) : 0;
}

/** The cells of a rectangle, row-major (a copy). */
export function cellsOfArea(cells: Uint8Array, columnCount: number, rect: CellRect): Uint8Array {
  const values = new Uint8Array(rect.width * rect.height);
  for (let row = 0; row < rect.height; row += 1) {
    const start = (rect.y + row) * columnCount + rect.x;
    values.set(cells.subarray(start, start + rect.width), row * rect.width);
  }
  return values;
}
