/**
 * The PDF draws the symbols the screen shows, as glyphs of the key font, and near-identical colours get very
 * different ones, as poppler reads the PDF: the key's line of each colour starts with its glyph, and the chart page
 * draws the same glyph in its cells.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createChartState,
  createPaletteStyle,
  fillKeySymbols,
  keySymbolDistances,
  type PaletteStyle,
} from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { keyFontCharacter, keyFontHas } from './keyFont/keyFont';
import { keyFontFirstCodePoint, keyFontSymbolIds } from './keyFont/keyFontOrder';
import { keyGlyphsOf } from './keyFont/keyGlyphs';
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

/** The symbol of a key-font character. */
const symbolOf = (glyph: string) => keyFontSymbolIds[glyph.codePointAt(0)! - keyFontFirstCodePoint]!;

/** How far apart two symbols look (px at 12 px a cell, mirror images and turns counting as one shape). */
const apart = (a: string, b: string) => {
  const { symbolIds, distance } = keySymbolDistances();
  return distance[symbolIds.indexOf(a) * symbolIds.length + symbolIds.indexOf(b)]!;
};

/** The most different quarter of the key symbols' pairs starts here. */
const topQuarter = () => {
  const all = [...keySymbolDistances().distance].filter((value) => value > 0).sort((a, b) => a - b);
  return all[Math.floor(all.length * 0.75)]!;
};

const stylesOf = (list: readonly (readonly [string, string?])[]): PaletteStyle[] =>
  list.map(([colorBackground, symbolId], index) =>
    createPaletteStyle(index + 1, { colorBackground, ...(symbolId === undefined ? {} : { symbolId }) }),
  );

describe('keyGlyphsOf', () => {
  it('gives each used style the symbol the screen shows: its own when it tells it apart, else a key symbol', () => {
    const styles = stylesOf([
      ['#000000'],
      ['#030303', 'heart'],
      ['#ff0000', 'cross'],
      ['#fe0000', 'cross'],
      ['#00ff00', 'mijn-eigen'],
    ]);
    const glyphs = keyGlyphsOf(styles, [1, 2, 3, 4, 5]);
    const screen = fillKeySymbols(styles, keyFontHas);
    for (const style of screen) {
      expect(glyphs.get(style.styleId)).toEqual({
        symbolId: style.symbolId,
        glyph: keyFontCharacter(style.symbolId),
      });
    }
    expect(glyphs.get(2)!.symbolId).toBe('heart');
    expect(new Set([...glyphs.values()].map((glyph) => glyph.glyph)).size).toBe(5);
    expect(glyphs.get(5)!.symbolId).not.toBe('mijn-eigen');
    // Only the used styles, and the same palette gives the same glyphs.
    expect([...keyGlyphsOf(styles, [3, 1]).keys()]).toEqual([3, 1]);
    expect(keyGlyphsOf(styles, [1, 2, 3, 4, 5])).toEqual(glyphs);
    expect(keyGlyphsOf([], [])).toEqual(new Map());
  });

  it('gives the closest colours very different symbols', () => {
    const glyphs = keyGlyphsOf(
      stylesOf(colours.map(([colour]) => [colour])),
      colours.map((_, index) => index + 1),
    );
    const symbols = colours.map((_, index) => glyphs.get(index + 1)!.symbolId);
    expect(new Set(symbols).size).toBe(colours.length);
    for (const [a, b] of [
      [0, 1],
      [2, 3],
      [4, 5],
    ] as const) {
      expect(apart(symbols[a]!, symbols[b]!), `${symbols[a]} ${symbols[b]}`).toBeGreaterThanOrEqual(
        topQuarter(),
      );
    }
  });

  it('gives every colour its own glyph past the key symbols, from the other one-cell symbols of the font', () => {
    const many = Array.from(
      { length: 120 },
      (_, index) => [`#${(index * 131071).toString(16).slice(-6).padStart(6, '0')}`] as const,
    );
    const glyphs = keyGlyphsOf(
      stylesOf(many),
      many.map((_, index) => index + 1),
    );
    expect(glyphs.size).toBe(120);
    expect(new Set([...glyphs.values()].map((glyph) => glyph.glyph)).size).toBe(120);
    for (const { symbolId, glyph } of glyphs.values()) expect(keyFontCharacter(symbolId)).toBe(glyph);
  }, 60_000);
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
    // One private-use character per symbol: the very symbols the editor and the tracker show for the palette.
    const screen = fillKeySymbols(chart.palette.styles, keyFontHas);
    expect(keyed.map(symbolOf)).toEqual(screen.map((style) => style.symbolId));
    for (const [a, b] of [
      [0, 1],
      [2, 3],
      [4, 5],
    ] as const) {
      expect(apart(symbolOf(keyed[a]!), symbolOf(keyed[b]!))).toBeGreaterThanOrEqual(topQuarter());
    }
    // The grid's cells carry the key's glyphs, one per cell (24 cells of each colour; Pattern Keeper-style
    // readers match them), and nothing else in the private-use area.
    for (const glyph of keyed) expect(text.split(glyph).length - 1).toBe(24 + 1);
    const privateUse = [...text].filter((character) => /[\ue000-\uf8ff]/u.test(character));
    expect(privateUse.length).toBe(colours.length * 25);
  });
});
