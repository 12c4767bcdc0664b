/**
 * The editor's UI state and document metadata. Never the cells: those live in the ChartDocument.
 */
import { create } from 'zustand';

export type EditorLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Why the chart could not be opened or shown; the view maps it to a Dutch message. */
export type EditorFailure = 'invalidGridRows' | 'engineUnavailable' | 'webglUnavailable' | 'renderFailed';

export interface EditorState {
  readonly chartId: string;
  readonly loadStatus: EditorLoadStatus;
  readonly failure: EditorFailure | undefined;
  readonly columnCount: number;
  readonly rowCount: number;
  /** The document's version last shown; bumps whenever cells change. */
  readonly documentVersion: number;

  startLoading(chartId: string): void;
  documentReady(meta: { columnCount: number; rowCount: number; version: number }): void;
  failed(failure: EditorFailure): void;
  reset(): void;
}

const initialState = {
  chartId: '',
  loadStatus: 'idle',
  failure: undefined,
  columnCount: 0,
  rowCount: 0,
  documentVersion: 0,
} as const satisfies Partial<EditorState>;

export const useEditorStore = create<EditorState>()((set) => ({
  ...initialState,
  startLoading: (chartId) => set({ ...initialState, chartId, loadStatus: 'loading' }),
  documentReady: ({ columnCount, rowCount, version }) =>
    set({ loadStatus: 'ready', failure: undefined, columnCount, rowCount, documentVersion: version }),
  failed: (failure) => set({ loadStatus: 'failed', failure }),
  reset: () => set(initialState),
}));
