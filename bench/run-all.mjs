// `make bench`: runs every benchmark in turn; each prints JSON lines on stdout.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const benchmarks = [
  'rows-codec.node.mjs',
  'rows-codec.browser.mjs',
  'api-charts.mjs',
  'api-changes-load.mjs',
  'api-charts-list.mjs',
  'api-catalogue.mjs',
  'api-progress-save.mjs',
  'save-bytes.node.mjs',
  'save-bytes.browser.mjs',
  'error-reports.mjs',
  'data-export.mjs',
  'picture-quality.node.mjs',
  'picture-speed.node.mjs',
  'picture-speed.browser.mjs',
  'render.browser.mjs',
  'tracker-render.browser.mjs',
  'items-render.browser.mjs',
  'part-stitches-render.browser.mjs',
  'clipboard.browser.mjs',
  'pdf-export.node.mjs',
  'ruler-numbering.node.mjs',
  'symbol-distinctness.node.mjs',
  'pdf-glyph-assignment.node.mjs',
  'chart-files.node.mjs',
  'written.node.mjs',
  'written.browser.mjs',
  'written-table.node.mjs',
  'mosaic-rules.node.mjs',
  'first-load.browser.mjs',
  'unsaved-keep.browser.mjs',
  'layers.node.mjs',
  'layers.browser.mjs',
  'row-marks.node.mjs',
  'chart-checks.node.mjs',
  'freeform-rounds.node.mjs',
  'freeform-symmetry.node.mjs',
  'freeform-hit.mjs',
  'freeform-hit.browser.mjs',
  'freeform-edits.node.mjs',
  'freeform-render.browser.mjs',
  'pattern-pdf-import.node.mjs',
  'pattern-pdf-import.browser.mjs',
  'pattern-pdf-preview.node.mjs',
  'pattern-pdf-other-programs.node.mjs',
];

let failed = 0;
for (const file of benchmarks) {
  const result = spawnSync(process.execPath, [join(here, file)], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`benchmark ${file} failed with status ${result.status}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
