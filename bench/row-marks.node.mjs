// The exports' row marks (issue 27): what the main-colour column (both sides) and the wrong-side shade cost in the
// PNG as seen (2000² cells, 4000 px) and the PDF (1000² cells, A4), against the same chart without them, in Node
// from formats/dist (`make build-formats`). A knitted lace chart worked back and forth, two colours in runs.
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { chartSnapshotOf, defaultPdfOptions, writeChartPdf, writeViewPng } from '@steekwerk/formats';
import { emit } from './lib/stats.mjs';

function chartOf(side, marks) {
  const cells = new Uint8Array(side * side);
  for (let index = 0; index < cells.length; index += 1)
    cells[index] = (Math.floor(index / 7) + Math.floor(index / side / 3)) % 3 === 0 ? 2 : 1;
  const state = createChartState({
    craft: 'knitting',
    type: 'lace',
    size: { columnCount: side, rowCount: side },
    rows: encodeRowsPlain(cells, side, side),
    styles: [
      createPaletteStyle(1, { colorBackground: '#cc2233' }),
      createPaletteStyle(2, { colorBackground: '#2244cc' }),
    ],
    title: `Bench ${side}`,
  });
  if (marks) {
    state.grid.settings.mainColorColumn = 'both';
    state.grid.settings.direction2 = 'rightToLeftAlternating';
    state.grid.settings.directionRunLength = 1;
  }
  return state;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(run, times) {
  const ms = [];
  for (let time = 0; time < times; time += 1) {
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  return Math.round(median(ms));
}

for (const marks of [false, true]) {
  const png = chartSnapshotOf(chartOf(2000, marks));
  emit({
    bench: 'row-marks-png',
    runtime: `node ${process.version}`,
    cells: '2000x2000',
    size: 4000,
    marks,
    ms: await timed(() => writeViewPng(png, { size: 4000 }), 3),
  });
  const pdf = chartSnapshotOf(chartOf(1000, marks));
  emit({
    bench: 'row-marks-pdf',
    runtime: `node ${process.version}`,
    cells: '1000x1000',
    paper: 'a4',
    marks,
    ms: await timed(() => writeChartPdf(pdf, defaultPdfOptions), 3),
  });
}
