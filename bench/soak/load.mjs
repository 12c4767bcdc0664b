// make soak, part 2 (issue 26): load on loopback. 200 simulated editors, each sending chart/changes every 3 s and
// saving its 300 × 300 chart every 30 s, 20 users opening 1000 × 1000 charts and 50 makers saving tracker progress
// every 3 s, for 60 s: the errors (must be 0), p50/p99/max latency of each call and the API's memory before and
// after — with one API process, then with two behind a round-robin proxy on one database.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import {
  call,
  createUsers,
  freshSoakDatabase,
  pgsh,
  residentMb,
  soakChart,
  soakStyles,
  startApi,
  startRoundRobinProxy,
} from './soakCluster.mjs';

const seconds = Number(process.env.SOAK_LOAD_SECONDS ?? 60);
const editorCount = Number(process.env.SOAK_EDITORS ?? 200);
const openerCount = Number(process.env.SOAK_OPENERS ?? 20);
const makerCount = Number(process.env.SOAK_MAKERS ?? 50);
const basePort = Number(process.env.SOAK_PORT ?? 8099);

const tabId = () => `soak-${randomBytes(8).toString('hex')}`;
const styles = soakStyles(20);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function chartOf(side, revision, seed) {
  const cells = new Uint8Array(side * side).map((_, cell) => 1 + ((cell * 31 + seed * 7 + (cell >> 5)) % 20));
  return soakChart(cells, side, { styles, revision, title: `Soak ${side}` });
}

const calls = new Map();
function record(name, answer, ok) {
  const entry = calls.get(name) ?? { times: [], errors: 0, examples: [], count: 0 };
  entry.count += 1;
  if (answer) entry.times.push(answer.ms);
  if (!ok) {
    entry.errors += 1;
    if (entry.examples.length < 3)
      entry.examples.push(
        answer ? `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}` : 'network error',
      );
  }
  calls.set(name, entry);
}

/** One call, timed and counted; a 4xx/5xx, a refusal or a network error is an error. */
async function timed(port, name, method, action, options) {
  try {
    const answer = await call(port, method, action, { ...options, timeoutMs: 30_000 });
    const ok =
      answer.status === 200 && answer.body.sfRequest === 'ok' && (answer.body.status ?? 'ok') === 'ok';
    record(name, answer, ok);
    return answer;
  } catch {
    record(name, undefined, false);
    return undefined;
  }
}

async function logIn(port, user, index) {
  const answer = await call(port, 'POST', 'account/login', {
    body: { emailAddress: user.email, password: user.password },
    network: `10.${26 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`,
  });
  if (!answer.cookie) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.cookie;
}

async function newChart(port, cookie, side, seed) {
  const s = tabId();
  const answer = await call(port, 'POST', 'chart/save/new', {
    cookie,
    body: { state: chartOf(side, 0, seed), s, v: 11, saveId: tabId() },
    timeoutMs: 60_000,
  });
  if (answer.body.status !== 'ok') throw new Error(`creating a chart failed: ${JSON.stringify(answer.body)}`);
  return { chartId: answer.body.chartId, revision: answer.body.revision, s };
}

async function run(label, processCount) {
  calls.clear();
  const { url } = await freshSoakDatabase(`steekwerk_soak_load`);
  const editors = await createUsers(url, editorCount);
  const openers = await createUsers(url, openerCount, { premium: true });
  const makers = await createUsers(url, makerCount);
  const apis = [];
  for (let index = 0; index < processCount; index += 1) apis.push(await startApi(url, basePort + index));
  const proxy =
    processCount > 1 ? await startRoundRobinProxy(apis.map((_, index) => basePort + index)) : undefined;
  const port = proxy?.port ?? basePort;

  console.error(
    `[soak load] ${label}: setting up ${editorCount + openerCount + makerCount} users and their charts`,
  );
  const editorTabs = [];
  for (const [index, user] of editors.entries()) {
    const cookie = await logIn(port, user, index);
    editorTabs.push({ cookie, ...(await newChart(port, cookie, 300, index)) });
  }
  const openerCharts = [];
  for (const [index, user] of openers.entries()) {
    const cookie = await logIn(port, user, 10_000 + index);
    openerCharts.push({ cookie, ...(await newChart(port, cookie, 1000, index)) });
  }
  const makerCharts = [];
  for (const [index, user] of makers.entries()) {
    const cookie = await logIn(port, user, 20_000 + index);
    makerCharts.push({ cookie, ...(await newChart(port, cookie, 100, index)) });
  }
  const memoryBefore = apis.map((api) => residentMb(api.pid));
  console.error(`[soak load] ${label}: ${seconds} s of load`);

  const deadline = Date.now() + seconds * 1000;
  const editor = async (tab, index) => {
    await sleep((index * 3000) / editorCount);
    let tick = 0;
    let position = 0;
    while (Date.now() < deadline) {
      tick += 1;
      position += 1;
      await timed(port, 'chart/changes', 'POST', `chart/changes/${tab.chartId}`, {
        cookie: tab.cookie,
        body: {
          s: tab.s,
          r: tab.revision,
          p: 0,
          actions: [
            { type: 'zoom', zoomLevel: 20 + (tick % 5) },
            { type: 'scroll', x: position * 10, y: position * 5 },
          ],
        },
      });
      // Every tenth tick (30 s), staggered over the editors: a save of the whole chart.
      if ((tick + index) % 10 === 0) {
        const saved = await timed(port, 'chart/save (300²)', 'POST', `chart/save/${tab.chartId}`, {
          cookie: tab.cookie,
          body: { state: chartOf(300, tab.revision, tick + index), s: tab.s, v: 11, saveId: tabId() },
        });
        if (saved?.body.status === 'ok') tab.revision = saved.body.revision;
      }
      await sleep(3000);
    }
  };
  const opener = async (chart, index) => {
    await sleep((index * 3000) / openerCount);
    while (Date.now() < deadline) {
      await timed(port, 'chart/get (1000²)', 'GET', `chart/get/${chart.chartId}?s=${tabId()}&v=19`, {
        cookie: chart.cookie,
      });
      await sleep(3000);
    }
  };
  const maker = async (chart, index) => {
    await sleep((index * 3000) / makerCount);
    let step = 0;
    while (Date.now() < deadline) {
      step += 1;
      const done = new Uint8Array(100 * 100).map((_, cell) => (cell < step * 37 ? 1 : 0));
      await timed(
        port,
        'progress save (100²)',
        'POST',
        `chart/progress-tracker/save-grid-rows-done/${chart.chartId}`,
        {
          cookie: chart.cookie,
          body: {
            columnCount: 100,
            rowCount: 100,
            done: `1:${Buffer.from(done).toString('base64')}`,
            s: chart.s,
          },
        },
      );
      await sleep(3000);
    }
  };
  await Promise.all([...editorTabs.map(editor), ...openerCharts.map(opener), ...makerCharts.map(maker)]);
  const memoryAfter = apis.map((api) => residentMb(api.pid));
  let errors = 0;
  for (const [name, entry] of calls) {
    const times = entry.times.sort((a, b) => a - b);
    const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
    errors += entry.errors;
    console.log(
      JSON.stringify({
        name: `soak.load.${name}`,
        processes: processCount,
        calls: entry.count,
        errors: entry.errors,
        p50_ms: at(0.5),
        p99_ms: at(0.99),
        max_ms: Math.round(times.at(-1) ?? 0),
        ...(entry.examples.length ? { examples: entry.examples } : {}),
      }),
    );
  }
  console.log(
    JSON.stringify({
      name: 'soak.load.api_memory',
      load_average_1m: Math.round(loadavg()[0] * 10) / 10,
      processes: processCount,
      rss_mb_before: memoryBefore,
      rss_mb_after: memoryAfter,
    }),
  );
  await proxy?.close();
  for (const api of apis) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  return errors;
}

const errorsOne = await run('one process', 1);
const errorsTwo = await run('two processes', 2);
pgsh('stop');
console.log(`load: errors with one process: ${errorsOne}, with two: ${errorsTwo}`);
process.exit(errorsOne + errorsTwo > 0 ? 1 : 0);
