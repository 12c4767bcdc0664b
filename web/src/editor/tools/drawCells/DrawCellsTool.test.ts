import { createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { newChartAccess } from '../../document/editability';
import { TestEditor, testStyles } from '../../testing/TestEditor';

describe('drawCells', () => {
  it('paints the selected style on click, and undo/redo take it back and forth', () => {
    const editor = TestEditor.create();
    editor.setTool('drawCells').pointerDown(3, 4).pointerUp();
    expect(editor.cellAt(3, 4)).toBe(1);
    expect(editor.toolState).toBe('drawCells.idle');
    editor.undo();
    expect(editor.cellAt(3, 4)).toBe(0);
    editor.redo();
    expect(editor.cellAt(3, 4)).toBe(1);
  });

  it('paints every cell a drag passes as one undo step, without gaps', () => {
    const editor = TestEditor.create({ columns: 10, rows: 3 });
    editor.selectStyle(2).pointerDown(0, 1).pointerMove(2, 1);
    expect(editor.toolState).toBe('drawCells.painting');
    editor.pointerMove(7, 1).pointerUp();
    expect(editor.row(1)).toBe('22222222..');
    expect(editor.editor.history.undoCount).toBe(1);
    editor.undo();
    expect(editor.paintedCount).toBe(0);
  });

  it('draws a straight line with shift, snapping to 45°, and from the last cell on shift-click', () => {
    const editor = TestEditor.create({ columns: 6, rows: 6 });
    editor
      .pointerDown(0, 0)
      .pointerMove(3, 1, { shift: true })
      .pointerMove(4, 3, { shift: true })
      .pointerUp();
    expect([0, 1, 2, 3, 4].map((index) => editor.cellAt(index, index))).toEqual([1, 1, 1, 1, 1]);
    expect(editor.paintedCount).toBe(5);
    editor.click(3, 5, { shift: true });
    expect(editor.row(4)).toBe('....1.');
    expect(editor.row(5)).toBe('...1..');
  });

  it('drags a rectangle, showing it while dragging', () => {
    const editor = TestEditor.create({ columns: 6, rows: 4 });
    editor.setShape('rectangle').pointerDown(1, 1).pointerMove(4, 3);
    expect(editor.paintedCount).toBe(12);
    editor.pointerMove(2, 2);
    expect(editor.paintedCount).toBe(4);
    editor.pointerUp(3, 2);
    expect(editor.row(0)).toBe('......');
    expect(editor.row(1)).toBe('.111..');
    expect(editor.row(2)).toBe('.111..');
    editor.undo();
    expect(editor.paintedCount).toBe(0);
  });

  it('flood-fills a region with the fill shape', () => {
    const editor = TestEditor.create({ columns: 5, rows: 3 });
    editor.setShape('rectangle').pointerDown(2, 0).pointerUp(2, 2);
    editor.setShape('fill').selectStyle(3).click(0, 0);
    expect(editor.row(0)).toBe('331..');
    expect(editor.row(2)).toBe('331..');
    editor.undo();
    expect(editor.row(0)).toBe('..1..');
  });

  it('fills on double click only with the gridDrawCellsMagic setting', () => {
    const magic = TestEditor.create({ columns: 4, rows: 2 });
    magic.doubleClick(0, 0);
    expect(magic.paintedCount).toBe(8);
    const plain = TestEditor.create({ columns: 4, rows: 2, settings: { gridDrawCellsMagic: false } });
    plain.doubleClick(0, 0);
    expect(plain.paintedCount).toBe(1);
  });

  it('clears cells of the same style with clearDrawWithSameStyle', () => {
    const editor = TestEditor.create({ columns: 4, rows: 1, settings: { clearDrawWithSameStyle: true } });
    editor.pointerDown(0, 0).pointerMove(3, 0).pointerUp();
    expect(editor.row(0)).toBe('1111');
    editor.pointerDown(1, 0).pointerMove(2, 0).pointerUp();
    expect(editor.row(0)).toBe('1..1');
    const off = TestEditor.create({ columns: 2, rows: 1 });
    off.click(0, 0).click(0, 0);
    expect(off.row(0)).toBe('1.');
  });

  it('ignores cells outside the grid and paints nothing when not editable', () => {
    const editor = TestEditor.create({ columns: 3, rows: 3 });
    editor.pointerDown(-1, 1).pointerMove(5, 1).pointerUp();
    expect(editor.row(1)).toBe('111');
    const locked = TestEditor.create({ access: { ...newChartAccess, hasWriteLock: false } });
    locked.click(1, 1);
    expect(locked.paintedCount).toBe(0);
    const viewing = TestEditor.create({ mode: 'view' });
    viewing.click(1, 1);
    expect(viewing.paintedCount).toBe(0);
  });

  it('paints the default style (empty) when the selected style is not in the palette', () => {
    const editor = TestEditor.create({ columns: 2, rows: 1 });
    editor.click(0, 0);
    expect(editor.editor.drawCell(1, 0, 77)).toBe(false);
    expect(editor.editor.drawCell(0, 0, 77)).toBe(true);
    expect(editor.row(0)).toBe('..');
    expect(editor.editor.drawCell(1, 0, 2)).toBe(true);
    expect(editor.editor.drawCell(1.5, 0, 2)).toBe(false);
    expect(editor.editor.drawCell(-1, 0, 2)).toBe(false);
    expect(editor.row(0)).toBe('.2');
  });

  it('places multi-cell symbols across their cells, shifted left in right-to-left rows', () => {
    const styles = [...testStyles(), createPaletteStyle(5, { symbolId: 'cable-2-2-right' })];
    const editor = TestEditor.create({ columns: 8, rows: 1, styles, symbolCells: { 'cable-2-2-right': 4 } });
    editor.selectStyle(5).click(5, 0);
    // New charts have direction2 rightToLeft: the symbol ends at the clicked cell.
    expect(editor.row(0)).toBe('..5555..');
    editor.click(1, 0);
    expect(editor.row(0)).toBe('..5555..');
    const leftToRight = TestEditor.create({
      columns: 8,
      rows: 1,
      styles,
      symbolCells: { 'cable-2-2-right': 4 },
    });
    leftToRight.document.setGridSettings({
      ...leftToRight.document.meta.gridSettings,
      direction2: 'leftToRight',
    });
    leftToRight.selectStyle(5).pointerDown(0, 0).pointerMove(7, 0).pointerUp();
    expect(leftToRight.row(0)).toBe('55555555');
  });
});

describe('erase', () => {
  it('empties cells with the same shapes', () => {
    const editor = TestEditor.create({ columns: 4, rows: 2 });
    editor.setShape('fill').click(0, 0);
    editor.setTool('erase').setShape('freehand').pointerDown(0, 0).pointerMove(2, 0).pointerUp();
    expect(editor.row(0)).toBe('...1');
    editor.setShape('rectangle').pointerDown(3, 0).pointerUp(3, 1);
    expect(editor.row(1)).toBe('111.');
    editor.undo().undo();
    expect(editor.paintedCount).toBe(8);
  });
});

describe('scroll', () => {
  it('pans the view by dragging, and cancelling a drawing gesture reverts it', () => {
    const editor = TestEditor.create({ columns: 400, rows: 400 });
    editor.setTool('scroll');
    const { x, y } = editor.editor.pointOfCell(10, 10);
    editor.editor.pointerDown(x, y);
    editor.editor.pointerMove(x - 50, y - 30);
    editor.editor.pointerUp(x - 60, y - 40);
    expect(editor.editor.camera.scrollX).toBe(60);
    expect(editor.editor.camera.scrollY).toBe(40);
    editor.setTool('drawCells').pointerDown(1, 1).pointerMove(5, 1);
    editor.editor.pointerCancel();
    expect(editor.paintedCount).toBe(0);
    expect(editor.toolState).toBe('drawCells.idle');
  });
});

describe('erase and the items of a cell', () => {
  const items = {
    halfStitches: [
      { x: 1, y: 0, left: true, top: true, styleId: 1 },
      { x: 3, y: 0, left: false, top: false, styleId: 2 },
    ],
    quarterStitches: [{ x: 2, y: 1, left: true, top: false, styleId: 3 }],
    ornaments: [
      { x: 2, y: 1, kind: 'knot' as const, styleId: 1 },
      { x: 3.5, y: 1.5, kind: 'bead' as const, styleId: 2 },
    ],
  };

  it('takes away the part stitches, knots and beads of the cells it passes, empty cells included', () => {
    const editor = TestEditor.create({ columns: 4, rows: 2, items });
    editor.setTool('erase').pointerDown(0, 0).pointerMove(1, 0);
    expect(editor.items.halfStitches).toEqual([items.halfStitches[1]]);
    // The knot on the corner of cell (1, 0) goes with it; the bead in cell (3, 1) stays.
    expect(editor.items.ornaments).toEqual([items.ornaments[1]]);
    editor.pointerUp();
    expect(editor.items.quarterStitches).toEqual(items.quarterStitches);
    expect(editor.editor.history.undoCount).toBe(1);
    editor.undo();
    expect(editor.items).toMatchObject(items);
    editor.redo();
    expect(editor.items.halfStitches).toEqual([items.halfStitches[1]]);
  });

  it('erases the items of a rectangle and a fill, and a cancelled stroke puts them back', () => {
    const editor = TestEditor.create({ columns: 4, rows: 2, items });
    editor.setTool('erase').setShape('rectangle').pointerDown(0, 0).pointerMove(3, 1);
    expect(editor.items.ornaments).toEqual([]);
    editor.pointerMove(1, 0);
    expect(editor.items.ornaments).toEqual([items.ornaments[1]]);
    editor.editor.pointerCancel();
    expect(editor.items).toMatchObject(items);
    editor.setShape('fill').click(0, 0);
    expect(editor.items.halfStitches).toEqual([]);
    expect(editor.items.quarterStitches).toEqual([]);
    expect(editor.items.ornaments).toEqual([]);
    editor.undo();
    expect(editor.items).toMatchObject(items);
  });

  it('drawing cells leaves the items where they are', () => {
    const editor = TestEditor.create({ columns: 4, rows: 2, items });
    editor.setShape('fill').click(0, 0);
    expect(editor.items).toMatchObject(items);
  });
});
