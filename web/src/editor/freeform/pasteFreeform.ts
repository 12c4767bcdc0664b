import type { FreeformPoint } from '@steekwerk/model';
import type { Editor } from '../Editor';
import type { FreeformPasteOutcome } from '../freeformSelection/FreeformClipboard';

/**
 * ctrl/cmd+V in a freeform chart, whatever its tool (`Editor.pasteFreeform` finds the point): the copied symbols
 * centred on `point`. What was pasted comes selected, so the editor moves to the select tool, whose bar also tells
 * of an empty clipboard or a full palette. Nothing changes where the chart cannot be edited.
 */
export function pasteFreeform(editor: Editor, point: FreeformPoint): FreeformPasteOutcome | undefined {
  const session = editor.sessions.freeformSelection;
  if (!session) return undefined;
  const outcome = session.paste(point);
  if (outcome.kind !== 'notEditable') editor.setMode('selectFreeform');
  return outcome;
}
