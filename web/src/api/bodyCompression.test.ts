import { gunzipSync } from 'node:zlib';
import { ajaxActions, saveGridRowsDoneResponseSchema } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../test/fakeClock';
import { jsonResponse, scriptedFetch } from '../test/fakeFetch';
import { createAjaxClient } from './ajaxClient';
import { browserGzip, minCompressedBodyBytes, prepareBody } from './bodyCompression';
import { createChartApi } from './chartApi';

const savedAnswer = { sfRequest: 'ok', progressTrackerRevision: 2 };
/** A progress save of a 100 × 100 grid with a few done cells: long enough to be compressed. */
const doneRequest = {
  columnCount: 100,
  rowCount: 100,
  done: '1:' + 'AAAB'.repeat(3333) + 'AA==',
  s: 'tab-0001',
};
const saveCall = {
  action: ajaxActions.progressTrackerSaveGridRowsDone,
  response: saveGridRowsDoneResponseSchema,
  params: { chartId: 'abc123def456' },
  body: doneRequest,
  compress: true,
} as const;

function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}

describe('compressed request bodies', () => {
  it('sends a long body as gzip with Content-Encoding: gzip, which inflates to the same JSON', async () => {
    const { fetch, requests } = scriptedFetch(jsonResponse(savedAnswer));
    const client = createAjaxClient({ fetch, timers: new FakeClock() });
    await expect(client.request(saveCall)).resolves.toEqual(savedAnswer);
    const init = requests[0]?.init;
    expect(headerOf(init, 'Content-Encoding')).toBe('gzip');
    expect(headerOf(init, 'Content-Type')).toBe('application/json');
    expect(init?.body).toBeInstanceOf(Uint8Array);
    const bytes = init?.body as Uint8Array;
    expect(bytes.length).toBeLessThan(JSON.stringify(doneRequest).length / 20);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(doneRequest);
  });

  it('sends short bodies and calls without `compress` as plain JSON', async () => {
    const { fetch, requests } = scriptedFetch(jsonResponse(savedAnswer), jsonResponse(savedAnswer));
    const client = createAjaxClient({ fetch, timers: new FakeClock() });
    const small = { columnCount: 1, rowCount: 1, done: '1:AA==', s: 'tab-0001' };
    await client.request({ ...saveCall, body: small });
    await client.request({ ...saveCall, compress: false });
    for (const request of requests) {
      expect(headerOf(request.init, 'Content-Encoding')).toBeNull();
      expect(typeof request.init?.body).toBe('string');
    }
    expect(requests[0]?.body).toEqual(small);
    expect(requests[1]?.body).toEqual(doneRequest);
  });

  it('goes on uncompressed and reports it when compression fails', async () => {
    const reports: string[] = [];
    const { fetch, requests } = scriptedFetch(jsonResponse(savedAnswer));
    const client = createAjaxClient({
      fetch,
      timers: new FakeClock(),
      gzip: () => Promise.reject(new TypeError('CompressionStream broke')),
      report: (message) => reports.push(message),
    });
    await expect(client.request(saveCall)).resolves.toEqual(savedAnswer);
    expect(headerOf(requests[0]?.init, 'Content-Encoding')).toBeNull();
    expect(requests[0]?.body).toEqual(doneRequest);
    expect(reports).toEqual([
      'Failed to compress request chart/progress-tracker/save-grid-rows-done/:chartId: TypeError: CompressionStream broke',
    ]);
  });

  it('saves even when the reporter throws or the compressor returns nothing', async () => {
    const failing = await prepareBody(
      'x'.repeat(minCompressedBodyBytes),
      () => Promise.resolve(new Uint8Array()),
      () => {
        throw new Error('reporter down');
      },
      'chart/save',
    );
    expect(failing).toEqual({ body: 'x'.repeat(minCompressedBodyBytes) });
  });

  it('compresses once for all attempts of a retried save', async () => {
    let compressions = 0;
    const gzip = browserGzip()!;
    const clock = new FakeClock();
    const { fetch, requests } = scriptedFetch(
      jsonResponse({ sfRequest: 'error', error: 'Er ging iets mis.' }, 500),
      jsonResponse(savedAnswer),
    );
    const client = createAjaxClient({
      fetch,
      timers: clock,
      gzip: (text) => {
        compressions += 1;
        return gzip(text);
      },
    });
    const saved = client.request(saveCall);
    // The browser's compressor works in real time; the retry waits on the fake clock.
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    await clock.advance(500);
    await expect(saved).resolves.toEqual(savedAnswer);
    expect(compressions).toBe(1);
    expect(requests.map((request) => request.body)).toEqual([doneRequest, doneRequest]);
    expect(requests[1]?.init?.body).toBe(requests[0]?.init?.body);
  });

  it('never compresses with `gzip: null`', async () => {
    const { fetch, requests } = scriptedFetch(jsonResponse(savedAnswer));
    const client = createAjaxClient({ fetch, timers: new FakeClock(), gzip: null });
    await client.request(saveCall);
    expect(headerOf(requests[0]?.init, 'Content-Encoding')).toBeNull();
    expect(requests[0]?.body).toEqual(doneRequest);
  });

  it('compresses chart saves and progress saves, not the page-close progress save', async () => {
    const { fetch, requests } = scriptedFetch(
      jsonResponse({
        sfRequest: 'ok',
        status: 'ok',
        chartId: 'abc123def456',
        revision: 3,
        accessSession: { hasWriteAccess: true, hasWriteLock: true },
        symbolsChanged: [],
      }),
      jsonResponse(savedAnswer),
      jsonResponse(savedAnswer),
    );
    const api = createChartApi(createAjaxClient({ fetch, timers: new FakeClock() }), fetch);
    const state = { rows: '1:' + 'A'.repeat(4000) };
    await api.saveChart('abc123def456', { state, s: 'tab-0001', v: 11 } as never);
    await api.saveProgressDone('abc123def456', doneRequest);
    api.saveProgressDoneOnExit('abc123def456', doneRequest);
    await Promise.resolve();
    expect(requests.map((request) => headerOf(request.init, 'Content-Encoding'))).toEqual([
      'gzip',
      'gzip',
      null,
    ]);
    expect(requests[0]?.body).toMatchObject({ state, s: 'tab-0001', v: 11 });
    expect(requests[1]?.body).toEqual(doneRequest);
  });
});
