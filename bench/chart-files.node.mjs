// Chart files in Node (formats/, built): OXS export and import of a 1000 × 1000 cross-stitch chart with 60 colours
// (goal ≤ 1 s each), the chart as seen as a 2000 px PNG (goal ≤ 1 s), and beside them the JSON file and the
// one-pixel-per-cell PNG. Medians of a few runs after one warm-up; one JSON line per measurement.
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import {
  chartSnapshotOf,
  readOxs,
  readPixelPng,
  readSteekwerkJson,
  writeOxs,
  writePixelPng,
  writeSteekwerkJson,
  writeViewPng,
} from '@steekwerk/formats';
import { emit, quantile, round, sample } from './lib/stats.mjs';

const side = 1000;
const colours = 60;

/** Bands and blocks of 60 colours, every cell stitched but every 61st (the cloth). */
function benchChart() {
  const cells = new Uint8Array(side * side);
  for (let row = 0; row < side; row += 1) {
    for (let column = 0; column < side; column += 1) {
      cells[row * side + column] = (Math.floor(row / 7) * 3 + Math.floor(column / 11)) % (colours + 1);
    }
  }
  const styles = Array.from({ length: colours }, (_unused, index) =>
    createPaletteStyle(index + 1, {
      colorBackground: `#${(((index + 1) * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6)}`,
      productId: `dmc-${300 + index}`,
      abbreviation: String(300 + index),
      description: `DMC ${300 + index} Kleur ${index + 1}`,
    }),
  );
  return createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: side, rowCount: side },
    rows: encodeRowsPlain(cells, side, side),
    styles,
    title: 'bench',
  });
}

const state = benchChart();
// Each export starts from the chart state, so its time includes making the snapshot (decoding the rows once).
const snapshot = () => chartSnapshotOf(state);
const oxsBytes = writeOxs(snapshot());
const oxsText = new TextDecoder().decode(oxsBytes);
const jsonText = writeSteekwerkJson(snapshot());
const pixelPng = writePixelPng(snapshot());
const runtime = `node ${process.version}`;

const cases = [
  ['oxs-export', 1000, () => writeOxs(snapshot())],
  ['oxs-import', 1000, () => readOxs(new TextDecoder().decode(oxsBytes))],
  ['png-view-2000px', 1000, () => writeViewPng(snapshot(), { size: 2000 })],
  ['json-export', undefined, () => writeSteekwerkJson(snapshot())],
  ['json-import', undefined, () => readSteekwerkJson(jsonText)],
  ['png-pixel-export', undefined, () => writePixelPng(snapshot())],
  ['png-pixel-import', undefined, () => readPixelPng(pixelPng)],
];

for (const [operation, goalMs, run] of cases) {
  let output;
  const times = sample(
    () => {
      output = run();
    },
    { warmup: 1, samples: 5 },
  ).sort((a, b) => a - b);
  const bytes =
    output instanceof Uint8Array ? output.length : typeof output === 'string' ? output.length : undefined;
  emit({
    bench: 'chart-files',
    runtime,
    operation,
    cells: side * side,
    colours,
    medianMs: round(quantile(times, 0.5)),
    minMs: round(times[0]),
    ...(goalMs ? { goalMs, withinGoal: quantile(times, 0.5) <= goalMs } : {}),
    ...(bytes !== undefined ? { bytes } : {}),
    ...(operation === 'oxs-import' ? { fileBytes: oxsBytes.length, textChars: oxsText.length } : {}),
  });
}
