import type { Editor } from '../Editor';
import { RulerCanvas } from './RulerCanvas';

/** The four ruler strips around the grid; each hides itself when the chart's ruler shows nothing on its side. */
export function RulerStrips({ editor, dark }: { readonly editor: Editor; readonly dark: boolean }) {
  return (
    <>
      <RulerCanvas editor={editor} axis="rows" side="start" dark={dark} />
      <RulerCanvas editor={editor} axis="rows" side="end" dark={dark} />
      <RulerCanvas editor={editor} axis="columns" side="start" dark={dark} />
      <RulerCanvas editor={editor} axis="columns" side="end" dark={dark} />
    </>
  );
}
