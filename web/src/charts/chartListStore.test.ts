import { describe, expect, it } from 'vitest';
import { createAjaxClient } from '../api/ajaxClient';
import { FakeClock } from '../test/fakeClock';
import { createChartListApi } from './chartListApi';
import { createChartListStore } from './chartListStore';
import { fakeChart, FakeChartServer } from './testing/fakeChartServer';

function setup(count: number) {
  const server = new FakeChartServer(Array.from({ length: count }, () => fakeChart()));
  const clock = new FakeClock();
  const network = { offline: false };
  const fetch: typeof globalThis.fetch = (input, init) =>
    network.offline ? Promise.reject(new TypeError('offline')) : server.fetch(input, init);
  const api = createChartListApi(createAjaxClient({ fetch, timers: clock }));
  return { server, clock, network, store: createChartListStore({ api, timers: clock }) };
}

const query = { folder: 'all', order: 'dateCreated', q: '' } as const;

describe('a charts list', () => {
  it('shows 50 first, 20 more each time, and knows the end', async () => {
    const { store } = setup(95);
    await store.getState().open(query, 50);
    expect(store.getState()).toMatchObject({ status: 'ready' });
    expect(store.getState().entries).toHaveLength(50);
    await store.getState().loadMore();
    expect(store.getState().entries).toHaveLength(70);
    await store.getState().loadMore();
    await store.getState().loadMore();
    expect(store.getState().entries).toHaveLength(95);
    expect(store.getState().next).toBeNull();
    await store.getState().loadMore();
    expect(store.getState().entries).toHaveLength(95);
  });

  it('refreshes 500 ms after a delete, loading as many charts as are shown', async () => {
    const { store, server, clock } = setup(80);
    await store.getState().open(query, 50);
    await store.getState().loadMore();
    const first = store.getState().entries[0]!.chartId;
    server.charts.get(first)!.folderId = 'deleted';
    store.getState().remove([first]);
    store.getState().refreshLater();
    const requests = server.requests.length;
    await clock.advance(499);
    expect(server.requests.length).toBe(requests);
    await clock.advance(1);
    expect(server.requests.length).toBeGreaterThan(requests);
    expect(store.getState().entries).toHaveLength(69);
    expect(store.getState().entries.map((entry) => entry.chartId)).not.toContain(first);
  });

  it('drops the answer of a query that was replaced meanwhile', async () => {
    const { store, server } = setup(3);
    server.addFolder('Leeg');
    const slow = store.getState().open(query, 50);
    const fast = store.getState().open({ ...query, folder: 'folder1' }, 50);
    await Promise.all([slow, fast]);
    expect(store.getState().query?.folder).toBe('folder1');
    expect(store.getState().entries).toEqual([]);
  });

  it('shows a failure that a retry can mend', async () => {
    const { store, network, clock } = setup(2);
    network.offline = true;
    const opening = store.getState().open(query, 50);
    await clock.advance(2000);
    await opening;
    expect(store.getState().status).toBe('failed');
    network.offline = false;
    await store.getState().refresh();
    expect(store.getState()).toMatchObject({ status: 'ready' });
    expect(store.getState().entries).toHaveLength(2);
  });
});
