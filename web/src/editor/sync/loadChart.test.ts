// @vitest-environment node
import {
  createChartState,
  type ChartGetResponse,
  type ChartOpenResponse,
  type ChartState,
} from '@steekwerk/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AjaxError } from '../../api/ajaxError';
import type { ChartApi } from '../../api/chartApi';
import { installErrorReporter } from '../../app/errorReporting/report';
import { closeFakeWorkers, fakeWorkers } from '../../engine/testing/fakeEngineWorkers';
import { loadChart } from './loadChart';

afterEach(closeFakeWorkers);

function savedState(revisionNumber = 0): ChartState {
  const state = createChartState({
    craft: 'knitting',
    type: 'colors',
    size: { columnCount: 2, rowCount: 2 },
    rows: '1:AAAAAA==',
  });
  return { ...state, settings: { ...state.settings, chartId: 'abc123def456', revision: 3, revisionNumber } };
}

function engine() {
  return fakeWorkers(() => ({
    decodeRows: (_rows: string, columnCount: number, rowCount: number) => ({
      ok: true,
      cells: new Uint8Array(columnCount * rowCount),
    }),
  })).client;
}

/** A chart api whose `chart/get` reads without a lock and whose `chart/open` answers `opened`. */
function apiOf(state: ChartState, opened: () => Promise<ChartOpenResponse>) {
  const got: ChartGetResponse = {
    sfRequest: 'ok',
    status: 'ok',
    state,
    accessSession: { hasWriteAccess: true, hasWriteLock: false },
    needsRefresh: false,
  };
  const api = {
    getChart: vi.fn(() => Promise.resolve(got)),
    openChart: vi.fn(opened),
  };
  return api as typeof api & ChartApi;
}

const options = { sessionId: 'tab-0001', refreshed: false };

describe('loading a saved chart', () => {
  it('opens the current revision with a POST, whose answer gives this tab the write lock', async () => {
    const api = apiOf(savedState(), () =>
      Promise.resolve({
        sfRequest: 'ok',
        status: 'ok',
        revision: 3,
        accessSession: { hasWriteAccess: true, hasWriteLock: true },
      }),
    );
    const loaded = await loadChart(api, engine(), 'abc123def456', options);
    expect(api.openChart).toHaveBeenCalledWith('abc123def456', 'tab-0001', undefined);
    expect(loaded).toMatchObject({ ok: true, accessSession: { hasWriteAccess: true, hasWriteLock: true } });
  });

  it('keeps a chart another tab holds read-only, as the open answers', async () => {
    const api = apiOf(savedState(), () =>
      Promise.resolve({
        sfRequest: 'ok',
        status: 'ok',
        revision: 3,
        accessSession: { hasWriteAccess: true, hasWriteLock: false },
      }),
    );
    const loaded = await loadChart(api, engine(), 'abc123def456', options);
    expect(loaded).toMatchObject({ ok: true, accessSession: { hasWriteLock: false } });
  });

  it('never opens a backup (it holds no lock)', async () => {
    const api = apiOf(savedState(2), () => Promise.reject(new Error('not expected')));
    const loaded = await loadChart(api, engine(), 'abc123def456', { ...options, revisionNumber: 2 });
    expect(api.openChart).not.toHaveBeenCalled();
    expect(loaded).toMatchObject({ ok: true, accessSession: { hasWriteLock: false } });
  });

  it('fails like a load when the open fails or is refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = apiOf(savedState(), () => Promise.reject(new TypeError('Network request failed')));
    expect(await loadChart(offline, engine(), 'abc123def456', options)).toEqual({
      ok: false,
      reason: 'unknown',
    });
    const gone = apiOf(savedState(), () =>
      Promise.resolve({ sfRequest: 'ok', status: 'notFound', reason: 'notFound' }),
    );
    expect(await loadChart(gone, engine(), 'abc123def456', options)).toEqual({
      ok: false,
      reason: 'deleted',
    });
    vi.restoreAllMocks();
  });
});

describe('a chart that fails to load or decode (spec §8)', () => {
  const reporter = { report: vi.fn(), settled: () => Promise.resolve() };
  let uninstall: () => void = () => undefined;
  beforeEach(() => {
    reporter.report.mockClear();
    uninstall = installErrorReporter(reporter);
  });
  afterEach(() => uninstall());

  const opened = () =>
    Promise.resolve<ChartOpenResponse>({
      sfRequest: 'ok',
      status: 'ok',
      revision: 3,
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
    });

  it('opens undecodable rows as an empty grid, says so and reports it', async () => {
    const api = apiOf(savedState(), opened);
    const badRows = fakeWorkers(() => ({
      decodeRows: () => ({ ok: false, code: 'invalidGridRows' }),
    })).client;

    const loaded = await loadChart(api, badRows, 'abc123def456', options);

    expect(loaded).toMatchObject({ ok: true, rowsUnreadable: true, accessSession: { hasWriteLock: true } });
    if (!loaded.ok) throw new Error('expected the chart to open');
    expect([...loaded.document.cells]).toEqual([0, 0, 0, 0]);
    expect(loaded.document.columnCount).toBe(2);
    expect(reporter.report).toHaveBeenCalledWith('Row or done-tracker decode failure: Invalid grid rows', {
      action: 'loadChart',
    });
  });

  it.each([
    [new AjaxError('failed', 'API request chart/get failed', { action: 'chart/get', status: 500 }), '500'],
    [new AjaxError('status', 'Request failed (404)', { action: 'chart/get', status: 404 }), '404'],
    [
      new AjaxError('failed', 'API request chart/get failed', {
        action: 'chart/get',
        cause: new AjaxError('network', 'Network request failed', { action: 'chart/get' }),
      }),
      'network',
    ],
    [new TypeError('boom'), 'unknown'],
  ])('reports a failed chart/get as "Failed to fetch chart: <status>" (%s)', async (error, status) => {
    const api = apiOf(savedState(), opened);
    api.getChart.mockImplementation(() => Promise.reject(error));
    expect(await loadChart(api, engine(), 'abc123def456', options)).toEqual({ ok: false, reason: 'unknown' });
    expect(reporter.report).toHaveBeenCalledWith(
      `Failed to fetch chart: ${status}`,
      expect.objectContaining({ action: 'chart/get' }),
    );
  });

  it('does not report a load the page cancelled', async () => {
    const api = apiOf(savedState(), opened);
    const controller = new AbortController();
    controller.abort();
    api.getChart.mockImplementation(() =>
      Promise.reject(new AjaxError('aborted', 'Aborted', { action: 'chart/get' })),
    );
    await loadChart(api, engine(), 'abc123def456', { ...options, signal: controller.signal });
    expect(reporter.report).not.toHaveBeenCalled();
  });
});
