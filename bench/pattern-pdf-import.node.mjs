// Pattern PDF import (issue 30): a 300 × 300 cross-stitch chart with 40 DMC threads written by our own PDF writer
// (A4 portrait, overlap 3, colour; about 20+ chart pages), read back with pdf.js in Node from formats/dist
// (`make build-formats`). Goal (issue): ≤ 5 s in the worker. Also checks the chart came back with the same cells.
import { chartSnapshotOf, defaultPdfOptions, writeChartPdf } from '@steekwerk/formats';
import { readPatternPdf } from '@steekwerk/formats/pattern-pdf';
import { benchPatternChart, benchPatternColours, benchPatternSide } from './lib/patternPdf.mjs';
import { emit } from './lib/stats.mjs';

const side = benchPatternSide;
const colours = benchPatternColours;
const chart = benchPatternChart();
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
