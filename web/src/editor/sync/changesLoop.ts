/**
 * The changes loop of spec §4/§7: every 3 s per open chart, the pending small actions (zoom, scroll, mode,
 * tracker position, row number; duplicate types collapsed to the last) go to `chart/changes`; with nothing to
 * send, an empty keep-alive goes after more than 6 idle ticks. The answer renews the write lock and tells the
 * editor about the access, a newer revision, a changed user and a chart that is gone. Timers are injected.
 */
import {
  collapseChartActions,
  type AccessSession,
  type ChartAction,
  type ChartChangesRequest,
  type ChartChangesResponse,
  type ChartFailureReason,
} from '@steekwerk/model';
import type { TimerHandle, Timers } from '../../lib/timers';

export const changesTimings = {
  tickMs: 3000,
  /** A keep-alive goes when more than this many ticks passed without anything to send. */
  idleTicksBeforeKeepAlive: 6,
  /** In progress-tracker mode a focus refresh repeats after these delays (spec §4). */
  trackerRefreshDelaysMs: [500, 1000, 2000],
} as const;

export interface ChangesLoopOptions {
  readonly timers: Timers;
  readonly sessionId: string;
  /** The open chart; `new` or `''` means nothing to track (spec §4). */
  chartId(): string;
  /** The chart revision the editor has. */
  revision(): number;
  /** The progress-tracker revision the editor has. */
  progressRevision(): number;
  /** The logged-in user's id, `''` when anonymous. */
  userId(): string;
  send(chartId: string, request: ChartChangesRequest): Promise<ChartChangesResponse>;
  onAccess?(accessSession: AccessSession): void;
  /** Another session saved a newer revision. */
  onNewRevision?(revision: number): void;
  /** The server's user differs from the editor's: refresh the user (spec §8). */
  onUserChanged?(userId: string): void;
  /** The chart was deleted or access ended (notFound is shown as deleted, spec §8). */
  onChartGone?(reason: ChartFailureReason): void;
  onProgressRefresh?(progressRevision: number): void;
}

export class ChangesLoop {
  private pending: ChartAction[] = [];
  private idleTicks = 0;
  private timer: TimerHandle | undefined;
  private extraTimers: TimerHandle[] = [];
  private sending = false;
  private running = false;

  constructor(private readonly options: ChangesLoopOptions) {}

  /** Queues a small action for the next tick. */
  queue(action: ChartAction): void {
    this.pending.push(action);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule();
  }

  stop(): void {
    this.running = false;
    if (this.timer !== undefined) this.options.timers.clearTimeout(this.timer);
    this.timer = undefined;
    for (const handle of this.extraTimers) this.options.timers.clearTimeout(handle);
    this.extraTimers = [];
  }

  /**
   * Sends now whatever is pending, or an empty update to learn about newer revisions (window focus); in
   * progress-tracker mode the refresh repeats after 0.5, 1 and 2 s.
   */
  refresh(trackerMode = false): void {
    void this.send(true);
    if (!trackerMode) return;
    for (const delayMs of changesTimings.trackerRefreshDelaysMs) {
      const handle = this.options.timers.setTimeout(() => {
        this.extraTimers = this.extraTimers.filter((entry) => entry !== handle);
        void this.send(true);
      }, delayMs);
      this.extraTimers.push(handle);
    }
  }

  private schedule(): void {
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = undefined;
      void this.tick().finally(() => {
        if (this.running) this.schedule();
      });
    }, changesTimings.tickMs);
  }

  private async tick(): Promise<void> {
    if (this.pending.length > 0 || this.idleTicks >= changesTimings.idleTicksBeforeKeepAlive) {
      await this.send(false);
    } else {
      this.idleTicks += 1;
    }
  }

  private async send(force: boolean): Promise<void> {
    const chartId = this.options.chartId();
    if (chartId === '' || chartId === 'new') {
      this.pending = [];
      return;
    }
    if (
      this.sending ||
      (!force && this.pending.length === 0 && this.idleTicks < changesTimings.idleTicksBeforeKeepAlive)
    ) {
      return;
    }
    const actions = collapseChartActions(this.pending);
    this.pending = [];
    this.idleTicks = 0;
    this.sending = true;
    let response: ChartChangesResponse;
    try {
      response = await this.options.send(chartId, {
        s: this.options.sessionId,
        r: this.options.revision(),
        p: this.options.progressRevision(),
        actions,
      });
    } catch {
      // The next tick sends them again (newer actions of the same type win).
      this.pending = [...actions, ...this.pending];
      return;
    } finally {
      this.sending = false;
    }
    this.handle(response);
  }

  private handle(response: ChartChangesResponse): void {
    if (response.userId !== this.options.userId()) this.options.onUserChanged?.(response.userId);
    if (response.status !== 'ok') {
      this.options.onChartGone?.(response.reason === 'notFound' ? 'deleted' : response.reason);
      return;
    }
    this.options.onAccess?.(response.accessSession);
    if (response.revision > this.options.revision()) this.options.onNewRevision?.(response.revision);
    if (response.progressTrackerRefresh) this.options.onProgressRefresh?.(response.progressTrackerRevision);
  }
}
