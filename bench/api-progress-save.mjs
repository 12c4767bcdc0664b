// Saving the tracker's done cells of a 2000 × 2000 chart (issue 17): a logged-in premium user saves about half
// of the cells done, encoded as the client does ("1:" + base64 of one 0/1 byte per cell, 5.3 MB of JSON), 50
// times through `chart/progress-tracker/save-grid-rows-done` over HTTP on loopback through PostgreSQL. Prints the
// server's time (Server-Timing: from the request's arrival, body parsing included, to its answer) and the round
// trip, p50/p95. Goal: server time ≤ 30 ms p50.
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { emit, makeGrid, quantile, round } from './lib/stats.mjs';
import { httpRequest, serverMs, startApiForBench } from './lib/apiServer.mjs';
import { benchChartState } from './lib/benchChart.mjs';

const port = Number(process.env.BENCH_PORT ?? 8099);
const size = 2000;
const samples = Number(process.env.BENCH_SAMPLES ?? 50);
const warmup = 3;
const goalP50 = 30;

/** CPU milliseconds (user + system) the server process has used, from /proc (Linux); NaN elsewhere. */
function serverCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

const api = await startApiForBench(port, { database: 'steekwerk_bench_progress' });
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
try {
  const headers = { cookie: api.cookie };
  const cells = makeGrid(size, size);
  const created = await httpRequest({
    port,
    agent,
    method: 'POST',
    path: '/nl/ajax/chart/save/new',
    headers,
    body: {
      state: benchChartState(size, '1:' + Buffer.from(cells).toString('base64')),
      s: 'bench-progress-tab',
      v: 11,
      saveId: 'bench-progress-chart',
    },
  });
  const { chartId } = JSON.parse(created.raw.toString());
  if (!chartId) throw new Error(`creating the ${size}² chart failed: ${created.raw}`);

  // A maker part way: the top rows stitched, and below them every other cell of a third of the colours.
  const done = new Uint8Array(size * size);
  let doneCount = 0;
  for (let cell = 0; cell < done.length; cell += 1) {
    if (cell < size * 800 || (cells[cell] % 3 === 0 && cell % 2 === 0)) {
      done[cell] = 1;
      doneCount += 1;
    }
  }
  const body = JSON.stringify({
    columnCount: size,
    rowCount: size,
    done: '1:' + Buffer.from(done).toString('base64'),
    s: 'bench-progress-tab',
  });

  const server = [];
  const roundTrip = [];
  let cpuBefore = Number.NaN;
  for (let index = 0; index < samples + warmup; index += 1) {
    if (index === warmup) cpuBefore = serverCpuMs(api.pid);
    const response = await httpRequest({
      port,
      agent,
      method: 'POST',
      path: `/nl/ajax/chart/progress-tracker/save-grid-rows-done/${chartId}`,
      headers,
      body,
    });
    if (response.status !== 200) throw new Error(`save failed: ${response.status} ${response.raw}`);
    if (index < warmup) continue;
    server.push(serverMs(response));
    roundTrip.push(response.ms);
  }
  // The server's CPU per save does not grow with the machine's load the way its wall time does (shared cores).
  const cpuPerSave = (serverCpuMs(api.pid) - cpuBefore) / samples;
  server.sort((a, b) => a - b);
  roundTrip.sort((a, b) => a - b);
  const p50 = quantile(server, 0.5);
  emit({
    name: 'api.progress_save_2000',
    samples,
    done_fraction: round(doneCount / done.length),
    request_bytes: Buffer.byteLength(body),
    server_p50_ms: round(p50),
    server_p95_ms: round(quantile(server, 0.95)),
    round_trip_p50_ms: round(quantile(roundTrip, 0.5)),
    round_trip_p95_ms: round(quantile(roundTrip, 0.95)),
    server_cpu_ms_per_save: round(cpuPerSave),
    load_average_1m: round(Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0])),
  });
  emit({
    name: 'api.progress_save_2000.goal',
    server_p50_ms: round(p50),
    goal_p50_ms: goalP50,
    met: p50 <= goalP50,
  });
} finally {
  agent.destroy();
  await api.stop();
}
