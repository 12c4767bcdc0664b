/**
 * How the tracker's screens reach the progress sync of the open chart (issue 17): the chart session attaches its
 * {@link ProgressSync} to the editor; the hooks of `editor/sync/useProgressSync.ts` read it.
 */
import type { Editor } from '../../Editor';
import { nl } from '../../../i18n/nl';
import type { ProgressSync } from './ProgressSync';
import type { ProgressSyncStatus } from './progressSyncOptions';

const attached = new WeakMap<Editor, ProgressSync>();
const attachListeners = new Set<() => void>();

/** Makes `sync` the editor's progress sync; returns the detach (the session ends). */
export function attachProgressSync(editor: Editor, sync: ProgressSync): () => void {
  attached.set(editor, sync);
  for (const listener of attachListeners) listener();
  return () => {
    if (attached.get(editor) !== sync) return;
    attached.delete(editor);
    for (const listener of attachListeners) listener();
  };
}

/** The editor's progress sync, undefined before the chart session started (or in a test without one). */
export function progressSyncOf(editor: Editor): ProgressSync | undefined {
  return attached.get(editor);
}

/** Hears a sync being attached or detached; returns the unsubscribe. */
export function onProgressSyncAttached(listener: () => void): () => void {
  attachListeners.add(listener);
  return () => attachListeners.delete(listener);
}

/** The panel's line about the progress being kept ("Log in om je voortgang te bewaren.", …). */
export function progressSyncText(status: ProgressSyncStatus, newChart = false): string {
  const texts = nl.editor.sync.progress;
  if (status === 'local' && newChart) return texts.localNewChart;
  return texts[status];
}
