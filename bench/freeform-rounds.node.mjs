// Round guides of freeform charts (issue 29, lane "ffrounds") in Node: the written rounds and the counts of a
// 60-round doily of about 44 000 stitches (30 × k in round k, at most 1 000 a round), and a symmetric move of 1 000 symbols (36 wedges) among 100 000.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { generateWritten, defaultWrittenSettings } = require('@steekwerk/formats');
const {
  createPaletteStyle,
  placeEvenly,
  roundCounts,
  symmetricCopies,
  symmetricEditOf,
} = require('@steekwerk/model');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const time = (run, times = 5) => {
  const durations = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    run();
    durations.push(performance.now() - started);
  }
  return Math.round(median(durations) * 10) / 10;
};

const guide = {
  guideId: 1,
  layerId: 1,
  centerX: 1000,
  centerY: 1000,
  radius: 20,
  spacing: 15,
  rounds: 60,
  wedges: 36,
  startAngle: 0,
  symmetry: true,
};
const styles = [createPaletteStyle(1, { symbolId: 'double-crochet' })];
const stitch = (place) => ({
  layerId: 1,
  styleId: 1,
  x: place.x,
  y: place.y,
  width: 20,
  height: 20,
  rotate: place.rotate,
  size: 1,
});

const doily = [];
for (let round = 1; round <= 60; round += 1) doily.push(...placeEvenly(guide, round, 30 * round).map(stitch));
const chart = {
  title: 'Bench',
  craft: 'crochetFreeform',
  layout: 'rows',
  columnCount: 1,
  rowCount: 1,
  cells: new Uint8Array(1),
  styles,
  directions: { direction1: 'bottomToTop', direction2: 'rightToLeft', runLength: 1 },
  cellsPerStitch: 1,
  freeform: {
    symbols: doily,
    roundGuides: [guide],
    layers: [{ layerId: 1, title: 'Laag 1', visible: true }],
  },
};
const text = generateWritten(chart, defaultWrittenSettings).text;
console.log(
  JSON.stringify({
    bench: 'freeform-rounds',
    case: 'written-rounds',
    symbols: doily.length,
    rounds: 60,
    lines: text.split('\n').length,
    ms: time(() => generateWritten(chart, defaultWrittenSettings)),
  }),
);
console.log(
  JSON.stringify({
    bench: 'freeform-rounds',
    case: 'round-counts',
    symbols: doily.length,
    ms: time(() => roundCounts(guide, doily, styles)),
  }),
);

// 1 000 symbols in wedge 1 with their 35 copies, and random symbols up to 100 000.
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const symbols = [];
const selected = [];
for (let index = 0; index < 1000; index += 1) {
  const angle = random() * 10 * (Math.PI / 180);
  const distance = 30 + random() * 900;
  const symbol = stitch({
    x: 1000 - distance * Math.sin(angle),
    y: 1000 - distance * Math.cos(angle),
    rotate: 0,
  });
  selected.push(symbols.length);
  symbols.push(symbol, ...symmetricCopies(guide, symbol));
}
while (symbols.length < 100_000)
  symbols.push(stitch({ x: random() * 2000, y: random() * 2000, rotate: random() * 360 }));
const moved = selected.map((index) => ({ index, after: { ...symbols[index], x: symbols[index].x + 5 } }));
const edit = symmetricEditOf(guide, symbols, { moved });
console.log(
  JSON.stringify({
    bench: 'freeform-rounds',
    case: 'symmetric-move',
    symbols: symbols.length,
    moved: moved.length,
    wedges: 36,
    changed: edit.changed.length,
    ms: time(() => symmetricEditOf(guide, symbols, { moved })),
  }),
);
