/**
 * The key font: our own symbols (model `builtInSymbols`) as glyphs of a TrueType font, so the PDF draws in every
 * cell and key line the symbol the editor and the tracker show, still as text that tracker apps read (notes §2.4:
 * one glyph per cell drawn with Tj, the font embedded whole). One glyph per symbol at U+E000 + its place in
 * `keyFontOrder.ts`, every glyph one em wide.
 *
 * Geometry: the em square is one cell, from 140 units below the baseline to 860 above it (so the cell's centre is
 * 0.36 em above the baseline, where `chartPage.ts` centres glyphs). The symbol sits in it as the rasteriser and the
 * editor's atlas place it: inside the grid margins, scaled to fit, centred. A symbol several cells wide is fitted
 * into one cell (a colour chart draws one glyph per cell).
 *
 * Made at build time by `scripts/make-key-font-module.mjs` into `font/keyFont.ts` (committed);
 * docs/decisions/symbols.md says why and what it costs.
 */
import { builtInSymbols, findBuiltInSymbol, parseViewBox, type StitchSymbol } from '@steekwerk/model';
import svg2ttf from 'svg2ttf';
import { keyFontFirstCodePoint, keyFontSymbolIds } from './keyFontOrder';
import { symbolOutline } from './symbolOutline';

/** Font units per em (= per cell). */
export const keyFontUnitsPerEm = 1000;
/** The cell's top above the baseline, in font units; its bottom is `keyFontAscender - keyFontUnitsPerEm`. */
export const keyFontAscender = 860;

export interface KeyFontGlyph {
  readonly symbolId: string;
  readonly codePoint: number;
  /** Closed contours, each `x0, y0, x1, y1, …` in whole font units, y upwards. */
  readonly contours: readonly (readonly number[])[];
}

/** The contours of one symbol in font units. */
export function keyFontContours(symbol: StitchSymbol): number[][] {
  const box = parseViewBox(symbol.svgViewBox);
  const cell = keyFontUnitsPerEm;
  const marginX = symbol.gridMarginRatioX * cell;
  const marginY = symbol.gridMarginRatioY * cell;
  const areaWidth = cell - 2 * marginX;
  const areaHeight = cell - 2 * marginY;
  const scale = Math.min(areaWidth / box.width, areaHeight / box.height);
  const left = marginX + (areaWidth - box.width * scale) / 2;
  const top = marginY + (areaHeight - box.height * scale) / 2;
  const contours: number[][] = [];
  for (const polygon of symbolOutline(symbol)) {
    for (const ring of polygon) {
      const points: number[] = [];
      // polygon-clipping repeats the first point at the end; the font closes a contour itself.
      for (const [x, y] of ring.slice(0, -1)) {
        const fx = Math.round(left + (x - box.x) * scale);
        const fy = Math.round(keyFontAscender - (top + (y - box.y) * scale));
        const count = points.length;
        if (count >= 2 && points[count - 2] === fx && points[count - 1] === fy) continue;
        points.push(fx, fy);
      }
      if (points.length >= 6) contours.push(points);
    }
  }
  return contours;
}

/** Every glyph of the font, in code point order. */
export function keyFontGlyphs(): KeyFontGlyph[] {
  return keyFontSymbolIds.map((symbolId, index) => {
    const symbol = findBuiltInSymbol(symbolId);
    if (!symbol) throw new Error(`Het symbool ${symbolId} bestaat niet meer.`);
    return { symbolId, codePoint: keyFontFirstCodePoint + index, contours: keyFontContours(symbol) };
  });
}

/** The ids of built-in symbols the font lacks (a symbol added to the model but not to `keyFontOrder.ts`). */
export function symbolsMissingFromKeyFont(): string[] {
  const known = new Set(keyFontSymbolIds);
  return builtInSymbols.map((symbol) => symbol.symbolId).filter((symbolId) => !known.has(symbolId));
}

/** How the font file is written; a new way of writing it changes the fingerprint too. */
const keyFontFormat = 'truetype-svg2ttf-1';

/** A short fingerprint of the glyphs (FNV-1a over their contours), to tell whether the committed font is current. */
export function keyFontFingerprint(glyphs: readonly KeyFontGlyph[]): string {
  let hash = 0x811c9dc5;
  const text = keyFontFormat + JSON.stringify(glyphs);
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** A fixed creation time, so the font's bytes depend on its glyphs only (2026-01-01, seconds). */
const created = Date.UTC(2026, 0, 1) / 1000;

/** Path data of a glyph's contours (font units, y upwards, as an SVG font wants them). */
const pathData = (contours: readonly (readonly number[])[]) =>
  contours
    .map((points) => {
      let d = `M${points[0]} ${points[1]}`;
      for (let index = 2; index < points.length; index += 2) d += `L${points[index]} ${points[index + 1]}`;
      return `${d}Z`;
    })
    .join('');

/**
 * The font file of the glyphs: TrueType outlines (`glyf`), written by svg2ttf from an SVG font. TrueType, not CFF:
 * tracker apps are known to read TrueType symbol fonts (notes §2.2), and pdf-lib embeds a TrueType font as the
 * `CIDFontType2` its font dictionary names (its CFF embedding is labelled a bare CFF while it holds the whole
 * OpenType file, and poppler warns "Mismatch between font type and embedded font file").
 */
export function buildKeyFont(glyphs: readonly KeyFontGlyph[]): Uint8Array {
  const em = keyFontUnitsPerEm;
  const svg = [
    '<?xml version="1.0" standalone="no"?>',
    '<svg xmlns="http://www.w3.org/2000/svg"><defs>',
    `<font id="SteekwerkSymbols" horiz-adv-x="${em}">`,
    `<font-face font-family="Steekwerk Symbols" font-weight="400" units-per-em="${em}" ascent="${keyFontAscender}" descent="${keyFontAscender - em}"/>`,
    `<missing-glyph horiz-adv-x="${em}"/>`,
    `<glyph glyph-name="space" unicode=" " horiz-adv-x="${em}" d=""/>`,
    ...glyphs.map(
      ({ symbolId, codePoint, contours }) =>
        `<glyph glyph-name="${symbolId}" unicode="&#x${codePoint.toString(16)};" horiz-adv-x="${em}"` +
        ` d="${pathData(contours)}"/>`,
    ),
    '</font></defs></svg>',
  ].join('\n');
  const font = svg2ttf(svg, {
    ts: created,
    copyright: 'Steekwerk',
    description: 'The symbols of Steekwerk charts, one per private-use code point.',
    url: 'Steekwerk',
    version: 'Version 1.0',
    fullname: 'Steekwerk Symbols',
    familyname: 'Steekwerk Symbols',
  });
  return new Uint8Array(font.buffer);
}
