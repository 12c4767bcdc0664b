/**
 * The freeform PDF as a reader sees it through poppler: the pages, their text, the key's counts, and the first page
 * drawn (`pdftoppm`) with the symbols in their colour on the background.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { defaultPdfOptions, type PdfOptions } from '../pdf/pdfOptions';
import { runPoppler } from '../pdf/testing/poppler';
import { decodePng } from '../png/pngCodec';
import { pixel } from '../png/testing/pngReading';
import { planFreeformPdf, writeFreeformPdf } from './freeformPdf';
import { doilyChart, placed } from './testing/doilyChart';

const directory = mkdtempSync(join(tmpdir(), 'steekwerk-freeform-pdf-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

async function written(
  state: ReturnType<typeof doilyChart>,
  options: Partial<PdfOptions> = {},
  name = 'doily',
) {
  const snapshot = chartSnapshotOf(state);
  const all = { ...defaultPdfOptions, ...options };
  const result = await writeFreeformPdf(snapshot, all);
  const file = join(directory, `${name}.pdf`);
  writeFileSync(file, result.bytes);
  return { ...result, file, plan: planFreeformPdf(snapshot, all) };
}

const pageText = (file: string, page: number) =>
  runPoppler('pdftotext', '-layout', '-f', String(page), '-l', String(page), file, '-');

describe('a freeform chart as a PDF', () => {
  it('prints the motif, then the key with each visible style and its count', async () => {
    const { file, pages, plan } = await written(doilyChart());
    expect(pages).toBe(2);
    expect(plan).toEqual({ pages: 2, partPages: 0, keyPages: 1, writtenPages: 0 });
    expect(runPoppler('pdfinfo', file)).toMatch(/Pages:\s+2\b/);
    expect(pageText(file, 1)).toContain('Kleedje · vrije vorm 500 × 500 · 18 symbolen');
    const key = pageText(file, 2);
    expect(key).toContain('Legenda');
    expect(key).toMatch(/Losse blauw\s+6/);
    expect(key).toMatch(/stk\s+12/);
    expect(key).toContain('Stokje');
    // The picots' layer is hidden: not in the key.
    expect(key).not.toContain('Picot');
  }, 60_000);

  it('draws the symbols in their colour on the background colour', async () => {
    const { file } = await written(doilyChart(), {}, 'drawn');
    execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', '72', '-png', '-singlefile', file, `${file}-page`]);
    const page = decodePng(readFileSync(`${file}-page.png`), 4_000_000);
    // A4 at 72 dpi, about 595 × 842 pixels. The 500-unit square is fitted into the 451-point-wide drawing area
    // (72-point margins) and centred in its height (28 points for the heading).
    const perPoint = page.width / 595.28;
    const scale = (595.28 - 144) / 500;
    const top = 72 + 28 + (841.89 - 144 - 28 - 500 * scale) / 2;
    const at = (x: number, y: number) =>
      pixel(page, (72 + x * scale) * perPoint, (top + y * scale) * perPoint);
    expect(at(10, 10)).toEqual([0xff, 0xf8, 0xe7]);
    // The stem of the double crochet at 12 o'clock runs through its centre (250, 160); antialiased, so near green.
    const [red, green, blue] = at(250, 160);
    expect(green).toBeGreaterThan(red + 40);
    expect(green).toBeGreaterThan(blue + 40);
  }, 60_000);

  it('splits a large motif over parts pages beside the whole one, on the chosen paper', async () => {
    // Symbols in two far corners: only the parts that show any get a page (not every part of the grid of parts).
    const chart = doilyChart([placed(1, 1, 1900, 1900)]);
    const large = { ...chart, freeform: { ...chart.freeform, size: { width: 2000, height: 2000 } } };
    const { file, plan } = await written(large, { orientation: 'landscape', paper: 'letter' }, 'large');
    expect(plan.partPages).toBe(2);
    expect(runPoppler('pdfinfo', file)).toMatch(/Page size:\s+792 x 612 pts/);
    expect(pageText(file, 2)).toContain(`Deel 1 van ${plan.partPages}`);
    expect(pageText(file, 3)).toMatch(/Deel 2 van 2 \(rij [2-9], kolom [2-9]\)/);
    expect(pageText(file, 2 + plan.partPages)).toMatch(/Losse blauw\s+7/);
  }, 60_000);

  it('adds the written rounds as pages of their own when asked', async () => {
    const { file, plan } = await written(doilyChart(), { written: true }, 'written');
    expect(plan.writtenPages).toBe(1);
    const page = pageText(file, 3);
    expect(page).toContain('Geschreven patroon');
    expect(page).toMatch(/Toer 1: .*6 /);
    expect(page).toMatch(/Toer 2: .*12 /);
    // Without round guides the free stitches are written per layer; without visible symbols there is nothing.
    const chart = doilyChart();
    const noGuides = { ...chart, freeform: { ...chart.freeform, roundGuides: [] } };
    const free = await written(noGuides, { written: true }, 'no-guides');
    expect(pageText(free.file, 3)).toContain('Laag 1 (Toeren): 6 lossen, 12 stokjes');
    const empty = { ...chart, freeform: { ...chart.freeform, symbols: [] } };
    expect((await written(empty, { written: true }, 'nothing')).plan.writtenPages).toBe(0);
  }, 60_000);

  it('says so on the key page of a chart without visible symbols, and refuses bad options', async () => {
    const chart = doilyChart();
    const empty = { ...chart, freeform: { ...chart.freeform, symbols: [] } };
    const { file } = await written(empty, {}, 'empty');
    expect(pageText(file, 2)).toContain('Deze chart heeft nog geen zichtbare symbolen.');
    await expect(
      writeFreeformPdf(chartSnapshotOf(chart), { ...defaultPdfOptions, paper: 'a0' as 'a4' }),
    ).rejects.toThrow('Onbekend papierformaat: a0.');
  }, 60_000);
});
