// Error reports (issue 26): the server's time per `log/javascripterror` (Server-Timing, p50/p95 over loopback,
// 25 distinct reports from one client, under its limit of 30 per 10 minutes), the bytes of a typical report the web
// app sends, and `errors:top` over a full retention of reports (the global cap of 1000 an hour for 30 days:
// 720 000 rows) for the last day, week and month.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { emit, quantile, round } from './lib/stats.mjs';
import { httpRequest, serverMs, startApiForBench } from './lib/apiServer.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const requireFromApi = createRequire(`${root}/api/dist/cli/admin.js`);
const retentionRows = Number(process.env.BENCH_ERROR_REPORTS ?? 720_000);
const samples = 25;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A report as the web app sends it: the page's state, 20 recent actions and a stack of 12 frames. */
function typicalReport(index) {
  return {
    errorMsg: `TypeError: Cannot read properties of undefined (reading 'cells') #${index}`,
    filename: 'https://steekwerk.nl/assets/ChartEditorPage-Ab12Cd34.js',
    lineNumber: 1,
    columnNumber: 48213 + index,
    state: {
      route: '/nl/c/:id',
      accountStatus: 'ready',
      loggedIn: true,
      pending: false,
      premium: false,
      online: true,
      visibility: 'visible',
      editorLoadStatus: 'ready',
      editorFailure: null,
      chartId: 'abcDEF123456',
      mode: 'drawCells',
      columnCount: 300,
      rowCount: 300,
      canEdit: true,
      unsavedChanges: true,
      saveStatus: 'saving',
      syncNotice: null,
    },
    url: 'https://steekwerk.nl/nl/c/abcDEF123456',
    stack: Array.from(
      { length: 12 },
      (_, frame) =>
        `    at f${frame} (https://steekwerk.nl/assets/ChartEditorPage-Ab12Cd34.js:1:${4000 + frame * 97})`,
    ).join('\n'),
    actions: ['route:/nl/c/:id', ...Array.from({ length: 19 }, (_, action) => `drawCells ×${action + 1}`)],
    action: 'window.onerror',
    version: 'index-Cl7yekjx.js',
  };
}

const port = await freePort();
const api = await startApiForBench(port, { database: 'steekwerk_bench_errors' });
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
try {
  const server = [];
  const roundTrip = [];
  for (let index = 0; index < samples; index += 1) {
    const response = await httpRequest({
      port,
      agent,
      method: 'POST',
      path: '/nl/ajax/log/javascripterror',
      body: typicalReport(index),
    });
    if (response.status !== 200) throw new Error(`report ${index}: ${response.status} ${response.raw}`);
    server.push(serverMs(response));
    roundTrip.push(response.ms);
  }
  server.sort((a, b) => a - b);
  roundTrip.sort((a, b) => a - b);
  emit({
    bench: 'error-reports',
    case: 'log/javascripterror',
    reports: samples,
    bodyBytes: Buffer.byteLength(JSON.stringify(typicalReport(0))),
    serverP50Ms: round(quantile(server, 0.5)),
    serverP95Ms: round(quantile(server, 0.95)),
    roundTripP50Ms: round(quantile(roundTrip, 0.5)),
  });

  const sql = (text) =>
    execFileSync('psql', [api.env.DATABASE_URL, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', text])
      .toString()
      .trim();
  // One report every 3.6 s for 30 days from 1750 networks, 300 messages.
  sql(`INSERT INTO error_reports (client_key, error_msg, url, action, version, stack, created_at)
       SELECT '10.0.' || (g % 250) || '.' || (g % 7), 'Message number ' || (g % 300) || ' went wrong',
              'https://steekwerk.nl/nl/c/abc' || (g % 50), 'chart/get', 'index-abc.js',
              repeat('    at frame (index.js:1:1)' || chr(10), 12), now() - (g * interval '3.6 seconds')
         FROM generate_series(1, ${retentionRows}) AS g;
       ANALYZE error_reports;`);
  requireFromApi('reflect-metadata');
  const { createDataSource } = requireFromApi('../database/dataSource');
  const { findTopErrorReports } = requireFromApi('../errors/error-reports-top');
  const dataSource = createDataSource(api.env.DATABASE_URL);
  await dataSource.initialize();
  try {
    for (const [period, days] of [
      ['1d', 1],
      ['7d', 7],
      ['30d', 30],
    ]) {
      const times = [];
      for (let run = 0; run < 6; run += 1) {
        const started = performance.now();
        await findTopErrorReports(dataSource, { since: new Date(Date.now() - days * 86_400_000), limit: 20 });
        if (run > 0) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      emit({
        bench: 'error-reports',
        case: `errors:top --since ${period}`,
        rowsInTable: retentionRows,
        p50Ms: round(quantile(times, 0.5)),
        maxMs: round(times.at(-1)),
      });
    }
  } finally {
    await dataSource.destroy();
  }
} finally {
  agent.destroy();
  await api.stop();
}
