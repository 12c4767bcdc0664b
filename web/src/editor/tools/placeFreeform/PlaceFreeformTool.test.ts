import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../testing/TestEditor';

function freeform(options: Parameters<typeof TestEditor.create>[0] = {}) {
  return TestEditor.create({ craft: 'crochetFreeform', ...options });
}

describe('the place tool of a freeform chart', () => {
  it('opens in mode empty and places the selected stitch centred on the click, at size 1', () => {
    const test = freeform({ symbolCells: { 'double-crochet': 1 } });
    expect(test.editor.mode).toBe('empty');
    test.setTool('placeFreeform').selectStyle(5).clickAt(120.25, 80.5);
    expect(test.document.freeformSymbols).toEqual([
      {
        layerId: 1,
        x: 120.25,
        y: 80.5,
        width: 20,
        height: 20,
        rotate: 0,
        size: 1,
        styleId: 5,
        boundingBox: { x: 110.25, y: 70.5, width: 20, height: 20, right: 130.25, bottom: 90.5 },
      },
    ]);
    expect(test.toolState).toBe('placeFreeform.idle');
  });

  it('makes a multi-cell symbol as wide as its cells', () => {
    const test = freeform({ symbolCells: { chain: 3 } })
      .setTool('placeFreeform')
      .selectStyle(1);
    test.clickAt(200, 200);
    expect(test.document.freeformSymbols[0]).toMatchObject({ width: 60, height: 20 });
  });

  it('places each click as one undo step that redo repeats', () => {
    const test = freeform().setTool('placeFreeform');
    test.clickAt(10, 10).clickAt(30, 10).clickAt(50, 10);
    expect(test.document.freeformSymbols.map((each) => each.x)).toEqual([10, 30, 50]);
    test.undo().undo();
    expect(test.document.freeformSymbols.map((each) => each.x)).toEqual([10]);
    test.redo();
    expect(test.document.freeformSymbols.map((each) => each.x)).toEqual([10, 30]);
    expect(test.document.freeformSymbolIds).toEqual([1, 2]);
  });

  it('places on the selected layer', () => {
    const test = freeform().setTool('placeFreeform');
    test.clickAt(10, 10);
    test.editor.perform('addLayer', { title: 'Laag 2' });
    test.clickAt(20, 20);
    expect(test.document.freeformSymbols.map((each) => each.layerId)).toEqual([1, 2]);
  });

  it('places nothing outside the chart, after a drag, or when the chart cannot be edited', () => {
    const test = freeform().setTool('placeFreeform');
    test.clickAt(501, 10).clickAt(-1, 10);
    test.pointerDownAt(10, 10).pointerMoveAt(60, 60).pointerUpAt(60, 60);
    test.pointerDownAt(10, 10);
    test.editor.pointerCancel();
    test.pointerUpAt(10, 10);
    expect(test.document.freeformSymbols).toEqual([]);
    const locked = freeform({ access: { ...lockedAccess } });
    locked.setTool('placeFreeform').clickAt(10, 10);
    expect(locked.document.freeformSymbols).toEqual([]);
  });

  it('keeps grid modes out of a freeform chart and freeform modes out of a grid chart', () => {
    const test = freeform();
    test.setTool('drawCells');
    expect(test.editor.mode).toBe('empty');
    test.setTool('view').key('Enter');
    expect(test.editor.mode).toBe('view');
    const grid = TestEditor.create({ mode: 'view' });
    grid.setTool('placeFreeform');
    expect(grid.editor.mode).toBe('view');
  });
});

const lockedAccess = {
  locked: true,
  revisionNumber: 0,
  smallMobileScreen: false,
  hasWriteAccess: true,
  hasWriteLock: true,
};
