/**
 * A freeform chart as a PDF (docs/decisions/freeform.md, "Export"): the motif fitted to the first page, parts pages
 * when that is too small to read (freeformPdfLayout.ts), the key (each used style's symbol in its colour, its name
 * and product, how many symbols it has) and, when the chart has them, the written rounds as pages of their own.
 * Symbols are vector shapes (freeformPdfSymbols.ts); hidden layers are left out.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ChartSnapshot } from '../chart/chartSnapshot';
import { addRawContent } from '../pdf/chartPage';
import { validatePdfOptions } from '../pdf/pdfLimits';
import type { PdfOptions } from '../pdf/pdfOptions';
import { fitText, pdfColour } from '../pdf/pdfText';
import { symbolFontBytes } from '../pdf/symbolFont';
import { shapeOnce, textFontBytes } from '../pdf/textFonts';
import { drawWrittenPage, layoutWrittenPages } from '../pdf/writtenPages';
import type { WrappedLine } from '../pdf/writtenWrap';
import { layoutFreeform, type FreeformPdfLayout, type FreeformTile } from './freeformPdfLayout';
import { FreeformSymbolForms, symbolContent, type PageMapping } from './freeformPdfSymbols';
import {
  drawnSymbolsOf,
  freeformKeyOf,
  freeformStyleName,
  type DrawnSymbol,
  type FreeformKeyEntry,
} from './freeformScene';
import { freeformWrittenPattern } from './freeformWritten';

/** A key line's height and the side of its symbol. */
const keyLinePt = 24;
const keySymbolPt = 18;

export interface FreeformPdfPlan {
  pages: number;
  partPages: number;
  keyPages: number;
  writtenPages: number;
}

interface Planned {
  layout: FreeformPdfLayout;
  /** The parts pages that show any symbol (an empty part of a large motif gets no page). */
  tiles: FreeformTile[];
  key: FreeformKeyEntry[];
  drawn: DrawnSymbol[];
  keyPages: FreeformKeyEntry[][];
  written: WrappedLine[][];
}

function planOf(snapshot: ChartSnapshot, options: PdfOptions): Planned {
  validatePdfOptions(options);
  const { chart } = snapshot;
  const layout = layoutFreeform(chart.freeform.size, options);
  const drawn = drawnSymbolsOf(chart);
  const key = freeformKeyOf(chart, drawn);
  const tiles = layout.tiles.filter((tile) => drawn.some((item) => reaches(item, tile)));
  const perPage = Math.max(1, Math.floor((layout.area.height - 10) / keyLinePt));
  const keyPages: FreeformKeyEntry[][] = [];
  for (let from = 0; from < key.length; from += perPage) keyPages.push(key.slice(from, from + perPage));
  if (keyPages.length === 0) keyPages.push([]);
  const pattern = freeformWrittenPattern(snapshot, options);
  const written = pattern
    ? layoutWrittenPages(pattern, { width: layout.pageWidth, height: layout.pageHeight }, options.marginPt)
    : [];
  return { layout, tiles, key, drawn, keyPages, written };
}

/** Whether a symbol reaches into a rectangle of units (its half diagonal covers any turn). */
function reaches(item: DrawnSymbol, clip: { x: number; y: number; width: number; height: number }): boolean {
  const { symbol } = item;
  const reach = Math.hypot(symbol.width, symbol.height) / 2;
  return !(
    symbol.x + reach < clip.x ||
    symbol.x - reach > clip.x + clip.width ||
    symbol.y + reach < clip.y ||
    symbol.y - reach > clip.y + clip.height
  );
}

/** How many pages the PDF will have, without writing it. */
export function planFreeformPdf(snapshot: ChartSnapshot, options: PdfOptions): FreeformPdfPlan {
  const { tiles, keyPages, written } = planOf(snapshot, options);
  return {
    pages: 1 + tiles.length + keyPages.length + written.length,
    partPages: tiles.length,
    keyPages: keyPages.length,
    writtenPages: written.length,
  };
}

const abortError = () => new DOMException('De export is afgebroken.', 'AbortError');

interface Fonts {
  text: PDFFont;
  bold: PDFFont;
}

/** The page's heading: a bold line on the left, the page number on the right. */
function heading(
  page: PDFPage,
  fonts: Fonts,
  left: string,
  pageNumber: number,
  total: number,
  margin: number,
) {
  const y = page.getHeight() - margin - 14;
  const pageText = `Pagina ${pageNumber} van ${total}`;
  const pageTextWidth = fonts.text.widthOfTextAtSize(pageText, 10);
  const room = page.getWidth() - 2 * margin - pageTextWidth - 12;
  page.drawText(fitText(fonts.bold, left, 12, room), { x: margin, y, size: 12, font: fonts.bold });
  page.drawText(pageText, { x: page.getWidth() - margin - pageTextWidth, y, size: 10, font: fonts.text });
}

/** The content of a drawing: the background, then the symbols inside `clip` (units), clipped to it. */
function drawingContent(
  drawn: readonly DrawnSymbol[],
  forms: FreeformSymbolForms,
  mapping: PageMapping,
  clip: { x: number; y: number; width: number; height: number },
  background: string | undefined,
): string {
  const left = mapping.originX + clip.x * mapping.scale;
  const top = mapping.originY - clip.y * mapping.scale;
  const width = clip.width * mapping.scale;
  const height = clip.height * mapping.scale;
  const rect = `${left.toFixed(2)} ${(top - height).toFixed(2)} ${width.toFixed(2)} ${height.toFixed(2)} re`;
  const lines = ['q'];
  if (background) {
    const colour = pdfColour(background);
    lines.push(`${colour.red.toFixed(3)} ${colour.green.toFixed(3)} ${colour.blue.toFixed(3)} rg ${rect} f`);
  }
  lines.push(`${rect} W n`);
  for (const item of drawn) {
    if (!reaches(item, clip)) continue;
    lines.push(symbolContent(forms.nameOf(item.stitch, item.ink), item, mapping));
  }
  // The frame of the freeform area.
  lines.push('Q', `0.6 0.6 0.6 RG 0.5 w ${rect} S`);
  return lines.join('\n');
}

/**
 * Writes the PDF.
 *
 * @throws Error (a Dutch message) for bad options, or when `signal` aborts
 */
export async function writeFreeformPdf(
  snapshot: ChartSnapshot,
  options: PdfOptions,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<{ bytes: Uint8Array; pages: number }> {
  const { layout, tiles, key, drawn, keyPages, written } = planOf(snapshot, options);
  const { chart } = snapshot;
  if (signal?.aborted) throw abortError();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const title = chart.settings.title.trim() || 'Naamloze chart';
  doc.setTitle(title);
  doc.setCreator('Steekwerk');
  doc.setProducer('Steekwerk');
  const text = await doc.embedFont(textFontBytes('regular'), { subset: true });
  const bold = await doc.embedFont(textFontBytes('bold'), { subset: true });
  const fallback = written.length > 0 ? await doc.embedFont(await symbolFontBytes(), { subset: true }) : text;
  for (const font of [text, bold]) shapeOnce(font);
  const fonts = { text, bold };
  const forms = new FreeformSymbolForms(doc, options.mode === 'bw');
  const background = options.mode === 'bw' ? undefined : chart.freeform.backgroundColor;
  const total = 1 + tiles.length + keyPages.length + written.length;
  const margin = options.marginPt;
  const addPage = () => doc.addPage([layout.pageWidth, layout.pageHeight]);
  const { width, height } = chart.freeform.size;
  const { area } = layout;
  let pageNumber = 0;
  const pending: Promise<void>[] = [];

  // The overview: the whole freeform area fitted and centred in the drawing area.
  const overview = addPage();
  pageNumber += 1;
  heading(
    overview,
    fonts,
    `${title} · vrije vorm ${width} × ${height} · ${drawn.length} symbolen`,
    1,
    total,
    margin,
  );
  const scale = layout.overviewScale;
  const mapping: PageMapping = {
    originX: area.left + (area.width - width * scale) / 2,
    originY: area.bottom + area.height - (area.height - height * scale) / 2,
    scale,
  };
  pending.push(
    addRawContent(overview, drawingContent(drawn, forms, mapping, { x: 0, y: 0, width, height }, background)),
  );
  forms.register(overview);
  onProgress?.(pageNumber, total);

  for (const [index, tile] of tiles.entries()) {
    if (signal?.aborted) throw abortError();
    const page = addPage();
    pageNumber += 1;
    heading(page, fonts, tileHeading(tile, index, tiles.length), pageNumber, total, margin);
    const tileMapping: PageMapping = {
      originX: area.left - tile.x * layout.partScale,
      originY: area.bottom + area.height + tile.y * layout.partScale,
      scale: layout.partScale,
    };
    pending.push(addRawContent(page, drawingContent(drawn, forms, tileMapping, tile, background)));
    forms.register(page);
    onProgress?.(pageNumber, total);
  }

  for (const [index, entries] of keyPages.entries()) {
    const page = addPage();
    pageNumber += 1;
    heading(page, fonts, index === 0 ? 'Legenda' : 'Legenda (vervolg)', pageNumber, total, margin);
    pending.push(drawKeyPage(page, entries, index === 0 && key.length === 0, fonts, forms, options));
    forms.register(page);
    onProgress?.(pageNumber, total);
  }

  for (const [index, lines] of written.entries()) {
    if (signal?.aborted) throw abortError();
    pageNumber += 1;
    const input = { lines, index, pageNumber, total, title: chart.settings.title, marginPt: margin };
    pending.push(drawWrittenPage(addPage(), input, { text, bold, fallback }));
    onProgress?.(pageNumber, total);
  }
  await Promise.all(pending);
  if (signal?.aborted) throw abortError();
  const bytes = await doc.save({ useObjectStreams: false });
  return { bytes, pages: total };
}

/** "Deel 2 van 6 (rij 1, kolom 2)": which part of the motif a parts page shows, and where it lies. */
function tileHeading(tile: FreeformTile, index: number, count: number): string {
  return `Deel ${index + 1} van ${count} (rij ${tile.down + 1}, kolom ${tile.across + 1})`;
}

/** One key page: per line the symbol in its colour, the style's name, its product and the count. */
function drawKeyPage(
  page: PDFPage,
  entries: readonly FreeformKeyEntry[],
  empty: boolean,
  fonts: Fonts,
  forms: FreeformSymbolForms,
  options: PdfOptions,
): Promise<void> {
  const margin = options.marginPt;
  const right = page.getWidth() - margin;
  let y = page.getHeight() - margin - 28 - keyLinePt;
  if (empty) {
    page.drawText('Deze chart heeft nog geen zichtbare symbolen.', {
      x: margin,
      y,
      size: 10,
      font: fonts.text,
    });
    return Promise.resolve();
  }
  const content: string[] = [];
  const countX = right - fonts.text.widthOfTextAtSize('symbolen', 10);
  page.drawText('symbolen', { x: countX, y: y + keyLinePt - 4, size: 10, font: fonts.bold });
  for (const entry of entries) {
    const { style, stitch } = entry;
    const cells = stitch.cells;
    const unit = keySymbolPt / Math.max(1, cells);
    const drawn: DrawnSymbol = {
      symbol: {
        layerId: 1,
        x: keySymbolPt / 2,
        y: keySymbolPt / 2,
        width: unit * cells,
        height: unit,
        rotate: 0,
        size: 1,
        styleId: style.styleId,
      },
      stitch,
      ink: entry.ink,
    };
    content.push(
      `0.6 0.6 0.6 RG 0.5 w ${margin} ${(y - 4).toFixed(2)} ${keySymbolPt} ${keySymbolPt} re S`,
      symbolContent(forms.nameOf(stitch, entry.ink), drawn, {
        originX: margin,
        originY: y - 4 + keySymbolPt,
        scale: 1,
      }),
    );
    const textX = margin + keySymbolPt + 10;
    const countText = String(entry.count);
    const countWidth = fonts.text.widthOfTextAtSize(countText, 10);
    const room = countX - textX - 10;
    page.drawText(fitText(fonts.bold, freeformStyleName(style, stitch), 10, room), {
      x: textX,
      y: y + 5,
      size: 10,
      font: fonts.bold,
    });
    const product = options.products?.[style.productId];
    const detail = [
      stitch.title !== freeformStyleName(style, stitch) ? stitch.title : '',
      product ? `${product.brand} ${product.number} ${product.name}`.trim() : '',
      options.mode === 'bw' ? '' : style.colorBackground,
    ]
      .filter(Boolean)
      .join(' · ');
    if (detail)
      page.drawText(fitText(fonts.text, detail, 8, room), {
        x: textX,
        y: y - 5,
        size: 8,
        font: fonts.text,
        color: pdfColour('#444444'),
      });
    page.drawText(countText, { x: right - countWidth, y: y + 1, size: 10, font: fonts.text });
    y -= keyLinePt;
  }
  return addRawContent(page, content.join('\n'));
}
