// "Mijn gegevens downloaden" of a user with 1 000 charts of 300 × 300 (issue 24): the server writes one ZIP with
// every chart as Steekwerk JSON and OXS. Prints the ZIP's bytes, the charts, the time, and the server's peak RSS
// above what it held before the download (read from /proc while the ZIP streams): memory must stay bounded by
// about one chart, not grow with the number of charts. BENCH_CHARTS changes the count (the test uses 300).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { emit, makeGrid, round } from './lib/stats.mjs';
import { httpRequest, startApiForBench } from './lib/apiServer.mjs';
import { benchChartState } from './lib/benchChart.mjs';

const port = 8099;
const chartCount = Number(process.env.BENCH_CHARTS ?? 1_000);
const side = 300;

/** The server's resident memory in bytes (VmRSS of /proc/<pid>/status). */
function rssOf(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/** Downloads the export, counting its bytes without keeping them, while sampling the server's RSS. */
function download(cookie, pid) {
  const baseline = rssOf(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: '/nl/ajax/account/export', headers: { cookie } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => {
        clearInterval(sampler);
        resolve({ status: response.statusCode, bytes, ms: performance.now() - started, baseline, peak });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const api = await startApiForBench(port, { database: 'steekwerk_bench_export' });
const sql = (text) =>
  execFileSync('psql', [api.env.DATABASE_URL, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', text]).toString().trim();

try {
  const rows = `1:${Buffer.from(makeGrid(side, side)).toString('base64')}`;
  const saved = await httpRequest({
    port,
    method: 'POST',
    path: '/nl/ajax/chart/save/new',
    headers: { cookie: api.cookie },
    body: { state: benchChartState(side, rows), s: 'bench-export-tab', v: 11, saveId: 'bench-export-save-1' },
  });
  const { chartId: sourceId } = JSON.parse(saved.raw.toString());
  if (!sourceId) throw new Error(`creating the chart failed: ${saved.raw}`);
  // Copies of the saved chart straight in the database, each with its own id and title.
  sql(`
    INSERT INTO charts (id, owner_id, folder_id, title, craft, type, notes, locked, allow_anonymous, revision,
                        column_count, row_count)
    SELECT 'bench' || lpad(g::text, 6, '0'), s.owner_id, '', 'Deken nr ' || g, s.craft, s.type, '', false, false,
           1, s.column_count, s.row_count
      FROM charts s, generate_series(1, ${chartCount}) AS g WHERE s.id = '${sourceId}';
    INSERT INTO chart_revisions (chart_id, revision, state, cells, created_by, session_id, save_id, created_at)
    SELECT c.id, 1, r.state, r.cells, r.created_by, 'bench', 'bench-' || c.id, now()
      FROM charts c, chart_revisions r WHERE c.id LIKE 'bench%' AND r.chart_id = '${sourceId}';
    DELETE FROM charts WHERE id = '${sourceId}';`);

  const result = await download(api.cookie, api.pid);
  if (result.status !== 200) throw new Error(`export: ${result.status}`);
  emit({
    name: 'api.data_export',
    charts: chartCount,
    chart_side: side,
    bytes: result.bytes,
    seconds: round(result.ms / 1000),
    rss_before_mb: round(result.baseline / 2 ** 20),
    peak_rss_delta_mb: round((result.peak - result.baseline) / 2 ** 20),
    load_1m: round(loadavg()[0]),
  });
} finally {
  await api.stop();
}
