// Pattern PDF import of other programs' PDFs (issue 30): the go-cross-stitch and stitchcraft fixtures kept in
// formats/src/patternPdf/fixtures/ (150 × 150 each; one with long grid lines, one drawing each cell's own square,
// 28 000 segments a page), read with pdf.js in Node from formats/dist (`make build-formats`). Goal as for our own
// PDFs: ≤ 5 s.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPatternPdf } from '@steekwerk/formats/pattern-pdf';
import { emit } from './lib/stats.mjs';

const fixtures = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'formats',
  'src',
  'patternPdf',
  'fixtures',
);
for (const [program, file] of [
  ['go-cross-stitch', 'jupiter-dmc-rgb-A4.pdf'],
  ['go-cross-stitch', 'mars-anchor-rgb.pdf'],
  ['stitchcraft', 'stitchcraft-60x20.pdf'],
]) {
  const bytes = new Uint8Array(await readFile(join(fixtures, program, file)));
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const { report } = await readPatternPdf(bytes);
  const ms = Math.round(performance.now() - started);
  emit({
    bench: 'pattern-pdf-other-programs',
    runtime: `node ${process.version}`,
    program,
    file,
    bytes: bytes.length,
    cells: `${report.columns}x${report.rows}`,
    chartPages: report.chartPages.length,
    threads: report.threads,
    stitches: report.stitches,
    ms,
    heapGrowthMb: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e5) / 10,
    goalMs: 5000,
    ok: ms <= 5000 && report.stitches === (program === 'stitchcraft' ? 960 : 22500),
  });
}
