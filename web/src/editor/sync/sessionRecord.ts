/**
 * What a {@link ChartSession} records of its saves: the chart's id, revision and saved change count, and the
 * notice a refused save shows.
 */
import type { ChartFailureReason } from '@steekwerk/model';
import type { Editor } from '../Editor';
import { useEditorStore, type SyncNotice } from '../editorStore';
import type { SaveRecord } from './saveQueue';

export const noticeOfRefusal: Partial<Record<ChartFailureReason, SyncNotice>> = {
  staleRevision: 'staleRevision',
  deleted: 'deleted',
  notFound: 'deleted',
  accessDenied: 'accessDenied',
  accessDeniedAnonymous: 'accessDenied',
  locked: 'accessDenied',
  storageFull: 'storageFull',
};

/**
 * What is saved of the editor's chart: its id and revision in the document (which serialises them), the change
 * count saved here, owned by this session. The editor's store shows a copy (the unsaved hint and the leave guard
 * read it) that this record writes; the session never reads the store back, so nothing else that writes the
 * shared store (another editor connecting, a reset) can make a change look saved.
 */
export function savedInDocumentAndStore(editor: Editor, savedAtStart: number): SaveRecord {
  let savedChangeCount = savedAtStart;
  useEditorStore.getState().markSaved(savedAtStart);
  return {
    get chartId() {
      return editor.document.meta.settings.chartId;
    },
    get revision() {
      return editor.document.meta.settings.revision;
    },
    get savedChangeCount() {
      return savedChangeCount;
    },
    record(chartId, revision, saved) {
      savedChangeCount = saved;
      editor.document.identify(chartId, revision);
      useEditorStore.setState({ chartId, settings: editor.document.meta.settings, savedChangeCount: saved });
    },
  };
}
