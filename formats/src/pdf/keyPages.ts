/**
 * The key: one text line per colour (notes §2.4 rule 5) with the symbol glyph in the chart's symbol font, brand and
 * number, name, strands, stitch count and an estimate (a range plus a "buy" figure); never wrapped, never split over
 * a page break; the heading repeats on every key page. Backstitch colours get a section of their own.
 */
import type { ChartState } from '@steekwerk/model';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import type { KeyEntry } from './keyCounts';
import type { PdfOptions } from './pdfOptions';
import { defaultStrands } from './pdfOptions';
import { estimateAmount, formatAmount } from './skeinEstimate';
import { dutchNumber, fitText, pdfColour } from './pdfText';
import { addRawContent, type StyleInk } from './chartPage';

export const keyLineHeight = 16;
const keyTop = 60;
const headingHeight = 40;

/** Key lines that fit on one page. */
export function keyLinesPerPage(pageHeight: number, marginPt: number): number {
  return Math.max(1, Math.floor((pageHeight - 2 * marginPt - keyTop - headingHeight) / keyLineHeight));
}

/** "dmc-3865" → "DMC 3865": the brand and number a catalogue product id holds, when no catalogue is given. */
export function productNumber(productId: string): string {
  const match = /^([a-z0-9]+)-(.+)$/i.exec(productId.trim());
  return match ? `${match[1]!.toUpperCase()} ${match[2]!.toUpperCase()}` : '';
}

/** One printed key line: the texts of its columns. */
export interface KeyLine {
  entry: KeyEntry;
  number: string;
  name: string;
  strands: string;
  count: string;
  estimate: string;
  backstitch: boolean;
}

/** The key lines in print order: full-stitch colours, then backstitch colours. */
export function keyLines(chart: ChartState, entries: readonly KeyEntry[], options: PdfOptions): KeyLine[] {
  const strands = options.strands ?? defaultStrands;
  const craft = chart.settings.craft;
  const floss = craft === 'crossStitch';
  const describe = (entry: KeyEntry) => {
    const product = entry.style.productId ? options.products?.[entry.style.productId] : undefined;
    const number = product
      ? `${product.brand} ${product.number}`
      : productNumber(entry.style.productId) || entry.style.abbreviation || entry.style.colorBackground;
    const name = product?.name || entry.style.description || entry.style.alternativeDescription || '';
    return { number, name };
  };
  const lines: KeyLine[] = [];
  for (const entry of entries) {
    const { full, half, quarter } = entry.counts;
    if (full + half + quarter === 0) continue;
    const parts = [half ? ` + ${half} ½` : '', quarter ? ` + ${quarter} ¼` : ''].join('');
    const weights = { ...entry.counts, backstitchCells: 0 };
    lines.push({
      entry,
      ...describe(entry),
      strands: floss ? String(strands) : '',
      count: `${full}${parts}`,
      estimate: formatAmount(estimateAmount(craft, weights, options.fabricCount, strands)),
      backstitch: false,
    });
  }
  for (const entry of entries) {
    if (entry.counts.backstitchCells === 0) continue;
    const cm = (entry.counts.backstitchCells * 2.54) / Math.max(1, options.fabricCount);
    const weights = { full: 0, half: 0, quarter: 0, backstitchCells: entry.counts.backstitchCells };
    lines.push({
      entry,
      ...describe(entry),
      strands: floss ? '1' : '',
      count: `${dutchNumber(cm)} cm`,
      estimate: formatAmount(estimateAmount(craft, weights, options.fabricCount, 1)),
      backstitch: true,
    });
  }
  return lines;
}

const columns = { swatch: 0, number: 40, name: 105, strands: 225, count: 258, estimate: 330 } as const;

export interface KeyPageFonts {
  text: PDFFont;
  bold: PDFFont;
  symbol: PDFFont;
}

/** Draws the key lines `from` .. `to` on a page. */
export async function drawKeyPage(
  page: PDFPage,
  lines: readonly KeyLine[],
  from: number,
  to: number,
  fonts: KeyPageFonts,
  inks: ReadonlyMap<number, StyleInk>,
  options: PdfOptions,
): Promise<void> {
  const left = options.marginPt;
  const width = page.getWidth() - 2 * options.marginPt;
  let y = page.getHeight() - options.marginPt - 20;
  page.drawText(from === 0 ? 'Sleutel' : 'Sleutel (vervolg)', { x: left, y, size: 16, font: fonts.bold });
  y -= keyTop - 20;
  let section: boolean | undefined;
  const size = 9;
  const raw: string[] = [];
  for (let index = from; index < to; index += 1) {
    const line = lines[index]!;
    if (line.backstitch !== section) {
      section = line.backstitch;
      const title = line.backstitch ? 'Garen voor backsteken' : 'Garen voor hele steken';
      page.drawText(title, { x: left, y, size: 10, font: fonts.bold });
      y -= keyLineHeight;
      const heads: [number, string][] = [
        [columns.swatch, 'Symbool'],
        [columns.number, 'Nummer'],
        [columns.name, 'Naam'],
        [columns.strands, 'Draden'],
        [columns.count, line.backstitch ? 'Lengte' : 'Steken'],
        [columns.estimate, 'Schatting'],
      ];
      for (const [x, text] of heads) page.drawText(text, { x: left + x, y, size: 7, font: fonts.bold });
      y -= keyLineHeight;
    }
    const ink = inks.get(line.entry.style.styleId);
    if (line.backstitch) {
      page.drawLine({
        start: { x: left, y: y + 3 },
        end: { x: left + 14, y: y + 3 },
        thickness: 1.5,
        color: pdfColour(line.entry.style.colorBackground),
      });
    } else if (ink?.fill && options.mode === 'colour') {
      page.drawRectangle({
        x: left,
        y: y - 3,
        width: 13,
        height: 13,
        color: pdfColour(line.entry.style.colorBackground),
      });
    }
    if (!line.backstitch && ink?.symbol) {
      raw.push(`q 13 0 0 13 ${left} ${y - 3} cm /${ink.symbol.name} Do Q`);
    }
    const glyphColour = ink && options.mode === 'colour' ? rgb(...ink.ink) : rgb(0, 0, 0);
    if (!line.backstitch && ink?.glyphHex) {
      const glyphWidth = fonts.symbol.widthOfTextAtSize(line.entry.glyph, size);
      page.drawText(line.entry.glyph, {
        x: left + 6.5 - glyphWidth / 2,
        y,
        size,
        font: fonts.symbol,
        color: glyphColour,
      });
    }
    const cell = (x: number, text: string, max: number) => {
      if (text)
        page.drawText(fitText(fonts.text, text, size, max), { x: left + x, y, size, font: fonts.text });
    };
    cell(columns.number, line.number, columns.name - columns.number - 4);
    cell(columns.name, line.name, columns.strands - columns.name - 4);
    cell(columns.strands, line.strands, columns.count - columns.strands - 4);
    cell(columns.count, line.count, columns.estimate - columns.count - 4);
    cell(columns.estimate, line.estimate, width - columns.estimate);
    y -= keyLineHeight;
  }
  if (raw.length > 0) await addRawContent(page, raw.join('\n'));
}

/** The key's pages as [from, to) line ranges: a heading costs two lines at each page start and section change. */
export function paginateKey(lines: readonly KeyLine[], perPage: number): [number, number][] {
  const pages: [number, number][] = [];
  let from = 0;
  let used = 0;
  let section: boolean | undefined;
  lines.forEach((line, index) => {
    const cost = line.backstitch !== section ? 3 : 1;
    if (used + cost > perPage && index > from) {
      pages.push([from, index]);
      from = index;
      used = 0;
      section = undefined;
    }
    used += line.backstitch !== section ? 3 : 1;
    section = line.backstitch;
  });
  pages.push([from, lines.length]);
  return pages;
}
