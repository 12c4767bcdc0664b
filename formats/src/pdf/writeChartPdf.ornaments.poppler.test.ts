/**
 * Every thread in the key and French knots and beads on the chart, as poppler reads and renders the PDF: a colour
 * used only for backstitch, only for knots or only for beads has its key line with what it is used for; the cover
 * counts the knots and beads; the chart page shows a knot as a dot and a bead as a ring, in colour and in
 * black-and-white.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOfCells } from './testing/sampleChart';
import { chartPageChrome } from './pageTiling';
import { defaultCellPt, defaultPdfOptions, type PdfOptions } from './pdfOptions';
import { writeChartPdf } from './writeChartPdf';
import { chartSnapshotOf } from '../chart/chartSnapshot';

const directory = mkdtempSync(join(tmpdir(), 'steekwerk-pdf-ornaments-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

/** A 20 × 10 chart: the left half in DMC 310, the right half empty; each other colour has one use only. */
function ornamentChart() {
  const columns = 20;
  const rows = 10;
  const cells = new Uint8Array(columns * rows);
  for (let row = 0; row < rows; row += 1) cells.fill(1, row * columns, row * columns + 10);
  const chart = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: columns, rowCount: rows },
    rows: rowsOfCells(cells),
    title: 'Knopen en kralen',
    styles: [
      createPaletteStyle(1, { colorBackground: '#000000', abbreviation: 'DMC 310', description: 'Zwart' }),
      createPaletteStyle(2, { colorBackground: '#ff0000', abbreviation: 'DMC 666', description: 'Rood' }),
      createPaletteStyle(3, { colorBackground: '#0000ff', abbreviation: 'DMC 797', description: 'Blauw' }),
      createPaletteStyle(4, { colorBackground: '#00a000', abbreviation: 'MH 00167', description: 'Groen' }),
    ],
  });
  chart.grid.customLines.push({ x1: 0, y1: 0, x2: 14, y2: 0, styleId: 2 });
  chart.grid.ornaments.push(
    { x: 12.5, y: 2.5, kind: 'knot', styleId: 3 },
    { x: 15, y: 5, kind: 'bead', sizeMm: 4, styleId: 4 },
    { x: 17, y: 8, kind: 'bead', styleId: 4 },
    { x: 2, y: 2, kind: 'knot', styleId: 1 },
  );
  return chart;
}

const chart = ornamentChart();
const options: PdfOptions = { ...defaultPdfOptions, overlap: 0 };
const colourFile = join(directory, 'colour.pdf');
const bwFile = join(directory, 'bw.pdf');

beforeAll(async () => {
  writeFileSync(colourFile, (await writeChartPdf(chartSnapshotOf(chart), options)).bytes);
  writeFileSync(bwFile, (await writeChartPdf(chartSnapshotOf(chart), { ...options, mode: 'bw' })).bytes);
}, 60_000);

/** Page 4 (the only chart page) as RGB pixels at 3 pixels per point, and the pixel at a hole-lattice place. */
function chartPagePixels(file: string) {
  const scale = 3;
  const ppm = execFileSync('pdftoppm', ['-f', '4', '-l', '4', '-r', String(72 * scale), file], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const [, width] = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  const header = ppm
    .subarray(0, 40)
    .toString('latin1')
    .match(/^P6\s+\d+\s+\d+\s+255\s/)![0].length;
  const left = options.marginPt + chartPageChrome.numbers;
  const top = options.marginPt + chartPageChrome.heading + chartPageChrome.numbers;
  /** The colour at a point of the chart, in cells from its top-left corner. */
  return (x: number, y: number): [number, number, number] => {
    const px = Math.round((left + x * defaultCellPt) * scale);
    const py = Math.round((top + y * defaultCellPt) * scale);
    const at = header + (py * Number(width) + px) * 3;
    return [ppm[at]!, ppm[at + 1]!, ppm[at + 2]!];
  };
}

describe('knots, beads and every thread in the PDF', () => {
  it('keys every colour with what it is used for, the backstitch-only, knot-only and bead-only ones too', () => {
    const key = run('pdftotext', '-f', '2', '-l', '2', '-layout', colourFile, '-');
    const lines = key.split('\n');
    const lineOf = (pattern: RegExp) => lines.find((line) => pattern.test(line));
    expect(lineOf(/DMC 310\s+Zwart\s+2\s+100 steken\s+1 streng \(koop 1\)/)).toBeDefined();
    expect(lineOf(/^\s+2\s+1 Franse knoop\s*$/)).toBeDefined();
    expect(lineOf(/DMC 666\s+Rood\s+1\s+2,5 cm backsteek\s+1 streng \(koop 1\)/)).toBeDefined();
    expect(lineOf(/DMC 797\s+Blauw\s+2\s+1 Franse knoop\s+1 streng \(koop 1\)/)).toBeDefined();
    expect(lineOf(/MH 00167\s+Groen\s+1 kraal van 2 mm\s+1–2 stuks \(koop 2\)/)).toBeDefined();
    expect(lineOf(/^\s+1 kraal van 4 mm\s+1–2 stuks \(koop 2\)/)).toBeDefined();
    expect(key).toContain('De schatting van een kleur telt al haar steken');
    expect(key).toContain('Kralen tellen per stuk');
  });

  it('counts the knots and beads on the cover', () => {
    const cover = run('pdftotext', '-f', '1', '-l', '1', colourFile, '-');
    expect(cover).toContain("4 kleuren · 2 Franse knopen · 2 kralen · 4 pagina's");
  });

  it('draws a knot as a dot and a bead as a ring of its size, in the colour of its style', () => {
    const pixel = chartPagePixels(colourFile);
    // The blue knot: blue at its centre, white a cell away.
    expect(pixel(12.5, 2.5)).toEqual([0, 0, 255]);
    expect(pixel(13.5, 2.5)).toEqual([255, 255, 255]);
    // The 4 mm bead is 2.2 cells wide on 14 count: green on its ring, white in its hole.
    const ring = 4 / (25.4 / 14) / 2;
    const green = pixel(15 + ring, 5);
    expect(green[1]).toBeGreaterThan(120);
    expect(green[0]).toBeLessThan(80);
    expect(pixel(15.3, 5.3)).toEqual([255, 255, 255]);
    // The knot on a black cell keeps a white halo around its black dot.
    expect(pixel(2, 2)).toEqual([0, 0, 0]);
  });

  it('draws them black in black-and-white mode', () => {
    const pixel = chartPagePixels(bwFile);
    expect(pixel(12.5, 2.5)).toEqual([0, 0, 0]);
    const ring = 4 / (25.4 / 14) / 2;
    expect(pixel(15 + ring, 5)[0]).toBeLessThan(60);
    expect(pixel(15.3, 5.3)).toEqual([255, 255, 255]);
  });
});
