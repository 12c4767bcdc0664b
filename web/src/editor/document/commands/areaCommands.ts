/**
 * Commands on a rectangle of cells (the selection, spec §4): emptying it (Delete), cutting it (the same, as a
 * premium edit, spec §2 s=52), filling it with a style, and taking away the items that belong to it. Which custom
 * lines, part stitches, knots and beads belong to a rectangle is `areaItems.ts`'s rule. Each returns its exact
 * inverse, and a rectangle not wholly inside the grid is refused.
 */
import type { CellRect, ChartDocument } from '../ChartDocument';
import { positionsWithin } from '../areaItems';
import { gridItemKinds, removePatch } from '../gridItems';
import { setCells } from './cellPatch';
import { defineCommand, invoke, premiumCommand, sequence, type Invocation } from './command';
import { patchItems } from './itemCommands';

export interface AreaArgs {
  readonly rect: CellRect;
}

/** Whether a rectangle has a whole size of at least one cell and lies wholly inside the grid. */
export function isAreaInGrid(document: ChartDocument, rect: CellRect): boolean {
  return (
    Number.isSafeInteger(rect.width) &&
    Number.isSafeInteger(rect.height) &&
    rect.width >= 1 &&
    rect.height >= 1 &&
    document.contains(rect.x, rect.y) &&
    document.contains(rect.x + rect.width - 1, rect.y + rect.height - 1)
  );
}

/** Takes away every line, part stitch, knot and bead that belongs to the rectangle; refused when none does. */
export const removeItemsWithin = defineCommand<AreaArgs>('removeItemsWithin', (document, { rect }) => {
  const positions = positionsWithin(document.items, rect);
  const steps: Invocation[] = gridItemKinds
    .filter((kind) => positions[kind].length > 0)
    .map((kind) => invoke(patchItems, { kind, patch: removePatch(positions[kind]) }));
  return steps.length > 0 ? sequence('removeItemsWithin', steps).run(document) : false;
});

/** Sets every cell of the rectangle to one value. */
function fillRect(rect: CellRect, value: number): Invocation {
  return invoke(setCells, {
    kind: 'rect',
    rect,
    values: new Uint8Array(rect.width * rect.height).fill(value),
  });
}

/** Empties the rectangle's cells and takes away its items (Delete); refused when it holds nothing. */
export const clearArea = defineCommand<AreaArgs>('clearArea', (document, { rect }) => {
  if (!isAreaInGrid(document, rect)) return false;
  return sequence('clearArea', [fillRect(rect, 0), invoke(removeItemsWithin, { rect })]).run(document);
});

/** Cutting (spec §2, §6): clearing the area, as a premium edit (a free user is offered premium, s=52). */
export const cutArea = premiumCommand('cutArea', clearArea, 'cut');

export interface FillAreaArgs extends AreaArgs {
  /** A style of the palette. */
  readonly styleId: number;
}

/** Fills the rectangle's cells with a style of the palette (items stay); refused for a style not in the palette. */
export const fillArea = defineCommand<FillAreaArgs>('fillArea', (document, { rect, styleId }) => {
  if (!isAreaInGrid(document, rect)) return false;
  if (!document.palette.styles.some((style) => style.styleId === styleId)) return false;
  return fillRect(rect, styleId).run(document);
});
