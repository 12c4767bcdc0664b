import { describe, expect, it } from 'vitest';
import { newChartAccess } from '../../document/editability';
import { TestEditor, type TestEditorOptions } from '../../testing/TestEditor';

/**
 * A 10 × 6 chart with a 2 × 2 block of style 2 at (1, 1), a half stitch in (2, 2), a line along the block's top
 * edge, a knot at its centre, and a line reaching out of it; in select mode.
 */
function chart(options: TestEditorOptions = {}): TestEditor {
  const test = TestEditor.create({
    columns: 10,
    rows: 6,
    chartId: 'abc123',
    items: {
      customLines: [
        { x1: 1, y1: 1, x2: 3, y2: 1, styleId: 3 },
        { x1: 2, y1: 2, x2: 6, y2: 2, styleId: 3 },
      ],
      halfStitches: [{ x: 2, y: 2, left: true, top: false, styleId: 4 }],
      quarterStitches: [],
      ornaments: [{ x: 2, y: 2, kind: 'knot', styleId: 1 }],
    },
    ...options,
  });
  test.setShape('rectangle').selectStyle(2).pointerDown(1, 1).pointerUp(2, 2);
  return test.setTool('select');
}

describe('the select tool', () => {
  it('drags a rectangle in either direction, clamped to the grid', () => {
    const test = chart();
    const selection = test.editor.sessions.selection;
    test.pointerDown(4, 3).pointerMove(2, 1);
    expect(test.toolState).toBe('select.selecting');
    expect(selection.area).toEqual({ x: 2, y: 1, width: 3, height: 3 });
    test.pointerMove(40, -5).pointerUp();
    expect(selection.area).toEqual({ x: 4, y: 0, width: 6, height: 4 });
    expect(selection.active).toBe(true);
    expect(test.toolState).toBe('select.idle');
    // Not an edit of the chart.
    expect(test.editor.history.undoCount).toBe(1);
  });

  it('has an active selection for more than one cell, or one cell that is not empty (spec §4)', () => {
    const test = chart();
    const selection = test.editor.sessions.selection;
    test.click(7, 4);
    expect(selection.area).toEqual({ x: 7, y: 4, width: 1, height: 1 });
    expect(selection.active).toBe(false);
    test.click(1, 1);
    expect(selection.active).toBe(true);
    // An empty cell with an item in it: the knot at (2, 2) belongs to cells (1..2, 1..2) on its corner.
    test.editor.perform('setCells', {
      kind: 'rect',
      rect: { x: 2, y: 2, width: 1, height: 1 },
      values: Uint8Array.of(0),
    });
    test.click(2, 2);
    expect(selection.active).toBe(true);
    test.pointerDown(6, 4).pointerUp(7, 4);
    expect(selection.active).toBe(true);
  });

  it('puts the selection back when a drag is cancelled', () => {
    const test = chart();
    const selection = test.editor.sessions.selection;
    test.pointerDown(1, 1).pointerUp(2, 2);
    test.pointerDown(5, 5).pointerMove(8, 5);
    test.editor.pointerCancel();
    expect(selection.area).toEqual({ x: 1, y: 1, width: 2, height: 2 });
  });

  it('moves the cells and the items within by dragging inside the selection, as one undo step', () => {
    const test = chart();
    const selection = test.editor.sessions.selection;
    test.pointerDown(1, 1).pointerUp(2, 2);
    test.pointerDown(2, 2).pointerMove(5, 3);
    expect(test.toolState).toBe('select.moving');
    expect(selection.moveOffset).toEqual({ dx: 3, dy: 1 });
    // Nothing moves until the pointer is released.
    expect(test.cellAt(1, 1)).toBe(2);
    test.pointerUp();
    expect(test.block(0, 0, 7, 4)).toEqual(['.......', '.......', '....22.', '....22.']);
    expect(selection.area).toEqual({ x: 4, y: 2, width: 2, height: 2 });
    const items = test.document.items;
    expect(items.halfStitches).toEqual([{ x: 5, y: 3, left: true, top: false, styleId: 4 }]);
    expect(items.ornaments).toEqual([{ x: 5, y: 3, kind: 'knot', styleId: 1 }]);
    // The line along the top edge moved; the one reaching out of the block stayed.
    expect(items.customLines).toEqual([
      { x1: 2, y1: 2, x2: 6, y2: 2, styleId: 3 },
      { x1: 4, y1: 2, x2: 6, y2: 2, styleId: 3 },
    ]);
    test.undo();
    expect(test.block(0, 0, 4, 4)).toEqual(['....', '.22.', '.22.', '....']);
    expect(test.document.items.halfStitches).toEqual([{ x: 2, y: 2, left: true, top: false, styleId: 4 }]);
    expect(test.document.items.customLines).toHaveLength(2);
    test.redo();
    expect(test.cellAt(5, 3)).toBe(2);
  });

  it('keeps a moved selection inside the grid, and a move that ends where it began is no edit', () => {
    const test = chart();
    const selection = test.editor.sessions.selection;
    test.pointerDown(1, 1).pointerUp(2, 2);
    test.pointerDown(1, 1).pointerMove(-6, 20);
    expect(selection.moveOffset).toEqual({ dx: -1, dy: 3 });
    test.pointerMove(1, 1).pointerUp();
    expect(selection.moveOffset).toBeUndefined();
    expect(test.editor.history.undoCount).toBe(1);
    test.pointerDown(1, 1).pointerMove(3, 1);
    test.editor.pointerCancel();
    expect(test.cellAt(1, 1)).toBe(2);
    expect(selection.moveOffset).toBeUndefined();
  });

  it('empties the selection with Delete: cells and the items within, one undo step', () => {
    const test = chart();
    test.pointerDown(0, 0).pointerUp(3, 3);
    expect(test.key('Delete')).toBe(true);
    expect(test.paintedCount).toBe(0);
    expect(test.document.items.halfStitches).toEqual([]);
    expect(test.document.items.ornaments).toEqual([]);
    expect(test.document.items.customLines).toEqual([{ x1: 2, y1: 2, x2: 6, y2: 2, styleId: 3 }]);
    test.undo();
    expect(test.paintedCount).toBe(4);
    expect(test.document.items.ornaments).toHaveLength(1);
    expect(test.document.items.customLines).toHaveLength(2);
  });

  it('fills the selection with the selected style (the items stay), one undo step', () => {
    const test = chart();
    test.pointerDown(2, 2).pointerUp(4, 3);
    test.selectStyle(3);
    expect(test.editor.sessions.selection.fill(test.editor.drawStyleId)).toBe('done');
    expect(test.block(1, 1, 4, 3)).toEqual(['22..', '2333', '.333']);
    expect(test.document.items.halfStitches).toHaveLength(1);
    expect(test.editor.sessions.selection.fill(99)).toBe('refused');
    test.undo();
    expect(test.block(1, 1, 4, 3)).toEqual(['22..', '22..', '....']);
  });

  it('copies with ctrl+C and cuts with cmd+X (premium), leaving other keys to the editor', () => {
    const test = chart({ premium: true });
    test.pointerDown(1, 1).pointerUp(2, 2);
    expect(test.key('c', { ctrlKey: true })).toBe(true);
    expect(test.editor.sessions.clipboard.content()).toMatchObject({ columnCount: 2, rowCount: 2 });
    expect(test.paintedCount).toBe(4);
    expect(test.key('x', { metaKey: true })).toBe(true);
    expect(test.paintedCount).toBe(0);
    expect(test.document.items.halfStitches).toEqual([]);
    expect(test.editor.sessions.clipboard.notice).toEqual({ kind: 'cut' });
    test.undo();
    expect(test.paintedCount).toBe(4);
    expect(test.key('a')).toBe(false);
    expect(test.key('c', { ctrlKey: true, altKey: true })).toBe(false);
  });

  it('sends a free user who cuts to the premium offer (s=52), copying and clearing nothing', () => {
    const test = chart();
    test.pointerDown(1, 1).pointerUp(2, 2);
    expect(test.key('x', { ctrlKey: true })).toBe(true);
    expect(test.navigations).toEqual(['/nl/c/abc123/premium/order?s=52']);
    expect(test.paintedCount).toBe(4);
    expect(test.editor.sessions.clipboard.content()).toBeUndefined();
  });

  it('leaves keys alone without an active selection', () => {
    const test = chart();
    expect(test.key('c', { ctrlKey: true })).toBe(false);
    expect(test.key('Delete')).toBe(false);
    test.click(8, 5);
    expect(test.key('Delete')).toBe(false);
  });

  it('returns to the mode before with Escape and keeps the selection in the editing modes only', () => {
    const test = chart();
    const selection = test.editor.sessions.selection;
    test.pointerDown(1, 1).pointerUp(2, 2);
    expect(test.key('Escape')).toBe(true);
    expect(test.editor.mode).toBe('drawCells');
    expect(selection.area).toBeDefined();
    test.setTool('select').setTool('view');
    expect(selection.area).toBeUndefined();
  });

  it('cuts the selection to the grid when the chart shrinks', () => {
    const test = chart();
    const selection = test.editor.sessions.selection;
    test.pointerDown(6, 2).pointerUp(9, 5);
    test.editor.perform('removeLines', { axis: 'columns', index: 7, count: 3 });
    expect(selection.area).toEqual({ x: 6, y: 2, width: 1, height: 4 });
    test.editor.perform('removeLines', { axis: 'columns', index: 5, count: 2 });
    expect(selection.area).toBeUndefined();
  });

  it('selects and copies on a chart that can no longer be edited, but moves and empties nothing there', () => {
    const test = chart();
    const selection = test.editor.sessions.selection;
    test.pointerDown(1, 1).pointerUp(2, 2);
    test.editor.setAccess({ ...newChartAccess, hasWriteLock: false });
    expect(test.key('c', { ctrlKey: true })).toBe(true);
    expect(test.editor.sessions.clipboard.content()).toBeDefined();
    // A drag inside draws a new selection instead of moving the cells.
    test.pointerDown(1, 1).pointerMove(4, 4).pointerUp();
    expect(selection.area).toEqual({ x: 1, y: 1, width: 4, height: 4 });
    expect(test.key('Delete')).toBe(true);
    expect(selection.deleteContents()).toBe('notEditable');
    expect(test.paintedCount).toBe(4);
  });
});
