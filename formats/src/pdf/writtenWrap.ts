/**
 * Wrapping the written instructions to a page's width (issue 17): a line breaks only at a space, never inside a word
 * or a number, and never between a number and the stitch it counts ("12 r" stays whole); continuation lines hang
 * indented. Widths come from the standard Helvetica metrics without a document, so the page count is known before
 * the PDF is written. One pass over the line's characters with a table of widths, slicing only the printed lines:
 * linear in the text's length and light on garbage (a 2000² chart's text is millions of characters).
 */
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';

/** pdf-lib's own font names are the standard-fonts package's (the same strings). */
type EmbedderFontName = Parameters<typeof StandardFontEmbedder.for>[0];

/** Which font draws a line: Helvetica, or the embedded DejaVu Sans when Helvetica lacks one of its characters. */
export type WrittenFont = 'text' | 'fallback';

/** One printed line: its text, its indent in points and its font. */
export interface WrappedLine {
  readonly text: string;
  readonly indent: number;
  readonly font: WrittenFont;
  readonly bold: boolean;
}

/**
 * DejaVu Sans runs wider than Helvetica (about 14 % for letters and digits); a line drawn in it is measured with
 * Helvetica's widths times this, so it never reaches past the margin.
 */
const fallbackWidthFactor = 1.2;

/** Widths of Helvetica at 1 pt per UTF-16 code unit, and which characters it can write. */
class HelveticaMetrics {
  private readonly embedder = StandardFontEmbedder.for(StandardFonts.Helvetica as string as EmbedderFontName);
  private readonly supported = new Set<number>(this.embedder.encoding.supportedCodePoints);
  /** Widths of the code units below 256 (most of the text); −1 where Helvetica has no glyph. */
  private readonly latin = new Float64Array(256);
  private readonly others = new Map<number, number>();

  constructor() {
    for (let code = 0; code < 256; code += 1) {
      this.latin[code] = this.supported.has(code)
        ? this.embedder.widthOfTextAtSize(String.fromCharCode(code), 1)
        : -1;
    }
  }

  /** Whether Helvetica (WinAnsi) has every character of a text. */
  writes(text: string): boolean {
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      if (code < 256 ? this.latin[code]! < 0 : !this.supported.has(code)) return false;
    }
    return true;
  }

  /** The width at 1 pt of one UTF-16 code unit; one Helvetica lacks counts as 1 em (so a surrogate pair as 2). */
  unit(code: number): number {
    if (code < 256) {
      const width = this.latin[code]!;
      return width < 0 ? 1 : width;
    }
    let width = this.others.get(code);
    if (width === undefined) {
      width = this.supported.has(code) ? this.embedder.widthOfTextAtSize(String.fromCharCode(code), 1) : 1;
      this.others.set(code, width);
    }
    return width;
  }
}

let metrics: HelveticaMetrics | undefined;

/** Whether Helvetica can write every character of a text (else the text needs the embedded DejaVu Sans). */
export function helveticaWrites(text: string): boolean {
  metrics ??= new HelveticaMetrics();
  return metrics.writes(text);
}

const space = 32;
const zero = 48;
const nine = 57;

/** Whether `text[from, to)` is a count: digits, maybe after "[", "(" or "*" ("12", "[2", "*3"). */
function isCount(text: string, from: number, to: number): boolean {
  const first = text.charCodeAt(from);
  const start = first === 91 || first === 40 || first === 42 ? from + 1 : from;
  if (start >= to) return false;
  for (let index = start; index < to; index += 1) {
    const code = text.charCodeAt(index);
    if (code < zero || code > nine) return false;
  }
  return true;
}

export interface WrapOptions {
  /** Font size in points. */
  readonly size: number;
  /** The printed width in points. */
  readonly width: number;
  /** Indent of the second and later lines of a wrapped line, in points. */
  readonly hangingIndent: number;
  readonly bold?: boolean;
  /** The font to draw in; by default Helvetica when it can write the line, else the fallback. */
  readonly font?: WrittenFont;
}

/**
 * One written line as printed lines. It breaks between units: words, a count kept with the word after it ("12 r,").
 * An empty line stays one empty line. A unit wider than the whole width (a run of text without spaces) is the only
 * thing ever split, at the last character that fits.
 */
export function wrapWrittenLine(text: string, options: WrapOptions): WrappedLine[] {
  metrics ??= new HelveticaMetrics();
  const measure = metrics;
  const bold = options.bold ?? false;
  const font: WrittenFont = options.font ?? (measure.writes(text) ? 'text' : 'fallback');
  // Bold Helvetica is a little wider than the regular: measured with the same margin as the fallback.
  const scale = options.size * (font === 'fallback' || bold ? fallbackWidthFactor : 1);
  const spaceWidth = measure.unit(space) * scale;
  const lines: WrappedLine[] = [];
  const room = () => options.width - (lines.length === 0 ? 0 : options.hangingIndent);
  const push = (from: number, to: number) =>
    lines.push({
      text: text.slice(from, to),
      indent: lines.length === 0 ? 0 : options.hangingIndent,
      font,
      bold,
    });
  let lineStart = -1;
  let lineEnd = 0;
  let lineWidth = 0;
  let index = 0;
  const length = text.length;
  while (index < length) {
    while (index < length && text.charCodeAt(index) === space) index += 1;
    if (index >= length) break;
    // One unit: a word, and the next one too while this one is a count.
    const unitStart = index;
    let unitWidth = 0;
    for (;;) {
      const wordStart = index;
      while (index < length && text.charCodeAt(index) !== space) {
        unitWidth += measure.unit(text.charCodeAt(index)) * scale;
        index += 1;
      }
      if (!isCount(text, wordStart, index)) break;
      let next = index;
      while (next < length && text.charCodeAt(next) === space) next += 1;
      if (next >= length) break;
      unitWidth += (next - index) * spaceWidth;
      index = next;
    }
    const gap = (unitStart - lineEnd) * spaceWidth;
    if (lineStart >= 0 && lineWidth + gap + unitWidth <= room()) {
      lineEnd = index;
      lineWidth += gap + unitWidth;
      continue;
    }
    if (lineStart >= 0) push(lineStart, lineEnd);
    lineStart = unitStart;
    lineEnd = index;
    lineWidth = unitWidth;
    // Too wide for any line: cut at the last character that fits (at least one per line).
    while (lineWidth > room()) {
      let cut = lineStart;
      let used = 0;
      while (cut < lineEnd) {
        // A character beyond the basic plane is two code units: never cut between them.
        const high = text.charCodeAt(cut);
        const step = high >= 0xd800 && high <= 0xdbff && cut + 1 < lineEnd ? 2 : 1;
        let next = 0;
        for (let part = 0; part < step; part += 1) next += measure.unit(text.charCodeAt(cut + part)) * scale;
        if (used + next > room() && cut > lineStart) break;
        used += next;
        cut += step;
      }
      push(lineStart, cut);
      lineStart = cut;
      lineWidth -= used;
    }
  }
  if (lineStart >= 0 && lineStart < lineEnd) push(lineStart, lineEnd);
  if (lines.length === 0) push(0, 0);
  return lines;
}
