/**
 * The written pages as poppler (pdftotext, pdfinfo) reads them: the heading and title, the "Afkortingen" key, every
 * row in work order, long rows wrapped inside the margins with a hanging indent, and page numbers that continue the
 * chart pages'. Without the option the PDF has no such pages.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPaletteStyle } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOfCells } from './testing/sampleChart';
import { defaultPdfOptions, paperSizePt } from './pdfOptions';
import { pdfFonts } from './testing/poppler';
import { sampleChart } from './testing/sampleChart';
import { planChartPdf, writeChartPdf } from './writeChartPdf';
import { writtenPatternForPdf } from './writtenPages';
import { chartSnapshotOf } from '../chart/chartSnapshot';

const directory = mkdtempSync(join(tmpdir(), 'steekwerk-pdf-written-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });
const pageCount = (file: string) => Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', file))![1]);

/** A knitting chart of 120 × 40 in knit and purl, short runs that differ from row to row, so rows are long and none merge. */
function ribbedChart() {
  const columns = 120;
  const rows = 40;
  const chart = sampleChart(columns, rows, 2, 'knitting');
  chart.settings.title = 'Sjaal met ribbels';
  chart.palette.styles = [
    createPaletteStyle(1, { symbolId: 'knit', abbreviation: 'r', description: 'recht' }),
    createPaletteStyle(2, { symbolId: 'purl', abbreviation: 'av', description: 'averecht' }),
  ];
  const cells = new Uint8Array(columns * rows);
  for (let y = 0; y < rows; y += 1) {
    for (let x = 0; x < columns; x += 1) cells[y * columns + x] = (x * 7 + y * 13 + x * y) % 5 < 2 ? 1 : 2;
  }
  chart.grid.rows = rowsOfCells(cells);
  return chart;
}

const chart = ribbedChart();
const withWritten = join(directory, 'written.pdf');
const without = join(directory, 'plain.pdf');
let pages = 0;
let plainPages = 0;

beforeAll(async () => {
  const written = await writeChartPdf(chartSnapshotOf(chart), { ...defaultPdfOptions, written: true });
  pages = written.pages;
  writeFileSync(withWritten, written.bytes);
  const plain = await writeChartPdf(chartSnapshotOf(chart), defaultPdfOptions);
  plainPages = plain.pages;
  writeFileSync(without, plain.bytes);
}, 60_000);

/** The text of pages `from` .. `to`, as pdftotext reads it in reading order. */
const textOf = (file: string, from: number, to: number) =>
  run('pdftotext', '-f', String(from), '-l', String(to), file, '-');

describe('the written pages of the PDF', () => {
  it('come after the chart pages, counted by the plan and numbered on', () => {
    const plan = planChartPdf(chartSnapshotOf(chart), { ...defaultPdfOptions, written: true });
    expect(plan.writtenPages).toBeGreaterThan(1);
    expect(pages).toBe(plainPages + plan.writtenPages);
    expect(plan.pages).toBe(pages);
    expect(pageCount(withWritten)).toBe(pages);
    const first = plainPages + 1;
    expect(textOf(withWritten, first - 1, first - 1)).toContain(`Pagina ${first - 1} van ${pages}`);
    expect(textOf(withWritten, first - 1, first - 1)).not.toContain('Geschreven patroon');
    for (let page = first; page <= pages; page += 1) {
      const text = textOf(withWritten, page, page);
      expect(text).toContain(`Pagina ${page} van ${pages}`);
      expect(text).toContain(page === first ? 'Geschreven patroon' : 'Geschreven patroon (vervolg)');
    }
  });

  it('print the title, the key of abbreviations and every row in work order, then the totals', () => {
    const text = textOf(withWritten, plainPages + 1, pages).replace(/\s+/g, ' ');
    expect(text).toContain('Geschreven patroon Pagina');
    expect(text).toContain('Sjaal met ribbels');
    expect(text).toMatch(/Afkortingen: r = recht av = averecht Toer 1: /);
    // Every line of the generator's text (the bottom panel's), in its order.
    const lines = writtenPatternForPdf(chartSnapshotOf(chart)).lines.filter((line) => line.text !== '');
    expect(lines.filter((line) => line.text.startsWith('Toer')).length).toBeGreaterThan(20);
    // A row may go on over a page break: the next page's heading is left out.
    const body = text.replace(/ Geschreven patroon \(vervolg\) Pagina \d+ van \d+/g, '');
    let at = 0;
    for (const { text: line } of lines) {
      const found = body.indexOf(line, at);
      expect(found, line).toBeGreaterThanOrEqual(at);
      at = found + line.length;
    }
    expect(body).toMatch(/Totaal: \d+ r, \d+ av\s*$/);
  });

  it('wrap a long row inside the margins, its next lines hanging indented, never splitting a count from its stitch', () => {
    const bbox = run(
      'pdftotext',
      '-f',
      String(plainPages + 1),
      '-l',
      String(plainPages + 1),
      '-bbox',
      withWritten,
      '-',
    );
    const words = [
      ...bbox.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
      ),
    ].map((match) => ({
      xMin: Number(match[1]),
      yMin: Number(match[2]),
      xMax: Number(match[3]),
      text: match[4]!,
    }));
    const margin = defaultPdfOptions.marginPt;
    const right = paperSizePt.a4.width - margin;
    expect(words.filter((word) => word.xMin < margin - 1 || word.xMax > right + 1)).toEqual([]);
    const lineStarts = new Map<number, { xMin: number; text: string }>();
    for (const word of words) {
      const y = Math.round(word.yMin);
      if (!lineStarts.has(y) || lineStarts.get(y)!.xMin > word.xMin) lineStarts.set(y, word);
    }
    const starts = [...lineStarts.values()];
    const hanging = starts.filter((start) => Math.abs(start.xMin - (margin + 24)) < 0.5);
    expect(hanging.length).toBeGreaterThan(10);
    // A continuation line starts with a count ("1"), never with the stitch word it counts.
    expect(hanging.every((start) => /^(\d+|\(\d+)$/.test(start.text))).toBe(true);
    const naald1 = starts.findIndex((start) => start.text === 'Toer');
    expect(Math.abs(starts[naald1]!.xMin - margin)).toBeLessThan(0.5);
    expect(Math.abs(starts[naald1 + 1]!.xMin - (margin + 24))).toBeLessThan(0.5);
  });

  it('are left out without the option', () => {
    expect(planChartPdf(chartSnapshotOf(chart), defaultPdfOptions).writtenPages).toBe(0);
    expect(run('pdftotext', without, '-')).not.toMatch(/Geschreven patroon|Afkortingen|Toer 1:/);
    expect(textOf(without, plainPages, plainPages)).toContain(`Pagina ${plainPages} van ${plainPages}`);
  });

  it('write the arrows of a corner-to-corner chart in the embedded font', async () => {
    const c2c = sampleChart(6, 6, 2, 'crochet');
    c2c.settings.type = 'c2c';
    const file = join(directory, 'c2c.pdf');
    const written = await writeChartPdf(chartSnapshotOf(c2c), { ...defaultPdfOptions, written: true });
    writeFileSync(file, written.bytes);
    const text = textOf(file, written.pages, written.pages);
    expect(text).toContain('Blokjes per kleur');
    expect(text).toMatch(/[↖↗↘↙]/);
    expect(text).not.toContain('?');
    expect(pdfFonts(file).map((font) => [font.name.replace(/-\d+$/, ''), font.embedded])).toEqual(
      expect.arrayContaining([
        ['DejaVuSans', 'yes'],
        ['Arimo-Regular', 'yes'],
        ['Arimo-Bold', 'yes'],
      ]),
    );
    expect(pdfFonts(file).every((font) => font.embedded === 'yes')).toBe(true);
  });
});
