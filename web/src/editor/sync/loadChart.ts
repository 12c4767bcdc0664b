/**
 * Opening a saved chart (spec §4 "Load status", §7, §8): `chart/get` for the tab's session, `chart/open` (a POST:
 * it takes a free write lock, which a GET never does) unless the chart is a backup, then the rows decoded in the
 * engine worker into the document. Every way this can fail becomes a reason the page shows in Dutch.
 */
import type { AccessSession, BackupSnapshot, ChartFailureReason, ChartState } from '@steekwerk/model';
import { AjaxError } from '../../api/ajaxError';
import type { ChartApi } from '../../api/chartApi';
import { report } from '../../app/errorReporting/report';
import type { EngineClient } from '../../engine/engineClient';
import type { ChartDocument } from '../document/ChartDocument';
import { documentFromState } from '../document/chartState';
import { openChartState } from '../openChart';

/** Why a chart did not open. `notFound` is shown as deleted (spec §8); `unknown` is a network failure. */
export type LoadFailure =
  | 'deleted'
  | 'accessDenied'
  | 'accessDeniedAnonymous'
  | 'unknown'
  | 'invalidGridRows'
  | 'engineUnavailable'
  | 'needsRefresh';

export type LoadedChart =
  | {
      readonly ok: true;
      readonly document: ChartDocument;
      readonly state: ChartState;
      readonly accessSession: AccessSession;
      readonly backups: readonly BackupSnapshot[];
      /**
       * The saved rows could not be decoded (spec §8: reported and ignored): the chart opened with an empty grid
       * and the page says so. Nothing is saved until the user edits; the unreadable revision stays a backup.
       */
      readonly rowsUnreadable?: true;
    }
  | { readonly ok: false; readonly reason: LoadFailure };

export interface LoadChartOptions {
  readonly sessionId: string;
  /** A past revision to open read-only (a backup). */
  readonly revisionNumber?: number;
  /** The page was already reloaded once for a newer build (`refresh=yes`): do not ask again. */
  readonly refreshed: boolean;
  readonly signal?: AbortSignal;
}

/** Loads `chartId` and decodes its cells. */
export async function loadChart(
  api: ChartApi,
  engine: EngineClient,
  chartId: string,
  options: LoadChartOptions,
): Promise<LoadedChart> {
  // The engine worker starts (its script fetched, its wasm compiled) while the chart is on its way, not after.
  void engine.version();
  let response;
  try {
    response = await api.getChart(chartId, {
      s: options.sessionId,
      revisionNumber: options.revisionNumber,
      withBackups: true,
      signal: options.signal,
    });
  } catch (error) {
    reportRequestFailure('Failed to fetch chart', 'chart/get', error, options.signal);
    return { ok: false, reason: 'unknown' };
  }
  if (response.status !== 'ok') return { ok: false, reason: failureOf(response.reason) };
  if (response.needsRefresh && !options.refreshed) return { ok: false, reason: 'needsRefresh' };
  let accessSession = response.accessSession;
  // The write lock is asked for while the worker decodes the rows: neither waits for the other.
  const decoding = openChartState(engine, response.state);
  if (response.state.settings.revisionNumber <= 0) {
    let opened;
    try {
      opened = await api.openChart(chartId, options.sessionId, options.signal);
    } catch (error) {
      reportRequestFailure('Failed to open chart', 'chart/open', error, options.signal);
      return { ok: false, reason: 'unknown' };
    }
    if (opened.status !== 'ok') return { ok: false, reason: failureOf(opened.reason) };
    accessSession = opened.accessSession;
  }
  const opened = await decoding;
  const backups = response.backups ?? [];
  if (!opened.ok) {
    if (opened.error.code !== 'invalidGridRows') return { ok: false, reason: 'engineUnavailable' };
    report('Row or done-tracker decode failure: Invalid grid rows', { action: 'loadChart' });
    const { columnCount, rowCount } = response.state.grid.settings.size;
    const document = documentFromState(response.state, new Uint8Array(columnCount * rowCount));
    return { ok: true, document, state: response.state, accessSession, backups, rowsUnreadable: true };
  }
  return { ok: true, document: opened.value, state: response.state, accessSession, backups };
}

/**
 * Reports a failed chart request as "{prefix}: {status}" (spec §8), the HTTP status or, without an answer, the kind
 * of failure (`network`, `networkTimeout`); a request the page cancelled is not reported.
 */
function reportRequestFailure(prefix: string, action: string, error: unknown, signal?: AbortSignal): void {
  if (signal?.aborted) return;
  if (error instanceof AjaxError && error.kind === 'aborted') return;
  const cause = error instanceof AjaxError && error.cause instanceof AjaxError ? error.cause : undefined;
  const status = error instanceof AjaxError ? (error.status ?? cause?.kind ?? error.kind) : 'unknown';
  report(`${prefix}: ${status}`, {
    action,
    ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
  });
}

function failureOf(reason: ChartFailureReason): LoadFailure {
  return reason === 'accessDenied' || reason === 'accessDeniedAnonymous' ? reason : 'deleted';
}
