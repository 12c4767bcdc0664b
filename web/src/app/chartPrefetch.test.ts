import { CHART_GET_VERSION } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { chartGetAddress, savedChartOf, startChartPrefetch } from './chartPrefetch';

const sessionId = 'tAAAAAAAAAAAAAAAAAAAA';
const address = `/nl/ajax/chart/get/abc?s=${sessionId}&v=${CHART_GET_VERSION}&m=1`;

function fakeServer(answer: (url: string) => Promise<Response> = async () => new Response('{}')) {
  return vi.fn<typeof fetch>(async (input) => answer(String(input)));
}

function prefetchAt(pathname: string, search = '', server = fakeServer()) {
  const prefetch = startChartPrefetch({
    location: { pathname, search },
    sessionId: async () => sessionId,
    fetch: server,
  });
  return { prefetch, server };
}

describe('savedChartOf', () => {
  it('reads the saved chart and backup revision the editor opens', () => {
    expect(savedChartOf({ pathname: '/nl/c/abc', search: '' })).toEqual({ chartId: 'abc' });
    expect(savedChartOf({ pathname: '/nl/c/abc/', search: '?revisionNumber=4' })).toEqual({
      chartId: 'abc',
      revisionNumber: 4,
    });
    expect(savedChartOf({ pathname: '/nl/c/abc', search: '?revisionNumber=x' })).toEqual({ chartId: 'abc' });
  });

  it('prefetches nothing for a new chart, a draft, a sub-screen, a bad id or another page', () => {
    expect(savedChartOf({ pathname: '/nl/c/new', search: '' })).toBeUndefined();
    expect(savedChartOf({ pathname: '/nl/c/abc', search: '?draft=1' })).toBeUndefined();
    expect(savedChartOf({ pathname: '/nl/c/abc/download', search: '' })).toBeUndefined();
    expect(savedChartOf({ pathname: '/nl/c/a.b', search: '' })).toBeUndefined();
    expect(savedChartOf({ pathname: '/nl/browse', search: '' })).toBeUndefined();
  });
});

describe('startChartPrefetch', () => {
  it('asks for the chart at once, with the address the chart API builds', async () => {
    const { server } = prefetchAt('/nl/c/abc');
    await vi.waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    expect(String(server.mock.calls[0]?.[0])).toBe(address);
    expect(chartGetAddress({ chartId: 'abc', revisionNumber: 2 }, 's1')).toBe(
      `/nl/ajax/chart/get/abc?s=s1&v=${CHART_GET_VERSION}&revisionNumber=2&m=1`,
    );
  });

  it('hands the answer to the first fetch of that address only', async () => {
    const { prefetch, server } = prefetchAt('/nl/c/abc');
    const first = await prefetch.fetch(address, { method: 'GET' });
    expect(server).toHaveBeenCalledTimes(1);
    expect(await first.text()).toBe('{}');
    await prefetch.fetch(address, { method: 'GET' });
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('sends another chart, another revision or a POST as usual and keeps the answer', async () => {
    const { prefetch, server } = prefetchAt('/nl/c/abc');
    await prefetch.fetch(`/nl/ajax/chart/get/xyz?s=${sessionId}&v=${CHART_GET_VERSION}&m=1`);
    await prefetch.fetch(`/nl/ajax/chart/get/abc?s=${sessionId}&v=${CHART_GET_VERSION}&revisionNumber=3&m=1`);
    await prefetch.fetch(address, { method: 'POST' });
    expect(server).toHaveBeenCalledTimes(4);
    await prefetch.fetch(address);
    expect(server).toHaveBeenCalledTimes(4);
  });

  it('sends nothing early on other pages', async () => {
    const { prefetch, server } = prefetchAt('/nl/browse');
    await prefetch.fetch(address);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('sends the request again when the prefetch failed on the network', async () => {
    let calls = 0;
    const server = fakeServer(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return new Response('{"again":true}');
    });
    const { prefetch } = prefetchAt('/nl/c/abc', '', server);
    const response = await prefetch.fetch(address);
    expect(await response.json()).toEqual({ again: true });
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('passes an HTTP error on as it came (the caller retries as always)', async () => {
    const server = fakeServer(async () => new Response('{"error":"x"}', { status: 500 }));
    const { prefetch } = prefetchAt('/nl/c/abc', '', server);
    expect((await prefetch.fetch(address)).status).toBe(500);
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('forgets the answer after discard (a navigation) and stops its download', async () => {
    const { prefetch, server } = prefetchAt('/nl/c/abc');
    await vi.waitFor(() => expect(server).toHaveBeenCalledTimes(1));
    prefetch.discard();
    expect(server.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
    await prefetch.fetch(address);
    expect(server).toHaveBeenCalledTimes(2);
  });

  it('gives up on the kept answer when the caller aborts', async () => {
    const server = fakeServer(() => new Promise<Response>(() => undefined));
    const { prefetch } = prefetchAt('/nl/c/abc', '', server);
    const controller = new AbortController();
    const taking = prefetch.fetch(address, { signal: controller.signal });
    controller.abort();
    await expect(taking).rejects.toThrow(/aborted/);
  });

  it('sends the request as usual when the session id could not be decided', async () => {
    const server = fakeServer();
    const prefetch = startChartPrefetch({
      location: { pathname: '/nl/c/abc', search: '' },
      sessionId: () => Promise.reject(new Error('no locks')),
      fetch: server,
    });
    await prefetch.fetch(address);
    expect(server).toHaveBeenCalledTimes(1);
  });
});
