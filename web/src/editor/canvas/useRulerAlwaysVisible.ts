import { useSyncExternalStore } from 'react';
import type { Editor } from '../Editor';

/** The user setting `rulerAlwaysVisible` as the editor has it (the page passes the account's settings in). */
export function useRulerAlwaysVisible(editor: Editor): boolean {
  return useSyncExternalStore(
    (onChange) => editor.subscribe((event) => event.type === 'state' && onChange()),
    () => editor.settings.rulerAlwaysVisible,
  );
}
