/**
 * The key of a pattern PDF: on pages without a grid, every text item in a font and character that the grid uses
 * (the symbol, matched by identity: the same font and the same character, whatever code points the font uses) starts
 * a key line; the texts right of it on the same baseline are the thread number, the name and the strands. The swatch
 * under the symbol, when filled, gives the colour.
 */
import type { PdfFill, PdfPageContent, PdfTextItem } from './pdfPages';

export interface KeyEntry {
  /** `font \u0000 character`: the symbol's identity. */
  readonly symbol: string;
  readonly character: string;
  readonly number: string;
  readonly name: string;
  readonly strands?: number;
  /** The swatch's fill colour, when the key shows one. */
  readonly colour?: string;
}

export const symbolIdentity = (font: string, character: string) => `${font}\u0000${character}`;

/** The key entries, in the order the key lists them; a symbol listed twice keeps its first line. */
export function readKey(pages: readonly PdfPageContent[], symbols: ReadonlySet<string>): KeyEntry[] {
  const entries = new Map<string, KeyEntry>();
  for (const page of pages) {
    const starts = page.texts.filter((item) => symbols.has(symbolIdentity(item.font, item.str)));
    const sorted = [...starts].sort((a, b) => b.y - a.y || a.x - b.x);
    for (const start of sorted) {
      const identity = symbolIdentity(start.font, start.str);
      if (entries.has(identity)) continue;
      entries.set(identity, keyEntryAt(page, start, starts, identity));
    }
  }
  return [...entries.values()];
}

function keyEntryAt(
  page: PdfPageContent,
  start: PdfTextItem,
  starts: readonly PdfTextItem[],
  identity: string,
): KeyEntry {
  const tolerance = Math.max(2, start.size * 0.5);
  // A key in columns: the line ends at the next symbol to the right.
  const nextSymbol = Math.min(
    ...starts
      .filter((item) => Math.abs(item.y - start.y) < tolerance && item.x > start.x + 1)
      .map((item) => item.x),
  );
  const line = page.texts
    .filter(
      (item) =>
        item !== start &&
        Math.abs(item.y - start.y) < tolerance &&
        item.x > start.x + start.width / 2 &&
        item.x < nextSymbol,
    )
    .sort((a, b) => a.x - b.x);
  // Separators around a column ("● : DMC 699: Green", stitchcraft's symbol page) are no part of a number or name.
  const words = joinWords(line)
    .map((word) => word.replace(/^[:=–-]+\s*/, '').replace(/\s*:+$/, ''))
    .filter((word) => word !== '');
  // A key in columns "strands | brand | number | name" (PCStitch-like): the brand word and the number after it are
  // the thread number, wherever they stand; the words before them are strands.
  const brandAt = words.findIndex(
    (word, index) =>
      /^(dmc|anchor|madeira)$/i.test(word) && /^[A-Za-z]?\d+[A-Za-z]?$/.test(words[index + 1] ?? ''),
  );
  const [number = '', ...rest] =
    brandAt > 0
      ? [`${words[brandAt]} ${words[brandAt + 1]}`, ...words.slice(0, brandAt), ...words.slice(brandAt + 2)]
      : words;
  let name = '';
  let strands: number | undefined;
  for (const word of rest) {
    if (strands === undefined && /^\d{1,2}$/.test(word)) strands = Number(word);
    // A longer number is a count (stitches, skeins, metres), never the name.
    else if (!name && strands === undefined && !/^[\d.,]+$/.test(word)) name = word;
  }
  const cx = start.x + start.width / 2;
  const cy = start.y + start.size * 0.35;
  const small = (fill: PdfFill) => fill.right - fill.left < 40 && fill.top - fill.bottom < start.size * 3;
  // The swatch under the symbol, else the nearest one left of it on its line (a colour column before the symbol).
  const swatch =
    page.fills.find(
      (fill) => fill.left <= cx && fill.right >= cx && fill.bottom <= cy && fill.top >= cy && small(fill),
    ) ??
    page.fills
      .filter(
        (fill) =>
          fill.bottom <= cy &&
          fill.top >= cy &&
          fill.right <= start.x + 0.5 &&
          fill.right >= start.x - start.size * 4 &&
          small(fill),
      )
      .sort((a, b) => b.right - a.right)[0];
  return {
    symbol: identity,
    character: start.str,
    number,
    name,
    ...(strands !== undefined ? { strands } : {}),
    ...(swatch ? { colour: swatch.colour } : {}),
  };
}

/** Items close together (a gap under half the font size) are one column's text. */
function joinWords(items: readonly PdfTextItem[]): string[] {
  const words: string[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const gap = item.x - end;
    if (words.length > 0 && gap < item.size * 0.6) {
      words[words.length - 1] += (gap > item.size * 0.15 ? ' ' : '') + item.str;
    } else words.push(item.str);
    end = item.x + item.width;
  }
  return words.map((word) => word.trim());
}
