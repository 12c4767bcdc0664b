/**
 * The key pages (notes §2.4 rules 5 and 6): the lines of keyLines.ts under a heading row that repeats on every key
 * page, never wrapped, and a colour's lines never split over a page break. Each line's swatch shows how the chart
 * draws that use: the cell with its symbol, a half or quarter triangle, a backstitch line, a knot's dot, a bead's ring.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { addRawContent, glyphSizeFor, partStitchGrey, type StyleInk } from './chartPage';
import { keyNotes, type KeyLine } from './keyLines';
import type { PdfOptions } from './pdfOptions';
import { fitText } from './pdfText';

export { keyLines, productNumber, type KeyLine } from './keyLines';

const grey = rgb(0.6, 0.6, 0.6);

export const keyLineHeight = 16;
/** Room for the title and the estimate's note above the heading row. */
const keyTop = 60;
const headingHeight = 40;

/** Key lines that fit on one page, the heading row included. */
export function keyLinesPerPage(pageHeight: number, marginPt: number): number {
  return Math.max(2, Math.floor((pageHeight - 2 * marginPt - keyTop - headingHeight) / keyLineHeight));
}

const columns = { swatch: 0, number: 40, name: 105, strands: 205, use: 235, estimate: 345 } as const;
const heads: ReadonlyArray<[number, string]> = [
  [columns.swatch, 'Symbool'],
  [columns.number, 'Nummer'],
  [columns.name, 'Naam'],
  [columns.strands, 'Draden'],
  [columns.use, 'Gebruik'],
  [columns.estimate, 'Schatting'],
];

export interface KeyPageFonts {
  text: PDFFont;
  bold: PDFFont;
  symbol: PDFFont;
}

/** Draws a line's swatch at its baseline `y`: how the chart draws that use, in the colour mode's colours. */
function drawSwatch(
  page: PDFPage,
  line: KeyLine,
  left: number,
  y: number,
  ink: StyleInk | undefined,
  colour: boolean,
) {
  const fill = rgb(...(colour ? (ink?.fill ?? partStitchGrey) : partStitchGrey));
  const mark = colour && ink?.fill ? rgb(...ink.fill) : rgb(0, 0, 0);
  const bottom = y - 3;
  const cellOutline = () =>
    page.drawRectangle({ x: left, y: bottom, width: 13, height: 13, borderColor: grey, borderWidth: 0.5 });
  switch (line.swatch) {
    case 'cell':
      if (colour && ink?.fill) page.drawRectangle({ x: left, y: bottom, width: 13, height: 13, color: mark });
      return;
    case 'half':
      cellOutline();
      return page.drawSvgPath('M0,0 L13,0 L0,13 Z', { x: left, y: bottom + 13, color: fill });
    case 'quarter':
      cellOutline();
      return page.drawSvgPath('M0,0 L6.5,0 L0,6.5 Z', { x: left, y: bottom + 13, color: fill });
    case 'line':
      return page.drawLine({
        start: { x: left, y: y + 3 },
        end: { x: left + 14, y: y + 3 },
        thickness: 1.5,
        color: mark,
      });
    case 'knot':
      return page.drawCircle({ x: left + 6.5, y: y + 3.5, size: 2.6, color: mark });
    case 'bead':
      return page.drawCircle({ x: left + 6.5, y: y + 3.5, size: 4.6, borderColor: mark, borderWidth: 1.4 });
  }
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
  if (from === 0) {
    for (const [index, note] of keyNotes(lines).entries()) {
      page.drawText(fitText(fonts.text, note, 7, width), {
        x: left,
        y: y - 14 - index * 9,
        size: 7,
        font: fonts.text,
      });
    }
  }
  y -= keyTop - 20;
  for (const [x, text] of heads) page.drawText(text, { x: left + x, y, size: 7, font: fonts.bold });
  y -= keyLineHeight;
  const size = 9;
  const colour = options.mode === 'colour';
  const raw: string[] = [];
  for (let index = from; index < to; index += 1) {
    const line = lines[index]!;
    const ink = inks.get(line.entry.style.styleId);
    drawSwatch(page, line, left, y, ink, colour);
    if (line.swatch === 'cell' && ink?.symbol) {
      raw.push(`q 13 0 0 13 ${left} ${y - 3} cm /${ink.symbol.name} Do Q`);
    }
    if (line.swatch === 'cell' && ink?.glyphHex) {
      // The glyph as in a chart cell of the swatch's 13 pt (its centre 0.36 em above the baseline, 3.6 pt here,
      // the swatch's 3.5), on the line's own baseline so a reader takes glyph and number for one text line.
      const glyphSize = glyphSizeFor(13);
      const glyphWidth = fonts.symbol.widthOfTextAtSize(line.entry.glyph, glyphSize);
      page.drawText(line.entry.glyph, {
        x: left + 6.5 - glyphWidth / 2,
        y,
        size: glyphSize,
        font: fonts.symbol,
        color: colour ? rgb(...ink.ink) : rgb(0, 0, 0),
      });
    }
    const cell = (x: number, text: string, max: number) => {
      if (text)
        page.drawText(fitText(fonts.text, text, size, max), { x: left + x, y, size, font: fonts.text });
    };
    cell(columns.number, line.number, columns.name - columns.number - 4);
    cell(columns.name, line.name, columns.strands - columns.name - 4);
    cell(columns.strands, line.strands, columns.use - columns.strands - 4);
    cell(columns.use, line.use, columns.estimate - columns.use - 4);
    cell(columns.estimate, line.estimate, width - columns.estimate);
    y -= keyLineHeight;
  }
  if (raw.length > 0) await addRawContent(page, raw.join('\n'));
}

/**
 * The key's pages as [from, to) line ranges: the heading row takes one line of every page, and a colour's lines (a
 * first line and the ones after it) move to the next page together; only a colour longer than a page is split.
 */
export function paginateKey(lines: readonly KeyLine[], perPage: number): [number, number][] {
  const room = Math.max(1, perPage - 1);
  const pages: [number, number][] = [];
  let from = 0;
  let index = 0;
  while (index < lines.length) {
    let end = index + 1;
    while (end < lines.length && !lines[end]!.first) end += 1;
    if (end - from > room && index > from) {
      pages.push([from, index]);
      from = index;
    }
    while (end - from > room) {
      pages.push([from, from + room]);
      from += room;
    }
    index = end;
  }
  pages.push([from, lines.length]);
  return pages;
}
