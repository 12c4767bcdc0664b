/**
 * Opening a saved chart (spec §4 "Load status", §7, §8): `chart/get` for the tab's session, then the rows decoded
 * in the engine worker into the document. Every way this can fail becomes a reason the page shows in Dutch.
 */
import type { AccessSession, BackupSnapshot, ChartState } from '@steekwerk/model';
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
  if (response.status !== 'ok') {
    const reason = response.reason;
    if (reason === 'accessDenied' || reason === 'accessDeniedAnonymous') return { ok: false, reason };
    return { ok: false, reason: 'deleted' };
  }
  if (response.needsRefresh && !options.refreshed) return { ok: false, reason: 'needsRefresh' };
  const opened = await openChartState(engine, response.state);
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
    accessSession: response.accessSession,
    backups: response.backups ?? [],
  };
}
