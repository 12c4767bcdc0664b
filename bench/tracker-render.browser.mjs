// The progress tracker on a 2000 × 2000 chart in Chromium (Debian's, headless, WebGL 2 through SwiftShader), at
// 1280 × 800, in one run: (a) forced frame times of the plain editor and of tracker mode (about half the cells
// done, one style highlighted) over the same pan/zoom path, in alternating blocks, with their ratio (goal ≤ 1.1);
// (b) the time from a tap's pointerup to the frame that shows the cell marked (goal ≤ 33 ms), over 40 taps.
// Prints JSON lines.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { randomRows } from './lib/benchChart.mjs';
import { launchChromium, serveBench, swiftShaderWindow } from './lib/browserBench.mjs';
import { emit, quantile, round } from './lib/stats.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
await build({ configFile: join(here, 'tracker-render', 'vite.config.mjs') });
const distDir = join(here, 'tracker-render', 'dist');
const size = 2000;
/** The scenes to measure (TRACKER_BENCH_SCENES=cells24 measures one again on its own). */
const scenes = (process.env.TRACKER_BENCH_SCENES ?? 'fit,cells8,cells24').split(',');

let chart = '';
const server = await serveBench((path) =>
  path === `chart-${size}.json` ? { body: chart } : join(distDir, path || 'index.html'),
);
const browser = await launchChromium(swiftShaderWindow);
const runtime = `chromium ${browser.version()}`;
const load = () => round(loadavg()[0] ?? 0);
const stats = (sorted) => ({ p50_ms: round(quantile(sorted, 0.5)), p95_ms: round(quantile(sorted, 0.95)) });

try {
  const preparing = await browser.newPage();
  await preparing.goto(`${server.base}/index.html?prepare=1`);
  const template = await preparing
    .waitForFunction(() => globalThis.chartTemplate)
    .then((handle) => handle.jsonValue());
  await preparing.close();
  template.grid.settings.size = { columnCount: size, rowCount: size };
  template.grid.rows = randomRows(size);
  chart = JSON.stringify(template);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[page console] ${message.text()}`);
  });
  await page.goto(`${server.base}/index.html?size=${size}`);
  const renderer = await page.evaluate(async () => (await globalThis.trackerBench).renderer);
  if (!/swiftshader/i.test(renderer)) throw new Error(`WebGL renderer is "${renderer}", not SwiftShader`);
  const doneCount = await page.evaluate(async () => (await globalThis.trackerBench).doneCount());

  // (a) Alternating blocks of 40 frames per scene (plain, tracker per grid cell, tracker in rows), four rounds:
  // drift hits all alike.
  const variants = ['plain', 'perGridCell', 'rowsFull'];
  for (const scene of scenes) {
    const samples = Object.fromEntries(variants.map((variant) => [variant, []]));
    for (let round_ = 0; round_ < 4; round_ += 1) {
      for (const variant of variants) {
        const durations = await page.evaluate(
          async ([which, name]) => (await globalThis.trackerBench).frames(which, name, 40),
          [variant, scene],
        );
        samples[variant].push(...durations);
      }
    }
    for (const list of Object.values(samples)) list.sort((a, b) => a - b);
    for (const mode of ['perGridCell', 'rowsFull']) {
      const ratio = quantile(samples[mode], 0.5) / quantile(samples.plain, 0.5);
      emit({
        name: 'tracker.frame',
        load_average_1m: load(),
        runtime,
        size: `${size}x${size}`,
        scene,
        tracker_mode: mode,
        done_cells: doneCount,
        highlighted_style: 5,
        frames: samples.plain.length,
        plain: stats(samples.plain),
        tracker: stats(samples[mode]),
        ratio_p50: round(ratio),
        goal: 'tracker / plain p50 <= 1.1',
        met: ratio <= 1.1,
      });
    }
  }

  // (b) Taps: pointer down and up on a cell; the time from pointerup to the frame showing it changed.
  const taps = [];
  const uploadedBefore = await page.evaluate(async () =>
    (await globalThis.trackerBench).uploadedTrackerCells(),
  );
  for (let index = 0; index < 45; index += 1) {
    const cell = await page.evaluate(async (n) => (await globalThis.trackerBench).tapCell(n), index);
    const watching = page.evaluate(
      async ([column, row]) => (await globalThis.trackerBench).watchTap(column, row),
      [cell.column, cell.row],
    );
    await page.waitForTimeout(50);
    await page.mouse.move(cell.x, cell.y);
    await page.mouse.down();
    await page.mouse.up();
    const latency = await watching;
    // The first taps warm up (shader variants, code paths).
    if (index >= 5) taps.push(latency);
  }
  const uploaded =
    (await page.evaluate(async () => (await globalThis.trackerBench).uploadedTrackerCells())) -
    uploadedBefore;
  taps.sort((a, b) => a - b);
  const p50 = quantile(taps, 0.5);
  const p95 = quantile(taps, 0.95);
  emit({
    name: 'tracker.tap_to_screen',
    load_average_1m: load(),
    runtime,
    size: `${size}x${size}`,
    taps: taps.length,
    ...stats(taps),
    done_cells_uploaded_per_tap: round(uploaded / 45),
    goal: 'p50 <= 33 ms',
    met: p50 <= 33,
    p95_within_goal: p95 <= 33,
  });
  await context.close();
} finally {
  await browser.close();
  server.close();
}
