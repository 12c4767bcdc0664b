/**
 * The chart calls of `@steekwerk/model`'s protocol, typed, over the request helpers (spec §7): loading and saving
 * retry like every call; the changes loop uses the timed helper (3500 ms per attempt); releasing the write lock
 * when the page closes is a single `keepalive` request that outlives the page.
 */
import {
  CHART_GET_VERSION,
  ajaxActions,
  ajaxUrl,
  chartBackupRestoreResponseSchema,
  chartBackupsResponseSchema,
  chartChangesResponseSchema,
  chartDeleteResponseSchema,
  chartGetResponseSchema,
  chartOpenResponseSchema,
  chartSaveResponseSchema,
  chartsUserResponseSchema,
  maxSymbolsPerRequest,
  SYMBOLS_VERSION,
  symbolsResponseSchema,
  notificationsResponseSchema,
  notificationDismissResponseSchema,
  writeLockTakeResponseSchema,
  type StitchSymbol,
  type ChartChangesRequest,
  type ChartSaveRequest,
} from '@steekwerk/model';
import { createProgressApi } from '../editor/tracker/sync/progressApi';
import type { AjaxClient } from './ajaxClient';

export interface ChartGetOptions {
  /** The tab's session id. */
  readonly s: string;
  /** A past revision to open as a backup. */
  readonly revisionNumber?: number;
  /** Ask for the list of backups. */
  readonly withBackups?: boolean;
  readonly signal?: AbortSignal;
}

/** The query of `chart/get` (the boot's prefetch, app/chartPrefetch.ts, builds the very same address). */
export function chartGetQuery(options: ChartGetOptions): Record<string, string | number | undefined> {
  return {
    s: options.s,
    v: CHART_GET_VERSION,
    revisionNumber: options.revisionNumber,
    m: options.withBackups ? '1' : undefined,
  };
}

/** Creates the chart calls over `client`; `fetchImpl` sends the keep-alive release. */
export function createChartApi(client: AjaxClient, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  return {
    /** The progress tracker's status and done cells (issue 17). */
    ...createProgressApi(client, fetchImpl),

    getChart: (chartId: string, options: ChartGetOptions) =>
      client.request({
        action: ajaxActions.chartGet,
        response: chartGetResponseSchema,
        params: { chartId },
        query: chartGetQuery(options),
        signal: options.signal,
      }),

    /**
     * Opens a loaded chart for this tab's session `s`: takes the write lock when it is free and the user may
     * edit, and records the open (`chart/get` only reads).
     */
    openChart: (chartId: string, s: string, signal?: AbortSignal) =>
      client.request({
        action: ajaxActions.chartOpen,
        response: chartOpenResponseSchema,
        params: { chartId },
        body: { s },
        signal,
      }),

    saveChart: (chartId: string, request: ChartSaveRequest) =>
      client.request({
        action: ajaxActions.chartSave,
        response: chartSaveResponseSchema,
        params: { chartId },
        body: request,
        // Gzipped (api/src/http/request-decompression.ts): a 1000² photo chart is ~100 kB instead of 1.35 MB.
        compress: true,
      }),

    sendChanges: (chartId: string, request: ChartChangesRequest) =>
      client.requestWithTimeout({
        action: ajaxActions.chartChanges,
        response: chartChangesResponseSchema,
        params: { chartId },
        body: request,
      }),

    /** "Hier verder bewerken": moves the chart's write lock to this tab's session `s`. */
    takeWriteLock: (chartId: string, s: string) =>
      client.request({
        action: ajaxActions.chartWriteLockTake,
        response: writeLockTakeResponseSchema,
        params: { chartId },
        body: { s },
      }),

    /** The Back-ups panel: a page of earlier revisions, newest first (`before`: the page before's `next`). */
    listBackups: (chartId: string, options: { before?: number; signal?: AbortSignal } = {}) =>
      client.request({
        action: ajaxActions.chartBackups,
        response: chartBackupsResponseSchema,
        params: { chartId },
        query: { before: options.before },
        signal: options.signal,
      }),

    /** "Deze versie terugzetten": saves backup `revisionNumber`'s drawing as the newest revision, from tab `s`. */
    restoreBackup: (chartId: string, revisionNumber: number, s: string) =>
      client.request({
        action: ajaxActions.chartBackupRestore,
        response: chartBackupRestoreResponseSchema,
        params: { chartId },
        body: { revisionNumber, s },
      }),

    deleteChart: (chartId: string) =>
      client.request({
        action: ajaxActions.chartDelete,
        response: chartDeleteResponseSchema,
        params: { chartId, confirmChartId: chartId },
      }),

    listUserCharts: () =>
      client.request({ action: ajaxActions.chartsUser, response: chartsUserResponseSchema }),

    /** The notifications of the personal home (`GET notifications`). */
    notifications: () =>
      client.request({ action: ajaxActions.notifications, response: notificationsResponseSchema }),

    /** Closes a notification on the personal home (`POST notification/dismiss/{id}`). */
    dismissNotification: (notificationId: string) =>
      client.request({
        action: ajaxActions.notificationDismiss,
        response: notificationDismissResponseSchema,
        params: { notificationId },
      }),

    /** The symbols with these ids (`GET symbols?id=…&v=1`), asked in batches the server accepts. */
    async fetchSymbols(symbolIds: readonly string[]): Promise<StitchSymbol[]> {
      const found: StitchSymbol[] = [];
      for (let start = 0; start < symbolIds.length; start += maxSymbolsPerRequest) {
        const batch = symbolIds.slice(start, start + maxSymbolsPerRequest);
        const response = await client.request({
          action: ajaxActions.symbols,
          response: symbolsResponseSchema,
          query: { id: batch.join(','), v: SYMBOLS_VERSION },
        });
        found.push(...response.symbols);
      }
      return found;
    },

    /**
     * Releases the tab's write lock as the page closes (spec §4: "sent synchronously on page close"): one
     * `keepalive` POST the browser finishes after the page is gone; never retried, never awaited.
     */
    releaseWriteLockOnExit(chartId: string, s: string): void {
      try {
        void fetchImpl(ajaxUrl(ajaxActions.chartWriteLockRelease), {
          method: 'POST',
          credentials: 'same-origin',
          cache: 'no-store',
          keepalive: true,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ chartId, s }),
        }).catch(() => undefined);
      } catch {
        // A page that is going away may not send anything more; the lease then ends by itself.
      }
    },
  };
}

export type ChartApi = ReturnType<typeof createChartApi>;
