/**
 * The PDF as poppler (Debian poppler-utils, scripts/system-deps.sh) reads it: page count, every font embedded (the
 * symbol font not subset), one symbol glyph per stitched cell at its place, every key line, and pages that are not blank.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { chartPageChrome, layoutChartPages } from './pageTiling';
import { buildKey } from './keyCounts';
import { defaultPdfOptions, type PdfOptions } from './pdfOptions';
import { pdfFonts } from './testing/poppler';
import { sampleChart } from './testing/sampleChart';
import { planChartPdf, writeChartPdf } from './writeChartPdf';

const directory = mkdtempSync(join(tmpdir(), 'steekwerk-pdf-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const run = (command: string, ...args: string[]) => execFileSync(command, args, { encoding: 'utf8' });

interface Word {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  text: string;
}

/** The words of one page as `pdftotext -bbox` finds them. */
function words(file: string, page: number): Word[] {
  const html = run('pdftotext', '-f', String(page), '-l', String(page), '-bbox', file, '-');
  return [
    ...html.matchAll(
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
    ),
  ].map((match) => ({
    xMin: Number(match[1]),
    yMin: Number(match[2]),
    xMax: Number(match[3]),
    yMax: Number(match[4]),
    text: match[5] ?? '',
  }));
}

const chart = sampleChart(120, 90, 12);
chart.grid.settings.size = { columnCount: 120, rowCount: 90 };
chart.grid.customLines.push({ x1: 2, y1: 2, x2: 10, y2: 6, styleId: 3 });
chart.grid.halfStitches.push({ x: 1, y: 1, left: true, top: true, styleId: 2 });
const options: PdfOptions = { ...defaultPdfOptions, publicLink: 'https://steekwerk.nl/nl/c/Abc123' };
const file = join(directory, 'chart.pdf');
let written: { bytes: Uint8Array; pages: number };
const progress: [number, number][] = [];

beforeAll(async () => {
  written = await writeChartPdf(chartSnapshotOf(chart), options, (done, total) =>
    progress.push([done, total]),
  );
  writeFileSync(file, written.bytes);
}, 60_000);

describe('writeChartPdf read by poppler', () => {
  it('has a cover, one key page, the page map and the six chart pages, as planned and reported', () => {
    expect(run('pdfinfo', file)).toMatch(/Pages:\s+9\n/);
    expect(written.pages).toBe(9);
    expect(planChartPdf(chartSnapshotOf(chart), options)).toEqual({
      pages: 9,
      chartPages: 6,
      keyPages: 1,
      writtenPages: 0,
    });
    expect(progress.at(-1)).toEqual([9, 9]);
    expect(progress.map(([done]) => done)).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('embeds every font: the key font whole with a ToUnicode map, the text fonts too (no standard fonts)', () => {
    const fonts = pdfFonts(file);
    expect(fonts.map((font) => font.name.replace(/-\d+$/, '')).sort()).toEqual([
      'Arimo-Bold',
      'Arimo-Regular',
      'SteekwerkSymbols',
    ]);
    for (const font of fonts) expect(font, font.name).toMatchObject({ embedded: 'yes', unicode: 'yes' });
    // Our symbols as a TrueType font, whole (tracker apps read its full cmap); DejaVu only with written pages.
    expect(fonts.find((font) => font.name.startsWith('SteekwerkSymbols'))).toMatchObject({
      type: 'CID TrueType',
      subset: 'no',
    });
  });

  it('finds one symbol glyph per stitched cell of the first chart page, at its cell', () => {
    const cells = chartSnapshotOf(chart).cells;
    const key = buildKey(chart, cells);
    const glyphOf = new Map(key.map((entry) => [entry.style.styleId, entry.glyph]));
    const layout = layoutChartPages(chart.grid.settings.size, options);
    const tile = layout.tiles[0]!;
    const left = options.marginPt + chartPageChrome.numbers;
    const top = options.marginPt + chartPageChrome.heading + chartPageChrome.numbers;
    const glyphs = new Set(glyphOf.values());
    const found = new Map<string, string>();
    for (const word of words(file, 4)) {
      const characters = [...word.text];
      if (!characters.every((character) => glyphs.has(character))) continue;
      // Glyphs of neighbouring cells may come as one word; they are always consecutive cells of one row.
      const column = Math.floor((word.xMin - left) / layout.cellPt);
      const row = Math.floor(((word.yMin + word.yMax) / 2 - top) / layout.cellPt);
      characters.forEach((character, index) => found.set(`${column + index},${row}`, character));
    }
    const expected = new Map<string, string>();
    for (let row = tile.row0; row < tile.row1; row += 1) {
      for (let column = tile.column0; column < tile.column1; column += 1) {
        expected.set(`${column},${row}`, glyphOf.get(cells[row * 120 + column]!)!);
      }
    }
    expect(found.size).toBe(52 * 79);
    expect(found).toEqual(expected);
  });

  it('heads chart pages with their columns, rows and page number', () => {
    const text = run('pdftotext', '-f', '5', '-l', '5', file, '-');
    expect(text).toContain('Kolommen 50–101, Rijen 1–79');
    expect(text).toContain('Pagina 5 van 9');
  });

  it('prints every colour on one line: glyph, number, name, strands, stitches and estimate', () => {
    const text = run('pdftotext', '-f', '2', '-l', '2', '-layout', file, '-');
    const cells = chartSnapshotOf(chart).cells;
    for (const entry of buildKey(chart, cells)) {
      if (entry.counts.full === 0) continue;
      const line = text
        .split('\n')
        .find((row) => row.includes(`${entry.style.abbreviation} `) && row.includes(entry.glyph));
      expect(line, entry.style.abbreviation).toMatch(
        new RegExp(
          `${entry.glyph}\\s+${entry.style.abbreviation}\\s+${entry.style.description}\\s+2\\s+${entry.counts.full} steken`,
        ),
      );
      expect(line).toMatch(/\d+(–\d+)? streng(en)? \(koop \d+\)/);
    }
    // Colour 3's backstitch on a line of its own under its stitches, with 1 strand and its length.
    expect(text).toMatch(/\n\s+1\s+1,6 cm backsteek\n/);
  });

  it('puts no symbol glyph on the cover, the key is the only other page with glyphs', () => {
    const symbols = new Set(buildKey(chart, chartSnapshotOf(chart).cells).map((entry) => entry.glyph));
    const cover = run('pdftotext', '-f', '1', '-l', '1', file, '-');
    expect([...cover].some((character) => symbols.has(character))).toBe(false);
    expect(cover).toContain('120 × 90 steken · 21,8 × 16,3 cm op 14 count');
  });

  it('renders pages that are not blank', () => {
    for (const page of [1, 2, 3, 4, 9]) {
      const pgm = execFileSync('pdftoppm', [
        '-f',
        String(page),
        '-l',
        String(page),
        '-r',
        '20',
        '-gray',
        file,
      ]);
      const header = pgm.indexOf('255\n') + 4;
      const pixels = pgm.subarray(header);
      const dark = pixels.filter((value) => value < 200).length;
      expect(dark, `page ${page}`).toBeGreaterThan(20);
    }
  });
});

describe('writeChartPdf settings and cancelling', () => {
  it('refuses bad settings with a Dutch message', async () => {
    await expect(writeChartPdf(chartSnapshotOf(chart), { ...options, overlap: -1 })).rejects.toThrow(
      /overlap/,
    );
    await expect(writeChartPdf(chartSnapshotOf(chart), { ...options, paper: 'a0' as never })).rejects.toThrow(
      /papierformaat/,
    );
    await expect(
      writeChartPdf(chartSnapshotOf(chart), { ...options, fabricCount: Number.NaN }),
    ).rejects.toThrow(/stofdichtheid/);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const writing = writeChartPdf(
      chartSnapshotOf(chart),
      options,
      (done) => {
        seen.push(done);
        if (done === 5) controller.abort();
      },
      controller.signal,
    );
    await expect(writing).rejects.toThrow(/afgebroken/);
    expect(seen.at(-1)).toBe(5);
  });

  it('draws black-and-white without colour fills and landscape pages', async () => {
    const bw = await writeChartPdf(chartSnapshotOf(chart), {
      ...options,
      mode: 'bw',
      orientation: 'landscape',
    });
    const bwFile = join(directory, 'bw.pdf');
    writeFileSync(bwFile, bw.bytes);
    expect(run('pdfinfo', bwFile)).toMatch(/Page size:\s+841.89 x 595.28/);
    expect(pdfFonts(bwFile).every((font) => font.embedded === 'yes')).toBe(true);
  });
});
