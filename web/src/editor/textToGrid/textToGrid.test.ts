import { describe, expect, it } from 'vitest';
import { TestEditor } from '../testing/TestEditor';
import {
  appliedValues,
  clampLayerPosition,
  growthFor,
  placeLayer,
  type PreviewLayer,
} from '../document/previewLayer';
import { composeTextCells, textPreviewLayer } from './textLayer';

/** An "L" of 3 × 4 cells: a column and a foot. */
const mask = Uint8Array.from([1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 1, 1]);

function textLayer(
  textStyle: number,
  background = 0,
): Pick<PreviewLayer, 'columnCount' | 'rowCount' | 'cells'> {
  return { columnCount: 3, rowCount: 4, cells: composeTextCells(mask, textStyle, background) };
}

describe('text layer placement', () => {
  it('gives the letters the text style and the rest the background or nothing', () => {
    expect([...composeTextCells(mask, 2, 0)]).toEqual([2, 0, 0, 2, 0, 0, 2, 0, 0, 2, 2, 2]);
    expect([...composeTextCells(mask, 2, 4)]).toEqual([2, 4, 4, 2, 4, 4, 2, 4, 4, 2, 2, 2]);
  });

  it('centres a layer and keeps it inside the chart', () => {
    expect(placeLayer(textLayer(1), { columnCount: 20, rowCount: 10 })).toMatchObject({ x: 9, y: 3 });
    expect(placeLayer(textLayer(1), { columnCount: 20, rowCount: 10 }, { column: 0, row: 9 })).toMatchObject({
      x: 0,
      y: 6,
    });
    expect(
      clampLayerPosition(30, -4, { columnCount: 3, rowCount: 4 }, { columnCount: 20, rowCount: 10 }),
    ).toEqual({
      x: 17,
      y: 0,
    });
    // Larger than the chart: from the first cell, the chart grows on applying.
    expect(
      clampLayerPosition(5, 5, { columnCount: 30, rowCount: 4 }, { columnCount: 20, rowCount: 10 }),
    ).toEqual({
      x: 0,
      y: 5,
    });
    expect(growthFor({ ...textLayer(1), x: 0, y: 8 }, { columnCount: 2, rowCount: 10 })).toEqual({
      columns: 1,
      rows: 2,
    });
  });

  it('lets the chart show through transparent cells', () => {
    const chart = new Uint8Array(16).fill(3);
    const layer = { ...textLayer(1), x: 1, y: 0 };
    expect([...appliedValues(chart, 4, layer)]).toEqual([1, 3, 3, 1, 3, 3, 1, 3, 3, 1, 1, 1]);
  });
});

describe('the preview layer in the editor', () => {
  it('shows in preview mode, moves by keys and drag (free for everyone), and applies as one undo step', () => {
    const test = TestEditor.create({ columns: 10, rows: 10 });
    const { editor } = test;
    editor.sessions.preview.show(textPreviewLayer(textLayer(2), test.document));
    expect(editor.mode).toBe('preview');
    expect(editor.sessions.preview.layer).toMatchObject({ x: 4, y: 3 });
    test.key('ArrowLeft');
    test.key('ArrowDown', { shiftKey: true });
    expect(editor.sessions.preview.layer).toMatchObject({ x: 3, y: 6 });
    test.pointerDown(4, 7).pointerMove(2, 5).pointerUp();
    expect(editor.sessions.preview.layer).toMatchObject({ x: 1, y: 4 });
    expect(test.navigations).toEqual([]);
    expect(test.cellAt(1, 4)).toBe(0);

    expect(test.key('Enter')).toBe(true);
    expect(editor.mode).toBe('drawCells');
    expect(editor.sessions.preview.layer).toBeUndefined();
    expect([test.cellAt(1, 4), test.cellAt(2, 4), test.cellAt(1, 7), test.cellAt(3, 7)]).toEqual([
      2, 0, 2, 2,
    ]);
    test.undo();
    expect([test.cellAt(1, 4), test.cellAt(3, 7)]).toEqual([0, 0]);
  });

  it('keeps its place and its free moves when the text changes', () => {
    const test = TestEditor.create({ columns: 10, rows: 10 });
    const preview = test.editor.sessions.preview;
    preview.show(textPreviewLayer(textLayer(2), test.document));
    test.key('ArrowLeft');
    preview.replaceCells(textLayer(3));
    expect(preview.layer).toMatchObject({ x: 3, y: 3, moveIsFree: true });
    test.key('ArrowLeft');
    expect(preview.layer).toMatchObject({ x: 2 });
    expect(test.navigations).toEqual([]);
  });

  it('drops the layer with Escape or when another mode is chosen', () => {
    const test = TestEditor.create({ columns: 10, rows: 10 });
    const { editor } = test;
    editor.sessions.preview.show(placeLayer(textLayer(2), test.document));
    test.key('Escape');
    expect(editor.sessions.preview.layer).toBeUndefined();
    expect(editor.mode).toBe('drawCells');
    editor.sessions.preview.show(placeLayer(textLayer(2), test.document));
    test.setTool('erase');
    expect(editor.sessions.preview.layer).toBeUndefined();
    expect(test.document.cells.every((cell) => cell === 0)).toBe(true);
  });

  it('grows the chart for a larger layer within the tier, undone together', () => {
    const test = TestEditor.create({ columns: 2, rows: 3 });
    const { editor } = test;
    editor.sessions.preview.show({ ...textLayer(1), x: 0, y: 0 });
    expect(editor.sessions.preview.apply()).toBe('done');
    expect([test.document.columnCount, test.document.rowCount]).toEqual([3, 4]);
    expect(test.cellAt(2, 3)).toBe(1);
    test.undo();
    expect([test.document.columnCount, test.document.rowCount]).toEqual([2, 3]);
  });

  it('sends a free user beyond the size limit to the premium offer and does nothing for a premium user', () => {
    const wide = (columnCount: number): PreviewLayer => ({
      x: 0,
      y: 0,
      columnCount,
      rowCount: 1,
      cells: new Uint8Array(columnCount).fill(1),
    });
    const free = TestEditor.create({ columns: 10, rows: 10 });
    free.editor.sessions.preview.show(wide(401));
    expect(free.editor.sessions.preview.apply()).toBe('premiumRequired');
    expect(free.navigations).toEqual(['/nl/c/new/premium/order?s=34']);
    expect(free.document.columnCount).toBe(10);
    const premium = TestEditor.create({ columns: 10, rows: 10, premium: true });
    premium.editor.sessions.preview.show(wide(401));
    expect(premium.editor.sessions.preview.apply()).toBe('done');
    expect(premium.document.columnCount).toBe(401);
    premium.editor.sessions.preview.show(wide(2001));
    expect(premium.editor.sessions.preview.apply()).toBe('limitReached');
    expect(premium.navigations).toEqual([]);
  });
});

describe('picking the preview’s background colour', () => {
  it('adds (or reuses) a style for the background and keeps the text’s style selected', async () => {
    const { backgroundStyleForColour } = await import('./backgroundColour');
    const test = TestEditor.create({ columns: 10, rows: 10 });
    test.selectStyle(2);
    const styleId = backgroundStyleForColour(test.editor, '#00ff00');
    expect(styleId).toBe(5);
    expect(test.document.palette.selectedStyleId).toBe(2);
    expect(test.document.palette.styles.find((style) => style.styleId === 5)?.colorBackground).toBe(
      '#00ff00',
    );
    // The same colour again reuses the style; an existing style's colour gives that style.
    expect(backgroundStyleForColour(test.editor, '#00ff00')).toBe(5);
    expect(backgroundStyleForColour(test.editor, '#3f6fbf')).toBe(2);
    expect(test.document.palette.styles).toHaveLength(5);
    test.undo();
    expect(test.document.palette.styles).toHaveLength(4);
  });
});
