import { freeformTexts } from '../../i18n/nlFreeform';
import type { Editor } from '../Editor';
import { useEditorStore } from '../editorStore';

/** A freeform chart's size in units and its number of stitches, in the editor's header (for the grid: its size). */
export function FreeformSize({ editor }: { readonly editor: Editor }) {
  // Read again with every change of the document.
  useEditorStore((state) => state.documentVersion);
  const { size, symbols } = editor.document.meta.freeform;
  return (
    <p className="editor__size" data-symbol-count={symbols.length}>
      {freeformTexts.size(size.width, size.height)} · {freeformTexts.symbolCount(symbols.length)}
    </p>
  );
}
