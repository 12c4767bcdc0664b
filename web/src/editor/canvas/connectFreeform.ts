/**
 * Connects a freeform chart to its drawing (`render/freeform/FreeformLayer.ts`): the chart's size, background,
 * layers (hidden ones left out; inactive ones faded with the user's `freeformFadeInactiveLayers`) and symbols, each
 * in its style's symbol and colour (`freeformSymbolColour`). Loaded only for a freeform chart (GridViewport imports
 * it lazily), so grid charts carry none of it.
 */
import { freeformSymbolColour, hexToRgb, type StitchSymbol } from '@steekwerk/model';
import type { Editor } from '../Editor';
import type { GridRenderer } from '../render/GridRenderer';
import { FreeformLayer } from '../render/freeform/FreeformLayer';
import type { FreeformStyleLook } from '../render/freeform/freeformGeometry';
import { layoutAtlas, rasteriseAtlas } from '../render/symbolAtlas';
import { useSymbolStore } from '../symbols/symbolStore';

/** Texels per cell of a symbol in the freeform atlas: sharp up to the largest zoom of a 1-cell stitch. */
const freeformTileSize = 128;

/** How much of its colour an inactive layer keeps when the user fades them. */
export const fadedLayerAlpha = 0.3;

function parseHex(hex: string): number {
  return Number.parseInt(hex.slice(1), 16);
}

/** Adds the freeform layer to the renderer and keeps it in step with the editor; returns the disconnect. */
export function connectFreeform(renderer: GridRenderer, editor: Editor): () => void {
  const document = editor.document;
  const layer = renderer.addLayer((host) => new FreeformLayer(host));
  let atlasKey: string | undefined;
  // One function per set of looks: the layer builds every mesh again only when it is a new one.
  let lookOf = (_styleId: number): FreeformStyleLook | undefined => undefined;

  const showAtlas = () => {
    const loaded = useSymbolStore.getState().symbols;
    const atlasSymbols: StitchSymbol[] = [];
    for (const style of document.meta.palette.styles) {
      const symbol = loaded[style.symbolId];
      if (symbol && !atlasSymbols.includes(symbol)) atlasSymbols.push(symbol);
    }
    const layout = layoutAtlas(atlasSymbols);
    const key = atlasSymbols.map((symbol) => symbol.symbolId).join(',');
    if (key !== atlasKey) {
      atlasKey = key;
      const coverage =
        atlasSymbols.length > 0 ? rasteriseAtlas(atlasSymbols, layout, freeformTileSize) : undefined;
      layer.setAtlas(
        coverage && { coverage, columns: layout.columns, rows: layout.rows, tileSize: freeformTileSize },
      );
    }
    const looks = new Map<number, FreeformStyleLook>();
    for (const style of document.meta.palette.styles) {
      const tile = layout.tiles.get(style.symbolId);
      if (!tile) continue;
      const [red, green, blue] = hexToRgb(freeformSymbolColour(style));
      looks.set(style.styleId, { tile, colour: [red / 255, green / 255, blue / 255] });
    }
    lookOf = (styleId) => looks.get(styleId);
  };

  const showScene = () => {
    const { freeform, layers } = document.meta;
    const fade = editor.settings.freeformFadeInactiveLayers;
    layer.setScene({
      width: freeform.size.width,
      height: freeform.size.height,
      background: parseHex(freeform.backgroundColor),
      symbols: freeform.symbols,
      layers: layers.items.map((item) => ({
        layerId: item.layerId,
        visible: item.visible,
        alpha: fade && item.layerId !== layers.selectedLayerId ? fadedLayerAlpha : 1,
      })),
      lookOf,
    });
  };

  const requestSymbols = () =>
    void useSymbolStore
      .getState()
      .requestSymbols(document.meta.palette.styles.map((style) => style.symbolId));

  showAtlas();
  showScene();
  requestSymbols();
  let fade = editor.settings.freeformFadeInactiveLayers;
  const unsubscribeSymbols = useSymbolStore.subscribe((state, previous) => {
    if (state.symbols === previous.symbols) return;
    showAtlas();
    showScene();
  });
  const unsubscribeEditor = editor.subscribe((event) => {
    if (event.type === 'state' && editor.settings.freeformFadeInactiveLayers !== fade) {
      fade = editor.settings.freeformFadeInactiveLayers;
      showScene();
      return;
    }
    if (event.type !== 'document') return;
    switch (event.change.type) {
      case 'palette':
        requestSymbols();
        showAtlas();
        showScene();
        break;
      case 'freeform':
      case 'layers':
        showScene();
        break;
    }
  });
  return () => {
    unsubscribeSymbols();
    unsubscribeEditor();
    renderer.removeLayer(layer);
  };
}
