/**
 * Palette commands: replace the palette (add, edit, reorder, import are palette edits computed by
 * `paletteEdits.ts`), and delete a style together with its cells.
 */
import { paletteSchema, type Palette } from '@steekwerk/model';
import { defineCommand, invoke, sequence, type Command, type CommandResult } from './command';
import { setCells } from './cellPatch';

/** Replaces the palette; the inverse puts the old one back. Cells keep their style ids. */
export const setPalette: Command<{ readonly palette: Palette }> = defineCommand(
  'setPalette',
  (document, { palette }): CommandResult | false => {
    const old = document.palette;
    if (old === palette || !paletteSchema.safeParse(palette).success) return false;
    document.setPalette(palette);
    return { inverse: invoke(setPalette, { palette: old }) };
  },
);

/** Indices of the cells holding `styleId`. */
export function cellsWithStyle(cells: Uint8Array, styleId: number): Uint32Array {
  let count = 0;
  for (const value of cells) if (value === styleId) count += 1;
  const indices = new Uint32Array(count);
  let position = 0;
  for (let index = 0; index < cells.length; index += 1)
    if (cells[index] === styleId) indices[position++] = index;
  return indices;
}

/**
 * Puts `toStyleId` (0 to empty them) into every cell holding `fromStyleId` ("recolour everywhere" with another
 * style). The inverse restores exactly those cells.
 */
export const replaceStyleInCells = defineCommand<{
  readonly fromStyleId: number;
  readonly toStyleId: number;
}>('replaceStyleInCells', (document, { fromStyleId, toStyleId }): CommandResult | false => {
  if (fromStyleId === toStyleId) return false;
  const indices = cellsWithStyle(document.cells, fromStyleId);
  if (indices.length === 0) return false;
  return setCells.perform(document, {
    kind: 'sparse',
    indices,
    values: new Uint8Array(indices.length).fill(toStyleId),
    columnCount: document.columnCount,
  });
});

/** Deletes a style and empties its cells; undo brings both back. */
export const deleteStyle = defineCommand<{ readonly styleId: number }>(
  'deleteStyle',
  (document, { styleId }) => {
    const palette = document.palette;
    const position = palette.styles.findIndex((style) => style.styleId === styleId);
    if (position < 0) return false;
    const styles = palette.styles.filter((style) => style.styleId !== styleId);
    const neighbour = styles[Math.min(position, styles.length - 1)];
    const selectedStyleId =
      palette.selectedStyleId === styleId ? (neighbour?.styleId ?? 0) : palette.selectedStyleId;
    return sequence('deleteStyle', [
      invoke(replaceStyleInCells, { fromStyleId: styleId, toStyleId: 0 }),
      invoke(setPalette, { palette: { ...palette, styles, selectedStyleId } }),
    ]).run(document);
  },
);
