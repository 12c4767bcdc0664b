import { describe, expect, it } from 'vitest';
import { newChartAccess } from '../../document/editability';
import { TestEditor } from '../../testing/TestEditor';

describe('placeOrnaments', () => {
  it('places a French knot on the nearest hole, or the centre when pressed in the middle of the cell', () => {
    const editor = TestEditor.create({ columns: 4, rows: 4 });
    editor.setTool('placeOrnaments').selectStyle(2);
    editor.click(1, 1, { within: [0.1, 0.2] });
    editor.click(1, 1, { within: [0.9, 0.1] });
    editor.click(2, 3, { within: [0.2, 0.95] });
    editor.click(3, 0, { within: [0.5, 0.6] });
    expect(editor.items.ornaments).toEqual([
      { x: 1, y: 1, kind: 'knot', styleId: 2 },
      { x: 2, y: 1, kind: 'knot', styleId: 2 },
      { x: 2, y: 4, kind: 'knot', styleId: 2 },
      { x: 3.5, y: 0.5, kind: 'knot', styleId: 2 },
    ]);
    expect(editor.editor.history.undoCount).toBe(4);
    editor.undo();
    expect(editor.items.ornaments).toHaveLength(3);
  });

  it('places beads of the session’s size on cell centres; the choice outlives the gesture and the mode', () => {
    const editor = TestEditor.create({ columns: 4, rows: 4 });
    const session = editor.editor.sessions.ornaments;
    expect(session.setKind('bead')).toBe(true);
    expect(session.setBeadSize(3)).toBe(true);
    editor.setTool('placeOrnaments').click(0, 0, { within: [0.05, 0.05] });
    editor.setTool('drawCells').setTool('placeOrnaments');
    session.setBeadSize(2);
    editor.click(2, 1, { within: [0.9, 0.9] });
    expect(editor.items.ornaments).toEqual([
      { x: 0.5, y: 0.5, kind: 'bead', sizeMm: 3, styleId: 1 },
      { x: 2.5, y: 1.5, kind: 'bead', styleId: 1 },
    ]);
    expect(session.choice).toEqual({ kind: 'bead', beadSizeMm: 2 });
  });

  it('refuses choices it does not offer', () => {
    const session = TestEditor.create().editor.sessions.ornaments;
    expect(session.setKind('button')).toBe(false);
    expect(session.setBeadSize(Number.NaN)).toBe(false);
    expect(session.setBeadSize(-1)).toBe(false);
    expect(session.setBeadSize(7)).toBe(false);
    expect(session.choice).toEqual({ kind: 'knot', beadSizeMm: 2 });
    expect(session.toggleAt({ x: 1, y: 1 }, 0)).toBe('refused');
  });

  it('takes a knot away when clicked again, replaces another kind or style, one undo step each', () => {
    const editor = TestEditor.create({ columns: 3, rows: 3 });
    const session = editor.editor.sessions.ornaments;
    editor.setTool('placeOrnaments').click(1, 1, { within: [0.5, 0.5] });
    session.setKind('bead');
    editor.click(1, 1, { within: [0.4, 0.6] });
    expect(editor.items.ornaments).toEqual([{ x: 1.5, y: 1.5, kind: 'bead', styleId: 1 }]);
    editor.click(1, 1);
    expect(editor.items.ornaments).toEqual([]);
    editor.undo();
    expect(editor.items.ornaments).toEqual([{ x: 1.5, y: 1.5, kind: 'bead', styleId: 1 }]);
    editor.undo();
    expect(editor.items.ornaments).toEqual([{ x: 1.5, y: 1.5, kind: 'knot', styleId: 1 }]);
    editor.redo().redo();
    expect(editor.items.ornaments).toEqual([]);
  });

  it('places nothing outside the grid, read only, without a style, or when the press is cancelled', () => {
    const editor = TestEditor.create({ columns: 3, rows: 3 });
    editor.setTool('placeOrnaments').click(-1, 1).click(3, 0).click(0, 9);
    expect(editor.items.ornaments).toEqual([]);
    editor.pointerDown(1, 1);
    expect(editor.toolState).toBe('placeOrnaments.pressing');
    editor.editor.pointerCancel();
    expect(editor.toolState).toBe('placeOrnaments.idle');
    expect(editor.items.ornaments).toEqual([]);

    const locked = TestEditor.create({ access: { ...newChartAccess, locked: true } });
    locked.setTool('placeOrnaments').click(1, 1);
    expect(locked.items.ornaments).toEqual([]);
    const noStyle = TestEditor.create({ styles: [] });
    noStyle.setTool('placeOrnaments').click(1, 1);
    expect(noStyle.items.ornaments).toEqual([]);
  });
});
