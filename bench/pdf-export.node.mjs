// PDF export of cross-stitch charts (issue 16): 100², 1000² and 2000² cells with 60 colours on A4 with the default
// overlap, in Node, from formats/dist (`make build-formats`). Goals: 1000² ≤ 5 s and ≤ 15 MB, 2000² ≤ 20 s and ≤ 60 MB.
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { chartSnapshotOf, defaultPdfOptions, writeChartPdf } from '@steekwerk/formats';
import { emit } from './lib/stats.mjs';

const colours = 60;
const goals = { 1000: { ms: 5000, bytes: 15e6 }, 2000: { ms: 20000, bytes: 60e6 } };

function chartOf(side) {
  const cells = new Uint8Array(side * side);
  let seed = 12345;
  for (let index = 0; index < cells.length; index += 1) {
    // Runs of a colour with some noise, like a converted picture.
    seed = (seed * 1103515245 + 12345) >>> 0;
    cells[index] =
      seed % 5 === 0 ? (seed % colours) + 1 : (Math.floor(index / 9 + index / side / 7) % colours) + 1;
  }
  const styles = Array.from({ length: colours }, (_, index) =>
    createPaletteStyle(index + 1, {
      colorBackground: `#${(((index + 1) * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
      abbreviation: `DMC ${100 + index}`,
      description: `Kleur ${index + 1}`,
    }),
  );
  return createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: side, rowCount: side },
    rows: encodeRowsPlain(cells, side, side),
    styles,
    title: `Bench ${side}`,
  });
}

for (const side of [100, 1000, 2000]) {
  const chart = chartOf(side);
  const started = performance.now();
  const { bytes, pages } = await writeChartPdf(chartSnapshotOf(chart), defaultPdfOptions);
  const ms = Math.round(performance.now() - started);
  const goal = goals[side];
  emit({
    bench: 'pdf-export',
    runtime: `node ${process.version}`,
    cells: `${side}x${side}`,
    colours,
    paper: 'a4',
    ms,
    pages,
    bytes: bytes.length,
    ...(goal
      ? { goalMs: goal.ms, goalBytes: goal.bytes, withinGoal: ms <= goal.ms && bytes.length <= goal.bytes }
      : {}),
  });
}
