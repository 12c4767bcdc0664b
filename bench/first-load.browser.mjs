// The first load (issue 25) in Debian's Chromium against the built app as the API serves it (web/dist, compressed),
// each visit in a new browser context (a cold cache) at phone size (390 × 844), unthrottled and on a simulated phone
// (CDP: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, 4× CPU slowdown): the bytes of JavaScript and wasm
// (uncompressed, and on the wire) fetched before the first useful paint of the landing page (its heading), the
// charts list of a logged-in user (the saved chart's title) and a new chart's editor (the grid's first frame, the
// `steekwerk:grid-first-frame` mark); the landing page's first contentful paint; navigation to the first frame of a
// premium user's 2000 × 2000 chart saved through the API. Median of three visits for times. Goal lines per figure.
import { loadavg } from 'node:os';
import { httpRequest, startApiForBench } from './lib/apiServer.mjs';
import { benchChartState } from './lib/benchChart.mjs';
import { launchChromium, swiftShaderWindow } from './lib/browserBench.mjs';
import { emit, makeGrid, quantile, round } from './lib/stats.mjs';

const port = Number(process.env.BENCH_PORT ?? 8097);
const base = `http://127.0.0.1:${port}`;
const visits = 3;
const firstFrameMark = 'steekwerk:grid-first-frame';
const bigChartTitle = 'Bench 2000';

const networks = {
  unthrottled: undefined,
  phone: { downloadKbit: 1600, uploadKbit: 750, latencyMs: 150, cpuSlowdown: 4 },
};

/** Bytes before the first useful paint (JavaScript + wasm, uncompressed), per screen; never a timing. */
const byteGoals = {
  landing: 600_000,
  charts_list: 650_000,
  new_chart_editor: 1_500_000,
  chart_2000: 1_500_000,
};
/** Time goals in ms per network: the 1 s unthrottled; on the phone profile what its bytes allow. */
const timeGoals = {
  unthrottled: { landing_first_contentful_paint: 1000, first_frame_2000: 1000 },
  phone: { landing_first_contentful_paint: 3000, first_frame_2000: 8000 },
};

const load = () => round(loadavg()[0] ?? 0);

/** Saves a 2000² chart of 30 styles as the bench's premium user; returns its id. */
async function saveBigChart(cookie) {
  const rows = '1:' + Buffer.from(makeGrid(2000, 2000)).toString('base64');
  const state = benchChartState(2000, rows, 0);
  const response = await httpRequest({
    port,
    method: 'POST',
    path: '/nl/ajax/chart/save/new',
    headers: { cookie },
    body: { state, s: 'bench-first-load', v: 11, saveId: 'first-load-1' },
  });
  const { chartId } = JSON.parse(response.raw.toString());
  if (!chartId) throw new Error(`saving the 2000² chart failed: ${response.status} ${response.raw}`);
  return chartId;
}

/** Whether a response is JavaScript or wasm, and which. */
function kindOf(response) {
  const url = new URL(response.url());
  if (url.pathname.endsWith('.wasm')) return 'wasm';
  const type = response.headers()['content-type'] ?? '';
  if (url.pathname.endsWith('.js') || /javascript/.test(type)) return 'js';
  return undefined;
}

/**
 * One visit in a fresh context: opens `path`, waits for `usefulPaint(page)`, and counts the JavaScript and wasm the
 * page and its workers fetched by then (each with its uncompressed and wire size).
 */
async function visit(browser, { path, cookie, network, usefulPaint }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  if (cookie) {
    const [name, ...value] = cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url: base }]);
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[first-load ${path}] ${error.message}`));
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: (network.downloadKbit * 1000) / 8,
      uploadThroughput: (network.uploadKbit * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdown });
  }
  const fetched = [];
  context.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind) return;
    fetched.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length }));
        // When the request started (ms since the epoch): a file asked for after the useful paint is not counted.
        const startedAt = response.request().timing().startTime;
        return {
          kind,
          url: response.url(),
          bytes: body.length,
          wireBytes: sizes.responseBodySize,
          startedAt,
        };
      })(),
    );
  });
  await page.goto(`${base}${path}`);
  const { paintedAt, ...figures } = await usefulPaint(page);
  // Files the page asked for after the useful paint (say the key symbols, fetched once the grid shows) arrive
  // while the bench notices the paint; a screen that knows its paint's moment leaves them out.
  const before = (await Promise.all(fetched.slice())).filter(
    (entry) => paintedAt === undefined || entry.startedAt <= paintedAt,
  );
  await context.close();
  const sum = (kind, field) =>
    before.filter((entry) => !kind || entry.kind === kind).reduce((total, entry) => total + entry[field], 0);
  return {
    ...figures,
    js_bytes: sum('js', 'bytes'),
    wasm_bytes: sum('wasm', 'bytes'),
    bytes: sum(undefined, 'bytes'),
    wire_bytes: sum(undefined, 'wireBytes'),
    files: before.length,
    largest: before
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, process.env.FIRST_LOAD_FILES ? undefined : 3)
      .map((entry) => `${new URL(entry.url).pathname.replace(/^.*\//, '')} ${entry.bytes}`),
  };
}

/**
 * Waits for the grid's first frame and returns the mark's time from navigation (ms), its moment (`paintedAt`, ms
 * since the epoch, for counting only what was fetched before it) and the chart's size.
 */
async function gridFirstFrame(page) {
  const handle = await page.waitForFunction(
    (name) => {
      const [mark] = performance.getEntriesByName(name);
      return (
        mark && { ms: mark.startTime, paintedAt: performance.timeOrigin + mark.startTime, ...mark.detail }
      );
    },
    firstFrameMark,
    { timeout: 120_000 },
  );
  const frame = await handle.jsonValue();
  // Where the time went (resource timing, ms from navigation): when each step started and ended.
  const phases = await page.evaluate(() => {
    const spans = {};
    const steps = {
      main_chunk: /\/assets\/index-[^/]*\.js$/,
      editor_chunk: /\/assets\/ChartEditorPage-[^/]*\.js$/,
      chart_get: /\/nl\/ajax\/chart\/get\//,
    };
    for (const entry of performance.getEntriesByType('resource')) {
      for (const [step, pattern] of Object.entries(steps)) {
        if (!spans[step] && pattern.test(new URL(entry.name).pathname)) {
          spans[step] = [Math.round(entry.startTime), Math.round(entry.responseEnd)];
        }
      }
    }
    return spans;
  });
  return { ...frame, phases };
}

const screens = (chartId) => ({
  landing: {
    path: '/nl',
    usefulPaint: async (page) => {
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
      const fcp = await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      );
      return { first_contentful_paint_ms: await fcp.jsonValue() };
    },
  },
  charts_list: {
    path: '/nl/browse',
    loggedIn: true,
    usefulPaint: async (page) => {
      await page.getByText(bigChartTitle).first().waitFor({ timeout: 60_000 });
      return {};
    },
  },
  new_chart_editor: { path: '/nl/c/new', usefulPaint: gridFirstFrame },
  chart_2000: { path: `/nl/c/${chartId}`, loggedIn: true, usefulPaint: gridFirstFrame },
});

const api = await startApiForBench(port, { database: 'steekwerk_bench_first_load' });
const browser = await launchChromium(swiftShaderWindow);
try {
  const runtime = `chromium ${browser.version()}`;
  const chartId = await saveBigChart(api.cookie);
  for (const [networkName, network] of Object.entries(networks)) {
    for (const [screen, { path, loggedIn, usefulPaint }] of Object.entries(screens(chartId))) {
      console.error(`[first-load bench] ${networkName} ${screen}`);
      const runs = [];
      for (let index = 0; index < visits; index += 1) {
        runs.push(
          await visit(browser, { path, network, usefulPaint, cookie: loggedIn ? api.cookie : undefined }),
        );
      }
      const median = (field) => {
        const values = runs.map((run) => run[field]).sort((a, b) => a - b);
        return round(quantile(values, 0.5));
      };
      const [first] = runs;
      const byteGoal = byteGoals[screen];
      emit({
        name: `first-load.${screen}`,
        network: networkName,
        runtime,
        load_average_1m: load(),
        viewport: '390x844',
        js_bytes: first.js_bytes,
        wasm_bytes: first.wasm_bytes,
        js_and_wasm_bytes: first.bytes,
        wire_bytes: first.wire_bytes,
        files: first.files,
        largest: first.largest,
        goal: `JS + wasm before the first useful paint ≤ ${byteGoal} bytes`,
        met: first.bytes <= byteGoal,
      });
      /** A time (median of the visits) against its goal on this network. */
      const emitTime = (figure, field, goalText) => {
        const ms = median(field);
        const goal = timeGoals[networkName][figure];
        emit({
          name: `first-load.${figure}`,
          network: networkName,
          runtime,
          load_average_1m: load(),
          p50_ms: ms,
          runs: visits,
          goal: `${goalText} ≤ ${goal} ms (${networkName})`,
          met: ms <= goal,
        });
      };
      if (screen === 'landing') {
        emitTime('landing_first_contentful_paint', 'first_contentful_paint_ms', 'first contentful paint');
      }
      if (screen === 'chart_2000') {
        if (first.columns !== 2000 || first.rows !== 2000) {
          throw new Error(`the first frame showed ${first.columns}×${first.rows} cells, not the 2000² chart`);
        }
        emitTime('first_frame_2000', 'ms', 'navigation to the 2000² chart’s first frame');
        emit({
          name: 'first-load.first_frame_2000_phases',
          network: networkName,
          runtime,
          note: 'first visit: [start, response end] ms from navigation per request, then the first frame',
          ...first.phases,
          first_frame: round(first.ms),
        });
      }
    }
  }
} finally {
  await browser.close();
  await api.stop();
}
