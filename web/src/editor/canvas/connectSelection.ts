/**
 * Connects the selected area (`selection/SelectionSession.ts`) to its render layer: its frame while the editor is in
 * select mode and the selection is active, and where a drag would move it.
 */
import type { Editor } from '../Editor';
import type { GridRenderer } from '../render/GridRenderer';
import { SelectionRenderLayer, type SelectionShown } from '../render/selection/SelectionRenderLayer';

function sameShown(a: SelectionShown | undefined, b: SelectionShown | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Shows the editor's selection on `renderer`; returns the disconnect. */
export function connectSelection(renderer: GridRenderer, editor: Editor): () => void {
  const layer = renderer.addLayer((host) => new SelectionRenderLayer(host));
  const selection = editor.sessions.selection;
  let shown: SelectionShown | undefined;
  const sync = () => {
    const area = selection.area;
    const move = selection.moveOffset;
    const next =
      editor.mode === 'select' && area && selection.active
        ? {
            area,
            ...(move && (move.dx !== 0 || move.dy !== 0)
              ? { moveTo: { ...area, x: area.x + move.dx, y: area.y + move.dy } }
              : {}),
          }
        : undefined;
    if (sameShown(shown, next)) return;
    shown = next;
    layer.setSelection(next);
  };
  sync();
  const stopSelection = selection.subscribe(sync);
  const stopEditor = editor.subscribe((event) => {
    if (event.type === 'state' || event.type === 'document') sync();
  });
  return () => {
    stopSelection();
    stopEditor();
    renderer.removeLayer(layer);
  };
}
