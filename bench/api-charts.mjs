// Chart save and load round trips over HTTP on loopback through PostgreSQL (issue 4), for 100², 1000² and 2000²
// charts: the server's time (Server-Timing) and the round trip, p50/p95, and the bytes on the wire with response
// compression on (brotli) against the uncompressed JSON. Goal for the server time of a save: ≤ 30/60 ms (p50/p95)
// at 1000×1000 and ≤ 80/150 ms at 2000×2000.
import { Agent } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { emit, makeGrid, quantile, round } from './lib/stats.mjs';
import { httpRequest, serverMs, startApiForBench } from './lib/apiServer.mjs';
import { benchChartState } from './lib/benchChart.mjs';

const port = 8095;
const sizes = [100, 1000, 2000];
const samples = 15;
const goals = { 1000: { p50: 30, p95: 60 }, 2000: { p50: 80, p95: 150 } };

const api = await startApiForBench(port);
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
try {
  const headers = { cookie: api.cookie };
  for (const size of sizes) {
    const cells = makeGrid(size, size);
    const s = `bench-tab-${size}`;
    let saveCount = 0;
    const save = (chartId, revision) =>
      httpRequest({
        port,
        agent,
        method: 'POST',
        path: `/nl/ajax/chart/save/${chartId}`,
        headers,
        body: {
          state: benchChartState(size, '1:' + Buffer.from(cells).toString('base64'), revision),
          s,
          v: 11,
          saveId: `bench-${size}-${(saveCount += 1)}`,
        },
      });
    const created = await save('new', 0);
    const { chartId, revision: first } = JSON.parse(created.raw.toString());
    if (!chartId) throw new Error(`creating the ${size}² chart failed: ${created.raw}`);
    let revision = first;
    const saves = [];
    for (let index = 0; index < samples + 2; index += 1) {
      const response = await save(chartId, revision);
      const answer = JSON.parse(response.raw.toString());
      if (answer.status !== 'ok') throw new Error(`save failed: ${response.raw}`);
      revision = answer.revision;
      if (index >= 2) saves.push(response);
    }
    const loads = [];
    for (let index = 0; index < samples + 2; index += 1) {
      const response = await httpRequest({
        port,
        agent,
        method: 'GET',
        path: `/nl/ajax/chart/get/${chartId}?s=${s}&v=19`,
        headers: { ...headers, 'accept-encoding': 'br, gzip' },
      });
      if (response.status !== 200) throw new Error(`load failed: ${response.status}`);
      if (index >= 2) loads.push(response);
    }
    const plainBytes = brotliDecompressSync(loads[0].raw).length;
    const sorted = (values) => [...values].sort((a, b) => a - b);
    for (const [operation, responses] of [
      ['save', saves],
      ['load', loads],
    ]) {
      const server = sorted(responses.map(serverMs));
      const roundTrip = sorted(responses.map((response) => response.ms));
      const record = {
        name: `api.chart_${operation}`,
        size: `${size}x${size}`,
        server_p50_ms: round(quantile(server, 0.5)),
        server_p95_ms: round(quantile(server, 0.95)),
        round_trip_p50_ms: round(quantile(roundTrip, 0.5)),
        round_trip_p95_ms: round(quantile(roundTrip, 0.95)),
        ...(operation === 'save'
          ? { request_bytes: responses[0].requestBytes }
          : {
              response_bytes: responses[0].raw.length,
              uncompressed_bytes: plainBytes,
              encoding: responses[0].headers['content-encoding'],
              compression_ratio: round(plainBytes / responses[0].raw.length),
            }),
      };
      emit(record);
      const goal = goals[size];
      if (operation === 'save' && goal) {
        emit({
          name: 'api.chart_save.goal',
          size: `${size}x${size}`,
          server_p50_ms: record.server_p50_ms,
          server_p95_ms: record.server_p95_ms,
          goal_p50_ms: goal.p50,
          goal_p95_ms: goal.p95,
          met: record.server_p50_ms <= goal.p50 && record.server_p95_ms <= goal.p95,
        });
      }
    }
  }
} finally {
  agent.destroy();
  await api.stop();
}
