import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../testing/TestEditor';

/** A 4 × 2 chart with style 1 in (0, 0) on the first layer and a second layer "Boven" selected. */
function twoLayers(options: { premium?: boolean } = {}) {
  const test = TestEditor.create({ columns: 4, rows: 2, premium: options.premium ?? true });
  test.click(0, 0);
  expect(test.editor.perform('addLayer', { title: 'Boven' })).toBe('done');
  return test;
}

const titles = (test: TestEditor) => test.document.meta.layers.items.map((layer) => layer.title);

describe('layers of a grid chart', () => {
  it('adds an empty layer above the selected one, selects it and draws on it', () => {
    const test = twoLayers();
    expect(titles(test)).toEqual(['Laag 1', 'Boven']);
    expect(test.document.selectedLayerId).toBe(2);
    test.selectStyle(2).click(0, 0).click(1, 0);
    expect([...test.document.layerCells[0]!]).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect([...test.document.layerCells[1]!]).toEqual([2, 2, 0, 0, 0, 0, 0, 0]);
    expect(test.cellAt(0, 0)).toBe(2); // the upper layer covers the one below
  });

  it('hides a layer: its cells are no longer shown, the layers below show through', () => {
    const test = twoLayers();
    test.selectStyle(2).click(0, 0).click(1, 0);
    expect(test.editor.perform('setLayerVisible', { layerId: 2, visible: false })).toBe('done');
    expect([test.cellAt(0, 0), test.cellAt(1, 0)]).toEqual([1, 0]);
    expect(test.editor.perform('setLayerVisible', { layerId: 1, visible: false })).toBe('done');
    expect(test.paintedCount).toBe(0);
    test.undo().undo();
    expect([test.cellAt(0, 0), test.cellAt(1, 0)]).toEqual([2, 2]);
  });

  it('undoes a drawing on its own layer after another layer was selected', () => {
    const test = twoLayers();
    test.selectStyle(3).click(2, 1);
    expect(test.editor.perform('selectLayer', { layerId: 1 })).toBe('done');
    test.undo(); // the selection
    test.editor.perform('selectLayer', { layerId: 1 });
    test.undo().undo();
    expect(test.document.layerCells[1]![6]).toBe(0);
    expect(test.document.layerCells[0]![6]).toBe(0);
    test.redo();
    expect(test.document.layerCells[1]![6]).toBe(3);
  });

  it('renames, moves and deletes layers, never the last one', () => {
    const test = twoLayers();
    expect(test.editor.perform('renameLayer', { layerId: 2, title: '  Tekst  ' })).toBe('done');
    expect(test.editor.perform('renameLayer', { layerId: 2, title: '   ' })).toBe('refused');
    expect(test.editor.perform('renameLayer', { layerId: 9, title: 'x' })).toBe('refused');
    expect(test.editor.perform('moveLayer', { layerId: 2, toIndex: 0 })).toBe('done');
    expect(titles(test)).toEqual(['Tekst', 'Laag 1']);
    expect(test.editor.perform('moveLayer', { layerId: 2, toIndex: 5 })).toBe('refused');
    expect(test.editor.perform('deleteLayer', { layerId: 1 })).toBe('done');
    expect(titles(test)).toEqual(['Tekst']);
    expect(test.cellAt(0, 0)).toBe(0); // style 1 was on the deleted layer
    expect(test.editor.perform('deleteLayer', { layerId: 2 })).toBe('refused');
    test.undo();
    expect(titles(test)).toEqual(['Tekst', 'Laag 1']);
    expect(test.cellAt(0, 0)).toBe(1);
  });

  it('resizes every layer and undoes it on every layer', () => {
    const test = twoLayers();
    test.selectStyle(2).click(3, 1);
    expect(test.editor.perform('insertLines', { axis: 'columns', index: 0, count: 1 })).toBe('done');
    expect(test.document.layerCells.map((cells) => cells.length)).toEqual([10, 10]);
    expect(test.cellAt(1, 0)).toBe(1);
    expect(test.cellAt(4, 1)).toBe(2);
    expect(test.editor.perform('removeLines', { axis: 'rows', index: 1, count: 1 })).toBe('done');
    test.undo().undo();
    expect([...test.document.layerCells[1]!]).toEqual([0, 0, 0, 0, 0, 0, 0, 2]);
  });

  it('deletes a style from every layer, hidden ones too', () => {
    const test = twoLayers();
    test.click(1, 1); // style 1 on the upper layer
    test.editor.perform('setLayerVisible', { layerId: 2, visible: false });
    expect(test.editor.perform('deleteStyle', { styleId: 1 })).toBe('done');
    expect(test.document.layerCells.every((cells) => cells.every((value) => value === 0))).toBe(true);
  });

  it('holds a free user to five layers', () => {
    const test = TestEditor.create({ columns: 4, rows: 2, chartId: 'abc123' });
    for (let count = 2; count <= 5; count += 1)
      expect(test.editor.perform('addLayer', { title: `L${count}` })).toBe('done');
    expect(test.editor.perform('addLayer', { title: 'Zes' })).toBe('premiumRequired');
    expect(test.document.layerCells).toHaveLength(5);
  });
});
