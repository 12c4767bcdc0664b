import { createContext, useContext } from 'react';
import type { Editor } from '../Editor';

/** The editor the panels act on. */
export const EditorContext = createContext<Editor | undefined>(undefined);

/** The current editor; panels are only rendered inside an editor. */
export function useEditor(): Editor {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error('useEditor outside an EditorContext');
  return editor;
}
