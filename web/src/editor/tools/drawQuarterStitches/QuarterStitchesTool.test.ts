import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../testing/TestEditor';

describe('drawQuarterStitches', () => {
  it('places the quarter under the pointer, for all four corners, beside the half stitches', () => {
    const editor = TestEditor.create({
      columns: 4,
      rows: 4,
      items: {
        halfStitches: [{ x: 1, y: 1, left: true, top: true, styleId: 4 }],
      },
    });
    editor.setTool('drawQuarterStitches').selectStyle(2);
    editor.click(1, 1, { within: [0.1, 0.1] }).click(1, 1, { within: [0.9, 0.1] });
    editor.click(1, 1, { within: [0.1, 0.9] }).click(1, 1, { within: [0.5, 0.5] });
    expect(editor.items.quarterStitches).toEqual([
      { x: 1, y: 1, left: true, top: true, styleId: 2 },
      { x: 1, y: 1, left: false, top: true, styleId: 2 },
      { x: 1, y: 1, left: true, top: false, styleId: 2 },
      { x: 1, y: 1, left: false, top: false, styleId: 2 },
    ]);
    expect(editor.items.halfStitches).toHaveLength(1);
    expect(editor.editor.history.undoCount).toBe(4);
  });

  it('replaces a quarter of another style, toggles one of the same, and undoes and redoes each click', () => {
    const editor = TestEditor.create({ columns: 3, rows: 3 });
    editor.setTool('drawQuarterStitches').click(0, 2, { within: [0.8, 0.8] });
    editor.selectStyle(3).click(0, 2, { within: [0.6, 0.7] });
    expect(editor.items.quarterStitches).toEqual([{ x: 0, y: 2, left: false, top: false, styleId: 3 }]);
    editor.click(0, 2, { within: [0.9, 0.9] });
    expect(editor.items.quarterStitches).toEqual([]);
    editor.undo();
    expect(editor.items.quarterStitches).toEqual([{ x: 0, y: 2, left: false, top: false, styleId: 3 }]);
    editor.undo();
    expect(editor.items.quarterStitches).toEqual([{ x: 0, y: 2, left: false, top: false, styleId: 1 }]);
    editor.redo().redo();
    expect(editor.items.quarterStitches).toEqual([]);
  });

  it('places along a drag as one step and leaves nothing when cancelled', () => {
    const editor = TestEditor.create({ columns: 3, rows: 5 });
    editor
      .setTool('drawQuarterStitches')
      .pointerDown(1, 0, { within: [0.2, 0.3] })
      .pointerMove(1, 4)
      .pointerUp();
    expect(editor.items.quarterStitches.map(({ y }) => y)).toEqual([0, 1, 2, 3, 4]);
    editor.undo();
    expect(editor.items.quarterStitches).toEqual([]);
    editor.pointerDown(0, 0).pointerMove(2, 0);
    editor.setTool('drawCells');
    expect(editor.items.quarterStitches).toEqual([]);
  });
});
