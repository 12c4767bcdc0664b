/**
 * The cover: title, size in stitches and in cm at the fabric count, how many colours (and knots and beads), a colour
 * overview (swatches, no grid: notes §2.1, a grid-like page gives tracker apps the "grey X") and a QR code of the
 * public link when there is one.
 */
import { craftLabels, stitchOfSymbol } from '@steekwerk/model';
import type { ChartMetadata } from '../chart/chartSnapshot';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import { encode as encodeQrCode } from 'uqr';
import type { KeyEntry } from './keyCounts';
import type { PdfOptions } from './pdfOptions';
import { dutchNumber, fitText, pdfColour } from './pdfText';

/** "150 × 120 steken · 27,2 × 21,8 cm op 14 count" */
export function sizeText(chart: ChartMetadata, fabricCount: number): string {
  const { columnCount, rowCount } = chart.grid.settings.size;
  const cm = (cells: number) => dutchNumber((cells * 2.54) / Math.max(1, fabricCount));
  return `${columnCount} × ${rowCount} steken · ${cm(columnCount)} × ${cm(rowCount)} cm op ${fabricCount} count`;
}

/** "12 Franse knopen", "30 kralen": the chart's knots and beads in all colours, when it has any. */
export function ornamentTotals(entries: readonly KeyEntry[]): string[] {
  let knots = 0;
  let beads = 0;
  for (const entry of entries) {
    knots += entry.counts.knots;
    for (const bead of entry.beads) beads += bead.count;
  }
  return [
    knots > 0 ? `${knots} ${knots === 1 ? 'Franse knoop' : 'Franse knopen'}` : '',
    beads > 0 ? `${beads} ${beads === 1 ? 'kraal' : 'kralen'}` : '',
  ].filter(Boolean);
}

export function drawCoverPage(
  page: PDFPage,
  chart: ChartMetadata,
  entries: readonly KeyEntry[],
  fonts: { text: PDFFont; bold: PDFFont },
  options: PdfOptions,
  pageCount: number,
): void {
  const left = options.marginPt;
  const width = page.getWidth() - 2 * left;
  let y = page.getHeight() - options.marginPt - 24;
  const title = chart.settings.title.trim() || 'Naamloze chart';
  page.drawText(fitText(fonts.bold, title, 24, width), { x: left, y, size: 24, font: fonts.bold });
  y -= 30;
  const lines = [
    craftLabels[chart.settings.craft],
    sizeText(chart, options.fabricCount),
    [
      `${entries.length} ${entries.length === 1 ? 'kleur' : 'kleuren'}`,
      ...ornamentTotals(entries),
      `${pageCount} pagina's`,
    ].join(' · '),
  ];
  for (const line of lines) {
    page.drawText(fitText(fonts.text, line, 12, width), { x: left, y, size: 12, font: fonts.text });
    y -= 18;
  }
  y -= 18;
  page.drawText('Kleuren', { x: left, y, size: 12, font: fonts.bold });
  y -= 34;
  const swatch = 22;
  const gap = 14;
  let x = left;
  for (const entry of entries) {
    if (x + swatch > left + width) {
      x = left;
      y -= swatch + 22;
    }
    if (y < options.marginPt + 140) break;
    page.drawRectangle({
      x,
      y,
      width: swatch,
      height: swatch,
      color: pdfColour(entry.style.colorBackground),
      borderColor: rgb(0.4, 0.4, 0.4),
      borderWidth: 0.5,
    });
    const label = fitText(
      fonts.text,
      entry.style.abbreviation ||
        stitchOfSymbol(entry.style.symbolId)?.abbreviation ||
        (stitchOfSymbol(entry.style.symbolId) ? '' : entry.style.colorBackground),
      6,
      swatch + gap - 2,
    );
    page.drawText(label, { x, y: y - 9, size: 6, font: fonts.text });
    x += swatch + gap;
  }
  if (options.publicLink) drawQrCode(page, options.publicLink, fonts.text, options);
}

/** The QR code of the public link in the cover's bottom right corner, with the link under it. */
function drawQrCode(page: PDFPage, link: string, font: PDFFont, options: PdfOptions): void {
  // Level M and no border of its own: the page's white around the code is its quiet zone.
  const qr = encodeQrCode(link, { ecc: 'M', border: 0 });
  const side = 100;
  const module = side / qr.size;
  const right = page.getWidth() - options.marginPt;
  const bottom = options.marginPt + 14;
  for (let row = 0; row < qr.size; row += 1) {
    for (let column = 0; column < qr.size; column += 1) {
      if (!qr.data[row]?.[column]) continue;
      page.drawRectangle({
        x: right - side + column * module,
        y: bottom + side - (row + 1) * module,
        width: module,
        height: module,
        color: rgb(0, 0, 0),
      });
    }
  }
  const text = fitText(font, link, 7, 260);
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, 7), y: bottom - 10, size: 7, font });
}
