// What the drivers of the editor's rendering benchmarks share: the page built and served with a `size`² chart of
// random cells, Debian's Chromium with SwiftShader at 1280 × 800, the page opened and checked, and the figures'
// helpers.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launchChromium, serveBench, swiftShaderWindow } from './browserBench.mjs';
import { randomRows } from './randomRows.mjs';
import { quantile, round } from './stats.mjs';

const benchRoot = fileURLToPath(new URL('..', import.meta.url));

/** The machine's 1-minute load average (2 cores): figures taken under other work are slower than the code. */
export const loadAverage = () => round(loadavg()[0] ?? 0);

/** p50 and p95 of sorted durations. */
export const timeStats = (sorted) => ({
  p50_ms: round(quantile(sorted, 0.5)),
  p95_ms: round(quantile(sorted, 0.95)),
});

/**
 * Builds the page of `bench/<folder>/`, serves it with a `size`² chart of random cells (the template the page makes
 * with `?prepare=1`), and opens it in Chromium at 1280 × 800 (`contextOptions` added), page errors logged. The page
 * publishes its bench object as `globalThis[benchName]`; its renderer must be SwiftShader. Call `close()` when done.
 */
export async function openEditorBenchPage(folder, benchName, size, contextOptions = {}) {
  await build({ configFile: join(benchRoot, folder, 'vite.config.mjs') });
  const distDir = join(benchRoot, folder, 'dist');
  let chart = '';
  const server = await serveBench((path) =>
    path === `chart-${size}.json` ? { body: chart } : join(distDir, path || 'index.html'),
  );
  const browser = await launchChromium(swiftShaderWindow);
  const close = async () => {
    await browser.close();
    server.close();
  };
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

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
      ...contextOptions,
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[page console] ${message.text()}`);
    });
    await page.goto(`${server.base}/index.html?size=${size}`);
    const renderer = await page.evaluate(async (name) => (await globalThis[name]).renderer, benchName);
    if (!/swiftshader/i.test(renderer)) throw new Error(`WebGL renderer is "${renderer}", not SwiftShader`);
    return { page, runtime: `chromium ${browser.version()}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}
