/**
 * Keeps the maker's progress on a chart (issue 17, spec §4, §7–§9) in step with the server, per chart and user:
 * the status is loaded when the tracker is first needed and again when another device saved; the done cells are
 * saved 3 s after the maker's last change (never two saves at once, a change meanwhile saves again, a failure is
 * reported and retried after 30 s); mode, position and the extras (parking markers, row helpers) go with the
 * changes loop. Local changes are never overwritten: a refresh merges (progressMerge.ts). Anonymous visitors and
 * pending accounts track on this device only; a new chart's progress is saved once the chart has its id.
 */
import {
  emptyProgressTrackerExtras,
  type ProgressTrackerExtras,
  type ProgressTrackerStatusResponse,
  type SaveGridRowsDoneRequest,
} from '@steekwerk/model';
import { AjaxError } from '../../../api/ajaxError';
import type { TimerHandle } from '../../../lib/timers';
import type { TrackerEvent } from '../TrackerSession';
import { decodeDone } from '../doneEncoding';
import {
  type ProgressSyncOptions,
  type ProgressSyncStatus,
  progressSyncTimings,
  refusalOf,
} from './progressSyncOptions';
import type { ParkingMarker, TrackerState } from '../trackerState';
import { leaveWarning } from '../../sync/pageLifecycle';
import { maxKeepAliveBodyBytes } from './progressApi';
import { encodeDoneForSave, extrasWith, mergeDone, mergeValue, sameDone } from './progressMerge';
import { ProgressStyles } from './progressStyles';

/** What both sides last shared, for merging a refresh. */
interface Shared {
  done: Uint8Array;
  mode: string;
  position: number;
  extras: ProgressTrackerExtras;
}

export class ProgressSync {
  /** The user's progress revision on the chart this device has seen (the changes loop's `p`). */
  revision = 0;
  private helpers: Pick<ProgressTrackerExtras, 'repeats' | 'reminders'> = emptyProgressTrackerExtras;
  /** The tracker's parking markers as its last event left them. */
  private parking: readonly ParkingMarker[] = [];
  private extrasCache:
    { parking: readonly ParkingMarker[]; helpers: object; value: ProgressTrackerExtras } | undefined;
  private shared: Shared | undefined;
  /** What went to the changes loop last (JSON), so only changes are queued. */
  private sent = { mode: '', position: -1, extras: '' };
  private doneChanges = 0;
  private savedChanges = 0;
  private saving: Promise<void> | undefined;
  private loading: Promise<void> | undefined;
  /** The chart had no id when the sync began: its first save gives it one, and the progress is saved then. */
  private waitingForId: boolean;
  private refreshWanted = false;
  /** Done cells restored from the device ({@link restoreDone}), applied after the first load. */
  private restored: Uint8Array | undefined;
  private failed = false;
  private refusal: 'notLoggedIn' | 'pending' | undefined;
  private saveTimer: TimerHandle | undefined;
  private ownLoad = false;
  private disposed = false;
  private lastStatus: ProgressSyncStatus;
  private readonly listeners = new Set<() => void>();
  private readonly stops: Array<() => void> = [];
  private readonly styles: ProgressStyles;

  constructor(private readonly options: ProgressSyncOptions) {
    this.styles = new ProgressStyles({
      trackedStyles: options.trackedStyles,
      saveProgressStyles: options.api.saveProgressStyles?.bind(options.api),
      report: (message) => this.report(message),
    });
    this.stops.push(options.tool.subscribe((event) => this.onTrackerEvent(event)));
    const target = options.target;
    if (target) {
      const beforeUnload = (event: Event) => this.onBeforeUnload(event);
      const pageHide = () => this.onPageHide();
      target.addEventListener('beforeunload', beforeUnload);
      target.addEventListener('pagehide', pageHide);
      this.stops.push(() => {
        target.removeEventListener('beforeunload', beforeUnload);
        target.removeEventListener('pagehide', pageHide);
      });
    }
    const chartId = options.chartId();
    this.waitingForId = chartId === '' || chartId === 'new';
    this.lastStatus = this.computeStatus();
  }

  /** The saved done cells could not be decoded (reported and ignored, spec §8): the panel says so. */
  doneUnreadable = false;

  /** The panel's status; {@link subscribe} hears when it changes. */
  get status(): ProgressSyncStatus {
    return this.lastStatus;
  }

  /** Hears status and extras changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Parking markers (from the tracker) and the row helpers, as saved per chart and user. */
  get extras(): ProgressTrackerExtras {
    const cache = this.extrasCache;
    if (cache?.parking === this.parking && cache.helpers === this.helpers) return cache.value;
    const value = extrasWith(this.parking, this.helpers);
    this.extrasCache = { parking: this.parking, helpers: this.helpers, value };
    return value;
  }

  /**
   * Replaces the row helpers (repeats, reminders; the parking markers belong to the tracker, whose `park` and
   * `unpark` save them) and saves them with the changes loop.
   */
  setExtras(next: Pick<ProgressTrackerExtras, 'repeats' | 'reminders'>): void {
    this.helpers = { repeats: next.repeats, reminders: next.reminders };
    this.queueChanges();
    this.emit(true);
  }

  /** The tracker is needed (its mode was entered, or the chart opened in it): loads the saved progress once. */
  enter(): void {
    if (this.shared === undefined) void this.load();
  }

  /** Another device saved (the changes loop says so): loads again, keeping what this device has not saved. */
  refresh(): void {
    if (this.shared !== undefined) void this.load();
  }

  /** Whether done cells wait to be saved (an account that cannot save has nothing waiting: it stays here). */
  hasUnsavedProgress(): boolean {
    return this.canSave() && this.doneChanges !== this.savedChanges;
  }

  /** Saves waiting done cells now (blur, leaving the chart); resolves when saved or failed. */
  async flush(): Promise<void> {
    for (let round = 0; round < 3 && this.hasUnsavedProgress() && !this.disposed; round += 1) {
      await this.save();
      if (this.failed) return;
    }
  }

  /**
   * A chart save went through: a new chart now has its id, so what was tracked on it (marks, or the `marked`
   * stitches of an imported file) is saved.
   */
  chartSaved(): void {
    if (!this.waitingForId || !this.canFollow()) return;
    this.waitingForId = false;
    const tool = this.options.tool;
    if (!tool.started) {
      this.emit();
      return;
    }
    const tracker = tool.tracker;
    this.shared = {
      done: new Uint8Array(tracker.done.length),
      mode: '',
      position: -1,
      extras: emptyProgressTrackerExtras,
    };
    this.revision = 0;
    this.sent = { mode: '', position: -1, extras: JSON.stringify(emptyProgressTrackerExtras) };
    if (tracker.done.some((value) => value !== 0)) this.doneChanges += 1;
    this.queueChanges();
    if (this.hasUnsavedProgress()) void this.save();
    this.emit();
  }

  /** Stops; done cells still waiting are sent once more (the app goes on running after leaving the chart). */
  dispose(): void {
    if (this.disposed) return;
    // After a running save (which no longer goes on by itself once disposed), or at once.
    if (this.hasUnsavedProgress()) void (this.saving ?? Promise.resolve()).then(() => this.sendDone());
    this.disposed = true;
    this.clearSaveTimer();
    for (const stop of this.stops.splice(0)) stop();
    this.listeners.clear();
  }

  private onTrackerEvent(event: TrackerEvent): void {
    const parking = this.options.tool.tracker.parking;
    const parked = parking !== this.parking;
    this.parking = parking;
    if (this.ownLoad || !event.fromUser) {
      if (parked) this.emit(true);
      return;
    }
    if (event.cells !== null && event.cells.length > 0) {
      this.doneChanges += 1;
      this.failed = false;
      this.scheduleSave(progressSyncTimings.saveDebounceMs);
    }
    this.queueChanges();
    this.emit(parked);
  }

  /** Only an active account's progress on a chart with an id is kept on the server. */
  private canFollow(): boolean {
    const chartId = this.options.chartId();
    return !this.disposed && chartId !== '' && chartId !== 'new' && this.options.account() === 'active';
  }

  private canSave(): boolean {
    return this.canFollow() && this.refusal === undefined && this.shared !== undefined;
  }

  /** Queues mode, position and extras that differ from what the changes loop carried last. */
  private queueChanges(): void {
    if (!this.canSave()) return;
    const tool = this.options.tool;
    if (tool.started) {
      const mode = tool.trackerMode;
      const position = tool.tracker.position;
      if (mode !== this.sent.mode) this.options.queue({ type: 'progressTrackerMode', mode });
      if (position !== this.sent.position) this.options.queue({ type: 'progressTrackerPosition', position });
      this.sent.mode = mode;
      this.sent.position = position;
    }
    const extras = this.extras;
    const json = JSON.stringify(extras);
    if (json !== this.sent.extras) this.options.queue({ type: 'progressTrackerExtras', extras });
    this.sent.extras = json;
  }

  private scheduleSave(delayMs: number): void {
    if (!this.canSave()) return;
    this.clearSaveTimer();
    this.saveTimer = this.options.timers.setTimeout(() => {
      this.saveTimer = undefined;
      void this.save();
    }, delayMs);
  }

  private clearSaveTimer(): void {
    if (this.saveTimer !== undefined) this.options.timers.clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
  }

  /** Saves the done cells; one save at a time, waiting for a load to merge first. */
  private save(): Promise<void> {
    const busy = this.saving ?? this.loading;
    if (busy) return busy.then(() => (this.hasUnsavedProgress() ? this.save() : undefined));
    this.clearSaveTimer();
    if (!this.hasUnsavedProgress()) return Promise.resolve();
    this.saving = this.sendDone().finally(() => {
      this.saving = undefined;
      this.emit();
      this.afterSave();
    });
    this.emit();
    return this.saving;
  }

  private async sendDone(): Promise<void> {
    const chartId = this.options.chartId();
    const tracker = this.options.tool.tracker;
    const done = tracker.done.slice();
    const changes = this.doneChanges;
    const request = await this.saveRequestOf(tracker, done);
    try {
      const answer = await this.options.api.saveProgressDone(chartId, request);
      if (this.shared) this.shared.done = done;
      // Another device saved in between: its revision is skipped here, so load it (and merge) next.
      if (answer.progressTrackerRevision > this.revision + 1) this.refreshWanted = true;
      this.revision = Math.max(this.revision, answer.progressTrackerRevision);
      this.savedChanges = changes;
      this.failed = false;
    } catch (error) {
      this.report(`Progress-grid save failure: ${error instanceof Error ? error.message : String(error)}`);
      this.failed = true;
      const refusal = refusalOf(error);
      if (refusal) this.refusal = refusal;
      else if (!(error instanceof AjaxError && error.kind === 'status' && !error.retryable))
        this.scheduleSave(progressSyncTimings.retryMs);
    }
  }

  private afterSave(): void {
    if (this.disposed) return;
    if (this.refreshWanted) {
      void this.load();
      return;
    }
    if (this.hasUnsavedProgress() && !this.failed && this.saveTimer === undefined)
      this.scheduleSave(progressSyncTimings.saveDebounceMs);
  }

  /** Loads the status and merges it with what this device changed since both last shared. */
  private async load(): Promise<void> {
    if (!this.canFollow() || this.refusal !== undefined) return;
    if (this.loading || this.saving) {
      this.refreshWanted = true;
      return;
    }
    this.refreshWanted = false;
    const chartId = this.options.chartId();
    const tool = this.options.tool;
    const before = tool.tracker;
    // Before the first load, what the tracker held when asking is the shared state: changes after it are local.
    const shared: Shared = this.shared ?? {
      done: before.done.slice(),
      mode: tool.trackerMode,
      position: before.position,
      extras: this.extras,
    };
    const asked = this.options.api.progressStatus(chartId);
    this.loading = asked.then(
      () => undefined,
      () => undefined,
    );
    let status: ProgressTrackerStatusResponse;
    try {
      status = await asked;
    } catch (error) {
      this.report(`Progress status failure: ${error instanceof Error ? error.message : String(error)}`);
      const refusal = refusalOf(error);
      if (refusal) this.refusal = refusal;
      this.emit();
      return;
    } finally {
      this.loading = undefined;
    }
    if (this.disposed || chartId !== this.options.chartId()) return;
    this.apply(status, shared);
    this.applyRestored();
    this.styles.send(chartId);
    this.emit(true);
    if (this.refreshWanted) void this.load();
    else if (this.hasUnsavedProgress()) this.scheduleSave(progressSyncTimings.saveDebounceMs);
  }

  private apply(status: ProgressTrackerStatusResponse, shared: Shared): void {
    const tool = this.options.tool;
    const tracker = tool.tracker;
    const size = tracker.layout.order.size;
    const saved = { columnCount: status.columnCount, rowCount: status.rowCount };
    let theirs = decodeDone(status.done, saved, size);
    if (theirs === null) {
      // Spec §8: reported and ignored; the next save sends this device's cells.
      this.report('Row or done-tracker decode failure: the saved done cells do not fit this chart');
      this.doneUnreadable = true;
      theirs = shared.done;
    }
    const local = tracker.done;
    const done = mergeDone(shared.done, local, theirs);
    // Nothing saved yet (revision 0): the server's mode and position are mere defaults, this device's stand.
    const kept = status.revision === 0;
    const mode = kept ? tool.trackerMode : mergeValue(shared.mode, tool.trackerMode, status.mode);
    const position = kept ? tracker.position : mergeValue(shared.position, tracker.position, status.position);
    const localExtras = this.extras;
    const parking = mergeValue(shared.extras.parking, localExtras.parking, status.extras.parking);
    this.helpers = {
      repeats: mergeValue(shared.extras.repeats, localExtras.repeats, status.extras.repeats),
      reminders: mergeValue(shared.extras.reminders, localExtras.reminders, status.extras.reminders),
    };
    const unchanged =
      sameDone(done, local) &&
      mode === tool.trackerMode &&
      position === tracker.position &&
      JSON.stringify(parking) === JSON.stringify(localExtras.parking);
    if (!unchanged) {
      this.ownLoad = true;
      try {
        tool.load({ mode, position, width: status.width, done, parking });
      } finally {
        this.ownLoad = false;
      }
    }
    this.shared = { done: theirs, mode: status.mode, position: status.position, extras: status.extras };
    this.revision = status.revision;
    this.sent = { mode: status.mode, position: status.position, extras: JSON.stringify(status.extras) };
    // What this device keeps of its own differs from the server: save it (done) or send it (the rest).
    if (sameDone(tool.tracker.done, theirs)) this.savedChanges = this.doneChanges;
    else if (this.doneChanges === this.savedChanges) this.doneChanges += 1;
    this.queueChanges();
  }

  /** {@link requestOf} with the cells encoded by `options.encode` when it can. */
  private async saveRequestOf(tracker: TrackerState, done: Uint8Array): Promise<SaveGridRowsDoneRequest> {
    const { columnCount, rowCount } = tracker.layout.order.size;
    const encoded = await this.options.encode?.(done, columnCount, rowCount).catch(() => undefined);
    if (encoded === undefined) return this.requestOf(tracker, done);
    return { columnCount, rowCount, done: encoded, s: this.options.sessionId };
  }

  private requestOf(tracker: TrackerState, done: Uint8Array): SaveGridRowsDoneRequest {
    const { columnCount, rowCount } = tracker.layout.order.size;
    return { columnCount, rowCount, done: encodeDoneForSave(done), s: this.options.sessionId };
  }

  /**
   * The page may go away: saving starts at once; a grid too large for the keep-alive request of `pagehide` asks
   * the browser to warn as well.
   */
  private onBeforeUnload(event: Event): void {
    if (!this.hasUnsavedProgress()) return;
    void this.save();
    const { columnCount, rowCount } = this.options.tool.tracker.layout.order.size;
    if (((columnCount * rowCount) / 3) * 4 < maxKeepAliveBodyBytes - 200) return;
    event.preventDefault();
    (event as BeforeUnloadEvent).returnValue = leaveWarning;
  }

  /**
   * The page goes away: the waiting done cells go in one keep-alive request (when small enough). They count as
   * saved only once the server answered ok (a page kept in the back-forward cache hears it; a closed one never
   * does, and its cells stay unsaved on the device until the chart is opened again).
   */
  private onPageHide(): void {
    const api = this.options.api;
    if (!this.hasUnsavedProgress() || !api.saveProgressDoneOnExit) return;
    const tracker = this.options.tool.tracker;
    const done = tracker.done.slice();
    const changes = this.doneChanges;
    void api.saveProgressDoneOnExit(this.options.chartId(), this.requestOf(tracker, done)).then((answer) => {
      if (!answer || this.disposed) return;
      if (this.shared) this.shared.done = done;
      this.revision = Math.max(this.revision, answer.progressTrackerRevision);
      if (this.doneChanges === changes && !this.saving) this.savedChanges = changes;
      this.emit();
    });
  }

  /**
   * Done cells kept on this device from an earlier visit (unsaved then) are this device's again: they replace the
   * tracker's once the saved progress is loaded, and are saved.
   */
  restoreDone(done: Uint8Array): void {
    if (done.length !== this.options.tool.tracker.done.length) return;
    this.restored = done;
    if (this.shared === undefined) {
      if (this.canFollow()) void this.load();
      else this.applyRestored();
      return;
    }
    if (!this.loading) this.applyRestored();
  }

  private applyRestored(): void {
    const done = this.restored;
    this.restored = undefined;
    if (!done) return;
    const tool = this.options.tool;
    const tracker = tool.tracker;
    this.ownLoad = true;
    try {
      tool.load({
        mode: tool.trackerMode,
        position: tracker.position,
        width: tracker.width,
        done,
        parking: tracker.parking,
      });
    } finally {
      this.ownLoad = false;
    }
    this.doneChanges += 1;
    this.failed = false;
    this.scheduleSave(progressSyncTimings.saveDebounceMs);
    this.emit(true);
  }

  private computeStatus(): ProgressSyncStatus {
    const account = this.options.account();
    if (account === 'anonymous' || this.refusal === 'notLoggedIn') return 'notLoggedIn';
    if (account === 'pending' || this.refusal === 'pending') return 'pending';
    if (!this.canFollow()) return 'local';
    if (this.saving) return 'saving';
    if (this.failed) return 'failed';
    return this.doneChanges !== this.savedChanges ? 'local' : 'saved';
  }

  private emit(always = false): void {
    if (this.disposed) return;
    const status = this.computeStatus();
    if (!always && status === this.lastStatus) return;
    this.lastStatus = status;
    for (const listener of this.listeners) listener();
  }

  private report(message: string): void {
    (this.options.report ?? ((text: string) => console.error(`[tracker] ${text}`)))(message);
  }
}
