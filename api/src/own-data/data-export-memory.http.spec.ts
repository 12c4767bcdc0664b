import { chartSnapshotOf, writeOxs, writeSteekwerkJson } from '@steekwerk/formats/chart-files';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCharts } from '../testing/chart-lists';
import { chartState, createAuthor, randomCells } from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';

/** Charts in the export and their side: 300 charts of 300 × 300 (the worry is 1 000 of them). */
const chartCount = 300;
const side = 300;

/** The memory a process holds for JavaScript: the heap and the buffers outside it (ZIP chunks, cells). */
function heldBytes(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
}

/**
 * Downloads a URL over a real connection, counting the bytes without keeping them (as a browser saving to disk
 * would), while sampling the memory this process holds.
 */
function download(
  url: string,
  cookie: string,
): Promise<{ status: number; bytes: number; peakGrowth: number }> {
  const baseline = heldBytes();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, heldBytes())), 5);
  return new Promise((resolve, reject) => {
    request(url, { headers: { cookie } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        peak = Math.max(peak, heldBytes());
      });
      response.on('end', () => {
        clearInterval(sampler);
        resolve({ status: response.statusCode ?? 0, bytes, peakGrowth: peak - baseline });
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('GET account/export of a user with many large charts', () => {
  let server: TestApp;
  let origin: string;

  beforeAll(async () => {
    server = await createTestApp();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.getHttpServer().address() as AddressInfo;
    origin = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await server.close();
  });

  it('streams the ZIP holding about one chart at a time: memory grows by far less than the charts’ size', async () => {
    const author = await createAuthor(server);
    const source = chartState({
      columnCount: side,
      rowCount: side,
      styleCount: 12,
      cells: randomCells(side * side, 12, 7),
    });
    await insertCharts(server, author, chartCount, () => ({}), source);
    const snapshot = chartSnapshotOf(source);
    const oneChart = writeSteekwerkJson(snapshot).length + writeOxs(snapshot).byteLength;
    const totalChartBytes = oneChart * chartCount;
    const cookie = Object.entries(author.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');

    const result = await download(`${origin}/nl/ajax/account/export`, cookie);

    expect(result.status).toBe(200);
    // Every chart went through: compressed, yet far more than nothing per chart.
    expect(result.bytes).toBeGreaterThan(chartCount * 50_000);
    const figures = {
      charts: chartCount,
      chartBytes: totalChartBytes,
      zipBytes: result.bytes,
      peakMemoryGrowth: result.peakGrowth,
    };
    console.log(`data export memory: ${JSON.stringify(figures)}`);
    // The files weigh over a gigabyte; the server holds a few charts' worth at most (garbage not yet collected).
    expect(result.peakGrowth).toBeLessThan(totalChartBytes / 8);
  }, 300_000);

  it('lets the user export again once a download was cancelled half-way', async () => {
    const author = await createAuthor(server);
    const source = chartState({ columnCount: side, rowCount: side, cells: randomCells(side * side, 3, 11) });
    await insertCharts(server, author, 30, () => ({}), source);
    const cookie = Object.entries(author.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const url = `${origin}/nl/ajax/account/export`;

    // The first bytes arrive, then the user cancels: the connection closes long before the ZIP is done.
    await new Promise<void>((resolve, reject) => {
      const started = request(url, { headers: { cookie } }, (response) => {
        response.once('data', () => {
          started.destroy();
          resolve();
        });
      });
      started.on('error', (error) => (started.destroyed ? undefined : reject(error))).end();
    });

    await expect.poll(async () => (await download(url, cookie)).status, { timeout: 20_000 }).toBe(200);
  }, 120_000);
});
