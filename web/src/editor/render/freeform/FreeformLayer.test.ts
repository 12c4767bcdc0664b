import { boundingBoxOf, type FreeformSymbol } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import type { LayerHost } from '../RenderLayer';
import { FreeformLayer, type FreeformScene } from './FreeformLayer';
import type { FreeformStyleLook } from './freeformGeometry';

function symbol(layerId: number, x: number, y: number): FreeformSymbol {
  const placement = { x, y, width: 20, height: 20, rotate: 0 };
  return { layerId, size: 1, styleId: 1, ...placement, boundingBox: boundingBoxOf(placement) };
}

const look: FreeformStyleLook = { tile: { column: 0, row: 0, cells: 1 }, colour: [0, 0, 0] };
const lookOf = (styleId: number) => (styleId === 1 ? look : undefined);

function scene(symbols: readonly FreeformSymbol[], changes: Partial<FreeformScene> = {}): FreeformScene {
  return {
    width: 500,
    height: 500,
    background: 0xffffff,
    symbols,
    layers: [1, 2, 3].map((layerId) => ({ layerId, visible: true, alpha: 1 })),
    lookOf,
    ...changes,
  };
}

/** A layer over a 500-pixel view of the whole chart (one pixel per unit), with a one-tile atlas. */
function makeLayer(options: { textures?: boolean; bufferWidth?: number } = {}): {
  layer: FreeformLayer;
  redraws: () => number;
  textureDraws: () => number;
} {
  let redraws = 0;
  let textureDraws = 0;
  const host = {
    renderer: { render: () => (textureDraws += 1) },
    cellLook: () => undefined,
    redrawCells: () => undefined,
    redrawAll: () => (redraws += 1),
  } as unknown as LayerHost;
  const layer = new FreeformLayer(host);
  layer.useTextures(options.textures ?? false);
  layer.setAtlas({ coverage: new Uint8Array(4), columns: 1, rows: 1, tileSize: 2 });
  layer.layout({
    originX: 0,
    originY: 0,
    cellWidth: 1,
    cellHeight: 1,
    resolution: 1,
    bufferWidth: options.bufferWidth ?? 500,
    bufferHeight: options.bufferWidth ?? 500,
  });
  return { layer, redraws: () => redraws, textureDraws: () => textureDraws };
}

const symbols = [symbol(1, 50, 50), symbol(2, 100, 100), symbol(3, 150, 150), symbol(2, 200, 200)];

describe('the freeform layer rebuilds only what an edit changed', () => {
  it('builds one mesh per layer with symbols', () => {
    const { layer } = makeLayer();
    layer.setScene(scene(symbols));
    layer.prepare();
    expect(layer.meshCount).toBe(3);
    expect(layer.builtSymbolCount).toBe(4);
    expect(layer.meshesBuilt).toBe(3);
  });

  it('leaves the meshes of the other layers untouched when a symbol of one layer moves', () => {
    const { layer, redraws } = makeLayer();
    layer.setScene(scene(symbols));
    layer.prepare();
    const [first, second, third] = [1, 2, 3].map((layerId) => layer.meshOf(layerId));
    const drawnBefore = redraws();
    const moved = [...symbols];
    moved[1] = symbol(2, 110, 120);
    layer.setScene(scene(moved));
    layer.prepare();
    expect(redraws()).toBe(drawnBefore + 1);
    expect(layer.meshOf(1)).toBe(first);
    expect(layer.meshOf(3)).toBe(third);
    expect(layer.meshOf(2)).not.toBe(second);
    expect(second?.destroyed).toBe(true);
    expect(layer.meshesBuilt).toBe(4);
    expect(layer.builtSymbolCount).toBe(4);
  });

  it('rebuilds both layers when a symbol goes from one layer to another, and none for an equal list', () => {
    const { layer } = makeLayer();
    layer.setScene(scene(symbols));
    layer.prepare();
    const third = layer.meshOf(3);
    // A new array with the same symbol objects (an edit elsewhere, a settings change) builds nothing.
    layer.setScene(scene([...symbols]));
    layer.prepare();
    expect(layer.meshesBuilt).toBe(3);
    const relayered = [...symbols];
    relayered[0] = symbol(2, 50, 50);
    layer.setScene(scene(relayered));
    layer.prepare();
    // Layer 1 has no symbols left (no mesh), layer 2 is built again, layer 3 stays.
    expect(layer.meshOf(1)).toBeUndefined();
    expect(layer.meshOf(3)).toBe(third);
    expect(layer.meshCount).toBe(2);
    expect(layer.meshesBuilt).toBe(5);
  });

  it('hides, shows, fades and reorders layers without building a mesh', () => {
    const { layer } = makeLayer();
    layer.setScene(scene(symbols));
    layer.prepare();
    const meshes = [1, 2, 3].map((layerId) => layer.meshOf(layerId));
    const hidden = scene(symbols, {
      layers: [
        { layerId: 3, visible: true, alpha: 0.3 },
        { layerId: 1, visible: true, alpha: 1 },
        { layerId: 2, visible: false, alpha: 0.3 },
      ],
    });
    layer.setScene(hidden);
    layer.prepare();
    expect(layer.meshesBuilt).toBe(3);
    expect(layer.meshOf(2)).toBeUndefined();
    expect(layer.meshCount).toBe(2);
    expect(layer.builtSymbolCount).toBe(2);
    expect(layer.meshOf(3)?.alpha).toBe(0.3);
    // Drawn bottom first in the layers' order: layer 3 under layer 1.
    const content = layer.meshOf(1)!.parent!;
    expect(content.getChildIndex(layer.meshOf(3)!)).toBeLessThan(content.getChildIndex(layer.meshOf(1)!));
    layer.setScene(scene(symbols));
    layer.prepare();
    expect([1, 2, 3].map((layerId) => layer.meshOf(layerId))).toEqual(meshes);
    expect(layer.meshOf(3)?.alpha).toBe(1);
    expect(layer.meshesBuilt).toBe(3);
  });

  it('builds a hidden layer whose symbols changed once it shows again', () => {
    const { layer } = makeLayer();
    const hideTwo = [
      { layerId: 1, visible: true, alpha: 1 },
      { layerId: 2, visible: false, alpha: 1 },
      { layerId: 3, visible: true, alpha: 1 },
    ];
    layer.setScene(scene(symbols, { layers: hideTwo }));
    layer.prepare();
    expect(layer.meshesBuilt).toBe(2);
    const edited = [...symbols, symbol(2, 300, 300)];
    layer.setScene(scene(edited, { layers: hideTwo }));
    layer.prepare();
    expect(layer.meshesBuilt).toBe(2);
    layer.setScene(scene(edited));
    layer.prepare();
    expect(layer.meshesBuilt).toBe(3);
    expect(layer.builtSymbolCount).toBe(5);
  });

  it('builds every layer again for new looks or a new atlas, and drops the meshes of a deleted layer', () => {
    const { layer } = makeLayer();
    layer.setScene(scene(symbols));
    layer.prepare();
    const newLooks = (styleId: number) => lookOf(styleId);
    layer.setScene(scene(symbols, { lookOf: newLooks }));
    layer.prepare();
    expect(layer.meshesBuilt).toBe(6);
    layer.setAtlas({ coverage: new Uint8Array(4), columns: 1, rows: 1, tileSize: 2 });
    layer.prepare();
    expect(layer.meshesBuilt).toBe(9);
    const second = layer.meshOf(2);
    layer.setScene(
      scene(
        symbols.filter((entry) => entry.layerId !== 2),
        { layers: [1, 3].map((layerId) => ({ layerId, visible: true, alpha: 1 })), lookOf: newLooks },
      ),
    );
    layer.prepare();
    expect(layer.meshCount).toBe(2);
    expect(second?.destroyed).toBe(true);
    expect(layer.meshesBuilt).toBe(9);
  });
});

/** The view of `makeLayer` panned to (x, y), at `scale` pixels per unit. */
function pan(layer: FreeformLayer, x: number, y: number, scale = 1, bufferWidth = 500): void {
  layer.layout({
    originX: x,
    originY: y,
    cellWidth: scale,
    cellHeight: scale,
    resolution: 1,
    bufferWidth,
    bufferHeight: bufferWidth,
  });
}

describe('the freeform layer zoomed out draws the chart from one texture', () => {
  it('draws the background and the layers into it at the frame after a change', () => {
    const { layer, textureDraws } = makeLayer({ textures: true });
    layer.setScene(scene(symbols));
    layer.prepare();
    // The frame of the change draws the meshes (drawing them into the texture would cost the same).
    expect(textureDraws()).toBe(0);
    expect(layer.meshOf(1)?.renderable).toBe(true);
    pan(layer, 30, -20);
    layer.prepare();
    expect(textureDraws()).toBe(1);
    expect(layer.texturedLayers).toBe(3);
    expect(layer.meshOf(1)?.renderable).toBe(false);
    // Further frames draw nothing into it.
    pan(layer, 40, -10);
    layer.prepare();
    layer.prepare();
    expect(textureDraws()).toBe(1);
    const first = layer.meshOf(1);
    const moved = [...symbols];
    moved[2] = symbol(3, 160, 170);
    layer.setScene(scene(moved));
    layer.prepare();
    // An edit shows the meshes again (only layer 3's built anew) for its frame.
    expect(textureDraws()).toBe(1);
    expect(layer.texturedLayers).toBe(0);
    expect(layer.meshOf(1)).toBe(first);
    expect(layer.meshOf(1)?.renderable).toBe(true);
    expect(layer.meshesBuilt).toBe(4);
    layer.prepare();
    expect(textureDraws()).toBe(2);
    // A zoom step draws the meshes; the next frame at the new scale draws the texture again.
    pan(layer, 0, 0, 1.1);
    layer.prepare();
    expect(textureDraws()).toBe(2);
    pan(layer, 5, 5, 1.1);
    layer.prepare();
    expect(textureDraws()).toBe(3);
    expect(layer.meshesBuilt).toBe(4);
  });

  it('draws the meshes themselves when the texture would be much larger than the view (zoomed in)', () => {
    const { layer, textureDraws } = makeLayer({ textures: true, bufferWidth: 100 });
    layer.setScene(scene([symbol(1, 20, 20), symbol(1, 190, 190)]));
    layer.prepare();
    pan(layer, 5, 5, 1, 100);
    layer.prepare();
    expect(layer.texturedLayers).toBe(0);
    expect(textureDraws()).toBe(0);
    expect(layer.meshOf(1)?.renderable).toBe(true);
  });
});
