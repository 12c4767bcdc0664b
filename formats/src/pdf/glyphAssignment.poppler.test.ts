/**
 * Near-identical colours get very different symbol glyphs, as poppler reads the PDF: the key's line of each colour
 * starts with its glyph, and the chart page draws the same glyph in its cells.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { assignGlyphs, glyphDistances, glyphPoolSize } from './glyphAssignment';
import { defaultPdfOptions } from './pdfOptions';
import { writeChartPdf } from './writeChartPdf';

const directory = mkdtempSync(join(tmpdir(), 'steekwerk-glyphs-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
const file = join(directory, 'near.pdf');

// Two blacks, two near blues, two near reds among far colours: the pairs a maker must tell apart.
const colours = [
  ['#000000', 'DMC 310', 'Zwart'],
  ['#030303', 'ANC 403', 'Zwart'],
  ['#1f3b73', 'DMC 820', 'Blauw'],
  ['#203d75', 'DMC 336', 'Blauw'],
  ['#c8102e', 'DMC 321', 'Rood'],
  ['#ca1230', 'DMC 666', 'Rood'],
  ['#e8c070', 'DMC 676', 'Goud'],
  ['#f5f5f5', 'DMC B5200', 'Wit'],
  ['#3a7a3a', 'DMC 987', 'Groen'],
] as const;

const glyphApart = (a: string, b: string) => {
  const { symbolIds, distance } = glyphDistances(glyphPoolSize);
  return distance[symbolIds.indexOf(a) * symbolIds.length + symbolIds.indexOf(b)]!;
};

/** The most different quarter of the pool's glyph pairs starts here (px at 12 px a cell). */
const topQuarter = () => {
  const all = [...glyphDistances(glyphPoolSize).distance].filter((value) => value > 0).sort((a, b) => a - b);
  return all[Math.floor(all.length * 0.75)]!;
};

describe('assignGlyphs', () => {
  it('gives each colour its own glyph, the most different ones on near-identical colours', () => {
    const glyphs = assignGlyphs(colours.map(([colour]) => colour));
    expect(new Set(glyphs).size).toBe(colours.length);
    for (const [a, b] of [
      [0, 1],
      [2, 3],
      [4, 5],
    ] as const) {
      expect(glyphApart(glyphs[a]!, glyphs[b]!), `${glyphs[a]} ${glyphs[b]}`).toBeGreaterThanOrEqual(
        topQuarter(),
      );
    }
    // Mirror images count as one shape.
    expect(glyphApart('◐', '◑')).toBeLessThan(1);
    expect(assignGlyphs(colours.map(([colour]) => colour))).toEqual(glyphs);
  });

  it('copes with no colours, colours that are not hex, and more colours than glyphs', () => {
    expect(assignGlyphs([])).toEqual([]);
    expect(assignGlyphs(['rood', '#12345'])).toHaveLength(2);
    const many = assignGlyphs(
      Array.from({ length: 130 }, (_, index) => `#${(index * 65793).toString(16).padStart(6, '0')}`),
    );
    expect(many).toHaveLength(130);
    expect(new Set(many).size).toBe(130);
  });
});

describe('the PDF of near-identical colours, as poppler reads it', () => {
  const columns = colours.length * 4;
  const cells = new Uint8Array(columns * 6);
  for (let index = 0; index < cells.length; index += 1) cells[index] = Math.floor((index % columns) / 4) + 1;
  const chart = createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: columns, rowCount: 6 },
    rows: encodeRowsPlain(cells, columns, 6),
    styles: colours.map(([colorBackground, abbreviation, description], index) =>
      createPaletteStyle(index + 1, { colorBackground, abbreviation, description }),
    ),
    title: 'Bijna gelijk',
  });
  let text = '';
  beforeAll(async () => {
    writeFileSync(file, (await writeChartPdf(chartSnapshotOf(chart), defaultPdfOptions)).bytes);
    text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  });

  it('prints very different glyphs for the two blacks, blues and reds in the key and the same in the grid', () => {
    const glyphOf = (abbreviation: string) => {
      // A key line: the glyph, then the number and the name.
      const pattern = new RegExp(`^\\s*(\\S)\\s+${abbreviation}\\s+\\S`);
      const glyph = text
        .split('\n')
        .map((row) => pattern.exec(row)?.[1])
        .find((found) => found !== undefined);
      expect(glyph, abbreviation).toBeDefined();
      return glyph!;
    };
    const keyed = colours.map(([, abbreviation]) => glyphOf(abbreviation.replace(' ', '\\s+')));
    expect(new Set(keyed).size).toBe(colours.length);
    for (const [a, b] of [
      [0, 1],
      [2, 3],
      [4, 5],
    ] as const) {
      expect(glyphApart(keyed[a]!, keyed[b]!), `${keyed[a]} ${keyed[b]}`).toBeGreaterThanOrEqual(
        topQuarter(),
      );
    }
    // The grid's cells carry the key's glyphs (one glyph per style: Pattern Keeper-style readers match them).
    for (const glyph of keyed) expect(text.split(glyph).length - 1).toBeGreaterThan(4);
  });
});
