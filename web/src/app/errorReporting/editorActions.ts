/**
 * The editor's actions for the trail of recent actions (errorReporting/actionTrail.ts): each command by its name
 * (`drawCells`, `insertLines`), undo, redo and mode changes (`mode:progressTracker`). Names only, never
 * arguments, so nothing of the chart goes into a report.
 */
import type { Editor } from '../../editor/Editor';
import { recordAction } from './report';

/** Follows `editor` until the returned function is called. */
export function recordEditorActions(
  editor: Editor,
  record: (name: string) => void = recordAction,
): () => void {
  let mode = editor.mode;
  let recordedCount = editor.history.recordedCount;
  let redoCount = editor.history.redoCount;
  return editor.subscribe((event) => {
    if (event.type !== 'state') return;
    if (editor.mode !== mode) {
      mode = editor.mode;
      record(`mode:${mode}`);
    }
    const { history } = editor;
    if (history.recordedCount > recordedCount) record(history.lastName ?? 'edit');
    else if (history.redoCount > redoCount) record('undo');
    else if (history.redoCount < redoCount) record('redo');
    recordedCount = history.recordedCount;
    redoCount = history.redoCount;
  });
}
