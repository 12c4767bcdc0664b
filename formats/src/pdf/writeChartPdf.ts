/**
 * The chart as a PDF to stitch from and to load in tracker apps (notes §2): a cover, the key, a page map and the chart
 * pages. One chart per PDF; only the chart pages carry a grid. Every font is embedded: the key font of our symbols
 * whole (keyFont/), the text fonts as subsets (textFonts.ts), DejaVu Sans for written pages (symbolFont.ts).
 * Works in the browser's worker and in Node.
 */
import fontkit from '@pdf-lib/fontkit';
import { isFreeformCraft, wrongSideShadeOpacity } from '@steekwerk/model';
import type { ChartSnapshot } from '../chart/chartSnapshot';
import { PDFDocument, PDFName, type PDFFont, type PDFPage } from 'pdf-lib';
import { chartNumbering, rangeText } from './chartNumbering';
import { addRawContent, chartPageContent, chartPageResources } from './chartPage';
import { drawCoverPage } from './coverPage';
import { buildKey, countKey } from './keyCounts';
import { embedDeflated, keyFontBytes, keyFontDeflatedBytes } from './keyFont/keyFont';
import { drawKeyPage, keyLines, keyLinesPerPage, paginateKey } from './keyPages';
import { drawOverviewPage } from './overviewPage';
import { layoutChartOf, type PageTile } from './pageTiling';
import { validatePdfOptions } from './pdfLimits';
import type { PdfOptions } from './pdfOptions';
import { buildStyleInks } from './styleInks';
import { embedFontDeflated, symbolFontBytes } from './symbolFont';
import { shapeOnce, textFontBytes } from './textFonts';
import { drawWrittenPage, layoutWrittenPages, writtenPatternForPdf } from './writtenPages';
import type { WrappedLine } from './writtenWrap';

export interface PdfPlan {
  pages: number;
  chartPages: number;
  keyPages: number;
  /** Pages of written instructions (0 unless asked for). */
  writtenPages: number;
}

/** The written pages' lines when the options ask for them; none otherwise. */
function writtenPagesOf(
  snapshot: ChartSnapshot,
  options: PdfOptions,
  page: { width: number; height: number },
): WrappedLine[][] {
  if (!options.written) return [];
  return layoutWrittenPages(
    writtenPatternForPdf(snapshot, options.writtenColourName),
    page,
    options.marginPt,
  );
}

/** How many pages the PDF will have, without writing it (the download screen shows it before exporting). */
export function planChartPdf(snapshot: ChartSnapshot, options: PdfOptions): PdfPlan {
  validatePdfOptions(options);
  const { chart, cells } = snapshot;
  const layout = layoutChartOf(chart.grid.settings, options);
  // The lines do not depend on the symbols: the key is counted without assigning any.
  const counted = countKey(chart, cells).map((entry) => ({ ...entry, symbolId: '', glyph: '' }));
  const lines = keyLines(chart, counted, options);
  const keyPages = paginateKey(lines, keyLinesPerPage(layout.pageHeight, options.marginPt)).length;
  const page = { width: layout.pageWidth, height: layout.pageHeight };
  const writtenPages = writtenPagesOf(snapshot, options, page).length;
  return {
    pages: 2 + keyPages + layout.tiles.length + writtenPages,
    chartPages: layout.tiles.length,
    keyPages,
    writtenPages,
  };
}

/** DejaVu Sans, embedded whole from its deflated bytes (written pages only). */
async function embedFallbackFont(doc: PDFDocument): Promise<PDFFont> {
  const bytes = await symbolFontBytes();
  embedFontDeflated(doc, bytes);
  const font = await doc.embedFont(bytes, { subset: false });
  shapeOnce(font);
  return font;
}

const abortError = () => new DOMException('De export is afgebroken.', 'AbortError');
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Writes the PDF, reporting its pages as they are done (the first three at once).
 *
 * @throws Error (a Dutch message) for a freeform chart, bad options, or when `signal` aborts
 */
export async function writeChartPdf(
  snapshot: ChartSnapshot,
  options: PdfOptions,
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<{ bytes: Uint8Array; pages: number }> {
  validatePdfOptions(options);
  const { chart, cells } = snapshot;
  if (isFreeformCraft(chart.settings.craft))
    throw new Error('Een vrije-vorm-chart heeft geen raster om af te drukken.');
  if (signal?.aborted) throw abortError();
  const size = chart.grid.settings.size;
  const layout = layoutChartOf(chart.grid.settings, options);
  const entries = buildKey(chart, cells);

  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(chart.settings.title.trim() || 'Naamloze chart');
  doc.setCreator('Steekwerk');
  doc.setProducer('Steekwerk');
  // Every font is embedded: the key font whole (tracker apps want the full cmap), the text fonts as subsets.
  const fontBytes = await keyFontBytes();
  embedDeflated(doc, fontBytes, keyFontDeflatedBytes());
  const symbolFont = await doc.embedFont(fontBytes, { subset: false });
  const text = await doc.embedFont(textFontBytes('regular'), { subset: true });
  const bold = await doc.embedFont(textFontBytes('bold'), { subset: true });
  for (const font of [text, bold, symbolFont]) shapeOnce(font);
  // Glyphs fit the cell's shorter side (a gauged cell is not square), so their width is measured at that size.
  const glyphCell = Math.min(layout.cellPt, layout.cellHeightPt ?? layout.cellPt);
  const { inks, symbolForms } = buildStyleInks(doc, chart, entries, symbolFont, options, glyphCell);
  const lines = keyLines(chart, entries, options);
  const keyRanges = paginateKey(lines, keyLinesPerPage(layout.pageHeight, options.marginPt));
  const firstChartPage = 3 + keyRanges.length;
  const writtenPages = writtenPagesOf(snapshot, options, {
    width: layout.pageWidth,
    height: layout.pageHeight,
  });
  const firstWrittenPage = firstChartPage + layout.tiles.length;
  const total = firstWrittenPage - 1 + writtenPages.length;
  const addPage = () => doc.addPage([layout.pageWidth, layout.pageHeight]);
  const registerForms = (page: PDFPage) => {
    for (const [name, ref] of symbolForms) page.node.setXObject(PDFName.of(name), ref);
  };

  drawCoverPage(addPage(), chart, entries, { text, bold }, options, total);
  for (const [from, to] of keyRanges) {
    const page = addPage();
    registerForms(page);
    await drawKeyPage(page, lines, from, to, { text, bold, symbol: symbolFont }, inks, options);
  }
  drawOverviewPage(addPage(), layout, size, firstChartPage, { text, bold }, options);
  onProgress?.(firstChartPage - 1, total);

  const tint = doc.context.register(doc.context.obj({ Type: 'ExtGState', ca: 0.12, CA: 0.12 }));
  const wrongSide = doc.context.register(
    doc.context.obj({ Type: 'ExtGState', ca: wrongSideShadeOpacity, CA: wrongSideShadeOpacity }),
  );
  const numbering = chartNumbering(chart);
  const at = (across: number, down: number): PageTile | undefined =>
    across < 0 || across >= layout.pagesAcross ? undefined : layout.tiles[down * layout.pagesAcross + across];
  const digitWidth = text.widthOfTextAtSize('0', 1);
  const inFlight: Promise<void>[] = [];
  for (const [index, tile] of layout.tiles.entries()) {
    if (signal?.aborted) throw abortError();
    const page = addPage();
    page.node.setFontDictionary(PDFName.of(chartPageResources.symbolFont), symbolFont.ref);
    page.node.setFontDictionary(PDFName.of(chartPageResources.textFont), text.ref);
    page.node.setFontDictionary(PDFName.of(chartPageResources.boldFont), bold.ref);
    page.node.setExtGState(PDFName.of(chartPageResources.tint), tint);
    page.node.setExtGState(PDFName.of(chartPageResources.wrongSide), wrongSide);
    registerForms(page);
    const columns = rangeText(numbering.columnLabel(tile.column0), numbering.columnLabel(tile.column1 - 1));
    const rows = rangeText(numbering.rowLabel(tile.row0), numbering.rowLabel(tile.row1 - 1));
    const headingY = layout.pageHeight - options.marginPt - 14;
    const heading = bold.encodeText(`Kolommen ${columns}, Rijen ${rows}`).toString();
    const pageText = `Pagina ${firstChartPage + index} van ${total}`;
    const pageTextX = layout.pageWidth - options.marginPt - text.widthOfTextAtSize(pageText, 10);
    const headingContent = [
      `BT /${chartPageResources.boldFont} 11 Tf 1 0 0 1 ${options.marginPt} ${headingY} Tm ${heading} Tj`,
      `0.2 0.2 0.2 rg /${chartPageResources.textFont} 10 Tf 1 0 0 1 ${pageTextX.toFixed(2)} ${headingY} Tm`,
      `${text.encodeText(pageText).toString()} Tj ET`,
    ].join('\n');
    const neighbours = {
      left: at(tile.across - 1, tile.down),
      right: at(tile.across + 1, tile.down),
      above: tile.down > 0 ? at(tile.across, tile.down - 1) : undefined,
      below: tile.down + 1 < layout.pagesDown ? at(tile.across, tile.down + 1) : undefined,
    };
    const content = chartPageContent({
      chart,
      cells,
      layout,
      tile,
      neighbours,
      marginPt: options.marginPt,
      numbering,
      inks,
      digitWidth,
      encodeText: (label) => text.encodeText(label).toString(),
      fabricCount: options.fabricCount,
    });
    // Compression runs in the platform's zlib while the next pages are laid out; a few pages in flight at most.
    inFlight.push(addRawContent(page, `${headingContent}\n${content}`));
    if (inFlight.length >= 8) await Promise.all(inFlight.splice(0));
    onProgress?.(firstChartPage + index, total);
    if (index % 4 === 3) await nextTask();
  }
  // Written pages fall back to DejaVu Sans for characters the text font lacks (arrows, symbols in texts).
  const fallback = writtenPages.length > 0 ? await embedFallbackFont(doc) : undefined;
  for (const [index, lines] of writtenPages.entries()) {
    if (signal?.aborted) throw abortError();
    const input = { lines, index, pageNumber: firstWrittenPage + index, total, title: chart.settings.title };
    const fonts = { text, bold, fallback: fallback! };
    inFlight.push(drawWrittenPage(addPage(), { ...input, marginPt: options.marginPt }, fonts));
    if (inFlight.length >= 8) await Promise.all(inFlight.splice(0));
    onProgress?.(firstWrittenPage + index, total);
    if (index % 8 === 7) await nextTask();
  }
  await Promise.all(inFlight);
  if (signal?.aborted) throw abortError();
  const bytes = await doc.save({ useObjectStreams: false });
  return { bytes, pages: total };
}
