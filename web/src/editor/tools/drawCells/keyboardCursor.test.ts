import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../testing/TestEditor';
import { cursorKeyAction } from './keyboardCursor';

const size = { columnCount: 5, rowCount: 4 };
const hidden = { x: 0, y: 0, visible: false };

describe('the keyboard cursor (rules)', () => {
  it('shows itself on the first arrow, then moves a cell, or ten with shift, never off the grid', () => {
    expect(cursorKeyAction({ key: 'ArrowRight', onGrid: true }, hidden, size)).toEqual({
      type: 'move',
      cursor: { x: 0, y: 0, visible: true },
    });
    const shown = { x: 1, y: 1, visible: true };
    expect(cursorKeyAction({ key: 'ArrowRight', onGrid: true }, shown, size)).toMatchObject({
      cursor: { x: 2, y: 1 },
    });
    expect(cursorKeyAction({ key: 'ArrowDown', shiftKey: true, onGrid: true }, shown, size)).toMatchObject({
      cursor: { x: 1, y: 3 },
    });
    expect(
      cursorKeyAction({ key: 'ArrowLeft', onGrid: true }, { x: 0, y: 0, visible: true }, size),
    ).toMatchObject({
      cursor: { x: 0, y: 0 },
    });
    // A cursor saved on a bigger grid comes back inside this one.
    expect(
      cursorKeyAction({ key: 'ArrowUp', onGrid: true }, { x: 40, y: 40, visible: true }, size),
    ).toMatchObject({
      cursor: { x: 4, y: 2 },
    });
  });

  it('leaves keys alone away from the grid, with a modifier, or while hidden', () => {
    expect(cursorKeyAction({ key: 'ArrowRight' }, hidden, size)).toBeUndefined();
    expect(cursorKeyAction({ key: 'ArrowRight', ctrlKey: true, onGrid: true }, hidden, size)).toBeUndefined();
    expect(cursorKeyAction({ key: 'Enter', onGrid: true }, hidden, size)).toBeUndefined();
    expect(cursorKeyAction({ key: 'Escape', onGrid: true }, hidden, size)).toBeUndefined();
    expect(cursorKeyAction({ key: 'a', onGrid: true }, { x: 1, y: 1, visible: true }, size)).toBeUndefined();
  });
});

describe('the keyboard cursor in the drawing modes', () => {
  it('draws with Space or Enter where the arrows took it, one undo step each; Escape hides it', () => {
    const editor = TestEditor.create({ columns: 6, rows: 3 });
    editor.setTool('drawCells');
    expect(editor.key('ArrowRight', { onGrid: true })).toBe(true);
    editor.key('ArrowRight', { onGrid: true });
    editor.key('ArrowDown', { onGrid: true });
    expect(editor.editor.document.meta.gridSettings.cursor).toEqual({ x: 1, y: 1, visible: true });
    expect(editor.key(' ', { onGrid: true })).toBe(true);
    expect(editor.row(1)).toBe('.1....');
    editor.key('ArrowRight', { onGrid: true });
    editor.key('Enter', { onGrid: true });
    expect(editor.row(1)).toBe('.11...');
    expect(editor.editor.history.undoCount).toBe(2);
    editor.undo();
    expect(editor.row(1)).toBe('.1....');
    // Space no longer switches to scrolling while the cursor shows; Escape hides it and Space scrolls again.
    expect(editor.editor.mode).toBe('drawCells');
    expect(editor.key('Escape', { onGrid: true })).toBe(true);
    expect(editor.editor.document.meta.gridSettings.cursor.visible).toBe(false);
    editor.key(' ', { onGrid: true });
    expect(editor.editor.mode).toBe('scroll');
  });

  it('erases with the eraser, and does nothing on a chart that cannot be edited', () => {
    const editor = TestEditor.create({ columns: 3, rows: 1 });
    editor.click(0, 0).setTool('erase');
    editor.key('ArrowLeft', { onGrid: true });
    editor.key('Enter', { onGrid: true });
    expect(editor.row(0)).toBe('...');
    editor.setTool('view');
    expect(editor.key('ArrowLeft', { onGrid: true })).toBe(false);
  });
});
