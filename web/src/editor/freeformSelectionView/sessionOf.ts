import type { Editor } from '../Editor';
import type { FreeformSelectionSession } from '../freeformSelection/FreeformSelectionSession';

/**
 * The editor's freeform selection. These views come with the freeform feature that makes the session
 * (`freeform/freeformFeature.ts`), so it is there whenever they show.
 */
export function freeformSessionOf(editor: Editor): FreeformSelectionSession {
  const session = editor.sessions.freeformSelection;
  if (!session) throw new Error('The freeform selection views need the freeform feature');
  return session;
}
