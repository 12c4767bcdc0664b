/**
 * The colour a freeform symbol is drawn in (docs/decisions/freeform.md, "Colour of a symbol"): a freeform symbol
 * stands on the chart's background, not on a cell of its own, so its style's cell colour is the symbol's colour —
 * except the white of a stitch style (its cell is white and its symbol black), whose symbol keeps its foreground.
 * The editor, the exports and the thumbnails draw with this one rule.
 */
import { normalizeHexColor } from '../chart/color';
import type { PaletteStyle } from '../chart/palette';

export function freeformSymbolColour(
  style: Pick<PaletteStyle, 'colorBackground' | 'colorForeground'>,
): string {
  const background = normalizeHexColor(style.colorBackground);
  return background === '#ffffff' ? normalizeHexColor(style.colorForeground) : background;
}
