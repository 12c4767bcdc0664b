import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, send } from '../testing/accounts';
import {
  cellsOf,
  chartState,
  createAuthor,
  createChart,
  getChart,
  newSaveId,
  newTabId,
  randomCells,
  rowsOf,
  type Author,
} from '../testing/charts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { mebibyte, routeBodyLimits } from './body-limits';
import { gzipBomb } from '../testing/gzip-bomb';

const gzipJson = { 'content-type': 'application/json', 'content-encoding': 'gzip' };

describe('compressed request bodies', () => {
  let server: TestApp;
  let author: Author;

  beforeAll(async () => {
    server = await createTestApp();
    author = await createAuthor(server, { premium: true });
  });

  afterAll(async () => {
    await server.close();
  });

  function postGzip(path: string, bytes: Buffer, headers: Record<string, string> = gzipJson) {
    return send(server, {
      method: 'POST',
      url: `/nl/ajax/${path}`,
      payload: bytes,
      headers,
      cookies: author.cookies,
    });
  }

  it('saves a chart sent as gzip, and it loads with the very same cells', async () => {
    const cells = randomCells(300 * 200, 8, 7);
    const state = chartState({ columnCount: 300, rowCount: 200, cells, styleCount: 8 });
    const s = newTabId();
    const body = { state, s, v: 11, saveId: newSaveId() };
    const saved = await postGzip('chart/save/new', gzipSync(JSON.stringify(body)));
    expect(saved.body).toMatchObject({ sfRequest: 'ok', status: 'ok', revision: 1 });
    const loaded = await getChart(server, author.cookies, saved.body.chartId as string);
    const rows = (loaded.body.state as { grid: { rows: string } }).grid.rows;
    expect(cellsOf(rows)).toEqual(cells);
  });

  it('keeps taking plain JSON saves from older clients, also with Content-Encoding: identity', async () => {
    const { chartId, s } = await createChart(server, author);
    const state = { ...chartState({ revision: 1 }), title: 'Zonder compressie' };
    const identity = await send(server, {
      method: 'POST',
      url: `/nl/ajax/chart/save/${chartId}`,
      payload: { state, s, v: 11, saveId: newSaveId() },
      headers: { 'content-type': 'application/json', 'content-encoding': 'identity' },
      cookies: author.cookies,
    });
    expect(identity.body).toMatchObject({ sfRequest: 'ok', status: 'ok', revision: 2 });
  });

  it('reads the encoding without regard to case or spaces', async () => {
    const { chartId } = await createChart(server, author);
    const request = { columnCount: 4, rowCount: 3, done: rowsOf(new Uint8Array(12)), s: newTabId() };
    const saved = await postGzip(
      `chart/progress-tracker/save-grid-rows-done/${chartId}`,
      gzipSync(JSON.stringify(request)),
      { 'content-type': 'application/json', 'content-encoding': ' GZip ' },
    );
    expect(saved.body).toEqual({ sfRequest: 'ok', progressTrackerRevision: 1 });
  });

  it('saves tracker progress sent as gzip', async () => {
    const { chartId } = await createChart(server, author);
    const done = Uint8Array.from([1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0]);
    const request = { columnCount: 4, rowCount: 3, done: rowsOf(done), s: newTabId() };
    const saved = await postGzip(
      `chart/progress-tracker/save-grid-rows-done/${chartId}`,
      gzipSync(JSON.stringify(request)),
    );
    expect(saved.body).toEqual({ sfRequest: 'ok', progressTrackerRevision: 1 });
    const status = await get(server, `chart/progress-tracker/status/${chartId}`, { cookies: author.cookies });
    expect(status.body).toMatchObject({ revision: 1, done: rowsOf(done) });
  });

  it('refuses a decompression bomb with 413 before inflating it past the route limit', async () => {
    // About 1 MB of gzip that would inflate to 1 GiB: far below the save's 24 MiB limit as it is sent.
    const bomb = gzipBomb(1024 * mebibyte);
    expect(bomb.length).toBeLessThan(routeBodyLimits['/nl/ajax/chart/save/:chartId']!);
    const before = process.memoryUsage().rss;
    const answer = await postGzip('chart/save/new', bomb);
    expect(answer).toMatchObject({
      status: 413,
      body: { sfRequest: 'error', error: 'Het verzoek is te groot.' },
    });
    // Bounded: nothing near the gibibyte the bomb holds was kept.
    expect(process.memoryUsage().rss - before).toBeLessThan(256 * mebibyte);
  });

  it('holds a small route to its own limit once inflated (64 KiB for error reports)', async () => {
    const report = { errorMsg: 'x'.repeat(200 * 1024) };
    const answer = await postGzip('log/javascripterror', gzipSync(JSON.stringify(report)));
    expect(answer).toMatchObject({
      status: 413,
      body: { sfRequest: 'error', error: 'Het verzoek is te groot.' },
    });
  });

  it.each([['br'], ['deflate'], ['zstd'], ['gzip, br'], ['x-onzin']])(
    'refuses Content-Encoding %s with 415',
    async (encoding) => {
      const answer = await postGzip('chart/save/new', gzipSync('{}'), {
        'content-type': 'application/json',
        'content-encoding': encoding,
      });
      expect(answer).toMatchObject({
        status: 415,
        body: {
          sfRequest: 'error',
          error: 'Deze compressie wordt niet ondersteund; stuur de gegevens met gzip of zonder compressie.',
        },
      });
    },
  );

  it.each([
    ['bytes that are no gzip', Buffer.from('{"state": "niet ingepakt"}')],
    ['gzip with a broken checksum', corruptTrailer(gzipSync('{"s":"tab"}'))],
  ])('answers %s with 400', async (_name, bytes) => {
    const answer = await postGzip('chart/save/new', bytes);
    expect(answer).toMatchObject({
      status: 400,
      body: { sfRequest: 'error', error: 'De gecomprimeerde gegevens zijn beschadigd (geen geldige gzip).' },
    });
  });

  it('answers a gzip cut off halfway with a 400', async () => {
    const whole = gzipSync(JSON.stringify({ rows: rowsOf(randomCells(20_000, 200, 3)) }));
    const answer = await postGzip('chart/save/new', whole.subarray(0, whole.length >> 1));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ sfRequest: 'error' });
  });

  it('answers gzip of text that is no JSON, or of nothing, with the JSON errors', async () => {
    expect(await postGzip('chart/save/new', gzipSync('{"state": '))).toMatchObject({
      status: 400,
      body: { sfRequest: 'error', error: 'De gegevens zijn geen geldige JSON.' },
    });
    expect((await postGzip('chart/save/new', gzipSync(''))).status).toBe(400);
  });

  it('still answers an anonymous save "not logged in" without inflating its body', async () => {
    const answer = await post(server, 'chart/save/new', undefined, {
      payload: gzipBomb(64 * mebibyte),
      headers: gzipJson,
    });
    expect(answer.body).toMatchObject({ status: 'notLoggedIn' });
  });
});

/** A gzip whose CRC-32 no longer matches its contents. */
function corruptTrailer(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  copy[copy.length - 8] = copy[copy.length - 8]! ^ 0xff;
  return copy;
}
