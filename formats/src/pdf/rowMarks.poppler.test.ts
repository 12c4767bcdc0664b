/**
 * The chart pages' row marks and gauged glyphs as poppler renders and reads them: the main-colour column on every
 * page for that page's rows (outside the row numbers), the wrong-side rows shaded like the editor, and colour-craft
 * glyphs in non-square (gauged) cells fitted to the shorter side and centred in their cell.
 */
import {
  createChartState,
  createPaletteStyle,
  hexToRgb,
  type ChartState,
  type Gauge,
  type GridSettings,
} from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { chartPageChrome, layoutChartOf, mainColumnRoomPt } from './pageTiling';
import { defaultPdfOptions, type PdfOptions } from './pdfOptions';
import { runPoppler } from './testing/poppler';
import { writeChartPdf } from './writeChartPdf';

const directory = mkdtempSync(join(tmpdir(), 'steekwerk-rowmarks-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const options: PdfOptions = { ...defaultPdfOptions };
/** Pixels per point of the rendered pages. */
const zoom = 3;
const colours = ['#cc2233', '#2244cc'];

/**
 * A knitted lace chart of 30 columns and 120 rows (two pages down): row r's main colour is blue when r is a
 * multiple of 3, else red (12 cells against 8); columns 20–29 empty.
 */
function laceChart(grid: Partial<GridSettings>): ChartState {
  const columnCount = 30;
  const rowCount = 120;
  const cells = new Uint8Array(columnCount * rowCount);
  for (let row = 0; row < rowCount; row += 1) {
    const main = row % 3 === 0 ? 2 : 1;
    for (let column = 0; column < 20; column += 1)
      cells[row * columnCount + column] = column % 5 < 3 ? main : 3 - main;
  }
  const state = createChartState({
    craft: 'knitting',
    type: 'lace',
    size: { columnCount, rowCount },
    rows: encodeRowsPlain(cells, columnCount, rowCount),
    styles: colours.map((colorBackground, index) => createPaletteStyle(index + 1, { colorBackground })),
  });
  state.grid.settings = { ...state.grid.settings, ...grid };
  return state;
}

async function pdfOf(state: ChartState, name: string): Promise<string> {
  const file = join(directory, `${name}.pdf`);
  writeFileSync(file, (await writeChartPdf(chartSnapshotOf(state), options)).bytes);
  return file;
}

interface Page {
  width: number;
  height: number;
  pixels: Buffer;
}

/** One page rendered by pdftoppm at `zoom` pixels per point (PPM). */
function render(file: string, page: number): Page {
  const ppm = execFileSync(
    'pdftoppm',
    ['-f', String(page), '-l', String(page), '-r', String(72 * zoom), file],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  return { width: Number(header[1]), height: Number(header[2]), pixels: ppm.subarray(header[0].length) };
}

/** The colour at a point (in points from the page's top left). */
function colourAt(page: Page, x: number, y: number): [number, number, number] {
  const at = (Math.round(y * zoom) * page.width + Math.round(x * zoom)) * 3;
  return [page.pixels[at]!, page.pixels[at + 1]!, page.pixels[at + 2]!];
}

const near = (actual: readonly number[], expected: readonly number[]) =>
  actual.every((value, index) => Math.abs(value - expected[index]!) <= 6);

/** The first chart page of a PDF with one key page: cover, key, page map, then the chart pages. */
const firstChartPage = 4;

describe('the main-colour column on the PDF’s chart pages', () => {
  it('shows a square in each row’s main colour on both sides of every page, for the page’s own rows', async () => {
    const state = laceChart({ mainColorColumn: 'both' });
    const file = await pdfOf(state, 'both');
    const layout = layoutChartOf(state.grid.settings, options);
    expect(layout.tiles.length).toBe(2);
    const cellHeight = layout.cellHeightPt ?? layout.cellPt;
    const column = layout.mainColumn!;
    const gridLeft = options.marginPt + mainColumnRoomPt(layout, 'left') + chartPageChrome.numbers;
    const top = options.marginPt + chartPageChrome.heading + chartPageChrome.numbers;
    for (const [index, tile] of layout.tiles.entries()) {
      const page = render(file, firstChartPage + index);
      const gridRight = gridLeft + (tile.column1 - tile.column0) * layout.cellPt;
      const xs = [
        options.marginPt + column.gapPt + column.widthPt / 2,
        gridRight + chartPageChrome.numbers + column.gapPt + column.widthPt / 2,
      ];
      for (let row = tile.row0; row < tile.row1; row += 1) {
        const y = top + (row - tile.row0 + 0.5) * cellHeight;
        const main = hexToRgb(colours[row % 3 === 0 ? 1 : 0]!);
        for (const x of xs)
          expect(colourAt(page, x, y), `page ${index + 1} row ${row}`).toSatisfy((colour: number[]) =>
            near(colour, main),
          );
      }
    }
  });

  it('keeps the row numbers between the grid and the column', async () => {
    const state = laceChart({ mainColorColumn: 'left' });
    const file = await pdfOf(state, 'left');
    const layout = layoutChartOf(state.grid.settings, options);
    const gridLeft = options.marginPt + mainColumnRoomPt(layout, 'left') + chartPageChrome.numbers;
    const squareRight = options.marginPt + layout.mainColumn!.gapPt + layout.mainColumn!.widthPt;
    const html = runPoppler('pdftotext', '-f', '4', '-l', '4', '-bbox', file, '-');
    const numbers = [
      ...html.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">(\d+)<\/word>/g),
    ]
      .map((match) => ({ xMin: Number(match[1]), xMax: Number(match[2]), text: match[3] }))
      .filter((word) => word.xMax < gridLeft);
    // Knitting is numbered from the bottom: rows 120 … 11 on the first page, printed every 10.
    expect(numbers.map((word) => word.text)).toContain('110');
    for (const word of numbers) {
      expect(word.xMin).toBeGreaterThan(squareRight);
      expect(word.xMax).toBeLessThan(gridLeft);
    }
  });
});

const top = (pdf: PdfOptions) => pdf.marginPt + chartPageChrome.heading + chartPageChrome.numbers;

describe('the main-colour column in black and white', () => {
  it('puts the colour’s symbol in each square, outside the grid, for the page’s rows', async () => {
    const state = laceChart({ mainColorColumn: 'left' });
    state.settings.type = 'colors';
    const file = join(directory, 'bw.pdf');
    writeFileSync(file, (await writeChartPdf(chartSnapshotOf(state), { ...options, mode: 'bw' })).bytes);
    const layout = layoutChartOf(state.grid.settings, options);
    const tile = layout.tiles[0]!;
    const gridLeft = options.marginPt + mainColumnRoomPt(layout, 'left') + chartPageChrome.numbers;
    const html = runPoppler('pdftotext', '-f', '4', '-l', '4', '-bbox', file, '-');
    const squares = [
      ...html.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      ),
    ]
      .map((match) => ({
        xMax: Number(match[3]),
        y: (Number(match[2]) + Number(match[4])) / 2,
        text: match[5]!,
      }))
      .filter((word) => word.xMax < gridLeft - chartPageChrome.numbers && !/\d/.test(word.text));
    const cellHeight = layout.cellHeightPt ?? layout.cellPt;
    const rows = squares.map((word) => Math.floor((word.y - top(options)) / cellHeight));
    expect(rows).toEqual(
      Array.from({ length: tile.row1 - tile.row0 }, (_unused, index) => tile.row0 + index),
    );
    // Blue (the more used colour of every third row) and red have two different symbols.
    const symbols = new Map(rows.map((row, index) => [row % 3 === 0, squares[index]!.text]));
    expect(symbols.size).toBe(2);
    expect(symbols.get(true)).not.toBe(symbols.get(false));
    expect(squares.every((word, index) => word.text === symbols.get(rows[index]! % 3 === 0))).toBe(true);
  });
});

describe('wrong-side rows on the PDF’s chart pages', () => {
  /** The grey of an empty cell (column 25) in the middle of each row of the first page, overlap rows left out. */
  async function greys(state: ChartState, name: string): Promise<Map<number, number>> {
    const file = await pdfOf(state, name);
    const layout = layoutChartOf(state.grid.settings, options);
    const tile = layout.tiles[0]!;
    const page = render(file, firstChartPage);
    const x = options.marginPt + chartPageChrome.numbers + 25.5 * layout.cellPt;
    const found = new Map<number, number>();
    for (let row = tile.row0; row < tile.row1 - options.overlap; row += 1) {
      found.set(
        row,
        colourAt(page, x, top(options) + (row + 0.5) * (layout.cellHeightPt ?? layout.cellPt))[0],
      );
    }
    return found;
  }

  it('shades every second row counted from the bottom when the lace is worked back and forth', async () => {
    const found = await greys(
      laceChart({ direction2: 'rightToLeftAlternating', directionRunLength: 1 }),
      'flat',
    );
    expect(found.size).toBeGreaterThan(50);
    // 120 rows from the bottom: row 119 is the first (right side), 118 the second (wrong side): even rows shaded.
    for (const [row, grey] of found) {
      if (row % 2 === 0) expect(Math.abs(grey - 255 * 0.91), `row ${row}`).toBeLessThanOrEqual(3);
      else expect(grey, `row ${row}`).toBe(255);
    }
  });

  it('shades nothing when the lace is knitted in the round', async () => {
    const found = await greys(laceChart({ direction2: 'rightToLeft' }), 'round');
    expect([...found.values()].every((grey) => grey === 255)).toBe(true);
  });
});

describe('colour-craft glyphs in gauged cells', () => {
  /**
   * A cross-stitch checkerboard of 16 × 16 (every second cell empty, so poppler reads each glyph as a word): one
   * colour, one key-font glyph (a private-use character).
   */
  function checker(gauge: Partial<Gauge>): ChartState {
    const cells = new Uint8Array(256);
    for (let index = 0; index < 256; index += 1) cells[index] = (index + (index >> 4)) % 2 === 0 ? 1 : 0;
    const state = createChartState({
      craft: 'crossStitch',
      type: 'other',
      size: { columnCount: 16, rowCount: 16 },
      rows: encodeRowsPlain(cells, 16, 16),
      styles: [createPaletteStyle(1, { colorBackground: '#dddddd' })],
    });
    state.grid.settings.gauge = { ...state.grid.settings.gauge, ...gauge };
    return state;
  }

  async function glyphBoxes(gauge: Partial<Gauge>, name: string) {
    const state = checker(gauge);
    const file = await pdfOf(state, name);
    const layout = layoutChartOf(state.grid.settings, options);
    const html = runPoppler('pdftotext', '-f', '4', '-l', '4', '-bbox', file, '-');
    const words = [
      ...html.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">[\ue000-\uf8ff]<\/word>/gu,
      ),
    ].map((match) => match.slice(1, 5).map(Number) as [number, number, number, number]);
    return { layout, words };
  }

  it.each([
    ['wide cells (20 stitches, 28 rows)', { adjustGrid: true, gaugeHorizontal: 20, gaugeVertical: 28 }],
    ['tall cells (30 stitches, 20 rows)', { adjustGrid: true, gaugeHorizontal: 30, gaugeVertical: 20 }],
  ])('are centred in their cell and sized by its shorter side in %s', async (_name, gauge) => {
    const square = await glyphBoxes({}, 'square');
    const { layout, words } = await glyphBoxes(gauge, `gauge-${gauge.gaugeVertical}`);
    const cellWidth = layout.cellPt;
    const cellHeight = layout.cellHeightPt!;
    expect(cellHeight).not.toBeCloseTo(cellWidth);
    expect(words.length).toBe(128);
    const left = options.marginPt + chartPageChrome.numbers;
    for (const [xMin, yMin, xMax, yMax] of words) {
      const column = Math.floor((xMin - left) / cellWidth);
      const row = Math.floor(((yMin + yMax) / 2 - top(options)) / cellHeight);
      // Centred across the cell, inside it, and in the middle third of its height.
      expect(Math.abs((xMin + xMax) / 2 - (left + (column + 0.5) * cellWidth))).toBeLessThan(0.05);
      expect(xMax - xMin).toBeLessThan(cellWidth);
      expect(Math.abs((yMin + yMax) / 2 - (top(options) + (row + 0.5) * cellHeight))).toBeLessThan(
        cellHeight / 6,
      );
    }
    // The glyph keeps its shape: its advance scales with the shorter side of the cell.
    const advance = (box: number[]) => box[2]! - box[0]!;
    const ratio = advance(words[0]!) / advance(square.words[0]!);
    expect(ratio).toBeCloseTo(Math.min(cellWidth, cellHeight) / square.layout.cellPt, 2);
  });
});
