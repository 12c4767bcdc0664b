/**
 * Keeps an open chart in step with the server (spec §4, §7, §8): edits go through the {@link SaveQueue}, zoom,
 * scroll and mode through the {@link ChangesLoop}, and the page's lifecycle saves on blur, refreshes on focus,
 * warns before leaving unsaved work and releases the write lock when the page closes. What the server answers
 * reaches the editor (its access) and the editor store (save status, notices for the user).
 */
import type { AccessSession, ChartFailureReason, ChartState } from '@steekwerk/model';
import type { ChartApi } from '../../api/chartApi';
import type { EngineClient } from '../../engine/engineClient';
import type { Timers } from '../../lib/timers';
import type { Editor } from '../Editor';
import { useEditorStore, type SyncNotice } from '../editorStore';
import { serialiseChart } from '../openChart';
import { levelFromZoom } from '../viewport/zoom';
import { ChangesLoop } from './changesLoop';
import { watchPageLifecycle } from './pageLifecycle';
import { SaveQueue } from './saveQueue';
import { savingNotice } from './savingNotice';
import { newSaveId } from './tabSession';

export interface ChartSessionOptions {
  readonly editor: Editor;
  /** The state the chart was opened from: what the document does not hold comes from it when saving. */
  readonly base: ChartState;
  readonly api: ChartApi;
  readonly engine: EngineClient;
  readonly timers: Timers;
  readonly sessionId: string;
  /** The window (page events). */
  readonly target: EventTarget;
  /** A new chart restored after logging in: unsaved from the start, so it is saved at once. */
  readonly unsavedFromStart?: boolean;
  /** Saving needs a logged-in, activated user (spec §5). */
  canSave(): boolean;
  userId(): string;
  flash(text: string, durationMs: number): () => void;
  /** The first save gave the new chart its id: the address becomes `/nl/c/{chartId}`. */
  onCreated(chartId: string): void;
  /** The server says nobody is logged in: go to the login route with a redirect back (spec §8). */
  onNotLoggedIn(): void;
  /** The server's user differs from ours: reload the user (spec §8). */
  onUserChanged(): void;
}

const noticeOfRefusal: Partial<Record<ChartFailureReason, SyncNotice>> = {
  writeLockLost: 'lockedElsewhere',
  staleRevision: 'staleRevision',
  deleted: 'deleted',
  notFound: 'deleted',
  accessDenied: 'accessDenied',
  accessDeniedAnonymous: 'accessDenied',
  locked: 'accessDenied',
};

export class ChartSession {
  readonly saves: SaveQueue;
  readonly changes: ChangesLoop;
  private readonly stops: Array<() => void> = [];
  private lastZoom: number;
  private lastScroll: { x: number; y: number };
  private lastMode: string;

  constructor(private readonly options: ChartSessionOptions) {
    const { editor } = options;
    const settings = editor.document.meta.settings;
    this.lastZoom = editor.camera.zoom;
    this.lastScroll = { x: editor.camera.scrollX, y: editor.camera.scrollY };
    this.lastMode = editor.mode;
    const store = useEditorStore.getState();
    this.saves = new SaveQueue({
      timers: options.timers,
      sessionId: options.sessionId,
      chartId: settings.chartId,
      revision: settings.revision,
      savedChangeCount: options.unsavedFromStart ? -1 : editor.changeCount,
      inEditor: true,
      isLoggedIn: () => options.canSave(),
      changeCount: () => editor.changeCount,
      serialise: () => this.serialise(),
      send: (chartId, request) => options.api.saveChart(chartId, request),
      newSaveId,
      onStatus: (status) => useEditorStore.getState().setSaveStatus(status),
      onSaved: (saved) => {
        editor.document.identify(saved.chartId, saved.revision);
        useEditorStore.setState({ chartId: saved.chartId, savedChangeCount: saved.changeCount });
        this.applyAccess(saved.accessSession);
        if (saved.created) options.onCreated(saved.chartId);
      },
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
      progressRevision: () => 0,
      userId: () => options.userId(),
      send: (chartId, request) => options.api.sendChanges(chartId, request),
      onAccess: (access) => this.applyAccess(access),
      onNewRevision: () => useEditorStore.getState().setSyncNotice('newRevision'),
      onUserChanged: () => options.onUserChanged(),
      onChartGone: (reason) => {
        useEditorStore.getState().setSyncNotice(noticeOfRefusal[reason] ?? 'deleted');
        this.applyAccess({ hasWriteAccess: false, hasWriteLock: false });
        this.saves.stop();
        this.changes.stop();
      },
    });
    store.setSaveStatus(this.saves.status);
    store.setSyncNotice(this.initialNotice());
    this.stops.push(editor.subscribe((event) => this.onEditorEvent(event.type)));
    this.stops.push(
      watchPageLifecycle(options.target, {
        hasUnsavedChanges: () => this.saves.hasUnsavedChanges(),
        onExit: () => this.releaseLock(),
        onBlur: () => void this.saves.save().catch(() => undefined),
        onFocus: () => this.changes.refresh(editor.mode === 'progressTracker'),
      }),
    );
    this.changes.start();
    if (options.unsavedFromStart) this.saves.changed();
  }

  /** The chart as it is now, with its id and the revision it is based on (a draft to keep while logging in). */
  async snapshot(): Promise<ChartState> {
    const state = await this.serialise();
    return {
      ...state,
      settings: { ...state.settings, chartId: this.saves.chartId, revision: this.saves.revision },
    };
  }

  /** Saves now (the save button, ctrl/cmd+S in the editor). */
  saveNow(): Promise<void> {
    return this.saves.save();
  }

  /** Stops saving and tracking and releases the write lock (the editor closes). */
  dispose(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.saves.stop();
    this.changes.stop();
    this.releaseLock();
  }

  private initialNotice(): SyncNotice | undefined {
    if (!this.options.canSave()) return savingNotice(this.options.userId(), this.options.base);
    const access = this.options.editor.access;
    return access.hasWriteAccess && !access.hasWriteLock ? 'lockedElsewhere' : undefined;
  }

  private async serialise(): Promise<ChartState> {
    const { editor, engine, base } = this.options;
    const result = await serialiseChart(engine, editor.document, base, levelFromZoom(editor.camera.zoom));
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
    if (editor.mode !== this.lastMode) {
      this.lastMode = editor.mode;
      this.changes.queue({ type: 'mode', mode: editor.mode });
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
    if (access.hasWriteAccess && !access.hasWriteLock) store.setSyncNotice('lockedElsewhere');
    else if (store.syncNotice === 'lockedElsewhere') store.setSyncNotice(undefined);
  }

  private releaseLock(): void {
    const chartId = this.saves.chartId;
    if (chartId !== 'new' && this.options.editor.access.hasWriteLock) {
      this.options.api.releaseWriteLockOnExit(chartId, this.options.sessionId);
    }
  }
}
