import { describe, expect, it } from 'vitest';
import { newChartAccess } from '../../document/editability';
import { TestEditor } from '../../testing/TestEditor';

function linesEditor(options: Parameters<typeof TestEditor.create>[0] = {}): TestEditor {
  return TestEditor.create({ columns: 10, rows: 8, mode: 'drawLines', ...options });
}

const draftOf = (test: TestEditor) => {
  const draft = test.editor.sessions.lines.draft;
  return draft && `${draft.x1},${draft.y1}-${draft.x2},${draft.y2}:${draft.styleId}`;
};

describe('drawLines: drawing', () => {
  it('draws one line from press to release in the selected style, as one undo step', () => {
    const test = linesEditor();
    test.selectStyle(2).pointerDownAt(1, 1).pointerMoveAt(3, 1);
    expect(test.toolState).toBe('drawLines.drawing');
    expect(draftOf(test)).toBe('1,1-3,1:2');
    expect(test.lines).toEqual([]);
    test.pointerMoveAt(4, 3).pointerUpAt(4, 3);
    expect(test.lines).toEqual(['1,1-4,3:2']);
    expect(draftOf(test)).toBeUndefined();
    expect(test.toolState).toBe('drawLines.idle');
    expect(test.editor.history.undoCount).toBe(1);
    test.undo();
    expect(test.lines).toEqual([]);
    test.redo();
    expect(test.lines).toEqual(['1,1-4,3:2']);
  });

  it('snaps the pointer to the nearest corner', () => {
    const test = linesEditor();
    // Near the top-left corner of cell (2, 2), then near the bottom-right corner of cell (5, 3).
    test.pointerDown(2, 2, { within: [0.3, 0.2] }).pointerUp(5, 3, { within: [0.8, 0.6] });
    expect(test.lines).toEqual(['2,2-6,4:1']);
    // The centre of a cell is not a lattice point without the setting: it goes to a corner.
    test.pointerDownAt(1.5, 1.5).pointerUpAt(7, 1);
    expect(test.lines[1]).toBe('2,2-7,1:1');
  });

  it('snaps to cell centres too when gridCustomLinesSnap is below 1', () => {
    const test = linesEditor({ settings: { gridCustomLinesSnap: 0 } });
    test.pointerDownAt(1.5, 1.5).pointerUp(4, 2, { within: [0.45, 0.6] });
    test.pointerDown(6, 6, { within: [0.1, 0.1] }).pointerUp(8, 6, { within: [0.9, 0.2] });
    expect(test.lines).toEqual(['1.5,1.5-4.5,2.5:1', '6,6-9,6:1']);
  });

  it('keeps lines inside the grid: no start outside it, an end beyond an edge goes onto it', () => {
    const test = linesEditor();
    test.pointerDown(-3, 2).pointerMove(2, 2).pointerUp(2, 2);
    expect(test.lines).toEqual([]);
    expect(test.toolState).toBe('drawLines.idle');
    test.pointerDownAt(8, 2).pointerMove(25, -4).pointerUp(25, -4);
    expect(test.lines).toEqual(['8,2-10,0:1']);
    // Just beyond the edge still snaps onto it.
    test.pointerDown(-1, 0, { within: [0.8, 0.1] }).pointerUpAt(0, 8);
    expect(test.lines[1]).toBe('0,0-0,8:1');
  });

  it('leaves nothing when a drag is cancelled (pointer lost, Escape, another mode)', () => {
    const test = linesEditor();
    test.pointerDownAt(1, 1).pointerMoveAt(5, 1);
    test.editor.pointerCancel();
    expect(draftOf(test)).toBeUndefined();
    test.pointerDownAt(1, 1).pointerMoveAt(5, 1);
    expect(test.key('Escape')).toBe(true);
    expect(test.editor.mode).toBe('drawLines');
    test.pointerUpAt(5, 1);
    test.pointerDownAt(1, 1).pointerMoveAt(5, 1).setTool('drawCells');
    expect(draftOf(test)).toBeUndefined();
    expect(test.lines).toEqual([]);
    expect(test.editor.history.undoCount).toBe(0);
  });

  it('draws a polyline click by click, each line one undo step; Escape ends it', () => {
    const test = linesEditor();
    test.clickAt(1, 1);
    expect(test.toolState).toBe('drawLines.polyline');
    expect(draftOf(test)).toBe('1,1-1,1:1');
    test.hoverAt(3, 2);
    expect(draftOf(test)).toBe('1,1-3,2:1');
    test.clickAt(4, 1).clickAt(4, 5);
    expect(test.lines).toEqual(['1,1-4,1:1', '4,1-4,5:1']);
    expect(draftOf(test)).toBe('4,5-4,5:1');
    expect(test.key('Escape')).toBe(true);
    expect(draftOf(test)).toBeUndefined();
    expect(test.toolState).toBe('drawLines.idle');
    expect(test.lines).toHaveLength(2);
    test.undo();
    expect(test.lines).toEqual(['1,1-4,1:1']);
  });

  it('ends a polyline with a double click, and a double click alone draws nothing', () => {
    const test = linesEditor();
    test.clickAt(2, 2).clickAt(6, 2).doubleClickAt(6, 6);
    expect(test.lines).toEqual(['2,2-6,2:1', '6,2-6,6:1']);
    expect(test.toolState).toBe('drawLines.idle');
    test.doubleClickAt(8, 8);
    expect(test.lines).toHaveLength(2);
    expect(draftOf(test)).toBeUndefined();
  });

  it('ends a polyline on undo and on leaving the mode, keeping the lines already added', () => {
    const test = linesEditor();
    test.clickAt(1, 1).clickAt(3, 1).hoverAt(5, 5);
    test.undo();
    expect(test.toolState).toBe('drawLines.idle');
    expect(test.lines).toEqual([]);
    test.clickAt(1, 1).clickAt(3, 1).setTool('erase');
    expect(draftOf(test)).toBeUndefined();
    expect(test.lines).toEqual(['1,1-3,1:1']);
  });

  it('draws nothing on a chart that cannot be edited or with no style to draw with', () => {
    const locked = linesEditor({ access: { ...newChartAccess, hasWriteLock: false } });
    locked.pointerDownAt(1, 1).pointerUpAt(3, 3);
    expect(locked.lines).toEqual([]);
    const empty = linesEditor({ styles: [] });
    empty.pointerDownAt(1, 1).pointerUpAt(3, 3);
    expect(empty.lines).toEqual([]);
    expect(empty.editor.history.undoCount).toBe(0);
  });
});

describe('drawLines: picking, moving, restyling, erasing', () => {
  const items = {
    customLines: [
      { x1: 1, y1: 1, x2: 5, y2: 1, styleId: 1 },
      { x1: 3, y1: 0, x2: 3, y2: 4, styleId: 2 },
    ],
  };

  function picking(options: Parameters<typeof TestEditor.create>[0] = {}): TestEditor {
    const test = linesEditor({ items, ...options });
    test.editor.sessions.lines.setAction('select');
    return test;
  }

  it('picks the topmost line near the pointer and lets go beside every line', () => {
    const test = picking();
    test.clickAt(2, 1.1);
    expect(test.editor.sessions.lines.selected?.index).toBe(0);
    // Where both lines cross, the one drawn last is on top.
    test.clickAt(3, 1);
    expect(test.editor.sessions.lines.selected?.index).toBe(1);
    test.clickAt(7, 6);
    expect(test.editor.sessions.lines.selected).toBeUndefined();
    expect(test.editor.history.undoCount).toBe(0);
  });

  it('drags the picked line from lattice point to lattice point, kept inside the grid, one undo step', () => {
    const test = picking();
    test.pointerDownAt(2, 1).pointerMoveAt(4, 3);
    expect(test.toolState).toBe('drawLines.moving');
    expect(test.editor.sessions.lines.moving?.line).toMatchObject({ x1: 3, y1: 3, x2: 7, y2: 3 });
    expect(test.lines[0]).toBe('1,1-5,1:1');
    test.pointerMoveAt(20, 30).pointerUpAt(20, 30);
    expect(test.lines[0]).toBe('6,8-10,8:1');
    expect(test.editor.sessions.lines.moving).toBeUndefined();
    expect(test.editor.sessions.lines.selected?.line).toMatchObject({ x1: 6, x2: 10 });
    expect(test.editor.history.undoCount).toBe(1);
    test.undo();
    expect(test.lines[0]).toBe('1,1-5,1:1');
    test.redo();
    expect(test.lines[0]).toBe('6,8-10,8:1');
  });

  it('puts a dragged line back when the drag is cancelled', () => {
    const test = picking();
    test.pointerDownAt(3, 3).pointerMoveAt(5, 3);
    test.key('Escape');
    expect(test.editor.sessions.lines.moving).toBeUndefined();
    expect(test.lines).toEqual(['1,1-5,1:1', '3,0-3,4:2']);
    expect(test.editor.sessions.lines.selected?.index).toBe(1);
  });

  it('erases the picked line with Delete or Backspace, and undo brings it back', () => {
    const test = picking();
    test.clickAt(2, 1);
    expect(test.key('Delete')).toBe(true);
    expect(test.lines).toEqual(['3,0-3,4:2']);
    expect(test.editor.sessions.lines.selected).toBeUndefined();
    test.clickAt(3, 2);
    expect(test.key('Backspace')).toBe(true);
    expect(test.lines).toEqual([]);
    test.undo().undo();
    expect(test.lines).toEqual(['1,1-5,1:1', '3,0-3,4:2']);
    // Nothing picked: the keys are left alone.
    expect(test.key('Delete')).toBe(false);
  });

  it('moves the picked line with the arrows; Escape lets go of it', () => {
    const test = picking();
    test.clickAt(3, 2);
    test.key('ArrowRight');
    test.key('ArrowDown');
    test.key('ArrowUp');
    test.key('ArrowUp');
    expect(test.lines[1]).toBe('4,0-4,4:2');
    expect(test.key('Escape')).toBe(true);
    expect(test.editor.sessions.lines.selected).toBeUndefined();
    expect(test.key('ArrowLeft')).toBe(false);
    // The second Escape is the editor's: back to drawing cells.
    test.key('Escape');
    expect(test.editor.mode).toBe('drawCells');
  });

  it('restyles the picked line with the style chosen in the palette, as one undo step', () => {
    const test = picking();
    test.clickAt(2, 1).selectStyle(3);
    expect(test.lines[0]).toBe('1,1-5,1:3');
    // Choosing the style that is already selected still restyles (the user chose it for the line).
    test.clickAt(3, 3).selectStyle(3);
    expect(test.lines[1]).toBe('3,0-3,4:3');
    test.undo();
    expect(test.lines[1]).toBe('3,0-3,4:2');
    expect(test.editor.sessions.lines.restyleSelected(99)).toBe('refused');
  });

  it('does not restyle lines while drawing, and lets go of the picked line on leaving the mode', () => {
    const test = picking();
    test.clickAt(2, 1);
    test.editor.sessions.lines.setAction('draw');
    expect(test.editor.sessions.lines.selected).toBeUndefined();
    test.selectStyle(4);
    test.editor.sessions.lines.setAction('select');
    test.clickAt(2, 1).setTool('drawCells').selectStyle(2);
    expect(test.lines).toEqual(['1,1-5,1:1', '3,0-3,4:2']);
    expect(test.editor.sessions.lines.selected).toBeUndefined();
  });

  it('lets go of the picked line when undo takes it away', () => {
    const test = picking();
    test.editor.sessions.lines.setAction('draw');
    test.pointerDownAt(0, 7).pointerUpAt(9, 7);
    test.editor.sessions.lines.setAction('select');
    test.clickAt(5, 7);
    expect(test.editor.sessions.lines.selected?.index).toBe(2);
    test.undo();
    expect(test.editor.sessions.lines.selected).toBeUndefined();
  });
});

describe('erase and custom lines', () => {
  const items = {
    customLines: [
      { x1: 2, y1: 0, x2: 2, y2: 4, styleId: 1 },
      { x1: 0, y1: 3, x2: 6, y2: 3, styleId: 2 },
    ],
  };

  it('takes away the lines a freehand stroke passes, with its cells as one undo step', () => {
    const test = TestEditor.create({ columns: 6, rows: 4, items });
    test.pointerDown(0, 1).pointerMove(4, 1).pointerUp();
    test.setTool('erase').pointerDown(0, 1).pointerMove(3, 1);
    // Hidden while the stroke lasts, still in the chart.
    expect([...test.editor.sessions.lines.erasing]).toEqual([0]);
    expect(test.lines).toHaveLength(2);
    test.pointerUp();
    expect(test.lines).toEqual(['0,3-6,3:2']);
    expect(test.row(1)).toBe('....1.');
    expect(test.editor.history.undoCount).toBe(2);
    test.undo();
    expect(test.lines).toHaveLength(2);
    expect(test.row(1)).toBe('11111.');
  });

  it('takes the lines and the part stitches of one stroke away together, and one undo brings both back', () => {
    const test = TestEditor.create({
      columns: 6,
      rows: 4,
      mode: 'erase',
      items: {
        ...items,
        halfStitches: [{ x: 1, y: 1, left: true, top: true, styleId: 1 }],
        ornaments: [{ x: 5.5, y: 0.5, kind: 'bead', styleId: 2 }],
      },
    });
    test.pointerDown(0, 1).pointerMove(4, 1).pointerUp();
    expect(test.items.customLines).toEqual([items.customLines[1]]);
    expect(test.items.halfStitches).toEqual([]);
    expect(test.items.ornaments).toHaveLength(1);
    expect(test.editor.history.undoCount).toBe(1);
    test.undo();
    expect(test.items.customLines).toEqual(items.customLines);
    expect(test.items.halfStitches).toHaveLength(1);
  });

  it('erases lines even over empty cells, and a cancelled stroke erases nothing', () => {
    const test = TestEditor.create({ columns: 6, rows: 4, items, mode: 'erase' });
    test.pointerDown(1, 2).pointerMove(1, 3);
    test.editor.pointerCancel();
    expect(test.editor.sessions.lines.erasing.size).toBe(0);
    expect(test.lines).toHaveLength(2);
    test.pointerDown(1, 2).pointerMove(1, 3).pointerUp();
    expect(test.lines).toEqual(['2,0-2,4:1']);
    test.undo();
    expect(test.lines).toHaveLength(2);
  });

  it('leaves lines alone with the rectangle and fill shapes', () => {
    const test = TestEditor.create({ columns: 6, rows: 4, items, mode: 'erase' });
    test.setShape('rectangle').pointerDown(0, 0).pointerUp(5, 3);
    test.setShape('fill').click(1, 1);
    expect(test.lines).toHaveLength(2);
  });
});
