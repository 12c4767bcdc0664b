/**
 * Wrapping the written instructions to a page's width (issue 17): a line breaks only at a space, never inside a word
 * or a number, and never between a number and the stitch it counts ("12 r" stays whole); continuation lines hang
 * indented. Widths come from the fonts the lines are drawn in (textFonts.ts: Arimo, Arimo Bold, DejaVu Sans for what
 * Arimo lacks), read from the font files without a document, so the page count is known before the PDF is written.
 * One pass over the line's characters with a table of widths, slicing only the printed lines: linear in the text's
 * length and light on garbage (a 2000² chart's text is millions of characters).
 */
import { fontMetrics } from './textFonts';

/** Which font draws a line: the text font (Arimo), or the embedded DejaVu Sans when Arimo lacks one of its characters. */
export type WrittenFont = 'text' | 'fallback';

/** A cell of a printed table line: its text and where it starts, in points from the left margin. */
export interface PrintedCell {
  readonly text: string;
  readonly x: number;
}

/** One printed line: its text, its indent in points and its font. */
export interface WrappedLine {
  readonly text: string;
  readonly indent: number;
  readonly font: WrittenFont;
  readonly bold: boolean;
  /** A line of the table mode: its cells, drawn each at its place (`text` then holds them joined, for tests). */
  readonly cells?: readonly PrintedCell[];
  /** A rule under the line (the table's heading row). */
  readonly rule?: boolean;
}

/** Whether the text font can write every character of a text (else the text needs the embedded DejaVu Sans). */
export function textFontWrites(text: string): boolean {
  return fontMetrics('regular').writes(text);
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
  /** The font to draw in; by default the text font when it can write the line, else the fallback. */
  readonly font?: WrittenFont;
}

/**
 * One written line as printed lines. It breaks between units: words, a count kept with the word after it ("12 r,").
 * An empty line stays one empty line. A unit wider than the whole width (a run of text without spaces) is the only
 * thing ever split, at the last character that fits.
 */
export function wrapWrittenLine(text: string, options: WrapOptions): WrappedLine[] {
  const bold = options.bold ?? false;
  const font: WrittenFont = options.font ?? (textFontWrites(text) ? 'text' : 'fallback');
  const measure = fontMetrics(font === 'fallback' ? 'fallback' : bold ? 'bold' : 'regular');
  const scale = options.size;
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
