// The PDF key's symbols (formats/src/pdf/keyFont/keyGlyphs.ts: the symbols the editor and the tracker show, as glyphs
// of the key font), from formats/dist (`make build-formats`): the key symbols' matrix once, the assignment time per
// key size with how many distinct glyphs it gives, and for nine colours with three near pairs the least symbol
// difference of a near pair (px at 12 px a cell, mirror images and quarter turns counting as one shape).
// docs/decisions/symbols.md says what the figures mean.
import { createPaletteStyle, keySymbolDistances } from '@steekwerk/model';
import { keyGlyphsOf } from '../formats/dist/pdf/keyFont/keyGlyphs.js';
import { emit, round } from './lib/stats.mjs';

const runtime = `node ${process.version}`;
const stylesOf = (colours) =>
  colours.map((colorBackground, index) => createPaletteStyle(index + 1, { colorBackground }));
const colours = (count) =>
  Array.from(
    { length: count },
    (_, index) => `#${((index * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
  );

let start = performance.now();
const { symbolIds, distance } = keySymbolDistances();
emit({
  bench: 'pdf.glyphs.matrix',
  symbols: symbolIds.length,
  ms: round(performance.now() - start),
  runtime,
});

for (const count of [9, 40, 64, 71, 72, 128]) {
  const styles = stylesOf(colours(count));
  start = performance.now();
  const glyphs = keyGlyphsOf(
    styles,
    styles.map((style) => style.styleId),
  );
  emit({
    bench: 'pdf.glyphs.assign',
    colours: count,
    distinct: new Set([...glyphs.values()].map((glyph) => glyph.glyph)).size,
    ms: round(performance.now() - start),
    runtime,
  });
}

const near = [
  '#000000',
  '#030303',
  '#1f3b73',
  '#203d75',
  '#c8102e',
  '#ca1230',
  '#e8c070',
  '#f5f5f5',
  '#3a7a3a',
];
const styles = stylesOf(near);
const glyphs = keyGlyphsOf(
  styles,
  styles.map((style) => style.styleId),
);
const symbols = styles.map((style) => glyphs.get(style.styleId).symbolId);
const apart = (a, b) => distance[symbolIds.indexOf(a) * symbolIds.length + symbolIds.indexOf(b)];
emit({
  bench: 'pdf.glyphs.nearPairs',
  symbols: symbols.join(' '),
  leastNearPairPx: round(
    Math.min(apart(symbols[0], symbols[1]), apart(symbols[2], symbols[3]), apart(symbols[4], symbols[5])),
  ),
  runtime,
});
