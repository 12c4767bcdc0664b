import { useEffect } from 'react';
import type { Editor } from '../Editor';
import { pressesControl } from './pressesControl';

/** Whether a key goes to something the user types in (a field, a list, an editable text). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The editor's keyboard shortcuts on the whole page (spec §2; copy, cut, paste, Delete and the preview's keys too),
 * except while typing in a field and on a button or link that Space or Enter presses.
 */
export function useEditorKeys(editor: Editor, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const down = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target) || pressesControl(event)) return;
      const handled = editor.keyDown({
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        shiftKey: event.shiftKey,
        altKey: event.altKey,
        repeat: event.repeat,
        onGrid: event.target instanceof HTMLElement && event.target.closest('.grid-viewport') !== null,
      });
      if (handled) event.preventDefault();
    };
    const up = (event: KeyboardEvent) => editor.keyUp({ key: event.key });
    const blur = () => editor.releaseKeys();
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', blur);
      editor.releaseKeys();
    };
  }, [editor, active]);
}
