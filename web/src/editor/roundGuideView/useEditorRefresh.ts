import { useEffect, useState } from 'react';
import type { Editor } from '../Editor';

/** A number that changes (at most once a frame) when the chart, the camera or the editor's state changes. */
export function useEditorRefresh(editor: Editor, withCamera: boolean): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let frame = 0;
    const stop = editor.subscribe((event) => {
      if (event.type !== 'document' && event.type !== 'state' && !(withCamera && event.type === 'camera'))
        return;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setVersion((value) => value + 1);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }, [editor, withCamera]);
  return version;
}
