// The catalogue screen's calls (issue 28) over the shipped catalogue (about 1 400 products: DMC, beads, drills,
// yarn lines): the first page of everything, a brand, a search, the nearest colours to black over all products
// and over DMC only (ΔE2000 of every candidate), a deep page, and the categories. Prints the server time
// (Server-Timing) and the round trip, p50/p95, over HTTP on loopback through PostgreSQL, and the answer's bytes.
// Goal: server p95 ≤ 50 ms for every call, so 500+ DMC colours stay quick on a phone's connection.
import { execFileSync } from 'node:child_process';
import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emit, quantile, round } from './lib/stats.mjs';
import { httpRequest, serverMs, startApiForBench } from './lib/apiServer.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8094);
const samples = 30;
const warmup = 3;
const goalP95Ms = 50;

const api = await startApiForBench(port, { database: 'steekwerk_bench_catalogue' });
execFileSync(process.execPath, [`${root}/api/dist/cli/catalogue-import.js`], {
  env: api.env,
  stdio: 'ignore',
});
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

try {
  const call = (path) => httpRequest({ port, agent, method: 'GET', path });
  const measure = async (name, detail, path) => {
    const responses = [];
    let returned = 0;
    for (let index = 0; index < warmup + samples; index += 1) {
      const response = await call(path);
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.raw}`);
      if (index >= warmup) responses.push(response);
      if (index === 0) {
        const body = JSON.parse(response.raw.toString());
        returned = body.products?.length ?? body.categories?.length ?? 0;
      }
    }
    const server = responses.map(serverMs).sort((a, b) => a - b);
    const roundTrip = responses.map((response) => response.ms).sort((a, b) => a - b);
    const record = {
      name,
      ...detail,
      returned,
      bytes: responses[0].raw.length,
      server_p50_ms: round(quantile(server, 0.5)),
      server_p95_ms: round(quantile(server, 0.95)),
      round_trip_p50_ms: round(quantile(roundTrip, 0.5)),
      round_trip_p95_ms: round(quantile(roundTrip, 0.95)),
    };
    record.met = record.server_p95_ms <= goalP95Ms;
    record.load_1m = round(loadavg()[0]);
    emit(record);
  };
  const products = (query) => `/nl/ajax/catalogue/products?${new URLSearchParams(query)}`;
  await measure('api.catalogue_products', { query: 'all, first page' }, products({}));
  await measure('api.catalogue_products', { query: 'dmc' }, products({ brand: 'dmc' }));
  await measure('api.catalogue_products', { query: 'search "red"' }, products({ q: 'red' }));
  await measure(
    'api.catalogue_products',
    { query: 'nearest to #000000, all' },
    products({ color: '000000' }),
  );
  await measure(
    'api.catalogue_products',
    { query: 'nearest to #1e5aa0, dmc' },
    products({ color: '1e5aa0', brand: 'dmc' }),
  );
  await measure('api.catalogue_products', { query: 'all, offset 1200' }, products({ offset: '1200' }));
  await measure('api.catalogue_categories', {}, '/nl/ajax/catalogue/categories');
} finally {
  agent.destroy();
  await api.stop();
}
