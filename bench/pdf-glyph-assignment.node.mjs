// The PDF key's glyph choice (formats/src/pdf/glyphAssignment.ts), from formats/dist (`make build-formats`): the
// glyph matrix once, the assignment time per key size, and for nine colours with three near pairs the least glyph
// difference of a near pair (px at 12 px a cell, mirror images and quarter turns counting as one shape).
// docs/decisions/symbols.md says what the figures mean.
import { assignGlyphs, glyphDistances, glyphPoolSize } from '../formats/dist/pdf/glyphAssignment.js';
import { emit, round } from './lib/stats.mjs';

const runtime = `node ${process.version}`;
const colours = (count) =>
  Array.from(
    { length: count },
    (_, index) => `#${((index * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
  );

let start = performance.now();
glyphDistances(glyphPoolSize);
emit({ bench: 'pdf.glyphs.matrix', glyphs: glyphPoolSize, ms: round(performance.now() - start), runtime });

for (const count of [9, 40, 64, 65, 128, 255]) {
  start = performance.now();
  const glyphs = assignGlyphs(colours(count));
  emit({
    bench: 'pdf.glyphs.assign',
    colours: count,
    distinct: new Set(glyphs).size,
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
const glyphs = assignGlyphs(near);
const { symbolIds, distance } = glyphDistances(glyphPoolSize);
const apart = (a, b) => distance[symbolIds.indexOf(a) * symbolIds.length + symbolIds.indexOf(b)];
emit({
  bench: 'pdf.glyphs.nearPairs',
  glyphs: glyphs.join(''),
  leastNearPairPx: round(
    Math.min(apart(glyphs[0], glyphs[1]), apart(glyphs[2], glyphs[3]), apart(glyphs[4], glyphs[5])),
  ),
  runtime,
});
