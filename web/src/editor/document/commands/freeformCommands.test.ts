import type { FreeformSymbol } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../testing/TestEditor';
import { editFreeformSymbols, setFreeformSettings } from './freeformCommands';

function symbol(x: number, y: number, extra: Partial<FreeformSymbol> = {}): FreeformSymbol {
  return { layerId: 1, x, y, width: 20, height: 20, rotate: 0, size: 1, styleId: 1, ...extra };
}

/** A freeform chart with three symbols (ids 1, 2, 3 in that order). */
function withThree(): TestEditor {
  const test = TestEditor.create({ craft: 'crochetFreeform' });
  const added = [symbol(10, 10), symbol(50, 50, { styleId: 2 }), symbol(90, 90, { rotate: 45 })].map(
    (each) => ({ id: test.document.newFreeformId(), symbol: each }),
  );
  expect(test.editor.perform('editFreeformSymbols', { added })).toBe('done');
  return test;
}

function state(test: TestEditor) {
  return {
    ids: [...test.document.freeformSymbolIds],
    freeform: JSON.stringify(test.document.meta.freeform),
  };
}

describe('editFreeformSymbols', () => {
  it('adds symbols on top with their bounding box, one undo step', () => {
    const test = withThree();
    expect(test.document.freeformSymbolIds).toEqual([1, 2, 3]);
    const turned = test.document.freeformSymbol(3)!;
    expect(turned.boundingBox!.width).toBeCloseTo(20 * Math.SQRT2);
    expect(turned.boundingBox!.x).toBeCloseTo(90 - 10 * Math.SQRT2);
    expect(test.document.freeformSymbol(1)!.boundingBox).toEqual({
      x: 0,
      y: 0,
      width: 20,
      height: 20,
      right: 20,
      bottom: 20,
    });
    test.undo();
    expect(test.document.freeformSymbols).toEqual([]);
    test.redo();
    expect(test.document.freeformSymbolIds).toEqual([1, 2, 3]);
  });

  it('removes, changes and adds at once; undo restores order and ids exactly, redo repeats', () => {
    const test = withThree();
    const before = state(test);
    const id = test.document.newFreeformId();
    expect(
      test.editor.perform('editFreeformSymbols', {
        removed: [1],
        changed: [{ id: 3, symbol: symbol(100, 100, { rotate: 90, layerId: 1 }) }],
        added: [{ id, symbol: symbol(5, 5), index: 0 }],
      }),
    ).toBe('done');
    const after = state(test);
    expect(test.document.freeformSymbolIds).toEqual([id, 2, 3]);
    expect(test.document.freeformSymbol(3)).toMatchObject({ x: 100, rotate: 90 });
    test.undo();
    expect(state(test)).toEqual(before);
    test.redo();
    expect(state(test)).toEqual(after);
  });

  it('keeps a stored bounding box in step with the placement it is given', () => {
    const test = withThree();
    const wrongBox = { x: 0, y: 0, width: 1, height: 1, right: 1, bottom: 1 };
    test.editor.perform('editFreeformSymbols', {
      changed: [{ id: 2, symbol: symbol(60, 60, { boundingBox: wrongBox }) }],
    });
    expect(test.document.freeformSymbol(2)!.boundingBox).toMatchObject({ x: 50, y: 50, right: 70 });
  });

  it('refuses bad input and edits that change nothing, leaving the chart and history as they were', () => {
    const test = withThree();
    const before = state(test);
    const fresh = test.document.newFreeformId();
    const refused = [
      {},
      { removed: [99] },
      { removed: [1, 1] },
      { changed: [{ id: 2, symbol: symbol(50, 50, { styleId: 2 }) }] },
      { changed: [{ id: 2, symbol: symbol(50, 50, { styleId: 99 }) }] },
      { added: [{ id: 1, symbol: symbol(1, 1) }] },
      { added: [{ id: fresh, symbol: symbol(1, 1, { layerId: 7 }) }] },
      { added: [{ id: fresh, symbol: symbol(Number.NaN, 1) }] },
      { added: [{ id: fresh, symbol: symbol(1, 1, { width: 0 }) }] },
      { added: [{ id: fresh, symbol: symbol(1, 1, { size: 20 }) }] },
      { added: [{ id: fresh, symbol: symbol(1, 1), index: -1 }] },
      { added: [{ id: 0, symbol: symbol(1, 1) }] },
      { removed: [2], changed: [{ id: 2, symbol: symbol(1, 1) }] },
    ];
    for (const edit of refused) {
      expect(test.editor.perform('editFreeformSymbols', edit), JSON.stringify(edit)).toBe('refused');
    }
    expect(state(test)).toEqual(before);
    expect(test.editor.history.undoCount).toBe(1);
  });

  it('refuses freeform edits in a grid chart', () => {
    const test = TestEditor.create();
    const edit = { added: [{ id: 1, symbol: symbol(1, 1) }] };
    expect(editFreeformSymbols.perform(test.document, edit)).toBe(false);
    expect(setFreeformSettings.perform(test.document, { backgroundColor: '#000000' })).toBe(false);
  });

  it('sends a free user past 5 000 symbols to the premium offer', () => {
    const test = TestEditor.create({ craft: 'crochetFreeform', chartId: 'abc123' });
    const many = Array.from({ length: 5_000 }, (_, index) => ({
      id: test.document.newFreeformId(),
      symbol: symbol(index % 500, 10),
    }));
    expect(test.editor.perform('editFreeformSymbols', { added: many })).toBe('done');
    const one = { added: [{ id: test.document.newFreeformId(), symbol: symbol(1, 1) }] };
    expect(test.editor.perform('editFreeformSymbols', one)).toBe('premiumRequired');
    expect(test.navigations).toEqual(['/nl/c/abc123/premium/order?s=34']);
    // Taking symbols away stays allowed.
    expect(test.editor.perform('editFreeformSymbols', { removed: [1] })).toBe('done');
  });
});

describe('setFreeformSettings', () => {
  it('changes size and background as one undo step', () => {
    const test = TestEditor.create({ craft: 'crochetFreeform' });
    expect(test.document.meta.freeform).toMatchObject({
      size: { width: 500, height: 500 },
      backgroundColor: '#ffffff',
    });
    expect(
      test.editor.perform('setFreeformSettings', {
        size: { width: 300, height: 200 },
        backgroundColor: '#F0E0D0',
      }),
    ).toBe('done');
    expect(test.document.meta.freeform).toMatchObject({
      size: { width: 300, height: 200 },
      backgroundColor: '#f0e0d0',
    });
    test.undo();
    expect(test.document.meta.freeform).toMatchObject({
      size: { width: 500, height: 500 },
      backgroundColor: '#ffffff',
    });
  });

  it('refuses sizes and colours that are not valid, and sizes beyond the tier', () => {
    const test = TestEditor.create({ craft: 'crochetFreeform' });
    for (const change of [
      { size: { width: 0, height: 10 } },
      { size: { width: 10.5, height: 10 } },
      { backgroundColor: 'rood' },
      { backgroundColor: '#ffffff' },
    ]) {
      expect(test.editor.perform('setFreeformSettings', change)).toBe('refused');
    }
    expect(test.editor.perform('setFreeformSettings', { size: { width: 501, height: 10 } })).toBe(
      'premiumRequired',
    );
    const premium = TestEditor.create({ craft: 'crochetFreeform', premium: true });
    expect(premium.editor.perform('setFreeformSettings', { size: { width: 2000, height: 10 } })).toBe('done');
    expect(premium.editor.perform('setFreeformSettings', { size: { width: 2001, height: 10 } })).toBe(
      'limitReached',
    );
  });
});

describe('layers of a freeform chart', () => {
  it('deleting a layer takes its symbols along, and undo brings them back', () => {
    const test = withThree();
    expect(test.editor.perform('addLayer', { title: 'Laag 2' })).toBe('done');
    const id = test.document.newFreeformId();
    test.editor.perform('editFreeformSymbols', { added: [{ id, symbol: symbol(7, 7, { layerId: 2 }) }] });
    const before = state(test);
    expect(test.editor.perform('deleteLayer', { layerId: 2 })).toBe('done');
    expect(test.document.freeformSymbolIds).toEqual([1, 2, 3]);
    test.undo();
    expect(state(test)).toEqual(before);
    test.redo();
    expect(test.document.freeformSymbolIds).toEqual([1, 2, 3]);
    expect(test.document.freeformSymbols.every((each) => each.layerId !== 2)).toBe(true);
  });
});
