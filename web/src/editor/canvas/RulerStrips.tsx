import { rulerSides } from '@steekwerk/model';
import { useEffect } from 'react';
import type { Editor } from '../Editor';
import { useEditorStore } from '../editorStore';
import { chartRuler } from '../render/rulerLabels';
import { rulerSpace } from '../viewport/camera';
import { RulerCanvas } from './RulerCanvas';

/**
 * The four ruler strips around the grid; each hides itself when the chart's ruler shows nothing on its side. When
 * the ruler shows numbers left of or above the grid, the camera makes room for them there (the grid moves right or
 * down by a strip), and gives the room back when they go.
 */
export function RulerStrips({ editor, dark }: { readonly editor: Editor; readonly dark: boolean }) {
  const grid = useEditorStore((state) => state.gridSettings);
  const craft = useEditorStore((state) => state.settings?.craft);
  const ruler = grid && craft ? chartRuler(craft, grid.ruler) : undefined;
  const left = ruler !== undefined && rulerSides(ruler, 'rows').includes('start');
  const top = ruler !== undefined && rulerSides(ruler, 'columns').includes('start');
  useEffect(() => {
    editor.setViewLeading({ left: left ? rulerSpace.right : 0, top: top ? rulerSpace.bottom : 0 });
    return () => editor.setViewLeading({ left: 0, top: 0 });
  }, [editor, left, top]);
  return (
    <>
      <RulerCanvas editor={editor} axis="rows" side="start" dark={dark} />
      <RulerCanvas editor={editor} axis="rows" side="end" dark={dark} />
      <RulerCanvas editor={editor} axis="columns" side="start" dark={dark} />
      <RulerCanvas editor={editor} axis="columns" side="end" dark={dark} />
    </>
  );
}
