/**
 * The chart's layers for the layers panel: read from the editor's document and read again whenever the document
 * announces a layers change (the panel holds no copy of its own).
 */
import type { Layers } from '@steekwerk/model';
import { useSyncExternalStore } from 'react';
import type { Editor } from '../Editor';

export function useLayers(editor: Editor): Layers {
  return useSyncExternalStore(
    (listener) =>
      editor.subscribe((event) => {
        if (event.type === 'document' && (event.change.type === 'layers' || event.change.type === 'size'))
          listener();
      }),
    () => editor.document.meta.layers,
  );
}
