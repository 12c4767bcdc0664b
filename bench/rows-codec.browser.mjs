// Grid rows codec in Chromium (Debian's, headless): the wasm engine in a Web Worker, as the app runs
// it, against the native Uint8Array base64 methods and a plain TypeScript loop, in the same run.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { emit, gridSizes, quantile, round } from './lib/stats.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
await build({ configFile: join(here, 'browser', 'vite.config.mjs') });

const distDir = join(here, 'dist');
const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
const server = createServer(async (request, response) => {
  const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname).replace(/^\/+/, '');
  try {
    const body = await readFile(join(distDir, path || 'index.html'));
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'text/html' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  const runtime = `chromium ${browser.version()}`;
  await page.goto(`http://127.0.0.1:${port}/index.html?sizes=${gridSizes.join(',')}`);
  const { results, engineVersion } = await page.evaluate(() => globalThis.benchDone);
  const medians = new Map();
  for (const { operation, size, method, durations } of results) {
    const p50 = quantile(durations, 0.5);
    medians.set(`${operation} ${size} ${method}`, p50);
    emit({
      name: `engine.rows_${operation}`,
      runtime,
      where: 'worker',
      engine: engineVersion,
      size: `${size}x${size}`,
      method,
      p50_ms: round(p50),
      p95_ms: round(quantile(durations, 0.95)),
      mb_per_s: round((size * size) / 1e6 / (p50 / 1000)),
    });
  }
  for (const operation of ['encode', 'decode']) {
    for (const size of gridSizes) {
      const of = (method) => medians.get(`${operation} ${size} ${method}`);
      const fastest = ['wasm', 'native', 'plain'].sort((a, b) => of(a) - of(b))[0];
      emit({
        name: `engine.rows_${operation}.ratio`,
        runtime,
        size: `${size}x${size}`,
        plain_over_wasm: round(of('plain') / of('wasm')),
        native_over_wasm: round(of('native') / of('wasm')),
        fastest,
      });
    }
  }
} finally {
  await browser.close();
  server.close();
}
