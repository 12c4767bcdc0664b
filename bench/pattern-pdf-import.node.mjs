// Pattern PDF import (issue 30): a 300 × 300 cross-stitch chart with 40 DMC threads written by our own PDF writer
// (A4 portrait, overlap 3, colour; about 20+ chart pages), read back with pdf.js in Node from formats/dist
// (`make build-formats`). Goal (issue): ≤ 5 s in the worker. Also checks the chart came back with the same cells.
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { chartSnapshotOf, defaultPdfOptions, writeChartPdf } from '@steekwerk/formats';
import { readPatternPdf } from '@steekwerk/formats/pattern-pdf';
import { emit } from './lib/stats.mjs';

const side = 300;
const colours = 40;
const cells = new Uint8Array(side * side);
let seed = 12345;
for (let index = 0; index < cells.length; index += 1) {
  seed = (seed * 1103515245 + 12345) >>> 0;
  cells[index] =
    seed % 5 === 0 ? (seed % colours) + 1 : (Math.floor(index / 9 + index / side / 7) % colours) + 1;
}
const styles = Array.from({ length: colours }, (_, index) =>
  createPaletteStyle(index + 1, {
    colorBackground: `#${(((index + 1) * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(0, 6)}`,
    productId: `dmc-${150 + index}`,
    abbreviation: String(150 + index),
    description: `DMC ${150 + index} Kleur ${index + 1}`,
  }),
);
const chart = createChartState({
  craft: 'crossStitch',
  type: 'other',
  size: { columnCount: side, rowCount: side },
  rows: encodeRowsPlain(cells, side, side),
  styles,
  title: 'Bench patroon',
});
for (const [paper, overlap] of [
  ['a4', 3],
  ['a3', 0],
]) {
  const { bytes, pages } = await writeChartPdf(chartSnapshotOf(chart), {
    ...defaultPdfOptions,
    paper,
    overlap,
  });
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const { report } = await readPatternPdf(bytes);
  const ms = Math.round(performance.now() - started);
  emit({
    bench: 'pattern-pdf-import',
    runtime: `node ${process.version}`,
    cells: `${side}x${side}`,
    colours,
    paper,
    overlap,
    pages,
    chartPages: report.chartPages.length,
    bytes: bytes.length,
    ms,
    heapGrowthMb: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e5) / 10,
    rssMb: Math.round(process.memoryUsage().rss / 1e5) / 10,
    sameSize: report.columns === side && report.rows === side,
    stitches: report.stitches,
    threads: report.threads,
    goalMs: 5000,
    ok: ms <= 5000 && report.columns === side,
  });
}
