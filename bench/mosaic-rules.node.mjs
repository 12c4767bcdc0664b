// Mosaic rules (issue 27): the cells a finished stroke brings along in a crochet overlay chart, as the editor
// computes them (`mosaicStrokeFollowUp`, called by `web/src/editor/document/mosaic/mosaicOfDocument.ts`). A freehand stroke of 200 cells, and a flood fill of a whole 1000² and 2000² chart with the
// other colour of every second row. Goal: a stroke well under a frame (16 ms); a whole-chart fill under 2 s.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { mosaicStrokeFollowUp } = require('@steekwerk/model');

function chartOf(side) {
  return {
    type: 'mosaicOverlay',
    columnCount: side,
    rowCount: side,
    rowsFrom: 'bottomToTop',
    rulerSkip: 1,
    colours: [1, 2],
  };
}

function measure(name, chart, painted) {
  const started = performance.now();
  const patch = mosaicStrokeFollowUp(chart, painted);
  const ms = performance.now() - started;
  console.log(
    JSON.stringify({
      bench: 'mosaic-rules.node',
      case: name,
      side: chart.columnCount,
      paintedCells: painted.length,
      followUpCells: patch.indices.length,
      ms: Math.round(ms * 10) / 10,
    }),
  );
}

{
  const chart = chartOf(1000);
  const painted = Array.from({ length: 200 }, (_, offset) => [500 * 1000 + 200 + offset, 1]);
  measure('stroke of 200 cells', chart, painted);
}
for (const side of [1000, 2000]) {
  const chart = chartOf(side);
  const painted = [];
  // Every second row painted with colour A (half of them the other colour of their row).
  for (let row = 0; row < side; row += 2)
    for (let column = 0; column < side; column += 1) painted.push([row * side + column, 1]);
  measure(`fill of ${side / 2} rows`, chart, painted);
}
