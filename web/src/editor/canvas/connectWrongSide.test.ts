import { describe, expect, it } from 'vitest';
import type { GridRenderer } from '../render/GridRenderer';
import type { LayerHost, LayerView, RenderLayer } from '../render/RenderLayer';
import { rowsInView, WrongSideLayer } from '../render/wrongSide/WrongSideLayer';
import { TestEditor } from '../testing/TestEditor';
import { connectWrongSide } from './connectWrongSide';

const view: LayerView = {
  originX: 10,
  originY: -30,
  cellWidth: 20,
  cellHeight: 20,
  resolution: 1,
  bufferWidth: 800,
  bufferHeight: 100,
};

/** A renderer that keeps its layers. */
function fakeRenderer() {
  const layers: RenderLayer[] = [];
  const host = { redrawAll: () => undefined, redrawCells: () => undefined } as unknown as LayerHost;
  const renderer = {
    addLayer: <Layer extends RenderLayer>(make: (host: LayerHost) => Layer) => {
      const layer = make(host);
      layer.layout(view);
      layers.push(layer);
      return layer;
    },
    removeLayer: (layer: RenderLayer) => layers.splice(layers.indexOf(layer), 1),
  };
  return { renderer: renderer as unknown as GridRenderer, layers };
}

/** The bands the layer drew, as the rows they cover. */
function shadedRows(layer: RenderLayer): number[] {
  const bands = (layer as WrongSideLayer).display.children[0]!;
  const bounds = bands.getLocalBounds();
  if (bounds.height <= 0) return [];
  const rows: number[] = [];
  for (let row = 0; row < 40; row += 1) {
    const top = view.originY + row * view.cellHeight;
    const hit = (bands as unknown as { containsPoint(p: { x: number; y: number }): boolean }).containsPoint({
      x: view.originX + 1,
      y: top + view.cellHeight / 2,
    });
    if (hit) rows.push(row);
  }
  return rows;
}

describe('wrong-side rows on the renderer', () => {
  it('draws only the rows in view', () => {
    expect(rowsInView(view, 40)).toEqual({ first: 1, last: 6 });
    expect(rowsInView(view, 3)).toEqual({ first: 1, last: 2 });
    expect(rowsInView({ ...view, originY: 500 }, 40)).toBeUndefined();
    expect(rowsInView(view, 0)).toBeUndefined();
  });

  it('shades every second worked row of a lace chart knitted back and forth, none in the round or of colours', () => {
    const lace = TestEditor.create({ columns: 4, rows: 8, type: 'lace' });
    const fake = fakeRenderer();
    const disconnect = connectWrongSide(fake.renderer, lace.editor);
    // In the round (the spec's default directions) every row is worked from the right side.
    expect(shadedRows(fake.layers[0]!)).toEqual([]);
    const meta = lace.editor.document.meta;
    lace.editor.document.setGridSettings({
      ...meta.gridSettings,
      direction2: 'rightToLeftAlternating',
      directionRunLength: 1,
    });
    // Eight rows worked from the bottom: rows 6, 4, 2 and 0 are wrong-side rows; rows 1–6 are in view.
    expect(shadedRows(fake.layers[0]!)).toEqual([2, 4, 6]);
    lace.editor.insertLines('rows', 0, 1);
    // Nine rows now: the wrong-side rows are 7, 5, 3, 1.
    expect(shadedRows(fake.layers[0]!)).toEqual([1, 3, 5]);
    disconnect();
    expect(fake.layers).toEqual([]);

    const colours = TestEditor.create({ columns: 4, rows: 8 });
    const plain = fakeRenderer();
    connectWrongSide(plain.renderer, colours.editor);
    expect(shadedRows(plain.layers[0]!)).toEqual([]);
  });
});
