// Throughput of `chart/changes` (issue 4): 200 simulated editors, each with its own chart and tab, send their
// batched actions (zoom, scroll) back to back for 30 s over keep-alive connections on loopback. Prints requests
// per second, p50/p99 latency and errors (any answer that is not HTTP 200 with status ok; must be 0).
import { Agent } from 'node:http';
import { emit, quantile, round } from './lib/stats.mjs';
import { httpRequest, startApiForBench } from './lib/apiServer.mjs';
import { benchChartState } from './lib/benchChart.mjs';

const port = 8096;
const editors = Number(process.env.BENCH_EDITORS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 30);

const api = await startApiForBench(port);
const agent = new Agent({ keepAlive: true, maxSockets: editors });
try {
  const headers = { cookie: api.cookie };
  // A small chart per editor, made through the real save call.
  const rows = '1:' + Buffer.alloc(100).toString('base64');
  const state = benchChartState(10, rows);
  const charts = [];
  for (let index = 0; index < editors; index += 1) {
    const s = `load-tab-${index.toString().padStart(4, '0')}`;
    const saved = await httpRequest({
      port,
      agent,
      method: 'POST',
      path: '/nl/ajax/chart/save/new',
      headers,
      body: { state, s, v: 11, saveId: `load-save-${index.toString().padStart(4, '0')}` },
    });
    const { chartId } = JSON.parse(saved.raw.toString());
    if (!chartId) throw new Error(`creating chart ${index} failed: ${saved.raw}`);
    charts.push({ chartId, s });
  }

  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    charts.map(async ({ chartId, s }, index) => {
      let tick = 0;
      while (performance.now() < deadline) {
        tick += 1;
        const response = await httpRequest({
          port,
          agent,
          method: 'POST',
          path: `/nl/ajax/chart/changes/${chartId}`,
          headers,
          body: {
            s,
            r: 1,
            p: 0,
            actions: [
              { type: 'zoom', zoomLevel: 20 + ((tick + index) % 40) },
              { type: 'scroll', x: tick % 500, y: index },
            ],
          },
        }).catch(() => undefined);
        const ok = response?.status === 200 && JSON.parse(response.raw.toString()).status === 'ok';
        if (!ok) errors += 1;
        if (response) latencies.push(response.ms);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  emit({
    name: 'api.chart_changes_load',
    editors,
    seconds: round(elapsed),
    requests: latencies.length,
    requests_per_s: round(latencies.length / elapsed),
    p50_ms: round(quantile(latencies, 0.5)),
    p99_ms: round(quantile(latencies, 0.99)),
    errors,
  });
  emit({ name: 'api.chart_changes_load.goal', errors, goal_errors: 0, met: errors === 0 });
} finally {
  agent.destroy();
  await api.stop();
}
