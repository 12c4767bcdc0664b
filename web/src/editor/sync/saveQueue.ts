/**
 * The save queue of spec §4 "Save status": one save at a time; requests during a save wait for it and settle
 * with its outcome; changes made meanwhile are saved right after; a failure keeps the changes unsaved, flashes
 * "Wijzigingen niet opgeslagen. Controleer de verbinding." (in the editor) and retries after 15 s. A save the server
 * refuses as invalid (a 4xx another try cannot change) is not sent again until the chart changes; the server's
 * reason shows in the status and a flash. Timers are injected, so every rule is tested with a fake clock.
 */
import type {
  AccessSession,
  ChartFailureReason,
  ChartSaveRequest,
  ChartSaveResponse,
  ChartState,
  SymbolChange,
} from '@steekwerk/model';
import { outdatedAppMessage, SAVE_PROTOCOL_VERSION } from '@steekwerk/model';
import { isRefusedAsInvalid, serverMessageInDutch, serverMessageOf } from '../../api/ajaxError';
import { nl } from '../../i18n/nl';
import type { TimerHandle, Timers } from '../../lib/timers';

/**
 * `notSaved`: a new chart with nothing to save yet (it is on no server, and nobody drew on it). `refused`: the
 * server refused the last save as invalid ({@link SaveQueue.refusal} says why); the changes stay unsaved.
 */
export type SaveStatus = 'notSaved' | 'saved' | 'unsaved' | 'saving' | 'recentlySaved' | 'failed' | 'refused';

/** The timings of spec §9. */
export const saveTimings = {
  /** Edits are saved this long after the last one. */
  autoSaveDebounceMs: 3000,
  /** "Recently saved" turns back into "saved" after this long. */
  savedFlagMs: 3000,
  /** A failed save is tried again after this long while changes are still unsaved. */
  retryMs: 15_000,
  flashMs: 3000,
  /** A refusal's flash stays at least this long, longer for a long reason (a click closes it). */
  refusalFlashMinMs: 8000,
  /** Reading time per character of a refusal's flash (about 250 words a minute). */
  refusalFlashMsPerCharacter: 60,
} as const;

export const saveMessages = {
  connection: 'Wijzigingen niet opgeslagen. Controleer de verbinding.',
  notLoggedIn: 'Not logged in',
  failed: 'Save chart failed',
} as const;

/** A save the server refused: `reason` says why (spec §8). */
export class SaveRefusedError extends Error {
  constructor(
    message: string,
    readonly reason: ChartFailureReason | undefined,
  ) {
    super(message);
    this.name = 'SaveRefusedError';
  }
}

export interface SavedChart {
  readonly chartId: string;
  readonly revision: number;
  readonly accessSession: AccessSession;
  /** The chart's change count the saved state had. */
  readonly changeCount: number;
  /** The chart was new (`new`) before this save. */
  readonly created: boolean;
  /** The built-in symbols whose texts the saved palette changed (spec §7), for the editor to take over. */
  readonly symbolsChanged: readonly SymbolChange[];
}

/**
 * Where the queue reads and records what is saved; it keeps no copy of its own (the chart session keeps the id
 * and revision in the chart's document and the saved change count in the editor's store).
 */
export interface SaveRecord {
  /** The chart's id: `new` until its first save. */
  readonly chartId: string;
  /** The revision the editor's state is based on (0 for a new chart). */
  readonly revision: number;
  /** The change count saved: the chart has unsaved changes while its change count differs from it. */
  readonly savedChangeCount: number;
  /** Records a save, or a newer revision loaded: the chart's id, its revision and the change count saved. */
  record(chartId: string, revision: number, savedChangeCount: number): void;
}

export interface SaveQueueOptions {
  readonly timers: Timers;
  /** The tab's session id `s`. */
  readonly sessionId: string;
  readonly saved: SaveRecord;
  /** Shows the flash message only in the editor (spec §4). */
  readonly inEditor: boolean;
  isLoggedIn(): boolean;
  /** The chart's change counter (it differs from the saved one while there are unsaved changes). */
  changeCount(): number;
  /** The state to save: without local state and progress tracker, rows encoded by the engine. */
  serialise(): Promise<ChartState>;
  send(chartId: string, request: ChartSaveRequest): Promise<ChartSaveResponse>;
  newSaveId(): string;
  /** The status changed; `refusal` is the Dutch text of a `refused` one. */
  onStatus?(status: SaveStatus, refusal?: string): void;
  onSaved?(saved: SavedChart): void;
  /** The server says the user is not logged in: go to the login route with a redirect back. */
  onNotLoggedIn?(): void;
  /** The server refused the save for good (another tab holds the lock, a newer revision, gone, no access). */
  onRefused?(reason: ChartFailureReason): void;
  /** Shows a flash message; returns a function that hides it. */
  flash?(text: string, durationMs: number): () => void;
  /**
   * The server no longer speaks this app's save protocol (a deploy while the tab was open): the changes stay
   * unsaved and the app should reload (the reloaded app restores them from the device and saves them).
   */
  onOutdated?(): void;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/** Refusals that another try cannot change; the others (a lost lock, the network) are retried. */
const finalRefusals: ReadonlySet<ChartFailureReason> = new Set([
  'notFound',
  'deleted',
  'accessDenied',
  'accessDeniedAnonymous',
  'notLoggedIn',
  'staleRevision',
  'locked',
]);

export class SaveQueue {
  private statusValue: SaveStatus;
  private running = false;
  private waiters: Waiter[] = [];
  /** The save id of the last attempt and the change count it carried, reused by a retry of the same state. */
  private attempt: { saveId: string; changeCount: number } | undefined;
  private autoSaveTimer: TimerHandle | undefined;
  private retryTimer: TimerHandle | undefined;
  private savedFlagTimer: TimerHandle | undefined;
  private hideFlash: (() => void) | undefined;
  private stopped = false;
  /** The page is going away: no new save starts (the changes are on the device; see {@link hold}). */
  private held = false;
  private refusedFor: ChartFailureReason | undefined;
  /** The save refused as invalid: the change count it carried (not sent again) and why, for the user. */
  private refused: { changeCount: number; text: string } | undefined;

  constructor(private readonly options: SaveQueueOptions) {
    this.statusValue = this.restingStatus();
  }

  get chartId(): string {
    return this.options.saved.chartId;
  }

  /** The revision the next save is based on. */
  get revision(): number {
    return this.options.saved.revision;
  }

  get status(): SaveStatus {
    return this.statusValue;
  }

  /** Why the server refused the last save as invalid, in Dutch; undefined unless the status is `refused`. */
  get refusal(): string | undefined {
    return this.refused?.text;
  }

  hasUnsavedChanges(): boolean {
    return this.options.changeCount() !== this.options.saved.savedChangeCount;
  }

  /** The chart changed: save it once edits pause for 3 s (spec §9 "chart auto-save debounce"). */
  changed(): void {
    if (this.stopped) return;
    // "Failed" and a refusal stay readable until the next attempt tells otherwise.
    if (this.statusValue !== 'saving' && this.statusValue !== 'failed' && this.statusValue !== 'refused')
      this.setStatus('unsaved');
    this.clearTimer('autoSaveTimer');
    this.autoSaveTimer = this.options.timers.setTimeout(() => {
      this.autoSaveTimer = undefined;
      void this.save().catch(() => undefined);
    }, saveTimings.autoSaveDebounceMs);
  }

  /** The editor loaded a newer revision (after "new revision available"); later saves are based on it. */
  rebase(revision: number, savedChangeCount: number): void {
    this.options.saved.record(this.chartId, revision, savedChangeCount);
    this.refusedFor = undefined;
    this.refused = undefined;
    this.setStatus(this.restingStatus());
  }

  /**
   * Saves now. Resolves when the chart is saved (at once when there is nothing to save, nobody logged in, or the
   * chart is as the server refused it); during a running save, settles with that save's outcome.
   */
  save(): Promise<void> {
    if (this.stopped || this.held) return Promise.resolve();
    if (this.running) {
      return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
    }
    if (
      !this.options.isLoggedIn() ||
      !this.hasUnsavedChanges() ||
      this.refusedFor !== undefined ||
      this.refused?.changeCount === this.options.changeCount()
    ) {
      return Promise.resolve();
    }
    return this.run();
  }

  /**
   * While the page goes away (`held`), no save starts: one starting then could reach the server after the page
   * released its write lock and take it again for a session that is gone. The changes stay unsaved (and on the
   * device); releasing the hold (the user stayed) saves them as usual.
   */
  hold(held: boolean): void {
    if (this.held === held) return;
    this.held = held;
    if (!held && this.hasUnsavedChanges()) this.changed();
  }

  /** Stops timers; later calls do nothing. */
  stop(): void {
    this.stopped = true;
    this.clearTimer('autoSaveTimer');
    this.clearTimer('retryTimer');
    this.clearTimer('savedFlagTimer');
  }

  private async run(): Promise<void> {
    this.running = true;
    this.clearTimer('autoSaveTimer');
    this.clearTimer('retryTimer');
    this.clearTimer('savedFlagTimer');
    this.setStatus('saving');
    const changeCount = this.options.changeCount();
    try {
      const saved = await this.attemptSave(changeCount);
      this.succeed(saved);
      this.settleWaiters();
    } catch (error) {
      this.fail(error, changeCount);
      this.settleWaiters(error);
      throw error;
    } finally {
      this.running = false;
    }
    // Changes made while saving get a save of their own; its outcome is its own, not this save's.
    if (this.hasUnsavedChanges() && !this.stopped && !this.held) void this.run().catch(() => undefined);
  }

  private async attemptSave(changeCount: number): Promise<SavedChart> {
    const state = await this.options.serialise();
    const saveId =
      this.attempt && this.attempt.changeCount === changeCount
        ? this.attempt.saveId
        : this.options.newSaveId();
    this.attempt = { saveId, changeCount };
    const request: ChartSaveRequest = {
      state: {
        ...state,
        settings: { ...state.settings, chartId: this.chartId, revision: this.revision },
      },
      s: this.options.sessionId,
      v: SAVE_PROTOCOL_VERSION,
      saveId,
    };
    const response = await this.options.send(this.chartId, request);
    if (response.status !== 'ok') {
      const message = response.status === 'notLoggedIn' ? saveMessages.notLoggedIn : saveMessages.failed;
      throw new SaveRefusedError(message, response.reason);
    }
    return {
      chartId: response.chartId,
      revision: response.revision,
      accessSession: response.accessSession,
      changeCount,
      created: this.chartId === 'new',
      symbolsChanged: response.symbolsChanged,
    };
  }

  private succeed(saved: SavedChart): void {
    this.attempt = undefined;
    this.refused = undefined;
    this.options.saved.record(saved.chartId, saved.revision, saved.changeCount);
    this.hideFlash?.();
    this.hideFlash = undefined;
    this.options.onSaved?.(saved);
    if (this.hasUnsavedChanges()) {
      this.setStatus('unsaved');
      return;
    }
    this.setStatus('recentlySaved');
    this.savedFlagTimer = this.options.timers.setTimeout(() => {
      this.savedFlagTimer = undefined;
      if (this.statusValue === 'recentlySaved') this.setStatus('saved');
    }, saveTimings.savedFlagMs);
  }

  private fail(error: unknown, changeCount: number): void {
    this.refused = undefined;
    if (isRefusedAsInvalid(error) && serverMessageOf(error)?.includes(outdatedAppMessage)) {
      this.setStatus('failed');
      this.options.onOutdated?.();
      return;
    }
    if (isRefusedAsInvalid(error)) {
      this.refuse(changeCount, serverMessageInDutch(error));
      return;
    }
    this.setStatus('failed');
    const reason = error instanceof SaveRefusedError ? error.reason : undefined;
    if (reason === 'notLoggedIn') {
      this.options.onNotLoggedIn?.();
      return;
    }
    if (reason !== undefined) {
      this.options.onRefused?.(reason);
      if (finalRefusals.has(reason)) {
        this.refusedFor = reason;
        return;
      }
    } else if (this.options.inEditor) {
      this.hideFlash = this.options.flash?.(saveMessages.connection, saveTimings.flashMs);
    }
    this.retryTimer = this.options.timers.setTimeout(() => {
      this.retryTimer = undefined;
      if (this.hasUnsavedChanges()) void this.save().catch(() => undefined);
    }, saveTimings.retryMs);
  }

  /**
   * The server refused the state of `changeCount` as invalid: it is not sent again (no retry timer; a blur or
   * "save now" does nothing) until the chart changes; the user reads the server's reason, long enough to read it.
   */
  private refuse(changeCount: number, reason: string | undefined): void {
    const texts = nl.editor.sync.refused;
    const text = texts.status(reason ?? texts.unknownReason);
    this.refused = { changeCount, text };
    this.setStatus('refused');
    if (!this.options.inEditor) return;
    const flashText = texts.flash(text);
    this.hideFlash = this.options.flash?.(
      flashText,
      Math.max(saveTimings.refusalFlashMinMs, flashText.length * saveTimings.refusalFlashMsPerCharacter),
    );
  }

  private settleWaiters(error?: unknown): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  }

  /** The status while no save runs: unsaved changes, else saved, or nothing saved yet for a new chart. */
  private restingStatus(): SaveStatus {
    if (this.hasUnsavedChanges()) return 'unsaved';
    return this.chartId === 'new' ? 'notSaved' : 'saved';
  }

  private setStatus(status: SaveStatus): void {
    if (status === this.statusValue) return;
    this.statusValue = status;
    this.options.onStatus?.(status, status === 'refused' ? this.refused?.text : undefined);
  }

  private clearTimer(name: 'autoSaveTimer' | 'retryTimer' | 'savedFlagTimer'): void {
    const handle = this[name];
    if (handle !== undefined) this.options.timers.clearTimeout(handle);
    this[name] = undefined;
  }
}
