/**
 * The saved chart's `chart/get`, sent while the page boots (issue 25). Opening `/nl/c/{chartId}` used to wait for
 * the editor's chunk before asking for the chart; now the main chunk sends the very request the editor's
 * `loadChart` will make (same address: chart, tab session, revision, backups) as soon as it runs, and hands the
 * answer to the first fetch of that address. The answer is handed out once; a different address (another chart,
 * another revision) is sent as usual; a navigation away from the page's first address forgets it; a prefetch that
 * failed on the network is sent again as a normal request, so errors read as they always did.
 */
import { ajaxActions } from '@steekwerk/model';
import { ajaxRequestInit, buildAjaxUrl } from '../api/ajaxClient';
import { chartGetQuery } from '../api/chartApi';
import { isChartId } from './routeParams';

/** The part of the address the prefetch reads. */
export interface PrefetchLocation {
  readonly pathname: string;
  readonly search: string;
}

/** The chart a page address opens from the server, when it opens a saved one in the editor. */
export interface PrefetchedChart {
  readonly chartId: string;
  readonly revisionNumber?: number;
}

/**
 * The saved chart `/nl/c/{chartId}` opens through `chart/get` (with its `?revisionNumber=` backup), as
 * useOpenChart reads it; nothing for a new chart, a draft (`draft=1`, opened from the tab) or any other page.
 */
export function savedChartOf(location: PrefetchLocation): PrefetchedChart | undefined {
  const match = /^\/nl\/c\/([^/]+)\/?$/.exec(location.pathname);
  const chartId = match?.[1];
  if (chartId === undefined || chartId === 'new' || !isChartId(chartId)) return undefined;
  const search = new URLSearchParams(location.search);
  if (search.get('draft') === '1') return undefined;
  const revisionNumber = Number(search.get('revisionNumber') ?? 0);
  return Number.isInteger(revisionNumber) && revisionNumber > 0 ? { chartId, revisionNumber } : { chartId };
}

/** The address of `chart/get` for `chart` in the tab session `sessionId`, as the chart API builds it. */
export function chartGetAddress(chart: PrefetchedChart, sessionId: string): string {
  return buildAjaxUrl(
    ajaxActions.chartGet,
    { chartId: chart.chartId },
    chartGetQuery({ s: sessionId, revisionNumber: chart.revisionNumber, withBackups: true }),
  );
}

export interface ChartPrefetch {
  /** `fetch`, except that the first GET of the prefetched address gets the prefetched answer. */
  readonly fetch: typeof fetch;
  /** Forgets the prefetched answer (and stops its download when it is still coming in). */
  discard(): void;
}

export interface ChartPrefetchOptions {
  readonly location: PrefetchLocation;
  /** The tab's session id (tabSession.ts), decided once per page load. */
  readonly sessionId: () => Promise<string>;
  readonly fetch?: typeof fetch;
}

interface Kept {
  readonly address: string;
  readonly response: Promise<Response>;
}

function abortError(): DOMException {
  return new DOMException('The request was aborted', 'AbortError');
}

/** The kept answer, given up when the caller's `signal` aborts first. */
function untilAborted(
  response: Promise<Response>,
  signal: AbortSignal | null | undefined,
): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Sends `chart/get` for the saved chart `options.location` opens (nothing for other pages) and gives back the
 * fetch that hands its answer over once.
 */
export function startChartPrefetch(options: ChartPrefetchOptions): ChartPrefetch {
  const send: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const chart = savedChartOf(options.location);
  const controller = new AbortController();
  let kept: Promise<Kept | undefined> | undefined;
  let prefix: string | undefined;
  if (chart) {
    prefix = `${chartGetAddress(chart, '').split('?', 1)[0]}?`;
    kept = options.sessionId().then(
      (sessionId) => {
        const address = chartGetAddress(chart, sessionId);
        const response = send(address, { ...ajaxRequestInit('GET'), signal: controller.signal });
        // Until someone takes it, a failure is nobody's business: the taker sends the request again.
        response.catch(() => undefined);
        return { address, response };
      },
      () => undefined,
    );
  }

  const prefetchingFetch: typeof fetch = async (input, init) => {
    const isCandidate =
      kept !== undefined &&
      prefix !== undefined &&
      typeof input === 'string' &&
      input.startsWith(prefix) &&
      (init?.method ?? 'GET') === 'GET';
    if (!isCandidate) return send(input, init);
    const waiting = kept;
    const taken = await waiting;
    // Another caller may have taken (or a navigation discarded) it meanwhile.
    if (!taken || kept !== waiting || taken.address !== input) return send(input, init);
    kept = undefined;
    // The caller's abort stops the kept download too, as it would have stopped its own request.
    init?.signal?.addEventListener('abort', () => controller.abort(), { once: true });
    try {
      return await untilAborted(taken.response, init?.signal);
    } catch (error) {
      if (init?.signal?.aborted) throw error;
      return send(input, init);
    }
  };

  return {
    fetch: prefetchingFetch,
    discard() {
      if (kept === undefined) return;
      kept = undefined;
      controller.abort();
    },
  };
}
