/**
 * What the progress sync (ProgressSync.ts) is given and says: its timings, its status for the panel, who follows
 * the chart, what it needs of the server, and which refusals no retry changes.
 */
import type {
  ChartAction,
  ProgressTrackerStatusResponse,
  SaveGridRowsDoneRequest,
  SaveProgressStylesRequest,
} from '@steekwerk/model';
import { AjaxError } from '../../../api/ajaxError';
import type { Timers } from '../../../lib/timers';
import type { TrackerSession } from '../TrackerSession';

export const progressSyncTimings = {
  /** A save goes this long after the maker's last change (spec §9). */
  saveDebounceMs: 3000,
  /** A failed save is tried again after this long (spec §8, §9). */
  retryMs: 30_000,
} as const;

/**
 * What the tracker panel says about the progress:
 * - `local`: changes only on this device so far (waiting for the 3 s, or a new chart without an id yet);
 * - `saving` / `saved` / `failed` (tried again after 30 s);
 * - `notLoggedIn` / `pending`: tracked here only; logging in or activating the account saves it.
 */
export type ProgressSyncStatus = 'local' | 'saving' | 'saved' | 'failed' | 'notLoggedIn' | 'pending';

/** Who is following the chart: only an active account keeps progress on the server (spec §5). */
export type ProgressAccount = 'anonymous' | 'pending' | 'active';

/** What the sync needs of the server (the app's chart api has it). */
export interface ProgressSyncApi {
  progressStatus(chartId: string): Promise<ProgressTrackerStatusResponse>;
  saveProgressDone(
    chartId: string,
    request: SaveGridRowsDoneRequest,
  ): Promise<{ progressTrackerRevision: number }>;
  /** The keep-alive save as the page closes: the server's answer, or undefined when unsent, failed or refused. */
  saveProgressDoneOnExit?(
    chartId: string,
    request: SaveGridRowsDoneRequest,
  ): Promise<{ progressTrackerRevision: number } | undefined>;
  /** Keeps which styles the tracker counts (progressStyles.ts). */
  saveProgressStyles?(chartId: string, request: SaveProgressStylesRequest): Promise<unknown>;
}

export interface ProgressSyncOptions {
  readonly timers: Timers;
  readonly sessionId: string;
  readonly api: ProgressSyncApi;
  readonly tool: TrackerSession;
  /** The chart's id; `new` (or `''`) while it has none. */
  chartId(): string;
  account(): ProgressAccount;
  /** Queues an action of the changes loop (mode, position, extras). */
  queue(action: ChartAction): void;
  /** Reports a failure (spec §8: decode and save failures are reported). */
  report?(message: string): void;
  /** The window: leaving with unsaved progress saves it (and warns while it is being saved). */
  readonly target?: EventTarget;
  /**
   * Encodes a save's done cells off the page (the engine worker: a 2000² grid takes the main thread 0.1 s in
   * script); undefined, or a failure, encodes here.
   */
  encode?(done: Uint8Array, columnCount: number, rowCount: number): Promise<string | undefined>;
  /** The styles of each kind the chart uses, sent once the progress is loaded (progressStyles.ts). */
  trackedStyles?(): SaveProgressStylesRequest;
}

/** The server refuses a pending account's saves with this message (api error catalogue). */
const pendingMessage = 'Activeer eerst je account.';

/** A refusal that no retry changes: nobody logged in, or an account not activated yet. */
export function refusalOf(error: unknown): 'notLoggedIn' | 'pending' | undefined {
  if (!(error instanceof AjaxError) || error.status !== 403) return undefined;
  if (error.serverMessage === pendingMessage) return 'pending';
  if (error.serverMessage === 'Je bent niet ingelogd.') return 'notLoggedIn';
  return undefined;
}
