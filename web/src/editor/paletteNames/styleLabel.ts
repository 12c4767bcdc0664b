/**
 * How a palette style is named in lists (the palette, "Vervang … overal door", its choices): what it is — its
 * description (a product's brand, number and name; a description without the style's brand number gets it in front), its abbreviation, its product, or else a Dutch colour name —
 * (for a stitch symbol, the stitch reference's name) and its symbol. Never a bare hex code: a text that is only a hex code counts as no text.
 */
import { isHexColor, isNoStitchName, stitchOfSymbol, type PaletteStyle } from '@steekwerk/model';
import { nl } from '../../i18n/nl';
import { ownSymbolDescription } from '../symbols/symbolTexts';
import { dutchColourName } from './dutchColourName';

/** A style's name parts: `name` says what it is, `symbol` the title of its symbol (if it has one). */
export interface StyleLabel {
  readonly name: string;
  readonly symbol: string | undefined;
  /** Name and symbol in one line: "DMC 310 Black · Kruissteek", "Rood · Kruissteek", "Lichtblauw". */
  readonly full: string;
}

function meaningful(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' || isHexColor(trimmed) || isHexColor(`#${trimmed}`) ? undefined : trimmed;
}

/** "dmc-3865" → "DMC 3865", "hama-h01" → "HAMA H01": the brand and number a product id holds. */
function productName(productId: string): string | undefined {
  const match = /^([a-z0-9]+)-(.+)$/i.exec(productId.trim());
  return match ? `${match[1]!.toUpperCase()} ${match[2]!.toUpperCase()}` : undefined;
}

/** A thread number as files and makers write it: `310`, `B5200`, `H01`, `3865` (never a stitch like `k2tog`). */
const threadNumberPattern = /^[a-z]{0,3}\d+[a-z]?$/i;

/** The brand and number a style carries: its product's ("DMC 310"), or a thread number as abbreviation ("403"). */
function threadNumber(style: PaletteStyle): string | undefined {
  const product = productName(style.productId);
  if (product) return product;
  // Not `meaningful`: "403" and "310" are numbers here, never the hex codes #403 and #310.
  const abbreviation = style.abbreviation.trim();
  return threadNumberPattern.test(abbreviation) ? abbreviation : undefined;
}

/**
 * A description with the brand number before it when it does not hold it already: two imported "Black"s read
 * "DMC 310 Black" and "403 Black", so a maker can tell them apart and buy the right thread.
 */
function withNumber(description: string, number: string | undefined): string {
  if (!number) return description;
  const code = number.split(' ').at(-1)!.toLowerCase();
  const words = description.toLowerCase().split(/[\s,;:()/–-]+/);
  return words.includes(code) ? description : `${number} ${description}`;
}

/**
 * The label of a style.
 *
 * @param symbolTitle the title of the style's symbol, when it has one (a symbol meaning "no stitch" is marked)
 */
export function styleLabel(style: PaletteStyle, symbolTitle: string | undefined): StyleLabel {
  const description = meaningful(style.description);
  const name =
    (description && withNumber(description, threadNumber(style))) ??
    meaningful(style.abbreviation) ??
    productName(style.productId) ??
    // A stitch symbol's style is its stitch ("omslag"), never a colour: by the maker's own text of the symbol once a
    // save reported one (symbolTexts.ts), else by the stitch reference's name.
    meaningful(ownSymbolDescription(style.symbolId) ?? stitchOfSymbol(style.symbolId)?.name ?? '') ??
    dutchColourName(style.colorBackground);
  const noStitch = nl.editor.palette.noStitch;
  const title = symbolTitle?.trim() || undefined;
  const symbol =
    title && isNoStitchName(title) && !title.toLowerCase().includes(noStitch)
      ? `${title} (${noStitch})`
      : title;
  const full = symbol && symbol.toLowerCase() !== name.toLowerCase() ? `${name} · ${symbol}` : name;
  return { name, symbol, full };
}
