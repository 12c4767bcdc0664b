/**
 * Turning clipboard content into a preview layer for this chart (spec §4 "pasting adds styles to the palette", §5):
 * each style of the copy is matched in the palette (same symbol and colours) or added while the palette has room
 * (the tier's maximum), and the cells and items take the ids the styles have here. When some style finds neither
 * a match nor room the paste is refused whole: a block with holes where colours were left out would be a silent
 * loss. Pure functions.
 */
import type { Palette } from '@steekwerk/model';
import type { GridItems } from '../document/gridItems';
import { importStyles } from '../document/paletteEdits';
import type { LayerCells } from '../document/previewLayer';
import type { ClipboardContent } from './clipboardContent';

export type PastePlan =
  | {
      readonly kind: 'ready';
      readonly layer: LayerCells;
      /** The palette with the styles added, when any was (else the palette stays as it is). */
      readonly palette: Palette | undefined;
    }
  | { readonly kind: 'paletteFull'; readonly missing: number };

/** Cells and items with their style ids looked up in `ids`. */
function remap(content: ClipboardContent, ids: ReadonlyMap<number, number>): LayerCells {
  const table = new Uint8Array(256);
  for (const [from, to] of ids) table[from] = to;
  const cells = new Uint8Array(content.cells.length);
  for (let index = 0; index < cells.length; index += 1) cells[index] = table[content.cells[index]!]!;
  const restyle = <Item extends { styleId: number }>(item: Item): Item => ({
    ...item,
    styleId: table[item.styleId] ?? 0,
  });
  const items: GridItems = {
    customLines: content.items.customLines.map(restyle),
    halfStitches: content.items.halfStitches.map(restyle),
    quarterStitches: content.items.quarterStitches.map(restyle),
    ornaments: content.items.ornaments.map(restyle),
  };
  return {
    columnCount: content.columnCount,
    rowCount: content.rowCount,
    cells,
    items,
    opaque: content.opaque,
  };
}

/** The layer the content makes on a chart with this palette (the selected style stays selected). */
export function planPaste(content: ClipboardContent, palette: Palette, maxStyles: number): PastePlan {
  const outcome = importStyles(palette, content, maxStyles);
  if (outcome.skipped > 0) return { kind: 'paletteFull', missing: outcome.skipped };
  return {
    kind: 'ready',
    layer: remap(content, outcome.ids),
    palette: outcome.added > 0 ? { ...outcome.palette, selectedStyleId: palette.selectedStyleId } : undefined,
  };
}
