import { LinearHitIndex } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../testing/TestEditor';
import { FreeformHits } from './FreeformHits';

/** Chains at (100, 100) on layer 1 and at (105, 100) on layer 2, then one more at (100, 100) on layer 1. */
function chart() {
  const test = TestEditor.create({ craft: 'crochetFreeform' }).setTool('placeFreeform');
  test.clickAt(100, 100);
  test.editor.perform('addLayer', { title: 'Laag 2' });
  test.clickAt(105, 100);
  test.editor.perform('selectLayer', { layerId: 1 });
  test.clickAt(100, 100);
  const hits = new FreeformHits(test.document, new LinearHitIndex());
  test.document.subscribe((change) => hits.changed(change));
  return { test, hits };
}

describe('the hit index kept with the chart', () => {
  it('picks the symbol of the layer on top, then the later one within a layer', () => {
    const { test, hits } = chart();
    expect(test.document.freeformSymbols.map((symbol) => symbol.layerId)).toEqual([1, 2, 1]);
    expect(hits.pickPoint(101, 100)).toBe(2);
    expect(hits.pickPoint(92, 100)).toBe(3);
    expect(hits.pickPoint(0, 0)).toBe(-1);
    expect(hits.pickPoint(Number.NaN, 0)).toBe(-1);
  });

  it('follows moves, removals, undo and hidden layers', () => {
    const { test, hits } = chart();
    hits.pickPoint(0, 0);
    const symbol = test.document.freeformSymbol(2)!;
    test.editor.perform('editFreeformSymbols', { changed: [{ id: 2, symbol: { ...symbol, x: 300 } }] });
    expect(hits.pickPoint(300, 100)).toBe(2);
    expect(hits.pickPoint(112, 100)).toBe(-1);
    test.editor.perform('editFreeformSymbols', { removed: [3] });
    expect(hits.pickPoint(92, 100)).toBe(1);
    test.undo();
    expect(hits.pickPoint(92, 100)).toBe(3);
    test.editor.perform('setLayerVisible', { layerId: 2, visible: false });
    expect(hits.pickPoint(300, 100)).toBe(-1);
    expect(hits.pickRect({ x: 0, y: 0, width: 500, height: 500 }, true)).toEqual([1, 3]);
    expect(hits.pickRect({ x: Number.NaN, y: 0, width: 5, height: 5 }, true)).toEqual([]);
  });
});
