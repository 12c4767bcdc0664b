/**
 * What a grid chart holds besides its cells (spec §3 "Grid"): custom lines (backstitch) between points of the hole
 * lattice, half and quarter stitches in cells, and French knots and beads. The document keeps each kind as a list
 * in the order drawn; edits are patches (items removed by position, items added at positions) whose inverse is
 * exact and as small as the edit, so a history of many small edits to a chart of 100 000 stitches stays small.
 */
import type { CustomLine, Grid, Ornament, PartStitch } from '@steekwerk/model';

export interface GridItemTypes {
  readonly customLines: CustomLine;
  readonly halfStitches: PartStitch;
  readonly quarterStitches: PartStitch;
  readonly ornaments: Ornament;
}

export type GridItemKind = keyof GridItemTypes;

export const gridItemKinds: readonly GridItemKind[] = [
  'customLines',
  'halfStitches',
  'quarterStitches',
  'ornaments',
];

/** Every item list of a chart. */
export type GridItems = { readonly [Kind in GridItemKind]: readonly GridItemTypes[Kind][] };

export const noGridItems: GridItems = Object.freeze({
  customLines: [],
  halfStitches: [],
  quarterStitches: [],
  ornaments: [],
});

/** The item lists of a chart state's grid. */
export function gridItemsOf(grid: Pick<Grid, GridItemKind>): GridItems {
  return {
    customLines: grid.customLines,
    halfStitches: grid.halfStitches,
    quarterStitches: grid.quarterStitches,
    ornaments: grid.ornaments ?? [],
  };
}

/**
 * An edit of one item list: `remove` holds positions in the list before the edit (ascending, each once), `add`
 * the new items with the positions they take in the list after it (ascending).
 */
export interface ItemPatch<Item> {
  readonly remove: readonly number[];
  readonly add: readonly { readonly index: number; readonly item: Item }[];
}

/** Whether a patch fits a list of `length` items (positions whole, ascending, in range). */
export function isValidPatch<Item>(patch: ItemPatch<Item>, length: number): boolean {
  let previous = -1;
  for (const index of patch.remove) {
    if (!Number.isInteger(index) || index <= previous || index >= length) return false;
    previous = index;
  }
  const resultLength = length - patch.remove.length + patch.add.length;
  previous = -1;
  for (const { index } of patch.add) {
    if (!Number.isInteger(index) || index <= previous || index >= resultLength) return false;
    previous = index;
  }
  return true;
}

/**
 * Applies a valid patch in one pass: the new list and the patch that turns it back into the old one.
 */
export function applyItemPatch<Item>(
  list: readonly Item[],
  patch: ItemPatch<Item>,
): { readonly list: readonly Item[]; readonly inverse: ItemPatch<Item> } {
  const removed = new Set(patch.remove);
  const kept: Item[] = [];
  for (let index = 0; index < list.length; index += 1) if (!removed.has(index)) kept.push(list[index]!);
  const result: Item[] = [];
  let next = 0;
  let keptIndex = 0;
  const total = kept.length + patch.add.length;
  for (let index = 0; index < total; index += 1) {
    const addition = patch.add[next];
    if (addition && addition.index === index) {
      result.push(addition.item);
      next += 1;
    } else {
      result.push(kept[keptIndex]!);
      keptIndex += 1;
    }
  }
  return {
    list: result,
    inverse: {
      remove: patch.add.map((addition) => addition.index),
      add: patch.remove.map((index) => ({ index, item: list[index]! })),
    },
  };
}

/** A patch that appends items at the end of a list of `length` items. */
export function appendPatch<Item>(length: number, items: readonly Item[]): ItemPatch<Item> {
  return { remove: [], add: items.map((item, offset) => ({ index: length + offset, item })) };
}

/** A patch that removes the items at these positions (any order; duplicates ignored). */
export function removePatch<Item>(positions: Iterable<number>): ItemPatch<Item> {
  return { remove: [...new Set(positions)].sort((a, b) => a - b), add: [] };
}

/**
 * A patch that replaces items in place (each position keeps its place in the list, with a new item): restyling
 * or moving lines keeps their drawing order.
 */
export function replacePatch<Item>(replacements: ReadonlyMap<number, Item>): ItemPatch<Item> {
  const positions = [...replacements.keys()].sort((a, b) => a - b);
  return {
    remove: positions,
    add: positions.map((index) => ({ index, item: replacements.get(index)! })),
  };
}

/**
 * The cells a point of the hole lattice touches, as a rectangle: the four cells around a corner, the two beside an
 * edge, or the cell it lies in (columns ceil(x) − 1 … floor(x)).
 */
function cellsAroundPoint(x: number, y: number): { x0: number; y0: number; x1: number; y1: number } {
  return { x0: Math.ceil(x) - 1, y0: Math.ceil(y) - 1, x1: Math.floor(x) + 1, y1: Math.floor(y) + 1 };
}

/** The cells an item covers or touches, as [x0, y0, x1, y1) in cells (for a renderer's dirty rectangle). */
export function itemCellBounds<Kind extends GridItemKind>(
  kind: Kind,
  item: GridItemTypes[Kind],
): { x0: number; y0: number; x1: number; y1: number } {
  if (kind === 'halfStitches' || kind === 'quarterStitches') {
    const part = item as PartStitch;
    return { x0: part.x, y0: part.y, x1: part.x + 1, y1: part.y + 1 };
  }
  if (kind === 'ornaments') {
    const ornament = item as Ornament;
    return cellsAroundPoint(ornament.x, ornament.y);
  }
  const line = item as CustomLine;
  const a = cellsAroundPoint(line.x1, line.y1);
  const b = cellsAroundPoint(line.x2, line.y2);
  return {
    x0: Math.min(a.x0, b.x0),
    y0: Math.min(a.y0, b.y0),
    x1: Math.max(a.x1, b.x1),
    y1: Math.max(a.y1, b.y1),
  };
}
