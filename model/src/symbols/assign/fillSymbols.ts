/**
 * Key symbols for the styles that lack one: a chart made from a picture, a PNG or an OXS file has colours but no
 * symbols, so neither the editor nor the tracker could draw any. The styles that have a symbol keep it (and count
 * as taken); the others get one by {@link assignSymbols}, so that close colours get the most different symbols.
 */
import { isHexColor } from '../../chart/color';
import { assignSymbols } from './assignSymbols';

interface SymbolStyle {
  readonly symbolId: string;
  readonly colorBackground: string;
}

/** The colour a style is compared by: its background, or a middle grey when that is not a hex colour. */
const colourOf = (style: SymbolStyle) =>
  isHexColor(style.colorBackground) ? style.colorBackground : '#808080';

/**
 * The styles with a key symbol for every one that `needsSymbol` picks (by default: the ones without a symbol).
 * The same array is returned when no style needs one.
 */
export function fillMissingSymbols<T extends SymbolStyle>(
  styles: readonly T[],
  needsSymbol: (style: T) => boolean = (style) => style.symbolId.trim() === '',
): readonly T[] {
  const needs = styles.map((style) => needsSymbol(style));
  if (!needs.includes(true)) return styles;
  const symbolIds = assignSymbols(styles.map(colourOf), {
    fixed: styles.map((style, index) => (needs[index] ? undefined : style.symbolId)),
  });
  return styles.map((style, index) => (needs[index] ? { ...style, symbolId: symbolIds[index]! } : style));
}

/**
 * Whether a craft's colours are told apart by key symbols when a style has none. Knitting and crochet draw
 * stitches: a style without a symbol there is a plain stitch in a colour (stranded or mosaic knitting, "kleur A"),
 * and a saved chart of theirs keeps its look.
 */
export const craftTakesKeySymbols = (craft: string) => craft !== 'knitting' && craft !== 'crochet';

/** A chart state whose styles without a symbol got key symbols (the same object when none lacked one). */
export function withFilledSymbols<T extends { palette: { styles: readonly SymbolStyle[] } }>(state: T): T {
  const styles = fillMissingSymbols(state.palette.styles);
  return styles === state.palette.styles ? state : { ...state, palette: { ...state.palette, styles } };
}

/**
 * The styles as a key shows them, in the tracker and the PDF: every style whose own symbol does not tell it apart
 * (none, one that another style shares — every colour of a cross-stitch chart is a cross —, or one that `usable`
 * rejects, such as a user's own symbol the PDF's font lacks) gets a key symbol that no telling style uses, close
 * colours the most different ones. Where every symbol is set and unique this is what the editor shows.
 */
export function fillKeySymbols<T extends SymbolStyle>(
  styles: readonly T[],
  usable: (symbolId: string) => boolean = () => true,
): readonly T[] {
  const uses = new Map<string, number>();
  for (const style of styles) uses.set(style.symbolId, (uses.get(style.symbolId) ?? 0) + 1);
  const telling = (style: T) =>
    style.symbolId.trim() !== '' && uses.get(style.symbolId) === 1 && usable(style.symbolId);
  return fillMissingSymbols(styles, (style) => !telling(style));
}
