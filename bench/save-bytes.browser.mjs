// Compressed saves in Debian's Chromium (issue 26 "Saves that fit a real network"):
// 1. `CompressionStream('gzip')` on a save body as the editor makes it (web/src/api/bodyCompression.ts), for the
//    photo and sparse charts of save-bytes.node.mjs at 1000² and 2000²: milliseconds (median of 7) and bytes.
// 2. The built app against the API, a premium user's 1000² photo chart, with the upload throttled to 1.5 Mbit/s
//    (CDP `Network.emulateNetworkConditions`, 100 ms latency): seconds from the last edit to "Opgeslagen" (the
//    autosave waits 3 s after the last edit, spec §9) and from the save request to "Opgeslagen", with the app's
//    compression and without it (`CompressionStream` removed: the save goes as plain JSON, as before issue 26).
import { httpRequest, startApiForBench } from './lib/apiServer.mjs';
import { launchChromium } from './lib/browserBench.mjs';
import { photoChart, saveBody, sparseChart } from './lib/saveCharts.mjs';
import { emit, quantile, round } from './lib/stats.mjs';

const port = Number(process.env.BENCH_PORT ?? 8093);
const base = `http://127.0.0.1:${port}`;
const uploadBitsPerSecond = 1_500_000;
const runs = 3;

const browser = await launchChromium();
try {
  // 1. Compression in the browser.
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>gzip</title>');
  for (const size of [1000, 2000]) {
    for (const [kind, chart] of [
      ['photo', await photoChart(size)],
      ['sparse', sparseChart(size)],
    ]) {
      const json = JSON.stringify(saveBody(size, chart.cells, chart.styleCount));
      const result = await page.evaluate(async (text) => {
        // The editor's compressor (bodyCompression.ts `browserGzip`).
        const gzip = async (input) => {
          const stream = new CompressionStream('gzip');
          const writer = stream.writable.getWriter();
          writer.write(new TextEncoder().encode(input)).catch(() => undefined);
          writer.close().catch(() => undefined);
          return new Uint8Array(await new Response(stream.readable).arrayBuffer());
        };
        const times = [];
        let bytes = 0;
        for (let run = 0; run < 9; run += 1) {
          const started = performance.now();
          bytes = (await gzip(text)).length;
          if (run >= 2) times.push(performance.now() - started);
        }
        return { times: times.sort((a, b) => a - b), bytes };
      }, json);
      emit({
        name: 'save_bytes.browser_gzip',
        chart: kind,
        size: `${size}x${size}`,
        plain_bytes: json.length,
        gzip_bytes: result.bytes,
        share: round(result.bytes / json.length),
        gzip_p50_ms: round(quantile(result.times, 0.5)),
        gzip_max_ms: round(result.times[result.times.length - 1]),
      });
    }
  }
  await page.close();

  // 2. The editor on a slow upload.
  const api = await startApiForBench(port, { database: 'steekwerk_bench_save_browser' });
  try {
    const photo = await photoChart(1000);
    for (const compression of ['gzip', 'none']) {
      const toSaved = [];
      const requestToSaved = [];
      let sentBytes = 0;
      for (let run = 0; run < runs; run += 1) {
        const figures = await editAndSave(api.cookie, photo, compression);
        toSaved.push(figures.lastEditToSavedMs);
        requestToSaved.push(figures.requestToSavedMs);
        sentBytes = figures.sentBytes;
      }
      toSaved.sort((a, b) => a - b);
      requestToSaved.sort((a, b) => a - b);
      emit({
        name: 'save_throttled',
        chart: 'photo',
        size: '1000x1000',
        upload_mbit: uploadBitsPerSecond / 1e6,
        compression,
        sent_bytes: sentBytes,
        last_edit_to_saved_s: round(quantile(toSaved, 0.5) / 1000),
        save_request_to_saved_s: round(quantile(requestToSaved, 0.5) / 1000),
        autosave_debounce_s: 3,
        runs,
      });
    }
  } finally {
    await api.stop();
  }
} finally {
  await browser.close();
}

/**
 * Saves the chart as a new one, opens it in a fresh context, throttles the upload, draws one cell and times the
 * autosave. `compression: 'none'` removes `CompressionStream` first, so the app sends plain JSON.
 */
async function editAndSave(cookie, chart, compression) {
  const s = `bench-throttled-${Math.random().toString(36).slice(2, 10)}`;
  const created = await httpRequest({
    port,
    method: 'POST',
    path: '/nl/ajax/chart/save/new',
    headers: { cookie },
    body: { ...saveBody(1000, chart.cells, chart.styleCount), s, saveId: `${s}-1` },
  });
  const { chartId } = JSON.parse(created.raw.toString());
  if (!chartId) throw new Error(`saving the chart failed: ${created.status} ${created.raw}`);
  // Releases the bench's own lock, so the editor's tab takes it.
  await httpRequest({
    port,
    method: 'POST',
    path: '/nl/ajax/chart/writelock/release',
    headers: { cookie },
    body: { chartId, s },
  });

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  try {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url: base }]);
    if (compression === 'none') {
      await context.addInitScript(() => {
        delete globalThis.CompressionStream;
      });
    }
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[save-bytes] ${error.message}`));
    await page.goto(`${base}/nl/c/${chartId}`);
    const grid = page.getByRole('application', { name: 'Chartraster' });
    await page.locator('[data-ready="true"]').waitFor({ timeout: 60_000 });
    const status = page.getByRole('status', { name: 'Opslagstatus' });
    await status.filter({ hasText: /^Opgeslagen/ }).waitFor({ timeout: 30_000 });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 100,
      downloadThroughput: -1,
      uploadThroughput: uploadBitsPerSecond / 8,
    });
    let saveStarted = 0;
    let sentBytes = 0;
    page.on('request', (request) => {
      if (!request.url().includes('/nl/ajax/chart/save/')) return;
      saveStarted = performance.now();
      sentBytes = request.postDataBuffer()?.length ?? 0;
    });

    await page.keyboard.press('2');
    const box = await grid.boundingBox();
    if (!box) throw new Error('no grid');
    await page.mouse.click(box.x + 45, box.y + 45);
    const lastEdit = performance.now();
    await status.filter({ hasNotText: /^Opgeslagen/ }).waitFor({ timeout: 10_000 });
    await status.filter({ hasText: /^Opgeslagen/ }).waitFor({ timeout: 120_000 });
    const saved = performance.now();
    if (saveStarted === 0) throw new Error('no save request was seen');
    return { lastEditToSavedMs: saved - lastEdit, requestToSavedMs: saved - saveStarted, sentBytes };
  } finally {
    await context.close();
  }
}
