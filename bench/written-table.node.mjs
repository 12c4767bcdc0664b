// Written instructions of issue 27 (lane "written") in Node: the text and the table mode of photo-like 1000² and
// 2000² charts, a knitting chart worked back and forth whose wrong-side rows name the stitch worked (every style a
// knitting symbol that turns), and the PDF's written pages laid out (`layoutWrittenPages`) in both modes.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { generateWritten, defaultWrittenSettings } = require('@steekwerk/formats');
const { createPaletteStyle } = require('@steekwerk/model');
const { layoutWrittenPages } = require(
  fileURLToPath(new URL('../formats/dist/pdf/writtenPages.js', import.meta.url)),
);

/** Cells of `styles` styles in runs, like a converted photo: each cell repeats its left neighbour 70 % of the time. */
function photoLikeCells(side, styles) {
  const cells = new Uint8Array(side * side);
  let seed = 1;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) >> 16;
  for (let index = 0; index < cells.length; index += 1) {
    cells[index] = index % side !== 0 && next() % 10 < 7 ? cells[index - 1] : 1 + (next() % styles);
  }
  return cells;
}

const knittingSymbols = ['knit', 'purl', 'k2tog', 'ssk', 'knit-tbl', 'yarn-over'];
const a4 = { width: 595.28, height: 841.89 };

for (const side of [1000, 2000]) {
  const colours = {
    title: 'Bench',
    craft: 'crossStitch',
    layout: 'rows',
    columnCount: side,
    rowCount: side,
    cells: photoLikeCells(side, 12),
    styles: Array.from({ length: 12 }, (_, index) =>
      createPaletteStyle(index + 1, { abbreviation: `k${index + 1}` }),
    ),
    directions: { direction1: 'bottomToTop', direction2: 'rightToLeft', runLength: 1 },
    cellsPerStitch: 1,
  };
  const flatKnitting = {
    ...colours,
    craft: 'knitting',
    cells: photoLikeCells(side, knittingSymbols.length),
    styles: knittingSymbols.map((symbolId, index) => createPaletteStyle(index + 1, { symbolId })),
    directions: { direction1: 'bottomToTop', direction2: 'rightToLeftAlternating', runLength: 1 },
  };
  const cases = [
    ['colours', colours, false],
    ['knitting-flat', flatKnitting, false],
    ['knitting-flat-wrong-side', { ...flatKnitting, wrongSideStitches: true }, true],
  ];
  for (const [chart, data, wrongSide] of cases) {
    for (const mode of ['written', 'table']) {
      const started = performance.now();
      const pattern = generateWritten(data, { ...defaultWrittenSettings, mode, title: false });
      const ms = performance.now() - started;
      const layoutStarted = performance.now();
      const pages = layoutWrittenPages(pattern, a4, 36);
      const layoutMs = performance.now() - layoutStarted;
      console.log(
        JSON.stringify({
          bench: 'written-table.node',
          side,
          chart,
          wrongSide,
          mode,
          ms: Math.round(ms),
          pdfLayoutMs: Math.round(layoutMs),
          pdfPages: pages.length,
          characters: pattern.text.length,
        }),
      );
    }
  }
}
