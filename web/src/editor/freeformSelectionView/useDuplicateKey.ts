import { useEffect } from 'react';
import type { Editor } from '../Editor';

/** A field the user types in (the editor's keys leave those alone too). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl/cmd+D is the spec's download shortcut (spec §2, `app/shortcuts/globalShortcuts.ts`), and in the freeform
 * select tool with a selection it duplicates (as in drawing programs). The press is claimed before any bubbling
 * listener sees it — the download shortcut leaves a claimed press alone — and the editor's keys then duplicate.
 * Without a selection, or while typing, ctrl/cmd+D downloads as everywhere else.
 */
export function useDuplicateKey(editor: Editor): void {
  useEffect(() => {
    const claim = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== 'd' || typing(event.target)) return;
      if (editor.mode !== 'selectFreeform' || !editor.editable) return;
      if (editor.sessions.freeformSelection?.active) event.preventDefault();
    };
    window.addEventListener('keydown', claim, true);
    return () => window.removeEventListener('keydown', claim, true);
  }, [editor]);
}
