/**
 * Reads a cross-stitch pattern PDF (one made "for Pattern Keeper": symbols as glyphs of an embedded font in a grid of
 * vector lines, numbers every 10 along the edges, the chart over pages, a key) into a chart: each page's grid
 * (pageGrid.ts), every symbol in its cell, the pages placed by their numbers (overlap counted once), the key's
 * threads as the palette (patternKey.ts), backstitch from the thick lines on the cell lattice. It says what it
 * found and what it could not read; a PDF it cannot read at all gives a Dutch ChartFileError.
 */
import { createChartState, createPaletteStyle, type PaletteStyle } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { ChartFileError } from '../chart/chartFileError';
import type { ImportedChart } from '../chart/importedChart';
import { importLimits } from '../chart/importLimits';
import { parseThreadNumber, styleOfItem, type KnownProducts } from '../oxs/oxsPalette';
import { findPageGrid, type PageGrid } from './pageGrid';
import { backstitchLines } from './backstitch';
import { readPartStitches } from './partStitches';
import { readKey, symbolIdentity, type KeyEntry } from './patternKey';
import { brandOfText, tableThread, threadBrandOf, type ThreadBrand } from './threads/threadTables';
import { shapeFont, withVectorSymbols } from './vectorSymbols';
import { readPdfContent, type PdfContent, type PdfjsDataUrls, type PdfPageContent } from './pdfPages';

export interface ReadPatternPdfOptions {
  readonly title?: string;
  readonly knownProducts?: KnownProducts;
  /** Where pdf.js finds its standard fonts and wasm (the web build's copies); without it pdf.js reads without them. */
  readonly pdfjsData?: PdfjsDataUrls;
}

/** What the import found, for the import screen and the convert command. */
export interface PatternPdfReport {
  readonly columns: number;
  readonly rows: number;
  /** 1-based numbers of the pages the chart came from. */
  readonly chartPages: number[];
  readonly keyEntries: number;
  readonly threads: number;
  readonly stitches: number;
  readonly backstitches: number;
  /** Half and quarter stitches. */
  readonly partStitches: number;
  /** Dutch sentences: what the PDF held that the chart could not take. */
  readonly missing: string[];
}

export interface ImportedPattern extends ImportedChart {
  readonly report: PatternPdfReport;
}

export const pictureOnlyMessage =
  'Dit PDF-bestand bevat plaatjes in plaats van symbolen; Steekwerk kan er geen steken uit lezen. ' +
  'Gebruik "Importeer een afbeelding" met een schermafdruk van het patroon.';

interface PlacedGlyph {
  readonly column: number;
  readonly row: number;
  readonly symbol: string;
  readonly fill?: string;
}

/** Reads pattern PDF bytes into a chart and a report. */
export async function readPatternPdf(
  bytes: Uint8Array,
  options: ReadPatternPdfOptions = {},
): Promise<ImportedPattern> {
  const content = await readPdfContent(bytes, options.pdfjsData);
  return patternOfContent(content, options);
}

export function patternOfContent(content: PdfContent, options: ReadPatternPdfOptions = {}): ImportedPattern {
  const missing: string[] = [];
  const grids = content.pages.map((page) => findPageGrid(page));
  // Symbols drawn as shapes become text items of their own (vectorSymbols.ts).
  const pages = withVectorSymbols(content.pages, grids, (index) => {
    const grid = grids[index];
    return grid !== undefined && glyphsIn(content.pages[index]!, grid).length > 0;
  });
  const gridded = pages.flatMap((page, index) => {
    const grid = grids[index];
    const glyphs = grid ? glyphsIn(page, grid) : [];
    return grid && glyphs.length > 0 ? [{ page, grid, glyphs }] : [];
  });
  if (gridded.length === 0) {
    const hasPictures = content.pages.some((page) => page.images > 0);
    const hasText = content.pages.some((page) => page.texts.length > 0);
    if (hasPictures) throw new ChartFileError(pictureOnlyMessage);
    throw new ChartFileError(
      hasText
        ? 'In dit PDF-bestand staat geen telpatroon: geen pagina heeft een raster met symbolen.'
        : 'Dit PDF-bestand bevat geen tekst of symbolen; het is leeg of heeft geen raster met symbolen.',
    );
  }

  // Where each page starts in the chart, from its numbers.
  const columnStep = majority(gridded.map(({ grid }) => grid.columnNumbers?.step ?? 1));
  const rowStep = majority(gridded.map(({ grid }) => grid.rowNumbers?.step ?? 1));
  const numberOf = (numbers: PageGrid['columnNumbers'], index: number, step: number) =>
    numbers ? numbers.first + numbers.step * index : step > 0 ? index + 1 : -index;
  let minColumn = Infinity;
  let maxColumn = -Infinity;
  let minRow = Infinity;
  let maxRow = -Infinity;
  for (const { grid } of gridded) {
    for (const index of [0, grid.columns - 1]) {
      const value = numberOf(grid.columnNumbers, index, columnStep);
      minColumn = Math.min(minColumn, value);
      maxColumn = Math.max(maxColumn, value);
    }
    for (const index of [0, grid.rows - 1]) {
      const value = numberOf(grid.rowNumbers, index, rowStep);
      minRow = Math.min(minRow, value);
      maxRow = Math.max(maxRow, value);
    }
  }
  const columns = maxColumn - minColumn + 1;
  const rows = maxRow - minRow + 1;
  const max = importLimits.maxGridSide;
  if (columns > max || rows > max)
    throw new ChartFileError(
      `De kaart is te groot: ${columns} × ${rows} steken. Steekwerk opent kaarten tot ${max} × ${max}.`,
    );
  const globalColumn = (grid: PageGrid, index: number) => {
    const value = numberOf(grid.columnNumbers, index, columnStep);
    return columnStep > 0 ? value - minColumn : maxColumn - value;
  };
  const globalRow = (grid: PageGrid, index: number) => {
    const value = numberOf(grid.rowNumbers, index, rowStep);
    return rowStep > 0 ? value - minRow : maxRow - value;
  };
  if (gridded.length > 1 && gridded.some(({ grid }) => !grid.columnNumbers || !grid.rowNumbers))
    missing.push(
      'Op sommige pagina’s staan geen nummers langs het raster; hun plaats in de kaart is geschat.',
    );

  // Every glyph in its cell; overlapping cells are the same cell.
  const placed: PlacedGlyph[] = [];
  const symbols = new Set<string>();
  let quartersSkipped = 0;
  for (const { page, grid, glyphs } of gridded) {
    const fillOf = cellFills(page, grid);
    for (const glyph of glyphs) {
      const column = Math.floor((glyph.x - grid.left) / grid.pitchX);
      const row = Math.floor((grid.top - glyph.y) / grid.pitchY);
      const offCentreX = Math.abs((glyph.x - grid.left) / grid.pitchX - column - 0.5);
      const offCentreY = Math.abs((grid.top - glyph.y) / grid.pitchY - row - 0.5);
      if (offCentreX > 0.2 && offCentreY > 0.2) {
        quartersSkipped += 1;
        continue;
      }
      symbols.add(glyph.symbol);
      const fill = fillOf[row * grid.columns + column];
      placed.push({
        column: globalColumn(grid, column),
        row: globalRow(grid, row),
        symbol: glyph.symbol,
        ...(fill ? { fill } : {}),
      });
    }
  }
  if (quartersSkipped > 0)
    missing.push(`${quartersSkipped} symbolen in een hoek van een hokje (kwartsteken) zijn niet gelezen.`);

  // The palette from the key, in its order; symbols without a key line get a style of their own.
  const chartPageNumbers = new Set(gridded.map(({ page }) => page.number));
  const key = readKey(
    pages.filter((page) => !chartPageNumbers.has(page.number)),
    symbols,
  );
  if (key.length === 0) missing.push('Er is geen sleutel gevonden: de kleuren zijn geschat uit de kaart.');
  const fillOfSymbol = new Map<string, string>();
  for (const glyph of placed)
    if (glyph.fill && !fillOfSymbol.has(glyph.symbol)) fillOfSymbol.set(glyph.symbol, glyph.fill);
  const styles: PaletteStyle[] = [];
  const styleOfSymbol = new Map<string, number>();
  const documentBrand =
    brandOfText(content.pages.flatMap((page) => page.texts.map((item) => item.str))) ?? 'DMC';
  for (const entry of key) {
    if (styles.length >= importLimits.maxColours) break;
    const styleId = styles.length + 1;
    styles.push(
      styleOfKeyEntry(styleId, entry, fillOfSymbol.get(entry.symbol), options.knownProducts, documentBrand),
    );
    styleOfSymbol.set(entry.symbol, styleId);
  }
  const unlisted = [...symbols].filter((symbol) => !styleOfSymbol.has(symbol));
  if (unlisted.length > 0 && key.length > 0)
    missing.push(`${unlisted.length} symbolen uit de kaart staan niet in de sleutel.`);
  for (const symbol of unlisted) {
    if (styles.length >= importLimits.maxColours)
      throw new ChartFileError(
        `Het patroon heeft meer dan ${importLimits.maxColours} symbolen; Steekwerk kan er 255 aan.`,
      );
    const styleId = styles.length + 1;
    const [font, character = '?'] = symbol.split('\u0000');
    // A shape-drawn symbol has no printable character: it is named by its number.
    const name =
      font === shapeFont
        ? `Vorm ${(character.codePointAt(0) ?? 0xf0000) - 0xf0000 + 1}`
        : `Symbool ${character}`;
    styles.push(
      createPaletteStyle(styleId, {
        colorBackground: fillOfSymbol.get(symbol) ?? '#808080',
        description: name,
      }),
    );
    styleOfSymbol.set(symbol, styleId);
  }

  const cells = new Uint8Array(columns * rows);
  for (const glyph of placed) {
    if (glyph.column < 0 || glyph.row < 0 || glyph.column >= columns || glyph.row >= rows) continue;
    cells[glyph.row * columns + glyph.column] = styleOfSymbol.get(glyph.symbol) ?? 0;
  }
  let stitches = 0;
  for (const value of cells) if (value) stitches += 1;

  const lines = backstitchLines(gridded, globalColumn, globalRow, styles);
  const parts = readPartStitches(gridded, globalColumn, globalRow, styles);
  if (parts.unknownColour > 0)
    missing.push(
      `${parts.unknownColour} halve of kwartsteken zonder herkenbare kleur (zwart-wit) zijn niet gelezen.`,
    );
  const title = (content.title || options.title || '').slice(0, 200);
  const state = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: columns, rowCount: rows },
    rows: encodeRowsPlain(cells, columns, rows),
    styles,
    title,
  });
  state.grid.customLines = lines;
  state.grid.halfStitches = parts.halves;
  state.grid.quarterStitches = parts.quarters;
  const notes = [
    content.title
      ? `Geïmporteerd uit het PDF-patroon "${content.title}".`
      : 'Geïmporteerd uit een PDF-patroon.',
    content.author ? `Ontwerper: ${content.author}.` : '',
  ].filter(Boolean);
  state.settings.notes = notes.join('\n');
  const used = new Set<number>();
  for (const value of cells) if (value) used.add(value);
  for (const line of lines) used.add(line.styleId);
  for (const part of [...parts.halves, ...parts.quarters]) used.add(part.styleId);
  return {
    state,
    skipped: {},
    report: {
      columns,
      rows,
      chartPages: gridded.map(({ page }) => page.number),
      keyEntries: key.length,
      threads: used.size,
      stitches,
      backstitches: lines.length,
      partStitches: parts.halves.length + parts.quarters.length,
      missing,
    },
  };
}

function majority(values: readonly number[]): number {
  const up = values.filter((value) => value > 0).length;
  return up * 2 >= values.length ? 1 : -1;
}

/** The fill colour of each cell of a page's grid (row-major): the last opaque rectangle drawn over it (a page background comes first). */
function cellFills(page: PdfPageContent, grid: PageGrid): Array<string | undefined> {
  const out = new Array<string | undefined>(grid.columns * grid.rows);
  for (const fill of page.fills) {
    const c0 = Math.max(0, Math.round((fill.left - grid.left) / grid.pitchX));
    const c1 = Math.min(grid.columns, Math.round((fill.right - grid.left) / grid.pitchX));
    const r0 = Math.max(0, Math.round((grid.top - fill.top) / grid.pitchY));
    const r1 = Math.min(grid.rows, Math.round((grid.top - fill.bottom) / grid.pitchY));
    for (let row = r0; row < r1; row += 1) {
      for (let column = c0; column < c1; column += 1) out[row * grid.columns + column] = fill.colour;
    }
  }
  return out;
}

/** The symbol glyphs whose centre lies inside the grid, with that centre. */
function glyphsIn(page: PdfPageContent, grid: PageGrid) {
  const right = grid.left + grid.columns * grid.pitchX;
  const bottom = grid.top - grid.rows * grid.pitchY;
  const out: Array<{ x: number; y: number; symbol: string }> = [];
  for (const item of page.texts) {
    const characters = [...item.str];
    const perGlyph = characters.length === item.xs.length;
    const cy = item.y + item.size * 0.36;
    if (cy <= bottom || cy >= grid.top) continue;
    characters.forEach((character, index) => {
      const cx = perGlyph ? item.xs[index]! : item.x + item.width / 2;
      if (cx <= grid.left || cx >= right) return;
      out.push({ x: cx, y: cy, symbol: symbolIdentity(item.font, perGlyph ? character : item.str) });
    });
    if (!perGlyph) out.splice(out.length - characters.length + 1);
  }
  return out;
}

/** A style from a key line: brand and number from its number, the colour from its swatch, the cells or the brand. */
function styleOfKeyEntry(
  styleId: number,
  entry: KeyEntry,
  cellFill: string | undefined,
  known: KnownProducts | undefined,
  documentBrand: ThreadBrand,
): PaletteStyle {
  const hex = /^#[0-9a-f]{6}$/i.test(entry.number) ? entry.number.toLowerCase() : undefined;
  const { brand, code } = parseThreadNumber(hex ? '' : entry.number);
  // A bare number ("403") is a thread of the brand the PDF names (else DMC) when that brand's table has it.
  const tableBrand = brand ? threadBrandOf(brand) : documentBrand;
  const thread = tableBrand && code ? tableThread(tableBrand, code) : undefined;
  const number = hex ? '' : !brand && thread ? `${tableBrand} ${code}` : entry.number;
  const draft = styleOfItem(styleId, '#808080', number, entry.name || thread?.name, known);
  const product = draft.productId ? known?.get(draft.productId) : undefined;
  const brandColour = product
    ? `#${product.rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
    : undefined;
  const colour = entry.colour ?? cellFill ?? brandColour ?? thread?.colour ?? hex ?? '#808080';
  return { ...draft, colorBackground: colour };
}
