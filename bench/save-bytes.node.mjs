// Bytes on the wire per save (issue 26 "Saves that fit a real network"): a photo imported by the real engine (the
// picture import's defaults: 10 colours, no dithering) and a sparse drawing, each at 1000² and 2000², sent as plain
// JSON (as before) and gzipped (as the editor now sends them); goal: the gzipped photo save ≤ 15 % of the plain one,
// the sparse ≤ 5 %. Also, for the record: a dithered 30-colour photo (no goal: dithering is off by default) with
// what gzip of the raw cells would reach, and the tracker's progress save. Then the server's time per save
// (Server-Timing, loopback, PostgreSQL) for plain and gzipped bodies, p50/p95, and the server process's CPU time per
// save; goal: gzipped no worse than plain in CPU time. On loopback the plain body costs nothing to receive; on a real
// network its Server-Timing would include receiving 1.35 or 5.35 MB.
import { readFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { installRequestDecompression } from '../api/dist/http/request-decompression.js';
import { httpRequest, serverMs, startApiForBench } from './lib/apiServer.mjs';
import { filledShare, photoChart, progressBody, saveBody, sparseChart } from './lib/saveCharts.mjs';
import { emit, quantile, round } from './lib/stats.mjs';

const port = Number(process.env.BENCH_PORT ?? 8094);
const sizes = [1000, 2000];
const samples = 15;
const shareGoals = { photo: 0.15, sparse: 0.05 };
/** Chromium's `CompressionStream('gzip')` uses zlib's default level, 6 (the browser bench checks the bytes). */
const gzipLevel = 6;

const charts = [];
for (const size of sizes) {
  charts.push({ kind: 'photo', size, ...(await photoChart(size)) });
  charts.push({ kind: 'sparse', size, ...sparseChart(size) });
}

// Bytes.
for (const chart of charts) {
  const plain = Buffer.from(JSON.stringify(saveBody(chart.size, chart.cells, chart.styleCount)));
  const gzipped = gzipSync(plain, { level: gzipLevel });
  const share = gzipped.length / plain.length;
  emit({
    name: 'save_bytes',
    chart: chart.kind,
    size: `${chart.size}x${chart.size}`,
    styles: chart.styleCount,
    filled_share: round(filledShare(chart.cells)),
    plain_bytes: plain.length,
    gzip_bytes: gzipped.length,
    share: round(share),
    goal_share: shareGoals[chart.kind],
    met: share <= shareGoals[chart.kind],
  });
}
for (const size of sizes) {
  const dithered = await photoChart(size, { colorCount: 30, dither: 'fs' });
  const plain = Buffer.from(JSON.stringify(saveBody(size, dithered.cells, dithered.styleCount)));
  emit({
    name: 'save_bytes.dithered_photo',
    size: `${size}x${size}`,
    styles: dithered.styleCount,
    plain_bytes: plain.length,
    gzip_bytes: gzipSync(plain, { level: gzipLevel }).length,
    share: round(gzipSync(plain, { level: gzipLevel }).length / plain.length),
    raw_cells_gzip_share: round(gzipSync(dithered.cells, { level: gzipLevel }).length / plain.length),
  });
  const progress = Buffer.from(JSON.stringify(progressBody(size)));
  const progressGzip = gzipSync(progress, { level: gzipLevel });
  emit({
    name: 'save_bytes.progress',
    size: `${size}x${size}`,
    done_share: 0.5,
    plain_bytes: progress.length,
    gzip_bytes: progressGzip.length,
    share: round(progressGzip.length / progress.length),
  });
}

// The server's body path alone, in this process (Fastify with the API's decompression hook, `inject`): reading,
// inflating and parsing a save body, plain against gzipped, as CPU time (median), which the machine's load disturbs
// far less than the wall clock of a whole save.
const bodyPathExtraMs = {};
{
  const fastify = Fastify({ bodyLimit: 24 * 1024 * 1024 });
  installRequestDecompression(fastify);
  fastify.post('/save', async (request) => ({ parsed: typeof request.body }));
  await fastify.ready();
  for (const chart of charts) {
    const json = Buffer.from(JSON.stringify(saveBody(chart.size, chart.cells, chart.styleCount)));
    const gzipped = gzipSync(json, { level: gzipLevel });
    const cpu = { plain: [], gzip: [] };
    for (let index = 0; index < 45; index += 1) {
      for (const encoding of ['plain', 'gzip']) {
        const before = process.cpuUsage();
        const response = await fastify.inject({
          method: 'POST',
          url: '/save',
          payload: encoding === 'gzip' ? gzipped : json,
          headers: {
            'content-type': 'application/json',
            ...(encoding === 'gzip' ? { 'content-encoding': 'gzip' } : {}),
          },
        });
        const used = process.cpuUsage(before);
        if (response.statusCode !== 200)
          throw new Error(`body path: ${response.statusCode} ${response.body}`);
        if (index >= 5) cpu[encoding].push((used.user + used.system) / 1000);
      }
    }
    const median = (values) =>
      quantile(
        [...values].sort((a, b) => a - b),
        0.5,
      );
    const key = `${chart.kind} ${chart.size}`;
    bodyPathExtraMs[key] = median(cpu.gzip) - median(cpu.plain);
    emit({
      name: 'save_body_path',
      chart: chart.kind,
      size: `${chart.size}x${chart.size}`,
      plain_cpu_p50_ms: round(median(cpu.plain)),
      gzip_cpu_p50_ms: round(median(cpu.gzip)),
      gzip_extra_cpu_ms: round(bodyPathExtraMs[key]),
    });
  }
  await fastify.close();
}

/** The server process's CPU time so far in ms (user + system, all its threads: zlib inflates on the pool's). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // Fields 14 and 15 of stat (utime, stime), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

// Server time.
const api = await startApiForBench(port, { database: 'steekwerk_bench_save_bytes' });
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let lastSave = 0;
try {
  for (const chart of charts) {
    const first = await httpRequest({
      port,
      agent,
      method: 'POST',
      path: '/nl/ajax/chart/save/new',
      headers: { cookie: api.cookie },
      body: saveBody(chart.size, chart.cells, chart.styleCount),
    });
    let { chartId, revision } = JSON.parse(first.raw.toString());
    if (!chartId) throw new Error(`creating the chart failed: ${first.status} ${first.raw}`);
    const times = { plain: [], gzip: [] };
    // Alternating plain and gzipped saves, so both meet the same machine load; the first two of each warm up.
    for (let index = 0; index < samples + 2; index += 1) {
      for (const encoding of ['plain', 'gzip']) {
        // The API takes one save a second per user (a burst of 10): the saves are paced to stay within it.
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastSave + 1010 - performance.now())));
        lastSave = performance.now();
        const json = JSON.stringify(saveBody(chart.size, chart.cells, chart.styleCount, revision));
        const started = performance.now();
        const body = encoding === 'gzip' ? gzipSync(json, { level: gzipLevel }) : json;
        const gzipMs = performance.now() - started;
        const cpuBefore = cpuMs(api.pid);
        const response = await httpRequest({
          port,
          agent,
          method: 'POST',
          path: `/nl/ajax/chart/save/${chartId}`,
          headers: {
            cookie: api.cookie,
            ...(encoding === 'gzip'
              ? { 'content-encoding': 'gzip', 'content-type': 'application/json' }
              : {}),
          },
          body,
        });
        const answer = JSON.parse(response.raw.toString());
        if (answer.status !== 'ok') throw new Error(`save failed: ${response.status} ${response.raw}`);
        revision = answer.revision;
        const cpu = cpuMs(api.pid) - cpuBefore;
        if (index >= 2)
          times[encoding].push({ server: serverMs(response), roundTrip: response.ms, gzipMs, cpu });
      }
    }
    const sorted = (values) => [...values].sort((a, b) => a - b);
    const summary = {};
    for (const [encoding, list] of Object.entries(times)) {
      const server = sorted(list.map((time) => time.server));
      const roundTrip = sorted(list.map((time) => time.roundTrip));
      summary[encoding] = {
        server_p50_ms: round(quantile(server, 0.5)),
        server_p95_ms: round(quantile(server, 0.95)),
        round_trip_p50_ms: round(quantile(roundTrip, 0.5)),
        server_cpu_mean_ms: round(list.reduce((sum, time) => sum + time.cpu, 0) / list.length),
        ...(encoding === 'gzip'
          ? { client_gzip_p50_ms: round(quantile(sorted(list.map((time) => time.gzipMs)), 0.5)) }
          : {}),
      };
      emit({
        name: 'save_server_time',
        chart: chart.kind,
        size: `${chart.size}x${chart.size}`,
        encoding,
        ...summary[encoding],
      });
    }
    // "No worse than today": what gzip adds to the server's work per save (the body path's extra CPU time, measured
    // above) within 10 % of a plain save's server time (p50), or 2 ms. The whole saves' wall-clock and CPU figures
    // are printed with it; on a loaded machine they move by more than the difference.
    const extra = bodyPathExtraMs[`${chart.kind} ${chart.size}`];
    const allowed = Math.max(summary.plain.server_p50_ms * 0.1, 2);
    emit({
      name: 'save_server_time.goal',
      chart: chart.kind,
      size: `${chart.size}x${chart.size}`,
      plain_p50_ms: summary.plain.server_p50_ms,
      gzip_p50_ms: summary.gzip.server_p50_ms,
      plain_cpu_mean_ms: summary.plain.server_cpu_mean_ms,
      gzip_cpu_mean_ms: summary.gzip.server_cpu_mean_ms,
      gzip_extra_cpu_ms: round(extra),
      allowed_extra_ms: round(allowed),
      load_average: round(loadavg()[0] ?? 0),
      met: extra <= allowed,
    });
  }
} finally {
  agent.destroy();
  await api.stop();
}
