import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChartState } from '@steekwerk/model';
import { cellsOf } from '../chart/testing/sampleChart';
import { readPatternPdf, type ImportedPattern } from './readPatternPdf';

/** PDFs made by other chart programs (fixtures/<program>/README.md says where each came from and its licence). */
const fixture = async (program: string, file: string): Promise<ImportedPattern> =>
  readPatternPdf(new Uint8Array(await readFile(path.join(__dirname, 'fixtures', program, file))));

const descriptionAt = (state: ChartState, column: number, row: number) => {
  const styleId = cellsOf(state)[row * state.grid.settings.size.columnCount + column]!;
  return state.palette.styles.find((style) => style.styleId === styleId)?.description;
};

/** How many cells each thread fills, by the style's description. */
const countsOf = (state: ChartState) => {
  const counts = new Map<string, number>();
  for (const styleId of cellsOf(state)) {
    const name = state.palette.styles.find((style) => style.styleId === styleId)?.description ?? '';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
};

describe('PDFs of go-cross-stitch (gofpdf: symbol glyphs of one font, legend with bare numbers)', () => {
  it('Jupiter, DMC, A4, newer layout (long grid lines, black-and-white then colour pages)', async () => {
    const { state, report } = await fixture('go-cross-stitch', 'jupiter-dmc-rgb-A4.pdf');
    // "Number of Colors: 81", 150 × 150 (10.7 × 10.7 in on 14 count), chart pages 4–15 (6 in black and white, 6 in colour).
    expect(report).toMatchObject({ columns: 150, rows: 150, threads: 81, keyEntries: 81, stitches: 22500 });
    expect(report.chartPages).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(report.missing).toEqual([]);
    // The legend's bare numbers are DMC ("Color Scheme: DMC"), linked to the catalogue.
    const black = state.palette.styles.find((style) => style.productId === 'dmc-310')!;
    expect(black.description).toBe('DMC 310 Black');
    expect(state.palette.styles[0]).toMatchObject({ productId: 'dmc-1', description: 'DMC 1 White Tin' });
    // The legend's own stitch counts ("Stitches" column).
    const counts = countsOf(state);
    expect(counts.get('DMC 310 Black')).toBe(9535);
    expect(counts.get('DMC 1 White Tin')).toBe(148);
    expect(counts.get('DMC 451 Shell Gray Dark')).toBe(242);
    expect(descriptionAt(state, 0, 0)).toBe('DMC 310 Black');
  }, 60_000);

  it('Mars, Anchor, older layout (each cell its own square, numbers in bordered cells)', async () => {
    const { state, report } = await fixture('go-cross-stitch', 'mars-anchor-rgb.pdf');
    expect(report).toMatchObject({ columns: 150, rows: 150, threads: 39, keyEntries: 39, stitches: 22500 });
    expect(report.chartPages).toEqual([3, 4, 5, 6, 7, 8]);
    expect(report.missing).toEqual([]);
    // "Color Scheme: Anchor": the bare numbers are Anchor threads (no catalogue product), their names kept.
    const black = state.palette.styles[0]!;
    expect(black).toMatchObject({ description: 'Anchor 403 Black', abbreviation: '403', productId: '' });
    const counts = countsOf(state);
    expect(counts.get('Anchor 403 Black')).toBe(7523);
    expect(counts.get('Anchor 102 Violet Very Dark')).toBe(15);
    expect(counts.get('Anchor 371 Spice Dark')).toBe(736);
    expect(counts.get('Anchor 1001 Antique Gold')).toBe(2043);
    expect(descriptionAt(state, 0, 0)).toBe('Anchor 403 Black');
  }, 60_000);
});

describe('a PDF of stitchcraft (camlpdf: non-embedded Symbol/ZapfDingbats glyphs, fonts written anew on every page)', () => {
  // fixtures/stitchcraft/makechart.ml: 60 × 20 cells, thread `threads[style - 1]` where style ≠ 0.
  const threads = ['DMC 310', 'DMC 321', 'DMC 699', 'DMC 3865'];
  const styleAt = (column: number, row: number) => (column * 2 + row * 3 + Math.floor(column / 7)) % 5;

  it('reads every cell over its two chart pages, the threads from its symbol page', async () => {
    const { state, report } = await fixture('stitchcraft', 'stitchcraft-60x20.pdf');
    // Cover (a picture of the chart in filled squares), materials, symbols, then the chart on pages 4 and 5.
    expect(report).toMatchObject({ columns: 60, rows: 20, threads: 4, keyEntries: 4, stitches: 960 });
    expect(report.chartPages).toEqual([4, 5]);
    expect(report.missing).toEqual([]);
    const expected: string[] = [];
    for (let row = 0; row < 20; row += 1)
      for (let column = 0; column < 60; column += 1) {
        const style = styleAt(column, row);
        expected.push(style ? threads[style - 1]! : '');
      }
    const read: string[] = [];
    for (let row = 0; row < 20; row += 1)
      for (let column = 0; column < 60; column += 1)
        read.push(descriptionAt(state, column, row)?.split(' ').slice(0, 2).join(' ') ?? '');
    expect(read).toEqual(expected);
    // The materials page's "240 stitches" per thread.
    const counts = countsOf(state);
    for (const thread of threads)
      expect([...counts].find(([name]) => name.startsWith(`${thread} `) || name === thread)?.[1]).toBe(240);
    expect(state.palette.styles.find((style) => style.productId === 'dmc-310')).toBeDefined();
  }, 60_000);
});
