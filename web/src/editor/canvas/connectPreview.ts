/**
 * Connects the preview layer (`preview/PreviewSession.ts`) to its render layer: the layer as it appears, moves,
 * turns and goes, and the palette's colours for its items. The cells take the chart's own palette and symbols in
 * the renderer.
 */
import type { Editor } from '../Editor';
import type { GridRenderer } from '../render/GridRenderer';
import { PreviewRenderLayer } from '../render/preview/PreviewRenderLayer';
import { styleVisuals } from './styleVisuals';

/** Shows the editor's preview layer on `renderer`; returns the disconnect. */
export function connectPreview(renderer: GridRenderer, editor: Editor): () => void {
  const layer = renderer.addLayer((host) => new PreviewRenderLayer(host));
  const showStyles = () => layer.setStyles(styleVisuals(editor.document.palette, {}, 'colors').styles);
  showStyles();
  layer.setLayer(editor.sessions.preview.layer);
  const stopPreview = editor.sessions.preview.subscribe((shown) => layer.setLayer(shown));
  const stopEditor = editor.subscribe((event) => {
    if (event.type === 'document' && event.change.type === 'palette') showStyles();
  });
  return () => {
    stopPreview();
    stopEditor();
    renderer.removeLayer(layer);
  };
}
