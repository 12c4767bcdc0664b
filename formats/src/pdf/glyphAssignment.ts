/**
 * Which symbol-font glyph each colour of a PDF key gets: colours a maker can hardly tell apart (small ΔE2000) get
 * the glyphs that look most different, by the model's assignment (`assignSymbols`) over a distance matrix of the
 * font's own glyphs — each drawn from DejaVu Sans's outlines at 12 px a cell and compared as the key symbols are
 * (coverage difference in pixels, least over one-pixel shifts and over mirror images). ◆ and ♦ (4.5 px apart) or
 * ◐ and ◑ (mirror images) no longer land on two neighbouring blues. One glyph per style, the same in the key and in the grid.
 */
import fontkit from '@pdf-lib/fontkit';
import {
  assignSymbols,
  distinctnessCellPx,
  imageDistances,
  rasteriseSymbol,
  type StitchSymbol,
  type SymbolDistances,
} from '@steekwerk/model';
import { symbolGlyphCodePoints } from './symbolGlyphs';
import { symbolFontBytesNow } from './symbolFont';

/** The glyphs a key of up to this many colours chooses from: the first, plainest ones of the list (more take all). */
export const glyphPoolSize = 64;

interface GlyphOutline {
  readonly advanceWidth: number;
  readonly path: { scale(x: number, y: number): { toSVG(): string } };
}

interface GlyphFont {
  readonly unitsPerEm: number;
  glyphForCodePoint(codePoint: number): GlyphOutline;
}

let font: GlyphFont | undefined;

/** A glyph as a one-cell symbol: its outline filled, in a box of one em centred on its advance. */
function glyphSymbol(codePoint: number): StitchSymbol {
  font ??= (fontkit.create as (bytes: Uint8Array) => unknown)(symbolFontBytesNow()) as GlyphFont;
  const glyph = font.glyphForCodePoint(codePoint);
  const em = font.unitsPerEm;
  // fontkit's y grows upwards; the rasteriser's, as SVG's, downwards. The baseline sits at 0.8 em.
  const d = glyph.path.scale(1, -1).toSVG() || 'M0 0';
  return {
    symbolId: `u${codePoint.toString(16)}`,
    title: String.fromCodePoint(codePoint),
    svgViewBox: `${(glyph.advanceWidth - em) / 2} ${-0.8 * em} ${em} ${em}`,
    paths: [{ d, fill: true }],
    strokeWidth: 0,
    cells: 1,
    categoryIds: [],
    colorBackground: '',
    gridMarginRatioX: 0.1,
    gridMarginRatioY: 0.1,
  };
}

const matrices = new Map<number, SymbolDistances>();

/** The distance matrix of the first `size` glyphs, computed once per size (64 glyphs: 0.2 s, all 252: 0.8 s). */
export function glyphDistances(size: number): SymbolDistances {
  const known = matrices.get(size);
  if (known) return known;
  const codePoints = symbolGlyphCodePoints.slice(0, size);
  const images = codePoints.map((codePoint) => rasteriseSymbol(glyphSymbol(codePoint), distinctnessCellPx));
  const matrix = imageDistances(
    codePoints.map((codePoint) => String.fromCodePoint(codePoint)),
    images,
  );
  matrices.set(size, matrix);
  return matrix;
}

/**
 * A glyph per colour (`#rrggbb`; another text counts as mid grey), in the order given: every colour its own glyph
 * while there are enough, the most different glyphs on the closest colours. Deterministic.
 */
export function assignGlyphs(colours: readonly string[]): string[] {
  if (colours.length === 0) return [];
  const size = colours.length <= glyphPoolSize ? glyphPoolSize : symbolGlyphCodePoints.length;
  const safe = colours.map((colour) => (/^#(?:[0-9a-f]{3}){1,2}$/i.test(colour) ? colour : '#808080'));
  // The improvement passes cost colours³: a big key settles for fewer (255 colours, greedy only: about 1 s).
  const maxPasses = colours.length <= glyphPoolSize ? 20 : colours.length <= 128 ? 1 : 0;
  return assignSymbols(safe, { distances: glyphDistances(size), maxPasses });
}
