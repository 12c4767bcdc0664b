// The freeform hit index in Debian's Chromium (headless): 100 000 symbols on 4 layers, queried on the main thread
// (a synchronous wasm instance) and through a Web Worker holding the same index (postMessage there and back, the
// round trip the engine worker adds before any Comlink or queueing; a sample is the mean of 20 calls in a row). Prints JSON lines.
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { launchChromium, serveBench } from './lib/browserBench.mjs';
import { emit, quantile, round } from './lib/stats.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const wasm = fileURLToPath(new URL('../engine-rs/dist/freeform-hit.wasm', import.meta.url));
const page = `<!doctype html><meta charset="utf-8"><title>hit</title><script type="module">
import { makeIndex } from '/hitPage.js';
// performance.now() is coarsened to 0.1 ms in a page that is not cross-origin isolated: each sample is the mean of 20 calls.
const times = async (fn, n) => { const out = []; for (let i = 0; i < n; i += 20) { const s = performance.now(); for (let j = 0; j < 20; j += 1) await fn(i + j); out.push((performance.now() - s) / 20); } return out.sort((a, b) => a - b); };
const index = await makeIndex(100000, 2000);
const points = Array.from({ length: 256 }, (_, i) => [(i * 7919) % 2000, (i * 104729) % 2000]);
const batch = (fn, n) => { const s = performance.now(); for (let i = 0; i < n; i += 1) fn(i); return (performance.now() - s) / n; };
batch((i) => index.point(...points[i % 256]), 1000);
const mainPoint = Array.from({ length: 15 }, () => batch((i) => index.point(...points[i % 256]), 2000)).sort((a, b) => a - b);
const mainRect = Array.from({ length: 15 }, () => batch((i) => index.rect(...points[i % 256].map((v) => v * 0.9), 200, 200), 50)).sort((a, b) => a - b);
const worker = new Worker('/hitPage.js', { type: 'module' });
await new Promise((resolve) => (worker.onmessage = resolve));
const call = (op, args) => new Promise((resolve) => { worker.onmessage = ({ data }) => resolve(data); worker.postMessage({ op, args }); });
await times(() => call('echo', [1]), 50);
const echo = await times(() => call('echo', [1]), 1000);
const point = await times((i) => call('point', points[i % 256]), 1000);
const rect = await times((i) => call('rect', [...points[i % 256].map((v) => v * 0.9), 200, 200]), 200);
globalThis.hitBenchDone = { load: index.load, mainPoint, mainRect, echo, point, rect };
</script>`;

const server = await serveBench((path) =>
  path === '' || path === 'index.html'
    ? { body: page }
    : path === 'freeform-hit.wasm'
      ? wasm
      : join(here, 'freeform', path),
);
const browser = await launchChromium();
try {
  const tab = await browser.newPage();
  await tab.goto(`${server.base}/index.html`);
  await tab.waitForFunction(() => globalThis.hitBenchDone, null, { timeout: 120_000 });
  const done = await tab.evaluate(() => globalThis.hitBenchDone);
  const p = (list, q) => round(quantile(list, q));
  emit({
    bench: 'freeform-hit.browser',
    runtime: `chromium ${browser.version()}`,
    symbols: 100000,
    layers: 4,
    load_ms: round(done.load),
    mainThread: { point_ms: p(done.mainPoint, 0.5), band200_ms: p(done.mainRect, 0.5) },
    worker: {
      roundTripEmpty_ms: { p50: p(done.echo, 0.5), p95: p(done.echo, 0.95) },
      point_ms: { p50: p(done.point, 0.5), p95: p(done.point, 0.95) },
      band200_ms: { p50: p(done.rect, 0.5), p95: p(done.rect, 0.95) },
    },
    goals: { point_ms: 1, band_ms: 5 },
  });
} finally {
  await browser.close();
  server.close();
}
