/**
 * Wrapping the written instructions to a page's width (issue 17): a line breaks only at a space, never inside a word
 * or a number, and never between a number and the stitch it counts ("12 r" stays whole); continuation lines hang
 * indented. Widths come from the standard Helvetica metrics without a document, so the page count is known before
 * the PDF is written; every distinct word is measured once, so wrapping stays linear in the text's length.
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

/** Widths of Helvetica at 1 pt, per character, and the characters it can write. */
class HelveticaMetrics {
  private readonly embedder = StandardFontEmbedder.for(StandardFonts.Helvetica as string as EmbedderFontName);
  private readonly supported = new Set<number>(this.embedder.encoding.supportedCodePoints);
  private readonly widths = new Map<string, number>();

  /** Whether Helvetica (WinAnsi) has every character of a text. */
  writes(text: string): boolean {
    for (const character of text) if (!this.supported.has(character.codePointAt(0)!)) return false;
    return true;
  }

  /** The width at 1 pt; a character Helvetica lacks counts as 1 em. */
  width(text: string): number {
    let total = 0;
    for (const character of text) {
      let width = this.widths.get(character);
      if (width === undefined) {
        width = this.supported.has(character.codePointAt(0)!)
          ? this.embedder.widthOfTextAtSize(character, 1)
          : 1;
        this.widths.set(character, width);
      }
      total += width;
    }
    return total;
  }
}

let metrics: HelveticaMetrics | undefined;

/** Whether Helvetica can write every character of a text (else the text needs the embedded DejaVu Sans). */
export function helveticaWrites(text: string): boolean {
  metrics ??= new HelveticaMetrics();
  return metrics.writes(text);
}

/** The pieces a line may break between: words, with a number kept to the word after it. */
function breakUnits(text: string): string[] {
  const words = text.split(' ').filter((word) => word !== '');
  const units: string[] = [];
  let pending = '';
  for (const word of words) {
    pending = pending ? `${pending} ${word}` : word;
    // "12", "[2" or "*3" counts the next word: keep them together.
    if (!/^[[(*]?\d+$/.test(word)) {
      units.push(pending);
      pending = '';
    }
  }
  if (pending) units.push(pending);
  return units;
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
 * One written line as printed lines. An empty line stays one empty line. A single unit wider than the whole width
 * (a run of text without spaces) is the only thing ever split, at the last character that fits.
 */
export function wrapWrittenLine(text: string, options: WrapOptions): WrappedLine[] {
  metrics ??= new HelveticaMetrics();
  const measure = metrics;
  const bold = options.bold ?? false;
  const font: WrittenFont = options.font ?? (measure.writes(text) ? 'text' : 'fallback');
  // Bold Helvetica is a little wider than the regular: measured with the same margin as the fallback.
  const factor = font === 'fallback' || bold ? fallbackWidthFactor : 1;
  const widthOf = (piece: string) => measure.width(piece) * options.size * factor;
  const space = widthOf(' ');
  const lines: WrappedLine[] = [];
  let current = '';
  let currentWidth = 0;
  const push = () => {
    lines.push({ text: current, indent: lines.length === 0 ? 0 : options.hangingIndent, font, bold });
    current = '';
    currentWidth = 0;
  };
  const room = () => options.width - (lines.length === 0 ? 0 : options.hangingIndent);
  for (let unit of breakUnits(text)) {
    let unitWidth = widthOf(unit);
    if (current && currentWidth + space + unitWidth <= room()) {
      current += ` ${unit}`;
      currentWidth += space + unitWidth;
      continue;
    }
    if (current) push();
    while (unitWidth > room()) {
      let fits = 0;
      let used = 0;
      for (const character of unit) {
        const next = widthOf(character);
        if (used + next > room() && fits > 0) break;
        used += next;
        fits += character.length;
      }
      current = unit.slice(0, fits);
      push();
      unit = unit.slice(fits);
      unitWidth = widthOf(unit);
    }
    current = unit;
    currentWidth = unitWidth;
  }
  if (current || lines.length === 0) push();
  return lines;
}
