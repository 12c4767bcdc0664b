/**
 * The editor's actions for the trail of recent actions (errorReporting/actionTrail.ts): each command by its name
 * (`drawCells`, `insertLines`; a redo by the change it makes again), undo, and mode changes (`mode:progressTracker`). Names only, never
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
  let undoCount = editor.history.undoCount;
  let redoCount = editor.history.redoCount;
  return editor.subscribe((event) => {
    if (event.type !== 'state') return;
    if (editor.mode !== mode) {
      mode = editor.mode;
      record(`mode:${mode}`);
    }
    const { history } = editor;
    // A redo is recorded by the name of the change it made again.
    if (history.redoCount > redoCount) record('undo');
    else if (history.undoCount > undoCount) record(history.lastName ?? 'edit');
    undoCount = history.undoCount;
    redoCount = history.redoCount;
  });
}
