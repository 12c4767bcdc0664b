/**
 * Connects the chart's French knots and beads to their layer above the cells (render/ornaments/): added when the
 * canvas connects, fed the ornaments in their styles' colours, and told which cells an edit touched.
 */
import { hexToRgb } from '@steekwerk/model';
import type { Editor } from '../Editor';
import type { Rgb } from '../render/gridTheme';
import type { GridRenderer } from '../render/GridRenderer';
import { OrnamentsLayer } from '../render/ornaments/OrnamentsLayer';

/** Adds the ornaments layer to `renderer` and keeps it in step with the editor; returns the disconnect. */
export function connectOrnaments(renderer: GridRenderer, editor: Editor): () => void {
  const document = editor.document;
  const layer = renderer.addLayer((host) => new OrnamentsLayer(host));
  let colours = new Map<number, Rgb>();
  const readColours = () => {
    colours = new Map(
      document.meta.palette.styles.map((style) => [style.styleId, hexToRgb(style.colorBackground)]),
    );
  };
  const colourOf = (styleId: number) => colours.get(styleId);
  readColours();
  layer.setOrnaments(document.items.ornaments, colourOf);
  const stop = editor.subscribe((event) => {
    if (event.type !== 'document') return;
    const change = event.change;
    if (change.type === 'palette') {
      readColours();
      layer.setOrnaments(document.items.ornaments, colourOf);
    } else if (change.type === 'size') {
      layer.setOrnaments(document.items.ornaments, colourOf);
    } else if (change.type === 'items' && change.kind === 'ornaments') {
      layer.setOrnaments(document.items.ornaments, colourOf, change.rect);
    }
  });
  return () => {
    stop();
    renderer.removeLayer(layer);
  };
}
