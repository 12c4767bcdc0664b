/**
 * The written pages in the table mode (issue 27), as poppler reads them: a heading row "Toer Kant Richting
 * Instructie Steken" at the top of every written page, each row's label, direction, instructions and count in their
 * columns (counts right-aligned), long instructions wrapped inside their column, and the plan's page count.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPaletteStyle, defaultWrittenSettings } from '@steekwerk/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { defaultPdfOptions, paperSizePt } from './pdfOptions';
import { rowsOfCells, sampleChart } from './testing/sampleChart';
import { planChartPdf, writeChartPdf } from './writeChartPdf';
import { layoutWrittenPages, writtenPatternForPdf } from './writtenPages';

const directory = mkdtempSync(join(tmpdir(), 'steekwerk-pdf-table-'));
afterAll(() => (process.env.KEEP_PDF ? undefined : rmSync(directory, { recursive: true, force: true })));
const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

/** 90 × 80 knit and purl in short runs, so rows are long (they wrap) and the table runs over several pages. */
function tableChart() {
  const columns = 90;
  const rows = 80;
  const chart = sampleChart(columns, rows, 2, 'knitting');
  chart.settings.title = 'Tabel';
  chart.settings.written = { ...defaultWrittenSettings, mode: 'table' };
  chart.palette.styles = [
    createPaletteStyle(1, { symbolId: 'knit', abbreviation: 'r', description: 'recht' }),
    createPaletteStyle(2, { symbolId: 'purl', abbreviation: 'av', description: 'averecht' }),
  ];
  const cells = new Uint8Array(columns * rows);
  for (let y = 0; y < rows; y += 1)
    for (let x = 0; x < columns; x += 1) cells[y * columns + x] = (x * 7 + y * 13 + x * y) % 5 < 2 ? 1 : 2;
  chart.grid.rows = rowsOfCells(cells);
  return chart;
}

interface Word {
  xMin: number;
  yMin: number;
  xMax: number;
  text: string;
}

const chart = tableChart();
const file = join(directory, 'table.pdf');
let pages = 0;
let firstWritten = 0;

beforeAll(async () => {
  const written = await writeChartPdf(chartSnapshotOf(chart), { ...defaultPdfOptions, written: true });
  pages = written.pages;
  firstWritten =
    pages - planChartPdf(chartSnapshotOf(chart), { ...defaultPdfOptions, written: true }).writtenPages + 1;
  writeFileSync(file, written.bytes);
}, 60_000);

function wordsOf(page: number): Word[] {
  const bbox = run('pdftotext', '-f', String(page), '-l', String(page), '-bbox', file, '-');
  return [
    ...bbox.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
  ].map((match) => ({
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    text: match[4]!,
  }));
}

describe('the written pages in the table mode', () => {
  it('print the heading row on every written page, and the count as pdfinfo says', () => {
    expect(firstWritten).toBeLessThan(pages);
    expect(Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', file))![1])).toBe(pages);
    for (let page = firstWritten; page <= pages; page += 1) {
      const text = run('pdftotext', '-f', String(page), '-l', String(page), '-layout', file, '-');
      expect(text).toMatch(/Toer\s+Kant\s+Richting\s+Instructie\s+Steken/);
    }
  });

  it('put every row in its columns: label, direction, instructions, the count right-aligned', () => {
    const words = wordsOf(firstWritten);
    const margin = defaultPdfOptions.marginPt;
    const right = paperSizePt.a4.width - margin;
    expect(words.filter((word) => word.xMin < margin - 1 || word.xMax > right + 1)).toEqual([]);
    const heading = words.find((word) => word.text === 'Instructie')!;
    const labels = words.filter((word) => word.text === 'Toer' && Math.abs(word.xMin - margin) < 0.5);
    expect(labels.length).toBeGreaterThan(10);
    // In the round: every row "naar links"; the instructions start under their heading.
    const directions = words.filter((word) => word.text === 'links');
    expect(directions.length).toBe(labels.length - 1);
    const instructionStarts = words.filter(
      (word) => Math.abs(word.xMin - heading.xMin) < 0.5 && /^\d+$/.test(word.text),
    );
    expect(instructionStarts.length).toBeGreaterThan(labels.length - 1);
    // The counts (90 stitches) stand right-aligned under "Steken".
    const steken = words.find((word) => word.text === 'Steken')!;
    // ("90 av" in the instructions is no count.)
    const counts = words.filter((word) => word.text === '90' && word.xMin > steken.xMin - 10);
    expect(counts.length).toBe(labels.length - 1);
    for (const count of counts) expect(Math.abs(count.xMax - steken.xMax)).toBeLessThan(1);
  });

  it('keeps the same rows as the text: one table row per row in work order', () => {
    const pattern = writtenPatternForPdf(chartSnapshotOf(chart));
    const tableLines = pattern.lines.filter((line) => line.text.includes('\t'));
    expect(tableLines[0]!.text).toBe('Toer\tKant\tRichting\tInstructie\tSteken');
    expect(tableLines.length).toBe(81);
    const laidOut = layoutWrittenPages(pattern, paperSizePt.a4, defaultPdfOptions.marginPt).flat();
    expect(laidOut.filter((line) => line.rule).length).toBe(pages - firstWritten + 1);
  });
});
