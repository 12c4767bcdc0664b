import { useEffect, useState } from 'react';
import type { Editor } from '../Editor';
import { onGuideChoice } from '../document/freeform/chosenGuide';

/** A number that changes whenever another round guide is picked (the panel and the drawing read it again). */
export function useGuideChoice(editor: Editor): number {
  const [version, setVersion] = useState(0);
  useEffect(() => onGuideChoice(editor.document, () => setVersion((value) => value + 1)), [editor]);
  return version;
}
