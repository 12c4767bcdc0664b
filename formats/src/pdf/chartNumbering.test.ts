/** The PDF's numbers come from the chart's own ruler (model's one numbering) for every craft. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRuler, type Craft, type Ruler } from '@steekwerk/model';
import { afterAll, describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { chartNumbering } from './chartNumbering';
import { defaultPdfOptions } from './pdfOptions';
import { sampleChart } from './testing/sampleChart';
import { writeChartPdf } from './writeChartPdf';

/** A 12 × 12 chart of a craft with a ruler; `undefined` keeps the ruler the craft gives a new chart. */
function chartWith(craft: Craft, ruler?: Partial<Ruler> & { old?: boolean }) {
  const chart = sampleChart(12, 12, 2, craft);
  if (ruler) {
    const { old, ...change } = ruler;
    const base = old ? defaultRuler() : { ...defaultRuler(), explicit: true };
    chart.grid.settings.ruler = { ...base, ...change };
  }
  return chart;
}
const printed = (numbering: ReturnType<typeof chartNumbering>, axis: 'columns' | 'rows') =>
  Array.from({ length: 12 }, (_, index) =>
    axis === 'columns' ? numbering.columnPrinted(index) : numbering.rowPrinted(index),
  );
const u = undefined;

describe('chartNumbering', () => {
  it.each<[string, Craft, (Partial<Ruler> & { old?: boolean }) | undefined, Array<number | undefined>]>([
    [
      'a new cross-stitch chart: rows from the top',
      'crossStitch',
      undefined,
      [1, u, u, u, u, u, u, u, u, 10, u, u],
    ],
    [
      'an old cross-stitch chart (knitting default saved): still from the top',
      'crossStitch',
      { old: true },
      [1, u, u, u, u, u, u, u, u, 10, u, u],
    ],
    [
      'a cross-stitch chart whose maker chose bottom to top',
      'crossStitch',
      {},
      [u, u, 10, u, u, u, u, u, u, u, u, 1],
    ],
    ['a knitting chart: rows from the bottom', 'knitting', undefined, [u, u, 10, u, u, u, u, u, u, u, u, 1]],
    [
      'a knitting chart with skip 2: pairs of rows',
      'knitting',
      { skipCount: 2 },
      [u, u, u, u, u, u, u, u, u, u, u, 1],
    ],
    [
      'a knitting chart with a hidden row ruler prints none',
      'knitting',
      { vertical: 'hidden' },
      Array(12).fill(u),
    ],
    [
      'a fuse-beads chart with start 0 top to bottom',
      'fuseBeads',
      { verticalDirection: 'topToBottom', startNumber: 0 },
      [0, u, u, u, u, u, u, u, u, 9, u, u],
    ],
  ])('%s', (_title, craft, ruler, rows) => {
    expect(printed(chartNumbering(chartWith(craft, ruler)), 'rows')).toEqual(rows);
  });

  it('labels every line, an ignored one by its nearest counted neighbour', () => {
    const numbering = chartNumbering(
      chartWith('knitting', { ignoredRows: [11], verticalDirection: 'topToBottom' }),
    );
    expect([numbering.rowLabel(0), numbering.rowLabel(10), numbering.rowLabel(11)]).toEqual([1, 11, 11]);
  });

  it('draws the heavy lines every 10 where the ruler counts: from its edge, or from the middle (centre template)', () => {
    const heavy = (numbering: ReturnType<typeof chartNumbering>, axis: 'columns' | 'rows') =>
      Array.from({ length: 13 }, (_, b) => b).filter((b) =>
        axis === 'columns' ? numbering.heavyColumnLine(b) : numbering.heavyRowLine(b),
      );
    expect(heavy(chartNumbering(chartWith('knitting')), 'columns')).toEqual([2, 12]);
    expect(heavy(chartNumbering(chartWith('crossStitch')), 'rows')).toEqual([0, 10]);
    const centre = chartNumbering(chartWith('knitting', { template: 'center' }));
    expect(heavy(centre, 'columns')).toEqual([6]);
    expect(heavy(centre, 'rows')).toEqual([2, 12]);
  });
});

describe('the PDF of an old cross-stitch chart (poppler)', () => {
  const directory = mkdtempSync(join(tmpdir(), 'steekwerk-pdf-ruler-'));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it('keeps counting from the top left, as the editor now shows it', async () => {
    const file = join(directory, 'old.pdf');
    writeFileSync(
      file,
      (await writeChartPdf(chartSnapshotOf(chartWith('crossStitch', { old: true })), defaultPdfOptions))
        .bytes,
    );
    const pages = execFileSync('pdfinfo', [file], { encoding: 'utf8' }).match(/Pages:\s+(\d+)/)![1];
    const text = execFileSync('pdftotext', ['-f', pages!, '-l', pages!, '-layout', file, '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain('Kolommen 1–12, Rijen 1–12');
    // Column numbers 1 and 10 left to right above the grid; row numbers 1 then 10 down its left side.
    const lines = text.split('\n');
    const numbers = lines.find((line) => /^\s*1\s+10\s*$/.test(line));
    expect(numbers).toBeDefined();
    const rowNumbers = lines.map((line) => line.match(/^\s*(\d+) \S/)?.[1]).filter(Boolean);
    expect(rowNumbers).toEqual(['1', '10']);
  });
});
