/**
 * The user's settings as the editor's panels read and change them: the page above the editor provides the change
 * (the account store saves it), panels read the value the editor follows now.
 */
import { createContext, useCallback, useSyncExternalStore } from 'react';
import type { Editor } from '../Editor';
import type { EditorUserSettings } from '../editorSettings';

/** Changes some of the user's settings; absent where nobody can save them (tests of a bare editor). */
export const UserSettingsChangeContext = createContext<
  ((change: Partial<EditorUserSettings>) => void) | undefined
>(undefined);

/** One of the user's settings as the editor follows it now; re-renders when it changes. */
export function useUserSetting<K extends keyof EditorUserSettings>(
  editor: Editor,
  key: K,
): EditorUserSettings[K] {
  const subscribe = useCallback(
    (listener: () => void) => editor.subscribe((event) => event.type === 'state' && listener()),
    [editor],
  );
  return useSyncExternalStore(subscribe, () => editor.settings[key]);
}
