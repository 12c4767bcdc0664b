/**
 * Palette commands: replace the palette (add, edit, reorder, import are palette edits computed by
 * `paletteEdits.ts`), put another style in place of one everywhere, and delete a style together with its cells,
 * lines, part stitches, knots and beads — or with those given another style.
 */
import { paletteSchema, type Palette } from '@steekwerk/model';
import {
  defineCommand,
  invoke,
  sequence,
  type Command,
  type CommandResult,
  type Invocation,
} from './command';
import { setCells } from './cellPatch';
import { replaceStyleInItems } from './itemCommands';

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

/** Puts `toStyleId` (0 to empty them) into every cell holding `fromStyleId`. The inverse restores exactly those. */
export const replaceStyleInCells = defineCommand<{
  readonly fromStyleId: number;
  readonly toStyleId: number;
}>('replaceStyleInCells', (document, { fromStyleId, toStyleId }): CommandResult | false => {
  if (fromStyleId === toStyleId) return false;
  // Every layer, hidden ones too: a style recoloured or deleted goes from the whole chart.
  const patches = document.layerCells.flatMap((cells, layer) => {
    const indices = cellsWithStyle(cells, fromStyleId);
    if (indices.length === 0) return [];
    const layerId = document.hasMetadata ? (document.meta.layers.items[layer]?.layerId ?? 1) : 1;
    return [
      invoke(setCells, {
        kind: 'sparse',
        indices,
        values: new Uint8Array(indices.length).fill(toStyleId),
        columnCount: document.columnCount,
        layerId,
      }),
    ];
  });
  if (patches.length === 0) return false;
  return patches.length === 1
    ? patches[0]!.run(document)
    : sequence('replaceStyleInCells', patches).run(document);
});

/**
 * "Recolour everywhere" with another style: `toStyleId` goes into every cell, line, part stitch, knot and bead of
 * `fromStyleId`; with 0 ("geen steek") its cells are emptied and its items taken away. Refused when nothing has the
 * style.
 */
export const replaceStyle = defineCommand<{
  readonly fromStyleId: number;
  readonly toStyleId: number;
}>('replaceStyle', (document, args) => {
  if (args.fromStyleId === args.toStyleId) return false;
  return sequence('replaceStyle', [invoke(replaceStyleInCells, args), invoke(replaceStyleInItems, args)]).run(
    document,
  );
});

/**
 * Deletes a style. Its cells are emptied and its lines, part stitches, knots and beads removed — or, with
 * `replacementStyleId` (another style of the palette), all of them get that style. Undo brings everything back.
 */
export const deleteStyle = defineCommand<{ readonly styleId: number; readonly replacementStyleId?: number }>(
  'deleteStyle',
  (document, { styleId, replacementStyleId }) => {
    const palette = document.palette;
    const position = palette.styles.findIndex((style) => style.styleId === styleId);
    if (position < 0) return false;
    const replacement = replacementStyleId ?? 0;
    if (replacement === styleId) return false;
    if (replacement !== 0 && !palette.styles.some((style) => style.styleId === replacement)) return false;
    const styles = palette.styles.filter((style) => style.styleId !== styleId);
    const neighbour = styles[Math.min(position, styles.length - 1)];
    const selectedStyleId =
      palette.selectedStyleId === styleId ? (neighbour?.styleId ?? 0) : palette.selectedStyleId;
    const steps: Invocation[] = [
      invoke(replaceStyleInCells, { fromStyleId: styleId, toStyleId: replacement }),
      invoke(replaceStyleInItems, { fromStyleId: styleId, toStyleId: replacement }),
      invoke(setPalette, { palette: { ...palette, styles, selectedStyleId } }),
    ];
    return sequence('deleteStyle', steps).run(document);
  },
);
