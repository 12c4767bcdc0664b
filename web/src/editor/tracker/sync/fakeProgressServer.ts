/**
 * A stand-in for the server's progress calls in tests (ProgressSync.test.ts): one user's progress on one chart,
 * what the calls and the changes loop do to it, and failures or held answers on demand.
 */
import {
  emptyProgressTrackerExtras,
  type ChartAction,
  type ChartChangesRequest,
  type ChartChangesResponse,
  type GridSize,
  type ProgressTrackerExtras,
  type ProgressTrackerStatusResponse,
  type SaveGridRowsDoneRequest,
  type SaveProgressStylesRequest,
} from '@steekwerk/model';
import { AjaxError } from '../../../api/ajaxError';
import { decodeDone, encodeDone } from '../doneEncoding';
import type { ProgressSyncApi } from './progressSyncOptions';

export class FakeProgressServer implements ProgressSyncApi {
  revision = 0;
  mode = 'rowsFull';
  position = 0;
  width = 0;
  done: Uint8Array;
  extras: ProgressTrackerExtras = emptyProgressTrackerExtras;
  /** Replaces the encoded done cells the status answers with (a broken answer). */
  doneText: string | undefined;
  readonly statusCalls: string[] = [];
  readonly saves: SaveGridRowsDoneRequest[] = [];
  readonly exitSaves: SaveGridRowsDoneRequest[] = [];
  /** The style lists saved, in order (they are no progress: the revision stays). */
  readonly styleSaves: SaveProgressStylesRequest[] = [];
  /** Fails the next style saves with this error. */
  styleFailure: Error | undefined;
  /** Saves that are still being answered. */
  inFlight = 0;
  /** The most saves that were being answered at one time. */
  maxInFlight = 0;
  private failures: unknown[] = [];
  private held: Array<() => void> | undefined;

  constructor(readonly size: GridSize) {
    this.done = new Uint8Array(size.columnCount * size.rowCount);
  }

  /** Another device of the same user saves these done cells. */
  otherDeviceMarks(cells: readonly number[], value: 0 | 1 = 1): void {
    for (const cell of cells) this.done[cell] = value;
    this.revision += 1;
  }

  /** The next call fails with `error`. */
  failNext(error: unknown): void {
    this.failures.push(error);
  }

  /** Holds the answers of saves until {@link release}. */
  hold(): void {
    this.held = [];
  }

  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const answer of held) answer();
  }

  /** The done cells as 0/1 per cell, for assertions. */
  doneCells(): number[] {
    return [...this.done].flatMap((value, cell) => (value ? [cell] : []));
  }

  async progressStatus(chartId: string): Promise<ProgressTrackerStatusResponse> {
    this.statusCalls.push(chartId);
    await Promise.resolve();
    this.throwFailure();
    return {
      sfRequest: 'ok',
      chartId,
      revision: this.revision,
      mode: this.mode,
      width: this.width,
      columnCount: this.size.columnCount,
      rowCount: this.size.rowCount,
      position: this.position,
      done: this.doneText ?? encodeDone(this.done),
      extras: this.extras,
    };
  }

  async saveProgressDone(
    _chartId: string,
    request: SaveGridRowsDoneRequest,
  ): Promise<{ progressTrackerRevision: number }> {
    this.saves.push(request);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      const held = this.held;
      if (held) await new Promise<void>((resolve) => held.push(resolve));
      await Promise.resolve();
      this.throwFailure();
      this.store(request);
      return { progressTrackerRevision: this.revision };
    } finally {
      this.inFlight -= 1;
    }
  }

  async saveProgressStyles(_chartId: string, request: SaveProgressStylesRequest): Promise<{ status: 'ok' }> {
    await Promise.resolve();
    if (this.styleFailure) throw this.styleFailure;
    this.styleSaves.push(request);
    return { status: 'ok' };
  }

  /** What the keep-alive save as the page closes meets: `ok`, `failed` (the network), or `refused`. */
  exitAnswer: 'ok' | 'failed' | 'refused' = 'ok';

  async saveProgressDoneOnExit(
    _chartId: string,
    request: SaveGridRowsDoneRequest,
  ): Promise<{ progressTrackerRevision: number } | undefined> {
    this.exitSaves.push(request);
    await Promise.resolve();
    if (this.exitAnswer === 'failed') return undefined;
    if (this.exitAnswer === 'refused') return undefined;
    this.store(request);
    return { progressTrackerRevision: this.revision };
  }

  /** What `chart/changes` does: the tracker actions, then whether the client should refresh. */
  async changes(_chartId: string, request: ChartChangesRequest): Promise<ChartChangesResponse> {
    await Promise.resolve();
    this.apply(request.actions);
    return {
      sfRequest: 'ok',
      status: 'ok',
      userId: 'user-1',
      revision: 1,
      accessSession: { hasWriteAccess: true, hasWriteLock: true },
      progressTrackerRevision: this.revision,
      progressTrackerRefresh: request.p < this.revision,
    };
  }

  apply(actions: readonly ChartAction[]): void {
    let changed = false;
    for (const action of actions) {
      if (action.type === 'progressTrackerMode' && action.mode !== this.mode) {
        this.mode = action.mode;
        changed = true;
      } else if (action.type === 'progressTrackerPosition' && action.position !== this.position) {
        this.position = action.position;
        changed = true;
      } else if (action.type === 'progressTrackerExtras') {
        changed ||= JSON.stringify(action.extras) !== JSON.stringify(this.extras);
        this.extras = action.extras;
      }
    }
    if (changed) this.revision += 1;
  }

  private store(request: SaveGridRowsDoneRequest): void {
    const done = decodeDone(request.done, request, this.size);
    if (done === null) throw new AjaxError('status', 'Request failed (400)', { action: 'save', status: 400 });
    this.done = done;
    this.revision += 1;
  }

  private throwFailure(): void {
    const failure = this.failures.shift();
    if (failure !== undefined) throw failure;
  }
}

/** A network failure as the request helper gives up with it. */
export const networkFailure = new AjaxError('failed', 'API request save failed', {
  action: 'chart/progress-tracker/save-grid-rows-done',
  retryable: true,
});

/** The server's refusal of an account that is not activated yet. */
export const pendingRefusal = new AjaxError('status', 'Request failed (403)', {
  action: 'chart/progress-tracker/save-grid-rows-done',
  status: 403,
  serverMessage: 'Activeer eerst je account.',
});
