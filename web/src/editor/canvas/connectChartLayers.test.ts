import { describe, expect, it } from 'vitest';
import { TestEditor } from '../testing/TestEditor';
import { showCells, showLayers, type LayerCellsTarget } from './connectChartLayers';

/** A renderer that records what it was handed. */
function fakeRenderer() {
  const calls: string[] = [];
  let shown: readonly Uint8Array[] | undefined;
  const target: LayerCellsTarget = {
    setCells: (cells) => {
      shown = undefined;
      calls.push(`cells ${cells.length}`);
    },
    setLayerCells: (arrays, visible) => {
      shown = [...arrays];
      calls.push(`layers ${arrays.length} ${visible.map((on) => (on ? 1 : 0)).join('')}`);
    },
    setLayerVisibility: (visible) => calls.push(`visibility ${visible.map((on) => (on ? 1 : 0)).join('')}`),
    showsLayers: (arrays) =>
      shown !== undefined &&
      shown.length === arrays.length &&
      arrays.every((cells, index) => cells === shown![index]),
    get showsSeveralLayers() {
      return shown !== undefined;
    },
  };
  return { target, calls };
}

describe('the cells the renderer is handed', () => {
  it('hands a chart of one layer its shown cells, and a chart of several every layer with their visibility', () => {
    const test = TestEditor.create({ columns: 4, rows: 2, premium: true });
    const { target, calls } = fakeRenderer();
    const follow = () => showLayers(target, test.document, false);
    showCells(target, test.document);
    test.editor.perform('addLayer', { title: 'Boven' });
    follow();
    expect(calls).toEqual(['cells 8', 'layers 2 11']);
  });

  it('shows or hides a layer with its visibility alone, and hands the layers again when they change', () => {
    const test = TestEditor.create({ columns: 4, rows: 2, premium: true });
    test.editor.perform('addLayer', { title: 'Boven' });
    const { target, calls } = fakeRenderer();
    showCells(target, test.document);
    const perform = (name: string, args: object) => {
      expect(test.editor.perform(name as never, args as never)).toBe('done');
      showLayers(target, test.document, false);
    };
    perform('setLayerVisible', { layerId: 2, visible: false });
    perform('setLayerVisible', { layerId: 1, visible: false });
    perform('selectLayer', { layerId: 1 });
    perform('moveLayer', { layerId: 2, toIndex: 0 });
    perform('deleteLayer', { layerId: 2 });
    expect(calls).toEqual([
      'layers 2 11',
      'visibility 10',
      'visibility 00',
      'visibility 00', // choosing a layer changes nothing the renderer draws
      'layers 2 00',
      'cells 8', // back to one layer
    ]);
  });

  it('beyond the mask shows the flattened cells as for one layer, handed over again on every change', () => {
    const test = TestEditor.create({ columns: 3, rows: 1, premium: true });
    const { target, calls } = fakeRenderer();
    const layers = 32;
    const arrays = Array.from({ length: layers }, () => new Uint8Array(3));
    arrays[31]![1] = 2;
    arrays[0]![0] = 1;
    const items = arrays.map((_, index) => ({ layerId: index + 1, title: `L${index + 1}`, visible: true }));
    test.document.replaceLayers({ items, selectedLayerId: 1 }, arrays);
    showLayers(target, test.document, false);
    test.document.replaceLayers(
      { items: items.map((item) => ({ ...item, visible: item.layerId !== 32 })), selectedLayerId: 1 },
      arrays,
    );
    showLayers(target, test.document, false);
    expect(calls).toEqual(['cells 3', 'cells 3']);
    expect([...test.document.cells]).toEqual([1, 0, 0]);
  });
});
