import { builtInSymbols } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../test/fakeClock';
import { jsonResponse, scriptedFetch } from '../test/fakeFetch';
import { createAjaxClient } from './ajaxClient';
import { createChartApi } from './chartApi';

describe('the chart calls', () => {
  it('loads a chart with the tab session, version 19 and the backups', async () => {
    const { fetch, requests } = scriptedFetch(
      jsonResponse({ sfRequest: 'ok', status: 'deleted', reason: 'deleted' }),
    );
    const api = createChartApi(createAjaxClient({ fetch, timers: new FakeClock() }), fetch);
    const answer = await api.getChart('abc123def456', { s: 'tab-0001', withBackups: true });
    expect(answer.status).toBe('deleted');
    expect(requests[0]?.url).toBe('/nl/ajax/chart/get/abc123def456?s=tab-0001&v=19&m=1');
  });

  it('asks for symbols in batches of at most 500 ids', async () => {
    const [symbol] = builtInSymbols;
    const { fetch, requests } = scriptedFetch(
      jsonResponse({ sfRequest: 'ok', symbols: [symbol] }),
      jsonResponse({ sfRequest: 'ok', symbols: [] }),
    );
    const api = createChartApi(createAjaxClient({ fetch, timers: new FakeClock() }), fetch);
    const ids = Array.from({ length: 600 }, (_, index) => `s${index}`);
    const found = await api.fetchSymbols(ids);
    expect(found).toEqual([symbol]);
    expect(requests).toHaveLength(2);
    expect(new URL(requests[0]!.url, 'http://x').searchParams.get('id')?.split(',')).toHaveLength(500);
    expect(new URL(requests[1]!.url, 'http://x').searchParams.get('v')).toBe('1');
  });

  it('releases the write lock with one keep-alive request that is never retried', async () => {
    const { fetch, requests } = scriptedFetch(new TypeError('offline'));
    const api = createChartApi(createAjaxClient({ fetch, timers: new FakeClock() }), fetch);
    api.releaseWriteLockOnExit('abc123def456', 'tab-0001');
    await Promise.resolve();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/nl/ajax/chart/writelock/release',
      body: { chartId: 'abc123def456', s: 'tab-0001' },
    });
    expect(requests[0]?.init?.keepalive).toBe(true);
  });
});
