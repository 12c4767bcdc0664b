import { BufferImageSource } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import type { CellRect } from '../document/ChartDocument';
import type { GridRenderer } from '../render/GridRenderer';
import { defaultGridTheme } from '../render/gridTheme';
import type { CellLook, LayerHost, RenderLayer } from '../render/RenderLayer';
import { TestEditor } from '../testing/TestEditor';
import { connectPreview } from './connectPreview';
import { connectSelection } from './connectSelection';

const texture = () =>
  new BufferImageSource({ resource: new Uint8Array(4), width: 1, height: 1, format: 'rgba8unorm' });

/** A renderer that keeps its layers and the cells they asked to redraw. */
function fakeRenderer() {
  const redrawn: CellRect[][] = [];
  const layers: RenderLayer[] = [];
  const look: CellLook = {
    palette: texture(),
    styles: texture(),
    atlas: texture(),
    atlasTiles: [0, 0],
    lineRanksX: texture(),
    lineRanksY: texture(),
    theme: defaultGridTheme,
    brightness: 0,
  };
  const host = {
    renderer: undefined,
    cellLook: () => look,
    redrawCells: (rects: readonly CellRect[]) => redrawn.push([...rects]),
    redrawAll: () => undefined,
  } as unknown as LayerHost;
  const renderer = {
    addLayer: <Layer extends RenderLayer>(make: (host: LayerHost) => Layer) => {
      const layer = make(host);
      layer.layout({
        originX: 10,
        originY: 10,
        cellWidth: 20,
        cellHeight: 20,
        resolution: 1,
        bufferWidth: 800,
        bufferHeight: 600,
      });
      layers.push(layer);
      return layer;
    },
    removeLayer: (layer: RenderLayer) => layers.splice(layers.indexOf(layer), 1),
  };
  return { renderer: renderer as unknown as GridRenderer, redrawn, layers, take: () => redrawn.splice(0) };
}

describe('the selection on the renderer', () => {
  it('frames an active selection in select mode only, and where a drag would move it', () => {
    const test = TestEditor.create({ columns: 10, rows: 8 });
    const fake = fakeRenderer();
    const disconnect = connectSelection(fake.renderer, test.editor);
    test.setTool('select').pointerDown(2, 2).pointerUp(4, 3);
    // The cells under the frame, one around.
    expect(fake.take().at(-1)).toEqual([{ x: 1, y: 1, width: 5, height: 4 }]);
    test.pointerDown(3, 3).pointerMove(5, 3);
    expect(fake.take().at(-1)).toEqual([
      { x: 1, y: 1, width: 5, height: 4 },
      { x: 1, y: 1, width: 5, height: 4 },
      { x: 3, y: 1, width: 5, height: 4 },
    ]);
    test.pointerUp();
    test.setTool('drawCells');
    expect(fake.take().at(-1)).toEqual([{ x: 3, y: 1, width: 5, height: 4 }]);
    test.setTool('select');
    expect(fake.take()).toHaveLength(1);
    // One empty cell is no active selection: nothing framed.
    test.click(8, 6);
    expect(fake.take().at(-1)).toEqual([{ x: 3, y: 1, width: 5, height: 4 }]);
    disconnect();
    expect(fake.layers).toHaveLength(0);
  });
});

describe('the preview layer on the renderer', () => {
  it('redraws where the layer was and is, with a cell around for its frame', () => {
    const test = TestEditor.create({ columns: 10, rows: 8, premium: true });
    const fake = fakeRenderer();
    const disconnect = connectPreview(fake.renderer, test.editor);
    expect(fake.layers[0]?.display.visible).toBe(false);
    test.editor.sessions.preview.show({
      x: 2,
      y: 2,
      columnCount: 2,
      rowCount: 1,
      cells: Uint8Array.of(1, 2),
    });
    expect(fake.layers[0]?.display.visible).toBe(true);
    expect(fake.take().at(-1)).toEqual([{ x: 1, y: 1, width: 4, height: 3 }]);
    test.key('ArrowRight');
    expect(fake.take().at(-1)).toEqual([
      { x: 1, y: 1, width: 4, height: 3 },
      { x: 2, y: 1, width: 4, height: 3 },
    ]);
    test.key('Escape');
    expect(fake.take().at(-1)).toEqual([{ x: 2, y: 1, width: 4, height: 3 }]);
    expect(fake.layers[0]?.display.visible).toBe(false);
    disconnect();
    expect(fake.layers).toHaveLength(0);
  });
});
