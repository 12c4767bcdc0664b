import { boundingBoxOf, type FreeformSymbol } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { addLayer, setLayerVisible } from '../document/commands/layerCommands';
import { editFreeformSymbols } from '../document/commands/freeformCommands';
import type { GridRenderer } from '../render/GridRenderer';
import type { LayerHost, RenderLayer } from '../render/RenderLayer';
import { FreeformLayer } from '../render/freeform/FreeformLayer';
import { useSymbolStore } from '../symbols/symbolStore';
import { TestEditor } from '../testing/TestEditor';
import { connectFreeform } from './connectFreeform';

/** A renderer that keeps its layers, each laid out over a 500-pixel view at one pixel per unit. */
function fakeRenderer() {
  const layers: RenderLayer[] = [];
  const host = {
    renderer: { render: () => undefined },
    cellLook: () => undefined,
    redrawCells: () => undefined,
    redrawAll: () => undefined,
  } as unknown as LayerHost;
  const renderer = {
    addLayer: <Layer extends RenderLayer>(make: (host: LayerHost) => Layer) => {
      const layer = make(host);
      layer.layout({
        originX: 0,
        originY: 0,
        cellWidth: 1,
        cellHeight: 1,
        resolution: 1,
        bufferWidth: 500,
        bufferHeight: 500,
      });
      layers.push(layer);
      return layer;
    },
    removeLayer: (layer: RenderLayer) => layers.splice(layers.indexOf(layer), 1),
  };
  return { renderer: renderer as unknown as GridRenderer, layers };
}

function stitch(layerId: number, x: number, y: number): FreeformSymbol {
  const placement = { x, y, width: 20, height: 20, rotate: 0 };
  return { layerId, size: 1, styleId: 1, ...placement, boundingBox: boundingBoxOf(placement) };
}

describe('the freeform drawing follows the chart layer by layer', () => {
  it('rebuilds only the mesh of the layer an edit changed, and none for hiding a layer', async () => {
    const test = TestEditor.create({ craft: 'crochetFreeform' });
    const { editor, document } = test;
    expect(editor.run(addLayer, { title: 'Rand' })).toBe(true);
    const [first, second] = document.meta.layers.items.map((layer) => layer.layerId);
    const ids = [document.newFreeformId(), document.newFreeformId(), document.newFreeformId()];
    expect(
      editor.run(editFreeformSymbols, {
        added: [
          { id: ids[0]!, symbol: stitch(first!, 100, 100) },
          { id: ids[1]!, symbol: stitch(second!, 200, 200) },
          { id: ids[2]!, symbol: stitch(second!, 300, 300) },
        ],
      }),
    ).toBe(true);
    const fake = fakeRenderer();
    const disconnect = connectFreeform(fake.renderer, editor);
    const layer = fake.layers[0] as FreeformLayer;
    // connectFreeform asked for the stitches' symbols; the atlas's layout is made once they are loaded.
    await vi.waitFor(() => expect(Object.keys(useSymbolStore.getState().symbols)).toContain('chain'));
    // jsdom has no canvas to rasterise the atlas with: a blank one of the same layout stands in.
    layer.setAtlas({ coverage: new Uint8Array(8 * 8), columns: 8, rows: 1, tileSize: 8 });
    layer.prepare();
    expect(layer.meshCount).toBe(2);
    const [firstMesh, secondMesh] = [layer.meshOf(first!), layer.meshOf(second!)];
    const built = layer.meshesBuilt;

    expect(
      editor.run(editFreeformSymbols, { changed: [{ id: ids[2]!, symbol: stitch(second!, 310, 320) }] }),
    ).toBe(true);
    layer.prepare();
    expect(layer.meshOf(first!)).toBe(firstMesh);
    expect(layer.meshOf(second!)).not.toBe(secondMesh);
    expect(layer.meshesBuilt).toBe(built + 1);

    expect(editor.run(setLayerVisible, { layerId: first!, visible: false })).toBe(true);
    layer.prepare();
    expect(layer.meshOf(first!)).toBeUndefined();
    expect(layer.builtSymbolCount).toBe(2);
    expect(layer.meshesBuilt).toBe(built + 1);
    // Undo shows the layer again with the mesh it had.
    editor.undo();
    layer.prepare();
    expect(layer.meshOf(first!)).toBe(firstMesh);
    expect(layer.meshesBuilt).toBe(built + 1);
    disconnect();
    expect(fake.layers).toHaveLength(0);
  });
});
