// Grid rows codec in Chromium (Debian's, headless), in one run: inside a worker, the engine as the app loads it
// (`Uint8Array.fromBase64` with the checks, the wasm deciding the rest), the wasm alone, the bare native base64
// and a plain TypeScript loop; then whole decode paths timed from the main thread (the app's engine worker
// through Comlink, a bare worker, the main thread itself).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launchChromium, serveBench } from './lib/browserBench.mjs';
import { emit, gridSizes, quantile, round } from './lib/stats.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
await build({ configFile: join(here, 'browser', 'vite.config.mjs') });

const distDir = join(here, 'dist');
const server = await serveBench((path) => join(distDir, path || 'index.html'));
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  const runtime = `chromium ${browser.version()}`;
  await page.goto(`${server.base}/index.html?sizes=${gridSizes.join(',')}`);
  const { results, engineVersion, rowsCodec } = await page.evaluate(() => globalThis.benchDone);
  const medians = new Map();
  for (const { operation, size, method, where, durations } of results) {
    const p50 = quantile(durations, 0.5);
    medians.set(`${operation} ${size} ${method}`, p50);
    emit({
      name: `engine.rows_${operation}`,
      runtime,
      where,
      engine: engineVersion,
      size: `${size}x${size}`,
      method,
      ...(method === 'engine' || method === 'app-worker-roundtrip' ? { fast_path: rowsCodec } : {}),
      p50_ms: round(p50),
      p95_ms: round(quantile(durations, 0.95)),
      mb_per_s: round((size * size) / 1e6 / (p50 / 1000)),
    });
  }
  for (const operation of ['encode', 'decode']) {
    for (const size of gridSizes) {
      const of = (method) => medians.get(`${operation} ${size} ${method}`);
      const fastest = ['engine', 'wasm', 'native', 'plain'].sort((a, b) => of(a) - of(b))[0];
      emit({
        name: `engine.rows_${operation}.ratio`,
        runtime,
        size: `${size}x${size}`,
        wasm_over_engine: round(of('wasm') / of('engine')),
        plain_over_wasm: round(of('plain') / of('wasm')),
        native_over_wasm: round(of('native') / of('wasm')),
        fastest,
      });
    }
  }
  // The goal, on the path the app uses: the rows string into the engine worker, the cells back.
  for (const [size, goal] of [
    [1000, 5],
    [2000, 15],
  ]) {
    const p50 = medians.get(`decode ${size} app-worker-roundtrip`);
    if (p50 === undefined) continue;
    emit({
      name: 'engine.rows_decode.goal',
      runtime,
      size: `${size}x${size}`,
      path: 'app-worker-roundtrip',
      p50_ms: round(p50),
      goal_ms: goal,
      met: p50 <= goal,
      main_thread_native_ms: round(medians.get(`decode ${size} native-main-thread`)),
      wasm_in_worker_ms: round(medians.get(`decode ${size} wasm`)),
    });
  }
} finally {
  await browser.close();
  server.close();
}
