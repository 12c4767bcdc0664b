/**
 * Opening a saved chart (spec §4 "Load status", §7, §8): `chart/get` for the tab's session, `chart/open` (a POST:
 * it takes a free write lock, which a GET never does) unless the chart is a backup, then the rows decoded in the
 * engine worker into the document. Every way this can fail becomes a reason the page shows in Dutch.
 */
import type { AccessSession, BackupSnapshot, ChartFailureReason, ChartState } from '@steekwerk/model';
import type { ChartApi } from '../../api/chartApi';
import type { EngineClient } from '../../engine/engineClient';
import type { ChartDocument } from '../document/ChartDocument';
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
    console.error(`Failed to fetch chart: ${error instanceof Error ? error.message : String(error)}`);
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
      console.error(`Failed to open chart: ${error instanceof Error ? error.message : String(error)}`);
      return { ok: false, reason: 'unknown' };
    }
    if (opened.status !== 'ok') return { ok: false, reason: failureOf(opened.reason) };
    accessSession = opened.accessSession;
  }
  const opened = await decoding;
  if (!opened.ok) {
    return {
      ok: false,
      reason: opened.error.code === 'invalidGridRows' ? 'invalidGridRows' : 'engineUnavailable',
    };
  }
  return {
    ok: true,
    document: opened.value,
    state: response.state,
    accessSession,
    backups: response.backups ?? [],
  };
}

function failureOf(reason: ChartFailureReason): LoadFailure {
  return reason === 'accessDenied' || reason === 'accessDeniedAnonymous' ? reason : 'deleted';
}
