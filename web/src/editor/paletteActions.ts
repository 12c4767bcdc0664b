/**
 * Palette actions as the palette panel (and later the palette import of the storage issue) calls them: each is
 * one undoable command of the editor's command table, within the palette maximum of the user's tier.
 */
import { paletteSchema, tierLimits, type ChartState, type Palette } from '@steekwerk/model';
import {
  addStyle,
  importStyles,
  moveStyle,
  updateStyle,
  type AddStyleOutcome,
  type ImportOutcome,
  type StyleChanges,
  type StyleInput,
} from './document/paletteEdits';
import type { Editor } from './Editor';

function maxStyles(editor: Editor): number {
  return tierLimits(editor.premium).maxPaletteStyles;
}

/**
 * The categories the palette's pickers open on (spec §3 palette `symbolCategoryId`, `productCategoryId`): the
 * category of the symbol or product the maker chose last for this chart, kept in the same undoable step.
 */
export interface RememberedCategories {
  readonly symbolCategoryId?: string;
  readonly productCategoryId?: string;
}

function remembering(palette: Palette, remembered: RememberedCategories): Palette {
  const symbolCategoryId = remembered.symbolCategoryId || palette.symbolCategoryId;
  const productCategoryId = remembered.productCategoryId || palette.productCategoryId;
  return symbolCategoryId === palette.symbolCategoryId && productCategoryId === palette.productCategoryId
    ? palette
    : { ...palette, symbolCategoryId, productCategoryId };
}

/** Adds a style, or selects the matching one; `full` when the tier's maximum is reached. */
export function addStyleAction(
  editor: Editor,
  input: StyleInput,
  remembered: RememberedCategories = {},
): AddStyleOutcome {
  const outcome = addStyle(editor.document.palette, input, maxStyles(editor));
  if (outcome.kind === 'added')
    editor.perform('setPalette', { palette: remembering(outcome.palette, remembered) });
  if (outcome.kind === 'matched') editor.selectStyle(outcome.styleId);
  return outcome;
}

/** Changes a style; new colours recolour every cell of that style at once. */
export function updateStyleAction(
  editor: Editor,
  styleId: number,
  changes: StyleChanges,
  remembered: RememberedCategories = {},
): boolean {
  const palette = updateStyle(editor.document.palette, styleId, changes);
  return (
    palette !== undefined &&
    editor.perform('setPalette', { palette: remembering(palette, remembered) }) === 'done'
  );
}

/** A catalogue product as a style links to it: its id, its title ("DMC 310 Black") and its colour. */
export interface ProductLink {
  readonly productId: string;
  readonly title: string;
  readonly color: string;
}

/**
 * Links a style to a catalogue product (one undoable step): the style's `productId` is set and its description
 * becomes the product's title ("DMC 310 Black"), so the palette, the written text and the key name it so; with
 * `takeColour` it takes the product's colour too. `null` unlinks: the product id is cleared, and the description
 * with it when it is still the linked product's title (`linkedTitle`; a description the maker wrote stays).
 */
export function linkProductAction(
  editor: Editor,
  styleId: number,
  product: ProductLink | null,
  options: { takeColour?: boolean; linkedTitle?: string; productCategoryId?: string } = {},
): boolean {
  const style = editor.document.palette.styles.find((candidate) => candidate.styleId === styleId);
  if (!style) return false;
  if (product === null) {
    const ownText = style.description.trim() !== '' && style.description !== options.linkedTitle;
    return updateStyleAction(editor, styleId, { productId: '', ...(ownText ? {} : { description: '' }) });
  }
  return updateStyleAction(
    editor,
    styleId,
    {
      productId: product.productId,
      description: product.title,
      ...(options.takeColour ? { colorBackground: product.color } : {}),
    },
    { productCategoryId: options.productCategoryId },
  );
}

export function moveStyleAction(editor: Editor, styleId: number, toPosition: number): boolean {
  const palette = moveStyle(editor.document.palette, styleId, toPosition);
  return palette !== undefined && editor.perform('setPalette', { palette }) === 'done';
}

/**
 * Deletes a style: with `replacementStyleId` that style takes over its cells, lines, part stitches, knots and
 * beads; without, they go with it.
 */
export function deleteStyleAction(editor: Editor, styleId: number, replacementStyleId?: number): boolean {
  return editor.perform('deleteStyle', { styleId, replacementStyleId }) === 'done';
}

/** Puts another style into every cell, line, part stitch, knot and bead of a style ("recolour everywhere"). */
export function replaceStyleAction(editor: Editor, fromStyleId: number, toStyleId: number): boolean {
  return editor.perform('replaceStyle', { fromStyleId, toStyleId }) === 'done';
}

/**
 * Imports the palette of another chart: from its chart state (or anything with a valid `palette`). Undefined
 * when the value holds no valid palette.
 */
export function importPaletteAction(
  editor: Editor,
  from: Pick<ChartState, 'palette'> | unknown,
): ImportOutcome | undefined {
  const candidate =
    typeof from === 'object' && from !== null && 'palette' in from
      ? (from as { palette: unknown }).palette
      : undefined;
  const parsed = paletteSchema.safeParse(candidate);
  if (!parsed.success) return undefined;
  const outcome = importStyles(editor.document.palette, parsed.data as Palette, maxStyles(editor));
  if (outcome.added > 0) editor.perform('setPalette', { palette: outcome.palette });
  return outcome;
}
