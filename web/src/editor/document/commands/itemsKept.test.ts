/**
 * Lines, part stitches, knots and beads stay with their cells and inside the grid through every command that
 * changes the grid or the palette (issue 23: a chart imported with backstitch stopped saving once a row was
 * removed, and inserting or removing rows at the top or left shifted them against the cells).
 */
import { describe, expect, it } from 'vitest';
import { stateFromDocument } from '../chartState';
import type { GridItems } from '../gridItems';
import { itemsInsideGrid } from '../itemsOnResize';
import { TestEditor } from '../../testing/TestEditor';

/** A 6 × 5 chart: cell (2, 3) painted with style 2, with a backstitch outline, a half stitch and a knot on it. */
function chartWithItems(): TestEditor {
  const test = TestEditor.create({
    columns: 6,
    rows: 5,
    items: {
      // The outline of cell (2, 3), and a line along the bottom edge of the chart.
      customLines: [
        { x1: 2, y1: 3, x2: 3, y2: 3, styleId: 3 },
        { x1: 3, y1: 3, x2: 3, y2: 4, styleId: 3 },
        { x1: 0, y1: 5, x2: 6, y2: 5, styleId: 4 },
      ],
      halfStitches: [{ x: 2, y: 3, left: true, top: true, styleId: 1 }],
      quarterStitches: [{ x: 5, y: 4, left: false, top: false, styleId: 1 }],
      ornaments: [{ x: 2.5, y: 3.5, kind: 'knot', styleId: 3 }],
    },
  });
  test.selectStyle(2).click(2, 3);
  return test;
}

/** What the server refuses (api chart-validation): items outside the grid, or of a style not in the palette. */
function saveableProblems(test: TestEditor): string[] {
  const state = stateFromDocument(test.document, '', undefined);
  const { columnCount, rowCount } = state.grid.settings.size;
  const known = new Set(state.palette.styles.map((style) => style.styleId));
  const problems: string[] = [];
  const items: GridItems = state.grid;
  if (!itemsInsideGrid(items, columnCount, rowCount)) problems.push('outsideGrid');
  const all = [...items.customLines, ...items.halfStitches, ...items.quarterStitches, ...items.ornaments];
  if (all.some((item) => !known.has(item.styleId))) problems.push('unknownStyle');
  return problems;
}

describe('items kept with their cells', () => {
  it('removing the bottom row clips what lies on it, and the chart can still be saved', () => {
    const test = chartWithItems();
    expect(test.editor.removeLines('rows', 4, 1)).toBe('done');
    expect(saveableProblems(test)).toEqual([]);
    // The line along the old bottom edge now runs along the new one; the quarter stitch on the removed row is gone.
    expect(test.document.items.customLines).toContainEqual({ x1: 0, y1: 4, x2: 6, y2: 4, styleId: 4 });
    expect(test.document.items.quarterStitches).toEqual([]);
    // The vertical line from y 3 to 4 crossed into the removed row: it is cut at the new edge.
    expect(test.document.items.customLines).toContainEqual({ x1: 3, y1: 3, x2: 3, y2: 4, styleId: 3 });
  });

  it('removing the first row moves lines, part stitches and knots up with their cells', () => {
    const test = chartWithItems();
    expect(test.editor.removeLines('rows', 0, 1)).toBe('done');
    expect(test.cellAt(2, 2)).toBe(2);
    expect(test.document.items.halfStitches).toEqual([{ x: 2, y: 2, left: true, top: true, styleId: 1 }]);
    expect(test.document.items.customLines[0]).toEqual({ x1: 2, y1: 2, x2: 3, y2: 2, styleId: 3 });
    expect(test.document.items.ornaments).toEqual([{ x: 2.5, y: 2.5, kind: 'knot', styleId: 3 }]);
    expect(saveableProblems(test)).toEqual([]);
  });

  it('removing the first column moves them left with their cells', () => {
    const test = chartWithItems();
    expect(test.editor.removeLines('columns', 0, 1)).toBe('done');
    expect(test.cellAt(1, 3)).toBe(2);
    expect(test.document.items.halfStitches[0]).toMatchObject({ x: 1, y: 3 });
    expect(test.document.items.customLines[0]).toEqual({ x1: 1, y1: 3, x2: 2, y2: 3, styleId: 3 });
    expect(saveableProblems(test)).toEqual([]);
  });

  it('inserting rows at the top and columns at the left moves everything with the cells', () => {
    const test = chartWithItems();
    expect(test.editor.insertLines('rows', 0, 2)).toBe('done');
    expect(test.editor.insertLines('columns', 0, 1)).toBe('done');
    expect(test.cellAt(3, 5)).toBe(2);
    expect(test.document.items.halfStitches[0]).toMatchObject({ x: 3, y: 5 });
    expect(test.document.items.ornaments[0]).toMatchObject({ x: 3.5, y: 5.5 });
    expect(test.document.items.customLines[0]).toEqual({ x1: 3, y1: 5, x2: 4, y2: 5, styleId: 3 });
    expect(test.document.items.customLines[2]).toEqual({ x1: 1, y1: 7, x2: 7, y2: 7, styleId: 4 });
  });

  it('inserting rows between stretches a line that crosses the insertion and keeps the rest in place', () => {
    const test = chartWithItems();
    // Between rows 2 and 3: the vertical line 3→4 lies below, the bottom line moves down, nothing above moves.
    expect(test.editor.insertLines('rows', 3, 1)).toBe('done');
    expect(test.document.items.customLines).toEqual([
      { x1: 2, y1: 4, x2: 3, y2: 4, styleId: 3 },
      { x1: 3, y1: 4, x2: 3, y2: 5, styleId: 3 },
      { x1: 0, y1: 6, x2: 6, y2: 6, styleId: 4 },
    ]);
    const crossing = TestEditor.create({
      columns: 4,
      rows: 4,
      items: { customLines: [{ x1: 1, y1: 1, x2: 1, y2: 3, styleId: 1 }] },
    });
    crossing.editor.insertLines('rows', 2, 2);
    expect(crossing.document.items.customLines).toEqual([{ x1: 1, y1: 1, x2: 1, y2: 5, styleId: 1 }]);
  });

  it('undo of a removal puts back exactly the lines and stitches there were', () => {
    const test = chartWithItems();
    const before = JSON.stringify(test.document.items);
    test.editor.removeLines('rows', 2, 2);
    expect(JSON.stringify(test.document.items)).not.toBe(before);
    test.undo();
    expect(JSON.stringify(test.document.items)).toBe(before);
    test.redo();
    expect(saveableProblems(test)).toEqual([]);
  });

  it('a line lying within removed rows goes; one crossing them is shortened to the cut', () => {
    const test = TestEditor.create({
      columns: 4,
      rows: 6,
      items: {
        customLines: [
          { x1: 0, y1: 2.5, x2: 4, y2: 2.5, styleId: 1 },
          { x1: 1, y1: 1, x2: 1, y2: 5, styleId: 1 },
          { x1: 2, y1: 2, x2: 2, y2: 4, styleId: 1 },
        ],
        ornaments: [
          { x: 1.5, y: 3.5, kind: 'bead', styleId: 1 },
          { x: 1, y: 2, kind: 'knot', styleId: 1 },
        ],
      },
    });
    test.editor.removeLines('rows', 2, 2);
    expect(test.document.items.customLines).toEqual([{ x1: 1, y1: 1, x2: 1, y2: 3, styleId: 1 }]);
    expect(test.document.items.ornaments).toEqual([{ x: 1, y: 2, kind: 'knot', styleId: 1 }]);
  });

  it('deleting a style used only by backstitch removes its lines, and undo brings them back', () => {
    const test = chartWithItems();
    expect(test.editor.perform('deleteStyle', { styleId: 4 })).toBe('done');
    expect(test.document.items.customLines).toHaveLength(2);
    expect(saveableProblems(test)).toEqual([]);
    test.undo();
    expect(test.document.items.customLines).toHaveLength(3);
    expect(test.document.palette.styles.map((style) => style.styleId)).toContain(4);
  });

  it('deleting a style with another in its place gives that style to its cells, lines and stitches', () => {
    const test = chartWithItems();
    expect(test.editor.perform('deleteStyle', { styleId: 3, replacementStyleId: 1 })).toBe('done');
    expect(test.document.items.customLines.map((line) => line.styleId)).toEqual([1, 1, 4]);
    expect(test.document.items.ornaments[0]?.styleId).toBe(1);
    expect(saveableProblems(test)).toEqual([]);
    expect(test.editor.perform('deleteStyle', { styleId: 1, replacementStyleId: 99 })).toBe('refused');
  });

  it('replacing a style everywhere replaces it in cells and items alike', () => {
    const test = chartWithItems();
    expect(test.editor.perform('replaceStyle', { fromStyleId: 1, toStyleId: 2 })).toBe('done');
    expect(test.document.items.halfStitches[0]?.styleId).toBe(2);
    expect(test.document.items.quarterStitches[0]?.styleId).toBe(2);
    test.undo();
    expect(test.document.items.halfStitches[0]?.styleId).toBe(1);
  });

  it('applying a preview layer adds its lines and part stitches where it lies', () => {
    const test = TestEditor.create({
      columns: 6,
      rows: 6,
      items: { halfStitches: [{ x: 3, y: 3, left: true, top: true, styleId: 2 }] },
    });
    test.editor.sessions.preview.show({
      x: 2,
      y: 2,
      columnCount: 2,
      rowCount: 2,
      cells: Uint8Array.of(1, 0, 0, 1),
      items: {
        customLines: [{ x1: 0, y1: 0, x2: 2, y2: 2, styleId: 3 }],
        halfStitches: [{ x: 1, y: 1, left: true, top: true, styleId: 4 }],
        quarterStitches: [],
        ornaments: [],
      },
    });
    expect(test.editor.sessions.preview.apply()).toBe('done');
    expect(test.document.items.customLines).toEqual([{ x1: 2, y1: 2, x2: 4, y2: 4, styleId: 3 }]);
    expect(test.document.items.halfStitches).toEqual([{ x: 3, y: 3, left: true, top: true, styleId: 4 }]);
    test.undo();
    expect(test.document.items.halfStitches).toEqual([{ x: 3, y: 3, left: true, top: true, styleId: 2 }]);
    expect(test.document.items.customLines).toEqual([]);
  });

  it('a preview layer shown or moved is not a change to save', () => {
    const test = TestEditor.create();
    const before = test.editor.changeCount;
    test.editor.sessions.preview.show({ x: 0, y: 0, columnCount: 1, rowCount: 1, cells: Uint8Array.of(1) });
    test.editor.sessions.preview.moveBy(2, 2);
    expect(test.editor.changeCount).toBe(before);
  });
});
