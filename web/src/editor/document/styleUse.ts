/**
 * What uses a style in the chart: its cells and each kind of item. The palette asks before deleting a style in
 * use (its stitches go, or another style takes them over).
 */
import type { ChartDocument } from './ChartDocument';
import { gridItemKinds, type GridItemKind } from './gridItems';

export type StyleUse = { readonly cells: number } & { readonly [Kind in GridItemKind]: number };

/** How many cells and items of each kind use `styleId`. */
export function styleUse(document: ChartDocument, styleId: number): StyleUse {
  let cells = 0;
  // Every layer, hidden ones too: deleting the style changes them all.
  for (const layer of document.layerCells) for (const value of layer) if (value === styleId) cells += 1;
  const items = { customLines: 0, halfStitches: 0, quarterStitches: 0, ornaments: 0 };
  for (const kind of gridItemKinds)
    for (const item of document.items[kind]) if (item.styleId === styleId) items[kind] += 1;
  return { cells, ...items };
}

/** Whether anything uses the style. */
export function isUsed(use: StyleUse): boolean {
  return use.cells + use.customLines + use.halfStitches + use.quarterStitches + use.ornaments > 0;
}
