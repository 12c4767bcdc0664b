import { describe, expect, it } from 'vitest';
import { newChartAccess } from '../../document/editability';
import { TestEditor } from '../../testing/TestEditor';
import type { PreviewLayer } from '../../document/previewLayer';

/** A 2 × 2 block of style 2 with a transparent corner, at (x, y). */
function block(x: number, y: number): PreviewLayer {
  return { x, y, columnCount: 2, rowCount: 2, cells: Uint8Array.of(2, 2, 2, 0) };
}

/** A premium user's editor showing the block (moving, turning and mirroring a paste are premium edits). */
function showing(x = 4, y = 4, premium = true): TestEditor {
  const test = TestEditor.create({ columns: 10, rows: 10, premium, chartId: 'abc123' });
  test.editor.sessions.preview.show(block(x, y));
  return test;
}

describe('the preview tool’s keys', () => {
  it('moves the layer with the arrow keys, 10 cells with Shift, and keeps it inside the chart', () => {
    const test = showing();
    const preview = test.editor.sessions.preview;
    expect(test.toolState).toBe('preview.idle');
    expect(test.key('ArrowRight')).toBe(true);
    expect(test.key('ArrowUp')).toBe(true);
    expect(preview.layer).toMatchObject({ x: 5, y: 3 });
    test.key('ArrowDown', { shiftKey: true });
    expect(preview.layer).toMatchObject({ x: 5, y: 8 });
    test.key('ArrowLeft', { shiftKey: true });
    expect(preview.layer).toMatchObject({ x: 0, y: 8 });
    expect(test.paintedCount).toBe(0);
  });

  it('places the layer with Enter as one undo step and goes on drawing', () => {
    const test = showing(1, 1);
    expect(test.key('Enter')).toBe(true);
    expect(test.editor.mode).toBe('drawCells');
    expect(test.editor.sessions.preview.layer).toBeUndefined();
    expect([test.row(1), test.row(2)]).toEqual(['.22.......', '.2........']);
    test.undo();
    expect(test.paintedCount).toBe(0);
    test.redo();
    expect(test.paintedCount).toBe(3);
  });

  it('drops the layer with Escape, leaving the chart as it was', () => {
    const test = showing();
    expect(test.key('Escape')).toBe(true);
    expect(test.editor.sessions.preview.layer).toBeUndefined();
    expect(test.editor.mode).toBe('drawCells');
    expect(test.paintedCount).toBe(0);
    expect(test.editor.canUndo).toBe(false);
  });

  it('leaves other keys to the editor: digits pick a style, ctrl+arrows and Escape without a layer', () => {
    const test = showing();
    expect(test.key('3')).toBe(true);
    expect(test.document.palette.selectedStyleId).toBe(3);
    expect(test.key('ArrowLeft', { ctrlKey: true })).toBe(false);
    expect(test.editor.sessions.preview.layer).toMatchObject({ x: 4, y: 4 });
    expect(test.key('a')).toBe(false);
    const empty = TestEditor.create({ mode: 'preview' });
    expect(empty.key('ArrowLeft')).toBe(false);
    expect(empty.key('Escape')).toBe(true);
    expect(empty.editor.mode).toBe('drawCells');
  });

  it('puts a dragged layer back when the drag is cancelled, and forgets it when the mode changes', () => {
    const test = showing();
    test.pointerDown(4, 4).pointerMove(6, 7);
    expect(test.toolState).toBe('preview.dragging');
    expect(test.editor.sessions.preview.layer).toMatchObject({ x: 6, y: 7 });
    test.editor.pointerCancel();
    expect(test.editor.sessions.preview.layer).toMatchObject({ x: 4, y: 4 });
    test.setTool('scroll');
    expect(test.editor.sessions.preview.layer).toBeUndefined();
  });

  it('shows nothing on a chart that cannot be edited', () => {
    const test = TestEditor.create({ mode: 'view', access: { ...newChartAccess, locked: true } });
    expect(test.editor.sessions.preview.show(block(0, 0))).toBe(false);
    expect(test.editor.mode).toBe('view');
    expect(test.key('Enter')).toBe(false);
  });

  it('turns the layer with R around its middle and mirrors it with M, in its place', () => {
    const test = showing(4, 4);
    const preview = test.editor.sessions.preview;
    expect(test.key('r')).toBe(true);
    // 2 × 2 around (5, 5): the same place; the transparent corner went from bottom-right to bottom-left.
    expect(preview.layer).toMatchObject({ x: 4, y: 4, columnCount: 2, rowCount: 2, rotateX: 5, rotateY: 5 });
    expect([...(preview.layer?.cells ?? [])]).toEqual([2, 2, 0, 2]);
    expect(test.key('M')).toBe(true);
    expect([...(preview.layer?.cells ?? [])]).toEqual([2, 2, 2, 0]);
    expect(test.navigations).toEqual([]);
    expect(test.paintedCount).toBe(0);
  });

  it('sends a free user who moves, turns or mirrors a pasted layer to the premium offer, changing nothing', () => {
    const test = showing(4, 4, false);
    const preview = test.editor.sessions.preview;
    const before = preview.layer;
    expect(test.key('ArrowRight')).toBe(true);
    expect(test.key('r')).toBe(true);
    expect(test.key('m')).toBe(true);
    test.pointerDown(4, 4).pointerMove(6, 6);
    expect(test.toolState).toBe('preview.idle');
    test.pointerMove(7, 7).pointerUp();
    expect(preview.layer).toBe(before);
    expect(test.navigations).toEqual([
      '/nl/c/abc123/premium/order?s=55',
      '/nl/c/abc123/premium/order?s=43',
      '/nl/c/abc123/premium/order?s=18',
      '/nl/c/abc123/premium/order?s=55',
    ]);
    // Placing it where it is stays free.
    expect(test.key('Enter')).toBe(true);
    expect(test.paintedCount).toBe(3);
  });

  it('drops the layer on undo and goes back to drawing, leaving the chart’s history alone (spec §4)', () => {
    const test = showing(1, 1);
    test.editor.setMode('drawCells');
    test.click(9, 9);
    test.editor.sessions.preview.show(block(1, 1));
    expect(test.editor.canUndo).toBe(true);
    expect(test.editor.canRedo).toBe(false);
    test.undo();
    expect(test.editor.mode).toBe('drawCells');
    expect(test.editor.sessions.preview.layer).toBeUndefined();
    expect(test.cellAt(9, 9)).toBe(1);
    test.undo();
    expect(test.cellAt(9, 9)).toBe(0);
  });
});
