/**
 * The editor's UI state and document metadata for React panels. Never the cells: those live in the
 * ChartDocument; this store mirrors what panels show (mode, palette, settings, history flags, zoom) and the
 * "changed, save me" signal for sync:
 *
 *   useEditorStore.subscribe((state, previous) => {
 *     if (state.changeCount !== previous.changeCount) scheduleSave();
 *   });
 *   // after a successful save of the state as of `changeCount`:
 *   useEditorStore.getState().markSaved(changeCount);
 */
import type { ChartSettings, GridSettings, Palette } from '@steekwerk/model';
import type { SaveStatus } from './sync/saveQueue';
import { create } from 'zustand';
import type { ChartMode } from './document/editability';
import type { Editor } from './Editor';
import type { DrawShape } from './tools/Tool';

export type EditorLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Why the chart could not be opened or shown; the view maps it to a Dutch message. */
export type EditorFailure = 'invalidGridRows' | 'engineUnavailable' | 'webglUnavailable' | 'renderFailed';

/**
 * What the sync layer tells the user about the open chart: a newer revision saved elsewhere, another tab holding
 * the write lock, the chart gone or out of reach, or that saving needs a login or an activated account.
 */
export type SyncNotice =
  | 'newRevision'
  | 'lockedElsewhere'
  | 'lockedInOtherTab'
  | 'lockedOnOtherDevice'
  | 'lockLostToOtherTab'
  | 'lockLostToOtherDevice'
  | 'staleRevision'
  | 'storageFull'
  | 'deleted'
  | 'accessDenied'
  | 'loginToSave'
  | 'activateToSave';

/** What panels read of the editor. */
export interface EditorSnapshot {
  readonly columnCount: number;
  readonly rowCount: number;
  /** The document's version last seen; bumps whenever anything in it changes. */
  readonly documentVersion: number;
  readonly mode: ChartMode;
  readonly drawShape: DrawShape;
  readonly canEdit: boolean;
  readonly editable: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly premium: boolean;
  readonly palette: Palette | undefined;
  readonly settings: ChartSettings | undefined;
  readonly gridSettings: GridSettings | undefined;
  readonly zoom: number;
  /** Counts changes to the chart; the chart has unsaved changes while it differs from `savedChangeCount`. */
  readonly changeCount: number;
}

export interface EditorState extends EditorSnapshot {
  readonly chartId: string;
  readonly loadStatus: EditorLoadStatus;
  readonly failure: EditorFailure | undefined;
  readonly savedChangeCount: number;
  readonly saveStatus: SaveStatus;
  /** Why the server refused the last save, in Dutch, while the save status is `refused`. */
  readonly saveRefusal: string | undefined;
  readonly syncNotice: SyncNotice | undefined;

  startLoading(chartId: string): void;
  documentReady(meta: { columnCount: number; rowCount: number; version: number }): void;
  failed(failure: EditorFailure): void;
  /** Sync calls this after saving the chart as it was at `changeCount`. */
  markSaved(changeCount: number): void;
  /** Sets the save status; `refusal` is the Dutch reason of a `refused` one. */
  setSaveStatus(status: SaveStatus, refusal?: string): void;
  setSyncNotice(notice: SyncNotice | undefined): void;
  reset(): void;
}

const initialSnapshot: EditorSnapshot = {
  columnCount: 0,
  rowCount: 0,
  documentVersion: 0,
  mode: 'view',
  drawShape: 'freehand',
  canEdit: false,
  editable: false,
  canUndo: false,
  canRedo: false,
  premium: false,
  palette: undefined,
  settings: undefined,
  gridSettings: undefined,
  zoom: 3,
  changeCount: 0,
};

const initialState = {
  ...initialSnapshot,
  chartId: '',
  loadStatus: 'idle' as EditorLoadStatus,
  failure: undefined,
  savedChangeCount: 0,
  saveStatus: 'saved' as SaveStatus,
  saveRefusal: undefined,
  syncNotice: undefined,
};

export const useEditorStore = create<EditorState>()((set) => ({
  ...initialState,
  startLoading: (chartId) => set({ ...initialState, chartId, loadStatus: 'loading' }),
  documentReady: ({ columnCount, rowCount, version }) =>
    set({ loadStatus: 'ready', failure: undefined, columnCount, rowCount, documentVersion: version }),
  failed: (failure) => set({ loadStatus: 'failed', failure }),
  markSaved: (changeCount) => set({ savedChangeCount: changeCount }),
  setSaveStatus: (saveStatus, saveRefusal) => set({ saveStatus, saveRefusal }),
  setSyncNotice: (syncNotice) => set({ syncNotice }),
  reset: () => set(initialState),
}));

/** Whether the chart has changes not yet saved. */
export function hasUnsavedChanges(state: Pick<EditorState, 'changeCount' | 'savedChangeCount'>): boolean {
  return state.changeCount !== state.savedChangeCount;
}

/** What the store shows of an editor now. */
export function snapshotOf(editor: Editor): EditorSnapshot {
  const document = editor.document;
  const meta = document.hasMetadata ? document.meta : undefined;
  return {
    columnCount: document.columnCount,
    rowCount: document.rowCount,
    documentVersion: document.version,
    mode: editor.mode,
    drawShape: editor.drawShape,
    canEdit: editor.canEdit,
    editable: editor.editable,
    canUndo: editor.canUndo,
    canRedo: editor.canRedo,
    premium: editor.premium,
    palette: meta?.palette,
    settings: meta?.settings,
    gridSettings: meta?.gridSettings,
    zoom: editor.camera.zoom,
    changeCount: editor.changeCount,
  };
}

/**
 * Mirrors an editor into the store until the returned function is called. The chart as opened counts as saved
 * (`savedChangeCount` starts at the editor's change count).
 */
export function connectEditorToStore(editor: Editor): () => void {
  useEditorStore.setState({ ...snapshotOf(editor), savedChangeCount: editor.changeCount });
  return editor.subscribe((event) => {
    if (event.type === 'camera') {
      if (useEditorStore.getState().zoom !== editor.camera.zoom)
        useEditorStore.setState({ zoom: editor.camera.zoom });
      return;
    }
    useEditorStore.setState(snapshotOf(editor));
  });
}
