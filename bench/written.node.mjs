// Written instructions (issue 17) of photo-like 1000² and 2000² charts in Node: milliseconds and size of the
// text, with repeat detection off (the default) and on. Goal: ≤ 1 s at 2000² with the defaults.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { generateWritten, defaultWrittenSettings } = require('@steekwerk/formats');
const { createPaletteStyle } = require('@steekwerk/model');

/** Cells of 12 styles in runs, like a converted photo: each cell repeats its left neighbour 70 % of the time. */
function photoLikeCells(side) {
  const cells = new Uint8Array(side * side);
  let seed = 1;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) >> 16;
  for (let index = 0; index < cells.length; index += 1) {
    cells[index] = index % side !== 0 && next() % 10 < 7 ? cells[index - 1] : 1 + (next() % 12);
  }
  return cells;
}

for (const side of [1000, 2000]) {
  const chart = {
    title: 'Bench',
    craft: 'crossStitch',
    layout: 'rows',
    columnCount: side,
    rowCount: side,
    cells: photoLikeCells(side),
    styles: Array.from({ length: 12 }, (_, index) =>
      createPaletteStyle(index + 1, { abbreviation: `k${index + 1}` }),
    ),
    directions: { direction1: 'bottomToTop', direction2: 'rightToLeft', runLength: 2 },
    cellsPerStitch: 1,
  };
  for (const detectRepeats of [false, true]) {
    const started = performance.now();
    const pattern = generateWritten(chart, { ...defaultWrittenSettings, detectRepeats });
    const ms = performance.now() - started;
    console.log(
      JSON.stringify({
        bench: 'written-instructions.node',
        side,
        detectRepeats,
        ms: Math.round(ms),
        lines: pattern.lines.length,
        characters: pattern.text.length,
      }),
    );
  }
}
