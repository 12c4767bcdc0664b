import { beforeAll, describe, expect, it } from 'vitest';
import { createChartState, createPaletteStyle, type ChartState } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { loadBrandPalette } from '@steekwerk/engine/node';
import { PDFDocument } from 'pdf-lib';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { cellsOf } from '../chart/testing/sampleChart';
import { isChartFileError } from '../chart/chartFileError';
import { knownProductsOf, itemOfStyle, type KnownProducts } from '../oxs/oxsPalette';
import { writeChartPdf } from '../pdf/writeChartPdf';
import { defaultPdfOptions, type PdfOptions } from '../pdf/pdfOptions';
import { productNumber } from '../pdf/keyLines';
import { pictureOnlyMessage, readPatternPdf } from './readPatternPdf';

/** A chart of `columns` × `rows` with five DMC threads, a plain "B" thread, empty cells and two backstitch lines. */
function patternChart(columns: number, rows: number): ChartState {
  const cells = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      cells[row * columns + column] = (row * 7 + column * 3 + Math.floor(column / 5)) % 7;
    }
  }
  const dmc = [
    ['310', '#000000', 'Black'],
    ['321', '#c72b3b', 'Red'],
    ['699', '#056517', 'Green'],
    ['797', '#13477d', 'Royal Blue'],
    ['3865', '#f9f7f1', 'Winter White'],
  ] as const;
  const styles = [
    ...dmc.map(([code, colour, name], index) =>
      createPaletteStyle(index + 1, {
        colorBackground: colour,
        productId: `dmc-${code}`,
        abbreviation: code,
        description: `DMC ${code} ${name}`,
      }),
    ),
    createPaletteStyle(6, { colorBackground: '#3366cc', abbreviation: 'B', description: 'Blauw' }),
  ];
  const state = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: columns, rowCount: rows },
    rows: encodeRowsPlain(cells, columns, rows),
    styles,
    title: 'Proefpatroon',
  });
  state.grid.customLines = [
    { x1: 1, y1: 1, x2: 4, y2: 1, styleId: 1 },
    { x1: 2, y1: 2, x2: 3, y2: 3, styleId: 2 },
  ];
  state.grid.halfStitches = [
    { x: 60, y: 80, left: true, top: true, styleId: 2 },
    { x: 60, y: 80, left: false, top: false, styleId: 4 },
    { x: 61, y: 81, left: true, top: false, styleId: 6 },
  ];
  state.grid.quarterStitches = [
    { x: 62, y: 82, left: false, top: true, styleId: 3 },
    { x: 63, y: 83, left: true, top: true, styleId: 1 },
  ];
  return state;
}

/** The thread number each cell shows ('' for an empty cell): style ids may differ, the numbers may not. */
function numbersOfCells(state: ChartState, label: (styleId: number) => string): string[] {
  return [...cellsOf(state)].map((styleId) => (styleId ? label(styleId) : ''));
}

const writtenLabel = (state: ChartState) => (styleId: number) => {
  const style = state.palette.styles.find((candidate) => candidate.styleId === styleId)!;
  return productNumber(style.productId) || style.abbreviation;
};
const readLabel = (state: ChartState) => (styleId: number) =>
  itemOfStyle(state.palette.styles.find((candidate) => candidate.styleId === styleId)!).number.toUpperCase();

let known: KnownProducts;
beforeAll(async () => {
  known = knownProductsOf(await loadBrandPalette('dmc'));
});

const layouts: Array<[string, Partial<PdfOptions>]> = [
  ['A4 staand, overlap 3, kleur', {}],
  ['A4 staand, geen overlap, zwart-wit', { overlap: 0, mode: 'bw' }],
  ['Letter liggend, overlap 2, kleur', { paper: 'letter', orientation: 'landscape', overlap: 2 }],
  ['Letter staand, zwart-wit, met geschreven pagina’s', { paper: 'letter', mode: 'bw', written: true }],
  [
    'A4 liggend, geen overlap, kleur, met geschreven pagina’s',
    { orientation: 'landscape', overlap: 0, written: true },
  ],
];

describe('pattern PDF round trip through our own writer', () => {
  const chart = patternChart(75, 96);
  for (const [name, layout] of layouts) {
    it(`${name}: the same cells, thread numbers and backstitch`, async () => {
      const options = { ...defaultPdfOptions, ...layout };
      const { bytes, pages } = await writeChartPdf(chartSnapshotOf(chart), options);
      const read = await readPatternPdf(bytes, { knownProducts: known });
      const { state, report } = read;
      expect(report.columns).toBe(75);
      expect(report.rows).toBe(96);
      expect(report.chartPages.length).toBeGreaterThan(1);
      expect(report.chartPages.at(-1)).toBeLessThanOrEqual(pages);
      if (options.mode === 'colour') {
        expect(report.missing).toEqual([]);
        const parts = (list: ChartState['grid']['halfStitches'], labels: (styleId: number) => string) =>
          list.map(({ x, y, left, top, styleId }) => `${x},${y},${left},${top},${labels(styleId)}`).sort();
        expect(parts(state.grid.halfStitches, readLabel(state))).toEqual(
          parts(chart.grid.halfStitches, writtenLabel(chart)),
        );
        expect(parts(state.grid.quarterStitches, readLabel(state))).toEqual(
          parts(chart.grid.quarterStitches, writtenLabel(chart)),
        );
      } else {
        // Black and white draws part stitches grey: they are counted as missing, never guessed.
        expect(report.missing).toEqual([
          '5 halve of kwartsteken zonder herkenbare kleur (zwart-wit) zijn niet gelezen.',
        ]);
      }
      expect(numbersOfCells(state, readLabel(state))).toEqual(numbersOfCells(chart, writtenLabel(chart)));
      expect(report.stitches).toBe([...cellsOf(chart)].filter(Boolean).length);
      // Every thread: DMC ones linked to the catalogue with the catalogue's colour in black and white.
      const numbers = state.palette.styles.map((style) => readLabel(state)(style.styleId)).sort();
      expect(numbers).toEqual(['B', 'DMC 310', 'DMC 321', 'DMC 3865', 'DMC 699', 'DMC 797']);
      const red = state.palette.styles.find((style) => style.productId === 'dmc-321')!;
      expect(red.description).toBe('DMC 321 Red');
      if (options.mode === 'colour') {
        expect(red.colorBackground).toBe('#c72b3b');
        expect(state.palette.styles.find((style) => style.abbreviation === 'B')!.colorBackground).toBe(
          '#3366cc',
        );
      } else {
        const product = known.get('dmc-321')!;
        expect(red.colorBackground).toBe(
          `#${product.rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`,
        );
      }
      const lines = state.grid.customLines.map(({ x1, y1, x2, y2 }) => [x1, y1, x2, y2]);
      expect(lines).toEqual([
        [1, 1, 4, 1],
        [2, 2, 3, 3],
      ]);
      if (options.mode === 'colour') {
        expect(state.grid.customLines.map((line) => readLabel(state)(line.styleId))).toEqual([
          'DMC 310',
          'DMC 321',
        ]);
      }
      expect(state.settings.title).toBe('Proefpatroon');
    }, 60_000);
  }

  it('a chart on one page reads back too', async () => {
    const small = patternChart(20, 12);
    const { bytes } = await writeChartPdf(chartSnapshotOf(small), defaultPdfOptions);
    const { state, report } = await readPatternPdf(bytes);
    expect(report.chartPages).toEqual([4]);
    expect(numbersOfCells(state, readLabel(state))).toEqual(numbersOfCells(small, writtenLabel(small)));
  }, 60_000);
});

describe('PDFs that are no chart', () => {
  const message = async (bytes: Uint8Array) => {
    try {
      await readPatternPdf(bytes);
    } catch (error) {
      expect(isChartFileError(error)).toBe(true);
      return (error as Error).message;
    }
    throw new Error('no error');
  };

  it('a picture-only PDF says so in Dutch and points to the picture import', async () => {
    const doc = await PDFDocument.create();
    const png = await doc.embedPng(
      Uint8Array.from(
        atob(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
        ),
        (c) => c.charCodeAt(0),
      ),
    );
    doc.addPage().drawImage(png, { x: 50, y: 50, width: 400, height: 400 });
    expect(await message(await doc.save())).toBe(pictureOnlyMessage);
    expect(pictureOnlyMessage).toMatch(/^Dit PDF-bestand bevat plaatjes in plaats van symbolen; /);
  });

  it('a broken PDF, an empty file and another file give Dutch messages', async () => {
    const { bytes } = await writeChartPdf(chartSnapshotOf(patternChart(20, 12)), defaultPdfOptions);
    expect(await message(bytes.slice(0, 2000))).toMatch(/^Dit PDF-bestand kan niet gelezen worden/);
    expect(await message(new Uint8Array())).toBe('Het bestand is leeg.');
    expect(await message(new TextEncoder().encode('<chart/>'))).toBe(
      'Dit is geen PDF-bestand (het begint niet met %PDF-).',
    );
  });

  it('a PDF of text without a grid says there is no chart in it', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont('Helvetica');
    doc.addPage().drawText('Een brief, geen patroon', { x: 50, y: 700, size: 12, font });
    expect(await message(await doc.save())).toMatch(/geen telpatroon/);
  });
});
