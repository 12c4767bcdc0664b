import fontkit from '@pdf-lib/fontkit';
import {
  builtInSymbols,
  findBuiltInSymbol,
  rasteriseSymbol,
  symbolImageText,
  type StitchSymbol,
  type SymbolImage,
} from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { keyFontGlyphsFingerprint } from '../font/keyFont';
import {
  keyFontAscender,
  keyFontContours,
  keyFontFingerprint,
  keyFontGlyphs,
  symbolsMissingFromKeyFont,
} from './buildKeyFont';
import { keyFontBytesNow, keyFontCharacter, keyFontHas } from './keyFont';
import { keyFontFirstCodePoint, keyFontSymbolIds } from './keyFontOrder';

interface FontkitGlyph {
  readonly id: number;
  readonly advanceWidth: number;
  readonly path: { scale(x: number, y: number): { toSVG(): string } };
}
interface FontkitFont {
  readonly unitsPerEm: number;
  readonly numGlyphs: number;
  glyphForCodePoint(codePoint: number): FontkitGlyph;
}
const font = (fontkit.create as (bytes: Uint8Array) => unknown)(keyFontBytesNow()) as FontkitFont;

/** A glyph of the committed font as a filled symbol filling its cell (em square = cell, no margins). */
function glyphAsSymbol(codePoint: number): StitchSymbol {
  const d = font.glyphForCodePoint(codePoint).path.scale(1, -1).toSVG() || 'M0 0';
  return {
    symbolId: 'glyph',
    title: 'Glyph',
    svgViewBox: `0 ${-keyFontAscender} 1000 1000`,
    paths: [{ d, fill: true }],
    strokeWidth: 0,
    cells: 1,
    categoryIds: [],
    colorBackground: '',
    gridMarginRatioX: 0,
    gridMarginRatioY: 0,
  };
}

/** Σ |a − b| over pixels (no shift: the glyph must sit where the screen draws the symbol). */
function difference(a: SymbolImage, b: SymbolImage): number {
  let total = 0;
  for (let index = 0; index < a.pixels.length; index += 1)
    total += Math.abs(a.pixels[index]! - b.pixels[index]!);
  return total;
}

describe('the key font', () => {
  it('has every built-in symbol once, at U+E000 + its place in the list', () => {
    expect(symbolsMissingFromKeyFont()).toEqual([]);
    expect(new Set(keyFontSymbolIds).size).toBe(keyFontSymbolIds.length);
    expect(keyFontCharacter(keyFontSymbolIds[0]!)).toBe('\ue000');
    expect(keyFontCharacter('heart')?.codePointAt(0)).toBe(
      keyFontFirstCodePoint + keyFontSymbolIds.indexOf('heart'),
    );
    expect(keyFontHas('een-eigen-symbool')).toBe(false);
    expect(keyFontCharacter('een-eigen-symbool')).toBeUndefined();
    expect(font.numGlyphs).toBe(keyFontSymbolIds.length + 2);
    for (const [index, symbolId] of keyFontSymbolIds.entries()) {
      const glyph = font.glyphForCodePoint(keyFontFirstCodePoint + index);
      expect(glyph.id, symbolId).toBeGreaterThan(0);
      expect(glyph.advanceWidth).toBe(font.unitsPerEm);
    }
  });

  it('is the font of the symbols as they are now (else: make build-formats, and commit font/keyFont.ts)', () => {
    expect(keyFontFingerprint(keyFontGlyphs())).toBe(keyFontGlyphsFingerprint);
  }, 60_000);

  it('draws every symbol as the screen does: its glyph rasterised matches the rasteriser picture', () => {
    const worst: { symbolId: string; at12: number; at32: number }[] = [];
    for (const [index, symbolId] of keyFontSymbolIds.entries()) {
      const symbol = { ...findBuiltInSymbol(symbolId)!, cells: 1 };
      const glyph = glyphAsSymbol(keyFontFirstCodePoint + index);
      const at12 = difference(rasteriseSymbol(glyph, 12), rasteriseSymbol(symbol, 12));
      const at32 = difference(rasteriseSymbol(glyph, 32), rasteriseSymbol(symbol, 32));
      worst.push({ symbolId, at12, at32 });
      // At 12 px a cell (the distinctness measure's size) less than 1.5 pixels of 144 differ in all; the closest
      // pair of key symbols is 6 apart. At 32 px the outlines' flattening shows, still a small share of an edge.
      expect(at12, `${symbolId}\n${symbolImageText(rasteriseSymbol(glyph, 12))}`).toBeLessThan(1.5);
      expect(at32, symbolId).toBeLessThan(8);
    }
    expect(worst.length).toBe(builtInSymbols.length);
  }, 60_000);

  it('outlines stroked and filled paths alike, and a path of a single point as a dot', () => {
    const base = { ...findBuiltInSymbol('heart')!, strokeWidth: 10 };
    const dot = keyFontContours({ ...base, paths: [{ d: 'M 50 50', fill: false }] });
    expect(dot).toHaveLength(1);
    const line = keyFontContours({ ...base, paths: [{ d: 'M 20 50 L 80 50', fill: false }] });
    expect(line).toHaveLength(1);
    const ring = keyFontContours({
      ...base,
      paths: [{ d: 'M 10 10 L 90 10 L 90 90 L 10 90 Z M 30 30 L 30 70 L 70 70 L 70 30 Z', fill: true }],
    });
    expect(ring).toHaveLength(2);
    expect(keyFontContours({ ...base, paths: [{ d: 'M 10 10 L 90 10', fill: true }] })).toEqual([]);
    expect(
      keyFontContours({ ...base, strokeWidth: 0, paths: [{ d: 'M 10 10 L 90 10', fill: false }] }),
    ).toEqual([]);
  });
});
