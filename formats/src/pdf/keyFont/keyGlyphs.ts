/**
 * Which key-font glyph each used style of a PDF gets: the symbol the editor and the tracker show for it. The
 * model's `fillKeySymbols` runs over the whole palette, as the tracker runs it, so the same chart shows the same
 * symbols on screen and on paper: a style keeps its own symbol when that tells it apart (set, no other style has
 * it, and a built-in symbol the font has); the others get key symbols, close colours the most different ones.
 *
 * A tracker app matches glyphs to colours, so no two colours of a PDF share a glyph while the font has one to
 * spare: past the 71 key symbols the screen repeats symbols on far-apart colours; the PDF gives the less used of
 * such colours one-cell symbols of the font no colour has (stitch symbols), in font order.
 */
import {
  builtInSymbols,
  distinctnessCellPx,
  fillKeySymbols,
  keySymbols,
  rasteriseSymbol,
  type PaletteStyle,
} from '@steekwerk/model';
import { keyFontCharacter, keyFontHas } from './keyFont';

export interface KeyGlyph {
  readonly symbolId: string;
  /** The symbol's character in the key font. */
  readonly glyph: string;
}

type KeyStyle = Pick<PaletteStyle, 'styleId' | 'symbolId' | 'colorBackground'>;

let spare: readonly string[] | undefined;

/** Symbols for colours past the key symbols: the key symbols, then every other one-cell symbol that shows ink. */
function spareSymbols(): readonly string[] {
  spare ??= [
    ...keySymbols(),
    ...builtInSymbols.filter((symbol) => !keySymbols().includes(symbol) && symbol.cells === 1),
  ]
    .filter((symbol) => {
      // A symbol drawn as an empty cell (knit, "geen steek"'s outline-only cousins) tells nothing in a key.
      const { pixels } = rasteriseSymbol(symbol, distinctnessCellPx);
      return pixels.reduce((sum, value) => sum + value, 0) >= 4;
    })
    .map((symbol) => symbol.symbolId);
  return spare;
}

/**
 * The symbol and glyph of each used style (`used`: style ids, most used first), from the palette's `styles`.
 * Deterministic: the same palette gives the same glyphs.
 */
export function keyGlyphsOf(styles: readonly KeyStyle[], used: readonly number[]): Map<number, KeyGlyph> {
  const shown = new Map(fillKeySymbols(styles, keyFontHas).map((style) => [style.styleId, style.symbolId]));
  const answer = new Map<number, KeyGlyph>();
  const taken = new Set<string>();
  const repeated: number[] = [];
  for (const styleId of used) {
    const symbolId = shown.get(styleId);
    if (symbolId === undefined) continue;
    if (taken.has(symbolId)) {
      repeated.push(styleId);
      continue;
    }
    taken.add(symbolId);
    answer.set(styleId, { symbolId, glyph: keyFontCharacter(symbolId)! });
  }
  if (repeated.length > 0) {
    const free = spareSymbols().filter((symbolId) => !taken.has(symbolId));
    for (const styleId of repeated) {
      const symbolId = free.shift() ?? shown.get(styleId)!;
      answer.set(styleId, { symbolId, glyph: keyFontCharacter(symbolId)! });
    }
  }
  return answer;
}
