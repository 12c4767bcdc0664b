/**
 * Picking the background colour in the text-to-grid preview (spec §4): the colour becomes the layer's background
 * style (a matching style, or a new one added as one undoable palette change) while the selected style, the text's
 * colour, stays selected.
 */
import { tierLimits } from '@steekwerk/model';
import { setPalette } from '../document/commands/paletteCommands';
import { addStyle } from '../document/paletteEdits';
import type { Editor } from '../Editor';

/** The style id of the picked background colour, or undefined when the palette is full. */
export function backgroundStyleForColour(editor: Editor, colour: string): number | undefined {
  const palette = editor.document.palette;
  const outcome = addStyle(palette, { colorBackground: colour }, tierLimits(editor.premium).maxPaletteStyles);
  if (outcome.kind === 'full') return undefined;
  if (outcome.kind === 'added') {
    editor.run(setPalette, { palette: { ...outcome.palette, selectedStyleId: palette.selectedStyleId } });
  }
  return outcome.styleId;
}
