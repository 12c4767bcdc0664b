import { useEffect, useRef, useState } from 'react';
import { nl } from '../../i18n/nl';
import { itemCount } from '../document/areaItems';
import type { Editor } from '../Editor';
import { placeGrid } from '../viewport/camera';

/**
 * The preview layer for assistive technology and tests: an empty box with the role of a picture over the place the
 * renderer draws the layer (`render/preview/PreviewRenderLayer.ts`), named "Voorbeeldlaag", with `data-layer`
 * ("x,y,columns,rows"), `data-items` (its lines, part stitches, knots and beads) and `data-opaque`. It draws nothing
 * and takes no pointer input; the preview tool does.
 */
export function PreviewLayerBox({ editor }: { editor: Editor }) {
  const [showing, setShowing] = useState(editor.sessions.preview.layer !== undefined);
  useEffect(() => editor.sessions.preview.subscribe((layer) => setShowing(layer !== undefined)), [editor]);
  return showing ? <LayerBox editor={editor} /> : null;
}

function LayerBox({ editor }: { editor: Editor }) {
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const place = () => {
      const layer = editor.sessions.preview.layer;
      if (!layer) return;
      const placement = placeGrid(editor.camera, editor.document);
      Object.assign(box.style, {
        transform: `translate(${placement.originX + layer.x * placement.cellWidth}px, ${
          placement.originY + layer.y * placement.cellHeight
        }px)`,
        width: `${layer.columnCount * placement.cellWidth}px`,
        height: `${layer.rowCount * placement.cellHeight}px`,
      });
      box.dataset.layer = `${layer.x},${layer.y},${layer.columnCount},${layer.rowCount}`;
      box.dataset.items = String(itemCount(layer.items));
      box.dataset.opaque = layer.opaque ? 'true' : 'false';
    };
    place();
    const stopLayer = editor.sessions.preview.subscribe(place);
    const stopEditor = editor.subscribe((event) => {
      if (event.type === 'camera' || (event.type === 'document' && event.change.type === 'size')) place();
    });
    return () => {
      stopLayer();
      stopEditor();
    };
  }, [editor]);
  return (
    <div ref={boxRef} className="grid-viewport__preview" aria-label={nl.editor.previewLayer} role="img" />
  );
}
