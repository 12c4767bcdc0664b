/** Knitting charts: stitch symbols as vector paths, the key with abbreviations and descriptions, the ruler's numbers. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPaletteStyle } from '@steekwerk/model';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultPdfOptions } from './pdfOptions';
import { sampleChart } from './testing/sampleChart';
import { writeChartPdf } from './writeChartPdf';
import { chartSnapshotOf } from '../chart/chartSnapshot';

const directory = mkdtempSync(join(tmpdir(), 'steekwerk-pdf-knit-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

describe('writeChartPdf for a knitting chart', () => {
  it('draws stitch symbols as paths, lists abbreviations and descriptions, numbers pages by the ruler', async () => {
    const chart = sampleChart(30, 20, 3, 'knitting');
    chart.palette.styles = [
      createPaletteStyle(1, { symbolId: 'knit', abbreviation: 'r', description: 'recht' }),
      createPaletteStyle(2, { symbolId: 'purl', abbreviation: 'av', description: 'averecht' }),
      createPaletteStyle(3, { symbolId: 'yarn-over', abbreviation: 'omsl', description: 'omslag' }),
    ];
    const file = join(directory, 'knit.pdf');
    writeFileSync(file, (await writeChartPdf(chartSnapshotOf(chart), defaultPdfOptions)).bytes);

    const key = run('pdftotext', '-f', '2', '-l', '2', '-layout', file, '-');
    expect(key).toMatch(/r\s+recht\s+\d+ steken\s+\d+–\d+ m \(koop \d+\)/);
    expect(key).toMatch(/av\s+averecht/);
    expect(key).toMatch(/omsl\s+omslag/);
    const chartPage = run('pdftotext', '-f', '4', '-l', '4', file, '-');
    // The default ruler counts columns from the right and rows from the bottom.
    expect(chartPage).toContain('Kolommen 1–30, Rijen 1–20');
    // No glyph of the key font: the stitches are drawn as paths.
    expect([...chartPage].filter((character) => /[\ue000-\uf8ff]/u.test(character))).toEqual([]);
    const pgm = execFileSync('pdftoppm', ['-f', '4', '-l', '4', '-r', '20', '-gray', file]);
    expect(pgm.subarray(pgm.indexOf('255\n') + 4).filter((value) => value < 160).length).toBeGreaterThan(100);
  });
});
