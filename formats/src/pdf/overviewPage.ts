/** The page map: which chart page holds which part of the chart (outlines and page numbers only, no cell grid). */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { rgb } from 'pdf-lib';
import type { ChartPageLayout } from './pageTiling';
import type { PdfOptions } from './pdfOptions';

export function drawOverviewPage(
  page: PDFPage,
  layout: ChartPageLayout,
  size: { columnCount: number; rowCount: number },
  firstChartPage: number,
  fonts: { text: PDFFont; bold: PDFFont },
  options: PdfOptions,
): void {
  const left = options.marginPt;
  const top = page.getHeight() - options.marginPt;
  page.drawText("Overzicht van de pagina's", { x: left, y: top - 20, size: 16, font: fonts.bold });
  const boxWidth = page.getWidth() - 2 * left;
  const boxHeight = page.getHeight() - 2 * options.marginPt - 50;
  const scale = Math.min(boxWidth / size.columnCount, boxHeight / size.rowCount);
  const mapTop = top - 40;
  layout.tiles.forEach((tile, index) => {
    // Each page's own part, up to where the next page starts (the overlap belongs to the earlier page).
    const next = layout.tiles[index + 1];
    const below = layout.tiles[index + layout.pagesAcross];
    const column1 = next && next.down === tile.down ? next.column0 : tile.column1;
    const row1 = below ? below.row0 : tile.row1;
    const x = left + tile.column0 * scale;
    const width = (column1 - tile.column0) * scale;
    const height = (row1 - tile.row0) * scale;
    const y = mapTop - tile.row0 * scale - height;
    page.drawRectangle({ x, y, width, height, borderColor: rgb(0.3, 0.3, 0.3), borderWidth: 0.75 });
    const label = String(firstChartPage + index);
    const fontSize = Math.max(5, Math.min(14, Math.min(width, height) / 2.5));
    const labelWidth = fonts.text.widthOfTextAtSize(label, fontSize);
    page.drawText(label, {
      x: x + (width - labelWidth) / 2,
      y: y + height / 2 - fontSize / 3,
      size: fontSize,
      font: fonts.text,
    });
  });
}
