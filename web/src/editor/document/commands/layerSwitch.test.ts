/**
 * Showing or hiding a layer of several (docs/decisions/layers.md, "Cost of a switch"): the renderer composes the
 * layers with a mask, so the switch announces the layers only, and the shown cells are right whenever read.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentChange } from '../ChartDocument';
import { TestEditor } from '../../testing/TestEditor';

/** A 4 × 2 chart: style 1 at (0, 0) and (1, 0) on "Laag 1", style 2 at (1, 0) and (2, 0) on "Boven" (selected). */
function twoLayers() {
  const test = TestEditor.create({ columns: 4, rows: 2, premium: true });
  test.click(0, 0).click(1, 0);
  expect(test.editor.perform('addLayer', { title: 'Boven' })).toBe('done');
  test.selectStyle(2).click(1, 0).click(2, 0);
  return test;
}

function changesOf(test: TestEditor, action: () => void): DocumentChange[] {
  const changes: DocumentChange[] = [];
  const stop = test.document.subscribe((change) => changes.push(change));
  action();
  stop();
  return changes;
}

const firstRow = (test: TestEditor) => [0, 1, 2, 3].map((column) => test.cellAt(column, 0));

describe('showing and hiding a layer of several', () => {
  it('announces the layers only, no cells, and shows the right cells when read', () => {
    const test = twoLayers();
    const changes = changesOf(test, () =>
      expect(test.editor.perform('setLayerVisible', { layerId: 2, visible: false })).toBe('done'),
    );
    expect(changes).toEqual([{ type: 'layers', cellsReplaced: false }]);
    expect(firstRow(test)).toEqual([1, 1, 0, 0]);
    test.undo();
    expect(firstRow(test)).toEqual([1, 2, 2, 0]);
  });

  it('keeps the shown cells right through several switches and drawings before anyone reads them', () => {
    const test = twoLayers();
    test.editor.perform('setLayerVisible', { layerId: 2, visible: false });
    test.editor.perform('setLayerVisible', { layerId: 1, visible: false });
    test.selectStyle(3).click(3, 1); // on the hidden upper layer
    test.editor.perform('setLayerVisible', { layerId: 2, visible: true });
    expect(firstRow(test)).toEqual([0, 2, 2, 0]);
    expect(test.cellAt(3, 1)).toBe(3);
    test.editor.perform('setLayerVisible', { layerId: 1, visible: true });
    test.editor.perform('moveLayer', { layerId: 2, toIndex: 0 });
    expect(firstRow(test)).toEqual([1, 1, 2, 0]);
  });

  it('names the layer a drawing changed, also when its undo reaches another layer', () => {
    const test = twoLayers();
    const drawing = changesOf(test, () => test.selectStyle(3).click(3, 0));
    expect(drawing).toContainEqual({ type: 'cells', rect: { x: 3, y: 0, width: 1, height: 1 }, layers: [1] });
    test.editor.perform('selectLayer', { layerId: 1 });
    test.undo(); // the selection
    test.editor.perform('selectLayer', { layerId: 1 });
    const undone = changesOf(test, () => test.undo().undo());
    expect(
      undone.filter((change) => change.type === 'cells').map((change) => 'layers' in change && change.layers),
    ).toContainEqual([1]);
    expect(test.document.layerCells[1]![3]).toBe(0);
  });

  it('shows twenty layers of a premium chart with the highest visible one on top', () => {
    const test = TestEditor.create({ columns: 20, rows: 1, premium: true });
    for (let layer = 2; layer <= 20; layer += 1) {
      expect(test.editor.perform('addLayer', { title: `L${layer}` })).toBe('done');
    }
    expect(test.editor.perform('addLayer', { title: 'L21' })).toBe('limitReached');
    const ids = test.document.meta.layers.items.map((layer) => layer.layerId);
    expect(ids).toHaveLength(20);
    // Layer i (bottom first, from 0) paints columns i … 19 with style i % 3 + 1.
    const style = (index: number) => (index % 3) + 1;
    ids.forEach((layerId, index) => {
      test.editor.perform('selectLayer', { layerId });
      test.selectStyle(style(index));
      for (let column = index; column < 20; column += 1) test.click(column, 0);
    });
    expect([...test.document.cells]).toEqual(Array.from({ length: 20 }, (_, column) => style(column)));
    // Every second layer hidden: a column shows the highest visible layer that covers it.
    ids.forEach((layerId, index) => {
      if (index % 2 === 1) test.editor.perform('setLayerVisible', { layerId, visible: false });
    });
    const expected = Array.from({ length: 20 }, (_, column) => style(column % 2 === 1 ? column - 1 : column));
    expect([...test.document.cells]).toEqual(expected);
    test.editor.perform('setLayerVisible', { layerId: ids[19]!, visible: true });
    expect([...test.document.cells]).toEqual([...expected.slice(0, 19), style(19)]);
  });
});
