import { describe, expect, it } from 'vitest';
import { newChartAccess } from '../../document/editability';
import { TestEditor } from '../../testing/TestEditor';

const corners = [
  { within: [0.2, 0.2], left: true, top: true },
  { within: [0.8, 0.1], left: false, top: true },
  { within: [0.1, 0.9], left: true, top: false },
  { within: [0.7, 0.6], left: false, top: false },
] as const;

describe('drawHalfStitches', () => {
  it('places the triangle of the corner nearest the pointer, for all four corners', () => {
    for (const { within, left, top } of corners) {
      const editor = TestEditor.create({ columns: 4, rows: 4 });
      editor.setTool('drawHalfStitches').selectStyle(2).click(1, 2, { within });
      expect(editor.items.halfStitches, within.join()).toEqual([{ x: 1, y: 2, left, top, styleId: 2 }]);
      expect(editor.items.quarterStitches).toEqual([]);
      expect(editor.toolState).toBe('drawHalfStitches.idle');
    }
  });

  it('keeps one half stitch per corner: another style replaces it, another corner joins it', () => {
    const editor = TestEditor.create({ columns: 4, rows: 4 });
    editor.setTool('drawHalfStitches').click(0, 0, { within: [0.1, 0.1] });
    editor.click(0, 0, { within: [0.9, 0.9] });
    editor.selectStyle(3).click(0, 0, { within: [0.3, 0.2] });
    expect(editor.items.halfStitches).toEqual([
      { x: 0, y: 0, left: false, top: false, styleId: 1 },
      { x: 0, y: 0, left: true, top: true, styleId: 3 },
    ]);
    editor.undo();
    expect(editor.items.halfStitches).toEqual([
      { x: 0, y: 0, left: true, top: true, styleId: 1 },
      { x: 0, y: 0, left: false, top: false, styleId: 1 },
    ]);
  });

  it('takes a stitch away when it is clicked again in the same style (toggle), undone as one step', () => {
    const editor = TestEditor.create({ columns: 4, rows: 4 });
    editor.setTool('drawHalfStitches').click(2, 2, { within: [0.9, 0.2] });
    editor.click(2, 2, { within: [0.6, 0.4] });
    expect(editor.items.halfStitches).toEqual([]);
    editor.undo();
    expect(editor.items.halfStitches).toEqual([{ x: 2, y: 2, left: false, top: true, styleId: 1 }]);
    editor.redo();
    expect(editor.items.halfStitches).toEqual([]);
  });

  it('places the pressed corner in every cell a drag passes, gaps filled in, as one undo step', () => {
    const editor = TestEditor.create({ columns: 8, rows: 3 });
    editor.setTool('drawHalfStitches').pointerDown(0, 1, { within: [0.1, 0.8] });
    expect(editor.toolState).toBe('drawHalfStitches.placing');
    expect(editor.items.halfStitches).toHaveLength(1);
    editor.pointerMove(4, 1, { within: [0.9, 0.1] }).pointerUp(5, 1);
    expect(editor.items.halfStitches).toEqual(
      [0, 1, 2, 3, 4, 5].map((x) => ({ x, y: 1, left: true, top: false, styleId: 1 })),
    );
    expect(editor.editor.history.undoCount).toBe(1);
    editor.undo();
    expect(editor.items.halfStitches).toEqual([]);
    editor.redo();
    expect(editor.items.halfStitches).toHaveLength(6);
  });

  it('removes along a drag that starts on a stitch of the selected style, leaving other styles', () => {
    const editor = TestEditor.create({ columns: 5, rows: 1 });
    editor
      .setTool('drawHalfStitches')
      .pointerDown(0, 0, { within: [0.1, 0.1] })
      .pointerUp(4, 0);
    editor.selectStyle(2).click(2, 0, { within: [0.1, 0.1] });
    editor
      .selectStyle(1)
      .pointerDown(0, 0, { within: [0.1, 0.1] })
      .pointerMove(3, 0)
      .pointerUp();
    expect(editor.items.halfStitches).toEqual([
      { x: 4, y: 0, left: true, top: true, styleId: 1 },
      { x: 2, y: 0, left: true, top: true, styleId: 2 },
    ]);
    editor.undo();
    expect(editor.items.halfStitches).toHaveLength(5);
  });

  it('ignores cells outside the grid, and does nothing read only, without a style or with NaN input', () => {
    const editor = TestEditor.create({ columns: 3, rows: 3 });
    editor
      .setTool('drawHalfStitches')
      .pointerDown(-2, 1, { within: [0.2, 0.2] })
      .pointerMove(5, 1)
      .pointerUp();
    expect(editor.items.halfStitches.map((stitch) => stitch.x)).toEqual([0, 1, 2]);
    editor.click(1, 7, { within: [0.2, 0.2] });
    expect(editor.items.halfStitches).toHaveLength(3);

    const locked = TestEditor.create({ access: { ...newChartAccess, hasWriteLock: false } });
    locked.setTool('drawHalfStitches').click(1, 1);
    expect(locked.items.halfStitches).toEqual([]);

    const noStyle = TestEditor.create({ styles: [] });
    noStyle.setTool('drawHalfStitches').click(1, 1);
    expect(noStyle.items.halfStitches).toEqual([]);

    const notANumber = TestEditor.create();
    notANumber.setTool('drawHalfStitches').click(1, 1, { within: [Number.NaN, 0.2] });
    expect(notANumber.items.halfStitches).toEqual([]);
    expect(notANumber.toolState).toBe('drawHalfStitches.idle');
  });

  it('leaves nothing when a drag is cancelled', () => {
    const editor = TestEditor.create({ columns: 6, rows: 2 });
    editor.setTool('drawHalfStitches').pointerDown(0, 0).pointerMove(4, 0);
    expect(editor.items.halfStitches).toHaveLength(5);
    editor.editor.pointerCancel();
    expect(editor.items.halfStitches).toEqual([]);
    expect(editor.toolState).toBe('drawHalfStitches.idle');
    expect(editor.editor.history.undoCount).toBe(0);
  });
});
