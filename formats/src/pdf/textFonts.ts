/**
 * The PDF's text fonts: Arimo Regular and Bold (SIL Open Font License 1.1, font/LICENSE-Arimo.txt), the Latin subset
 * that @fontsource/arimo ships. Arimo is metric-compatible with Helvetica and Arial, so the pages keep the layout they
 * had with the standard Helvetica, which was never embedded and which print shops and PDF/A checks refuse. Both are
 * embedded as subsets (only the glyphs a PDF uses). Widths come from the very font files, without a document, so the
 * written instructions are wrapped with the font they are drawn in before the PDF is written. The files are kept as
 * TrueType, deflated (scripts/make-text-font-module.mjs): fontkit would inflate a WOFF's tables in JavaScript for every
 * PDF.
 */
import fontkit from '@pdf-lib/fontkit';
import { unzlibSync } from 'fflate';
import type { PDFFont } from 'pdf-lib';
import {
  arimoBoldByteLength,
  arimoBoldDeflatedBase64,
  arimoRegularByteLength,
  arimoRegularDeflatedBase64,
} from './font/arimo';
import { fromBase64, symbolFontBytesNow } from './symbolFont';

/** The fonts text is drawn in: Arimo, Arimo Bold, and DejaVu Sans (the symbol font) for what Arimo lacks. */
export type TextFontName = 'regular' | 'bold' | 'fallback';

const fontFiles: Partial<Record<'regular' | 'bold', Uint8Array>> = {};

/** The font file (TrueType) of Arimo Regular or Bold, inflated once per worker or process. */
export function textFontBytes(name: 'regular' | 'bold'): Uint8Array {
  let bytes = fontFiles[name];
  if (!bytes) {
    const [base64, length] =
      name === 'regular'
        ? [arimoRegularDeflatedBase64, arimoRegularByteLength]
        : [arimoBoldDeflatedBase64, arimoBoldByteLength];
    bytes = unzlibSync(fromBase64(base64));
    if (bytes.length !== length) throw new Error('Het lettertype van de tekst is beschadigd.');
    fontFiles[name] = bytes;
  }
  return bytes;
}

/** What pdf-lib's embedder of a custom font holds: the fontkit font it shapes every text with. */
interface ShapingFont {
  layout(text: string, ...rest: unknown[]): unknown;
  glyphForCodePoint(codePoint: number): unknown;
}

/**
 * Whether a text's glyphs are its characters' glyphs one by one: Latin without combining marks, punctuation, arrows,
 * geometric shapes and dingbats, which need no shaping (pdf-lib ignores kerning; these fonts have no ligatures there).
 */
function needsNoShaping(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0x0300 && (code < 0x2000 || code > 0x2bff)) return false;
  }
  return true;
}

/**
 * Spares an embedded font fontkit's shaping where it changes nothing, and shapes each other distinct text once:
 * pdf-lib lays out a text to measure it and again to draw it (the first few hundred layouts take about a millisecond
 * each), and a PDF repeats its texts (headings, numbers, key columns). Glyph runs are only read, so a cached one can
 * be handed out again.
 */
export function shapeOnce(font: PDFFont, limit = 20_000): void {
  const fontkitFont = (font as unknown as { embedder: { font?: ShapingFont } }).embedder.font;
  if (!fontkitFont) return;
  const layout = fontkitFont.layout.bind(fontkitFont);
  const runs = new Map<string, unknown>();
  fontkitFont.layout = (text: string, ...rest: unknown[]) => {
    // pdf-lib passes the embedding's font features, none here; a caller with features shapes anew.
    if (rest.some((argument) => argument !== undefined)) return layout(text, ...rest);
    let run = runs.get(text);
    if (run === undefined) {
      run = needsNoShaping(text)
        ? {
            glyphs: Array.from(text, (character) => fontkitFont.glyphForCodePoint(character.codePointAt(0)!)),
          }
        : layout(text);
      if (runs.size < limit) runs.set(text, run);
    }
    return run;
  };
}

/** Widths at 1 pt per UTF-16 code unit of one font, and which characters it can write. */
export class FontMetrics {
  private readonly font: ReturnType<typeof fontkit.create>;
  /** Width per code unit, filled on first use; NaN where not measured yet, −1 where the font has no glyph. */
  private readonly widths = new Float32Array(0x10000).fill(Number.NaN);

  constructor(bytes: Uint8Array) {
    this.font = fontkit.create(bytes);
  }

  private width(code: number): number {
    let width = this.widths[code]!;
    if (Number.isNaN(width)) {
      const surrogate = code >= 0xd800 && code <= 0xdfff;
      width =
        !surrogate && this.font.hasGlyphForCodePoint(code)
          ? this.font.glyphForCodePoint(code).advanceWidth / this.font.unitsPerEm
          : -1;
      this.widths[code] = width;
    }
    return width;
  }

  /** Whether the font has every character of a text. */
  writes(text: string): boolean {
    for (let index = 0; index < text.length; index += 1) {
      if (this.width(text.charCodeAt(index)) < 0) return false;
    }
    return true;
  }

  /** The width at 1 pt of one UTF-16 code unit; one the font lacks counts as 1 em (so a surrogate pair as 2). */
  unit(code: number): number {
    const width = this.width(code);
    return width < 0 ? 1 : width;
  }

  /** The width at 1 pt of a text. */
  text(text: string): number {
    let width = 0;
    for (let index = 0; index < text.length; index += 1) width += this.unit(text.charCodeAt(index));
    return width;
  }
}

const metrics: Partial<Record<TextFontName, FontMetrics>> = {};

/** The metrics of one of the fonts text is drawn in, read once. */
export function fontMetrics(name: TextFontName): FontMetrics {
  metrics[name] ??= new FontMetrics(name === 'fallback' ? symbolFontBytesNow() : textFontBytes(name));
  return metrics[name];
}
