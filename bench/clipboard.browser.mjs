// Copy, paste and rotate of a 500 × 500 selection in Chromium (Debian's, headless, WebGL 2 through SwiftShader), at
// 1280 × 800, on a 1000 × 1000 chart of 30 styles (half with symbols) with 3 000 lines, part stitches, knots and
// beads in the block: the time from the key press to its result — ctrl+C to the copy kept in the browser's shared
// storage, ctrl+V and R to the first frame drawn with the preview layer shown and turned (goal ≤ 100 ms each), with
// the whole chart in view (fit) and at 8 px cells. Prints JSON lines.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtInSymbols } from '@steekwerk/model';
import { build } from 'vite';
import { benchChartState } from './lib/benchChart.mjs';
import { randomRows } from './lib/randomRows.mjs';
import { launchChromium, serveBench, swiftShaderWindow } from './lib/browserBench.mjs';
import { emit, quantile, round } from './lib/stats.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
await build({ configFile: join(here, 'clipboard', 'vite.config.mjs') });
const distDir = join(here, 'clipboard', 'dist');
const size = 1000;
const rounds = 12;
const warmUp = 2;
const goalMs = 100;

/** The chart: random cells, styles 16–30 with a symbol, and items of every kind inside the block copied. */
function chartState() {
  const state = benchChartState(size, randomRows(size, 30));
  const symbols = builtInSymbols.filter((symbol) => symbol.cells === 1);
  state.palette.styles = state.palette.styles.map((style, index) =>
    index >= 15 ? { ...style, symbolId: symbols[index % symbols.length].symbolId } : style,
  );
  const at = (index, spread) => 250 + ((index * 7919) % spread);
  state.grid.halfStitches = Array.from({ length: 1500 }, (_, index) => ({
    x: at(index, 500),
    y: at(index * 3, 500),
    left: index % 2 === 0,
    top: index % 3 === 0,
    styleId: 1 + (index % 30),
  }));
  state.grid.quarterStitches = Array.from({ length: 500 }, (_, index) => ({
    x: at(index * 5, 500),
    y: at(index * 11, 500),
    left: index % 2 === 1,
    top: index % 5 === 0,
    styleId: 1 + (index % 30),
  }));
  state.grid.customLines = Array.from({ length: 700 }, (_, index) => ({
    x1: at(index, 490),
    y1: at(index * 13, 490),
    x2: at(index, 490) + 5,
    y2: at(index * 13, 490) + 3,
    styleId: 1 + (index % 30),
  }));
  state.grid.ornaments = Array.from({ length: 300 }, (_, index) => ({
    x: at(index * 17, 500) + 0.5,
    y: at(index * 19, 500) + 0.5,
    kind: index % 2 === 0 ? 'knot' : 'bead',
    styleId: 1 + (index % 30),
  }));
  return state;
}

const chart = JSON.stringify(chartState());
const server = await serveBench((path) =>
  path === `chart-${size}.json` ? { body: chart } : join(distDir, path || 'index.html'),
);
const browser = await launchChromium(swiftShaderWindow);
const runtime = `chromium ${browser.version()}`;
const load = () => round(loadavg()[0] ?? 0);

try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
  page.on('crash', () => console.error('[page] crashed'));
  browser.on('disconnected', () => console.error('[browser] disconnected'));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[page console] ${message.text()}`);
  });
  await page.goto(`${server.base}/index.html?size=${size}`);
  const renderer = await page.evaluate(async () => (await globalThis.clipboardBench).renderer);
  if (!/swiftshader/i.test(renderer)) throw new Error(`WebGL renderer is "${renderer}", not SwiftShader`);

  const steps = [
    ['copy', 'Control+c'],
    ['paste', 'Control+v'],
    ['rotate', 'r'],
  ];
  for (const scene of (process.env.CLIPBOARD_BENCH_SCENES ?? 'fit,cells8').split(',')) {
    const samples = { copy: [], paste: [], rotate: [] };
    let items = 0;
    for (let round_ = 0; round_ < rounds; round_ += 1) {
      ({ items } = await page.evaluate(
        async (name) => (await globalThis.clipboardBench).prepare(name),
        scene,
      ));
      await page.waitForTimeout(100);
      for (const [step, key] of steps) {
        await page.evaluate(async (name) => (await globalThis.clipboardBench).arm(name), step);
        await page.keyboard.press(key);
        const ms = await page.evaluate(async () => (await globalThis.clipboardBench).result());
        if (process.env.CLIPBOARD_BENCH_DEBUG) console.error(scene, round_, step, ms);
        if (round_ >= warmUp) samples[step].push(ms);
      }
    }
    for (const [step] of steps) {
      const sorted = samples[step].sort((a, b) => a - b);
      const p50 = quantile(sorted, 0.5);
      emit({
        name: `clipboard.${step}`,
        load_average_1m: load(),
        runtime,
        chart: `${size}x${size}`,
        selection: '500x500',
        items_in_chart: items,
        scene,
        presses: sorted.length,
        p50_ms: round(p50),
        p95_ms: round(quantile(sorted, 0.95)),
        measured:
          step === 'copy' ? 'key press to the copy stored' : 'key press to the frame showing the preview',
        goal: `p50 <= ${goalMs} ms`,
        met: p50 <= goalMs,
      });
    }
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}
