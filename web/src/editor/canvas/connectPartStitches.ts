/**
 * Connects the chart's half and quarter stitches to the renderer (drawn by the cells' shader): each list whole when
 * the chart opens, changes size or has a list replaced, and only the rectangle of cells an edit touched otherwise.
 */
import type { Editor } from '../Editor';
import type { PartStitchKind } from '../document/partStitches';
import type { GridRenderer } from '../render/GridRenderer';

const kinds: readonly PartStitchKind[] = ['halfStitches', 'quarterStitches'];

function isPartStitchKind(kind: string): kind is PartStitchKind {
  return (kinds as readonly string[]).includes(kind);
}

/** Shows the part stitches on `renderer` as long as it is connected; returns the disconnect. */
export function connectPartStitches(renderer: GridRenderer, editor: Editor): () => void {
  const document = editor.document;
  const showAll = () => {
    for (const kind of kinds) renderer.setPartStitches(kind, document.items[kind]);
  };
  showAll();
  return editor.subscribe((event) => {
    if (event.type !== 'document') return;
    const change = event.change;
    if (change.type === 'size') showAll();
    else if (change.type === 'items' && isPartStitchKind(change.kind)) {
      const list = document.items[change.kind];
      if (change.rect) renderer.updatePartStitches(change.kind, list, change.rect);
      else renderer.setPartStitches(change.kind, list);
    }
  });
}
