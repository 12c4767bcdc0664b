/**
 * Keeps an open chart in step with the server (spec §4, §7, §8): edits go through the {@link SaveQueue}, zoom,
 * scroll and mode through the {@link ChangesLoop}, and the page's lifecycle saves on blur, refreshes on focus,
 * warns before leaving unsaved work, keeps it on the device (issue 26: `unsaved/`) and releases the write lock
 * whenever the page closes; the connection coming back saves. What the server answers reaches the editor (its
 * access) and the editor store (save status, notices for the user).
 */
import type { ChartSnapshot } from '@steekwerk/formats';
import { isLoggedIn, type AccessSession, type ChartState } from '@steekwerk/model';
import type { ChartApi } from '../../api/chartApi';
import { report } from '../../app/errorReporting/report';
import type { EngineClient } from '../../engine/engineClient';
import type { Timers } from '../../lib/timers';
import type { Editor } from '../Editor';
import { useEditorStore, type SyncNotice } from '../editorStore';
import { serialiseChart, snapshotOfDocument } from '../openChart';
import { levelFromZoom } from '../viewport/zoom';
import { useSymbolTexts } from '../symbols/symbolTexts';
import { nl } from '../../i18n/nl';
import { ProgressSync } from '../tracker/sync/ProgressSync';
import { attachProgressSync } from '../tracker/sync/progressSyncRegistry';
import { trackedStylesOf } from '../tracker/sync/progressStyles';
import { ChangesLoop } from './changesLoop';
import type { OpenChartsInBrowser } from './openChartsInBrowser';
import { watchPageLifecycle } from './pageLifecycle';
import { SaveQueue, saveTimings } from './saveQueue';
import { savingNotice } from './savingNotice';
import { newSaveId } from './tabSession';
import { noticeOfRefusal, savedInDocumentAndStore } from './sessionRecord';
import { keepSessionUnsaved } from './unsaved/sessionKeeper';
import type { UnsavedKeeper } from './unsaved/unsavedKeeper';
import type { UnsavedOwner, UnsavedStore } from './unsaved/unsavedStore';
import { writeLockNotice, writeLockNotices } from './writeLockNotice';

export interface ChartSessionOptions {
  readonly editor: Editor;
  readonly api: ChartApi;
  readonly engine: EngineClient;
  readonly timers: Timers;
  readonly sessionId: string;
  /** The window (page events). */
  readonly target: EventTarget;
  /** The charts the browser's tabs have open: says who holds the lock, hears of a takeover at once. */
  readonly openCharts?: OpenChartsInBrowser;
  /** Where unsaved changes are kept on this device (IndexedDB); none: they live in the tab only. */
  readonly unsaved?: UnsavedStore;
  /** The kept entry (of another tab session) the chart was restored from: removed once this session keeps it. */
  readonly restoredFrom?: UnsavedOwner;
  /**
   * The server no longer speaks this app's save protocol (a deploy): the unsaved changes are on the device; reload
   * the app, which restores and saves them.
   */
  onAppOutdated?(): void;
  /** A new chart restored after logging in: unsaved from the start, so it is saved at once. */
  readonly unsavedFromStart?: boolean;
  /** The change count the chart had when it was opened (default: the editor's now); later edits are unsaved. */
  readonly openedChangeCount?: number;
  /** Saving needs a logged-in, activated user (spec §5). */
  canSave(): boolean;
  userId(): string;
  flash(text: string, durationMs: number): () => void;
  /** A save went through. */
  onSaved?(): void;
  /** The first save gave the new chart its id: the address becomes `/nl/c/{chartId}`. */
  onCreated(chartId: string): void;
  /** The server says nobody is logged in: go to the login route with a redirect back (spec §8). */
  onNotLoggedIn(): void;
  /** The server's user differs from ours: reload the user (spec §8). */
  onUserChanged(): void;
}

/** What "Hier verder bewerken" led to: the page loads the chart again, or this tab edits on (unsaved changes). */
export type TakeOverOutcome = 'reopen' | 'editing' | 'refused' | 'failed';

export class ChartSession {
  readonly saves: SaveQueue;
  readonly changes: ChangesLoop;
  /** The maker's progress on the chart (issue 17); undefined for an editor without the tracker. */
  readonly progress: ProgressSync | undefined;
  /** Keeps unsaved changes on the device (issue 26); undefined without {@link ChartSessionOptions.unsaved}. */
  readonly keeper: UnsavedKeeper | undefined;
  private readonly stops: Array<() => void> = [];
  private lastZoom: number;
  private lastScroll: { x: number; y: number };
  private lastMode: string;
  private lastRowNumber: number;
  /** This tab held the write lock and another session took it. */
  private lockLost = false;
  /** Another tab of this browser said it took the lock: no need to ask the browser who has the chart open. */
  private takenByOtherTab = false;
  /** Counts lock notices asked for, so only the newest one is shown. */
  private lockNoticeCount = 0;
  private disposed = false;
  private closeOpenChart: () => void = () => undefined;

  constructor(private readonly options: ChartSessionOptions) {
    const { editor } = options;
    // Symbol texts taken over from saves belong to the chart they were saved with.
    useSymbolTexts.getState().reset();
    const settings = editor.document.meta.settings;
    this.lastZoom = editor.camera.zoom;
    this.lastScroll = { x: editor.camera.scrollX, y: editor.camera.scrollY };
    this.lastMode = editor.mode;
    this.lastRowNumber = editor.rowNumber;
    const store = useEditorStore.getState();
    const savedAtStart = options.unsavedFromStart ? -1 : (options.openedChangeCount ?? editor.changeCount);
    this.saves = new SaveQueue({
      timers: options.timers,
      sessionId: options.sessionId,
      saved: savedInDocumentAndStore(editor, savedAtStart),
      inEditor: true,
      isLoggedIn: () => options.canSave(),
      changeCount: () => editor.changeCount,
      serialise: () => this.serialise(),
      send: (chartId, request) => options.api.saveChart(chartId, request),
      newSaveId,
      onStatus: (status, refusal) => useEditorStore.getState().setSaveStatus(status, refusal),
      onSaved: (saved) => {
        this.applyAccess(saved.accessSession);
        useSymbolTexts.getState().takeOver(saved.symbolsChanged);
        if (useEditorStore.getState().syncNotice === 'storageFull') store.setSyncNotice(undefined);
        options.onSaved?.();
        if (saved.created) {
          this.markOpen(saved.chartId);
          options.onCreated(saved.chartId);
          // A new chart opened in the tracker ("Volg een PDF-patroon") reopens there: the viewer's mode is sent once
          // the chart has an id (changes of a chart without one are dropped).
          if (editor.mode === 'progressTracker') this.changes.queue({ type: 'mode', mode: editor.mode });
        }
        this.progress?.chartSaved();
        this.keeper?.saved();
      },
      onOutdated: () => void this.appOutdated(),
      onNotLoggedIn: () => options.onNotLoggedIn(),
      onRefused: (reason) => {
        const notice = noticeOfRefusal[reason];
        if (notice) store.setSyncNotice(notice);
        if (reason === 'writeLockLost') this.applyAccess({ hasWriteAccess: true, hasWriteLock: false });
      },
      flash: options.flash,
    });
    this.changes = new ChangesLoop({
      timers: options.timers,
      sessionId: options.sessionId,
      chartId: () => this.saves.chartId,
      revision: () => this.saves.revision,
      progressRevision: () => this.progress?.revision ?? 0,
      userId: () => options.userId(),
      send: (chartId, request) => options.api.sendChanges(chartId, request),
      onAccess: (access) => this.applyAccess(access),
      onNewRevision: () => useEditorStore.getState().setSyncNotice('newRevision'),
      onUserChanged: () => options.onUserChanged(),
      onProgressRefresh: () => this.progress?.refresh(),
      onChartGone: (reason) => {
        useEditorStore.getState().setSyncNotice(noticeOfRefusal[reason] ?? 'deleted');
        this.applyAccess({ hasWriteAccess: false, hasWriteLock: false });
        this.saves.stop();
        this.changes.stop();
      },
    });
    this.progress = this.startProgress();
    this.keeper = this.startKeeper();
    store.setSaveStatus(this.saves.status);
    store.setSyncNotice(this.initialNotice());
    this.markOpen(settings.chartId);
    const access = editor.access;
    // A backup (an old revision) is never edited, so it holds no lock and nobody else's lock matters to it.
    if (options.canSave() && access.revisionNumber <= 0 && access.hasWriteAccess && !access.hasWriteLock)
      this.showLockNotice();
    this.stops.push(editor.subscribe((event) => this.onEditorEvent(event.type)));
    // The editor was cleared (its chart deleted from its delete screen): nothing is left to save or follow.
    this.stops.push(
      useEditorStore.subscribe((state, previous) => {
        if (state.loadStatus !== 'idle' || previous.loadStatus === 'idle') return;
        this.saves.stop();
        this.changes.stop();
      }),
    );
    this.stops.push(
      watchPageLifecycle(options.target, {
        hasUnsavedChanges: () => this.saves.hasUnsavedChanges(),
        onExit: () => this.releaseLock(),
        onHide: () => void this.keeper?.flush(),
        onLeaving: (leaving) => this.saves.hold(leaving),
        onOnline: () => {
          this.saveAll();
          this.changes.refresh();
        },
        onBlur: () => this.saveAll(),
        onFocus: () => this.changes.refresh(editor.mode === 'progressTracker'),
      }),
    );
    this.changes.start();
    if (editor.mode === 'progressTracker') this.progress?.enter();
    // A draft, or edits made before the session started (while the account was loading), are saved soon.
    if (this.saves.hasUnsavedChanges()) this.saves.changed();
  }

  /** The chart as it is now, with its id and the revision it is based on (a draft to keep while logging in). */
  async snapshot(): Promise<ChartState> {
    const state = await this.serialise();
    return {
      ...state,
      settings: { ...state.settings, chartId: this.saves.chartId, revision: this.saves.revision },
    };
  }

  /**
   * The chart as it is now for a file (the download screen), with its id and revision, and the editor's active
   * selection as the grid's `selectedArea` (the screen offers "only the selection" by it); no cells are encoded.
   */
  exportSnapshot(): ChartSnapshot {
    const { editor } = this.options;
    const snapshot = snapshotOfDocument(editor.document, levelFromZoom(editor.camera.zoom));
    const settings = {
      ...snapshot.chart.settings,
      chartId: this.saves.chartId,
      revision: this.saves.revision,
    };
    const selection = editor.sessions.selection;
    const area = selection.active ? selection.area : undefined;
    const grid = area
      ? {
          ...snapshot.chart.grid,
          settings: {
            ...snapshot.chart.grid.settings,
            selectedArea: {
              x1: area.x,
              y1: area.y,
              x2: area.x + area.width - 1,
              y2: area.y + area.height - 1,
            },
          },
        }
      : snapshot.chart.grid;
    return { ...snapshot, chart: { ...snapshot.chart, settings, grid } };
  }

  /** Saves now (the save button, ctrl/cmd+S in the editor). */
  saveNow(): Promise<void> {
    return this.saves.save();
  }

  /**
   * "Hier verder bewerken": moves the write lock to this tab. With unsaved changes here (this tab had the lock
   * and lost it), the editor becomes editable again and saves them; otherwise the page loads the chart again
   * (`reopen`), so it shows what the other session saved. The other tabs of this browser hear of it at once.
   */
  async takeOver(): Promise<TakeOverOutcome> {
    const { api, sessionId, openCharts } = this.options;
    const chartId = this.saves.chartId;
    let response;
    try {
      response = await api.takeWriteLock(chartId, sessionId);
    } catch {
      this.options.flash(nl.editor.sync.takeOverFailed, saveTimings.flashMs);
      return 'failed';
    }
    if (this.disposed) return 'refused';
    if (response.status !== 'ok') {
      useEditorStore.getState().setSyncNotice(noticeOfRefusal[response.reason] ?? 'accessDenied');
      return 'refused';
    }
    openCharts?.announceLockTaken(chartId, sessionId);
    if (!this.saves.hasUnsavedChanges()) return 'reopen';
    this.applyAccess(response.accessSession);
    void this.saves.save().catch(() => undefined);
    return 'editing';
  }

  /** Stops saving and tracking and releases the write lock (the editor closes). */
  dispose(): void {
    this.disposed = true;
    this.closeOpenChart();
    for (const stop of this.stops.splice(0)) stop();
    this.progress?.dispose();
    this.saves.stop();
    this.changes.stop();
    this.releaseLock();
  }

  /**
   * What leaving the chart must save first (the leave guard): the chart's changes, then the tracker's progress.
   */
  get pendingWork(): { readonly status: string; hasUnsavedChanges(): boolean; save(): Promise<void> } {
    const { saves, progress } = this;
    return {
      status: saves.status === 'failed' || progress?.status === 'failed' ? 'failed' : saves.status,
      hasUnsavedChanges: () => saves.hasUnsavedChanges() || (progress?.hasUnsavedProgress() ?? false),
      save: async () => {
        if (saves.hasUnsavedChanges()) await saves.save();
        await progress?.flush();
      },
    };
  }

  /** Saves the chart and the tracker's progress now (the window's blur, the connection coming back). */
  private saveAll(): void {
    void this.saves.save().catch(() => undefined);
    void this.progress?.flush();
  }

  /** Keeps what is unsaved on the device; a chart opened with unsaved changes (a draft, a restore) at once. */
  private startKeeper(): UnsavedKeeper | undefined {
    const { unsaved, editor, timers, sessionId, userId, restoredFrom } = this.options;
    if (!unsaved) return undefined;
    const kept = keepSessionUnsaved({
      editor,
      saves: this.saves,
      progress: this.progress,
      store: unsaved,
      timers,
      sessionId,
      userId,
      ...(restoredFrom ? { replaces: restoredFrom } : {}),
    });
    this.stops.push(kept.stop);
    if (this.saves.hasUnsavedChanges()) kept.keeper.changed();
    return kept.keeper;
  }

  /** The app is a protocol version behind: the changes go to the device first, then the app reloads. */
  private async appOutdated(): Promise<void> {
    this.keeper?.changed();
    await this.keeper?.flush();
    if (!this.disposed) this.options.onAppOutdated?.();
  }

  /** The progress sync of the editor's tracker, attached to the editor for the tracker's screens. */
  private startProgress(): ProgressSync | undefined {
    const options = this.options;
    const tool = options.editor.sessions.tracker;
    const progress = new ProgressSync({
      timers: options.timers,
      sessionId: options.sessionId,
      api: options.api,
      tool,
      chartId: () => this.saves.chartId,
      account: () => {
        if (options.canSave()) return 'active';
        return isLoggedIn(options.userId()) ? 'pending' : 'anonymous';
      },
      queue: (action) => this.changes.queue(action),
      report: (message) => report(message, { action: 'progressSync' }),
      target: options.target,
      encode: async (done, columnCount, rowCount) => {
        const encoded = await options.engine.encodeRows(done, columnCount, rowCount);
        return encoded.ok ? encoded.value : undefined;
      },
      trackedStyles: () => trackedStylesOf(options.editor.document.cells, options.editor.document.items),
    });
    this.stops.push(attachProgressSync(options.editor, progress));
    return progress;
  }

  private initialNotice(): SyncNotice | undefined {
    if (!this.options.canSave())
      return savingNotice(this.options.userId(), this.options.editor.document.meta);
    return undefined;
  }

  /** Registers the chart as open in this tab (for the other tabs) and listens for a takeover by one of them. */
  private markOpen(chartId: string): void {
    const { openCharts, sessionId } = this.options;
    this.closeOpenChart();
    if (!openCharts || chartId === 'new') return;
    const close = openCharts.open(chartId, sessionId);
    const stopListening = openCharts.onLockTaken(chartId, sessionId, () => {
      this.takenByOtherTab = true;
      this.changes.refresh();
    });
    this.closeOpenChart = () => {
      close();
      stopListening();
    };
  }

  /** Says who holds the lock: another tab of this browser or another device, and whether this tab lost it. */
  private showLockNotice(): void {
    const count = ++this.lockNoticeCount;
    const lost = this.lockLost;
    // The taking tab may be reopening the chart just now (its open-chart lock briefly gone): trust its message.
    const asked = this.takenByOtherTab
      ? Promise.resolve(true)
      : this.options.openCharts?.openInOtherTab(this.saves.chartId, this.options.sessionId);
    void (asked ?? Promise.resolve(undefined)).then((inOtherTab) => {
      if (count !== this.lockNoticeCount || this.disposed || this.options.editor.access.hasWriteLock) return;
      useEditorStore.getState().setSyncNotice(writeLockNotice(lost, inOtherTab));
    });
  }

  private async serialise(): Promise<ChartState> {
    const { editor, engine } = this.options;
    const result = await serialiseChart(engine, editor.document, levelFromZoom(editor.camera.zoom));
    if (!result.ok) throw new Error(`Failed to compress grid rows: Error: ${result.error.message}`);
    return result.value;
  }

  private onEditorEvent(type: 'document' | 'state' | 'camera'): void {
    const { editor } = this.options;
    if (type === 'document') {
      this.saves.changed();
      return;
    }
    if (type === 'camera') {
      const camera = editor.camera;
      if (camera.zoom !== this.lastZoom) {
        this.lastZoom = camera.zoom;
        this.changes.queue({ type: 'zoom', zoomLevel: levelFromZoom(camera.zoom) });
      }
      if (camera.scrollX !== this.lastScroll.x || camera.scrollY !== this.lastScroll.y) {
        this.lastScroll = { x: camera.scrollX, y: camera.scrollY };
        this.changes.queue({ type: 'scroll', x: camera.scrollX, y: camera.scrollY });
      }
      return;
    }
    if (editor.rowNumber !== this.lastRowNumber) {
      // "Ga naar rij" (spec §4): the viewer's row, restored by the server when the chart is opened again.
      this.lastRowNumber = editor.rowNumber;
      this.changes.queue({ type: 'rowNumber', rowNumber: editor.rowNumber });
    }
    if (editor.mode !== this.lastMode) {
      this.lastMode = editor.mode;
      this.changes.queue({ type: 'mode', mode: editor.mode });
      if (editor.mode === 'progressTracker') this.progress?.enter();
    }
  }

  /** Hands the server's access to the editor and says so when another tab holds the lock. */
  private applyAccess(access: AccessSession): void {
    const { editor } = this.options;
    const current = editor.access;
    if (current.hasWriteAccess !== access.hasWriteAccess || current.hasWriteLock !== access.hasWriteLock) {
      editor.setAccess({ ...current, ...access });
    }
    const store = useEditorStore.getState();
    if (access.hasWriteAccess && !access.hasWriteLock && current.revisionNumber <= 0) {
      if (current.hasWriteLock) this.lockLost = true;
      this.showLockNotice();
      return;
    }
    this.lockNoticeCount += 1;
    if (access.hasWriteLock) {
      this.lockLost = false;
      this.takenByOtherTab = false;
    }
    if (store.syncNotice !== undefined && writeLockNotices.has(store.syncNotice))
      store.setSyncNotice(undefined);
  }

  private releaseLock(): void {
    const chartId = this.saves.chartId;
    if (chartId !== 'new' && this.options.editor.access.hasWriteLock) {
      this.options.api.releaseWriteLockOnExit(chartId, this.options.sessionId);
    }
  }
}
