/** Mosaic charts in the editor: a stroke auto-fills the next row, inserted rows follow the colours; all undoable. */
import { defaultStylesOf } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../testing/TestEditor';

/** An overlay chart of 6 stitches (12 cells) and 4 rows, every row filled with its own colour (A=1, B=2). */
function overlayChart(): TestEditor {
  const test = TestEditor.create({
    columns: 12,
    rows: 4,
    craft: 'crochet',
    type: 'mosaicOverlay',
    styles: defaultStylesOf('crochet', 'mosaicOverlay'),
  });
  test.editor.perform('fillArea', { rect: { x: 0, y: 0, width: 12, height: 4 }, styleId: 2 });
  test.editor.perform('fillArea', { rect: { x: 0, y: 1, width: 12, height: 1 }, styleId: 1 });
  test.editor.perform('fillArea', { rect: { x: 0, y: 3, width: 12, height: 1 }, styleId: 1 });
  return test;
}

describe('drawing in a mosaic overlay chart', () => {
  it('paints the whole stitch and fills the next row where the colour changes, as one undo step', () => {
    const test = overlayChart();
    expect(test.block(0, 0, 12, 4)).toEqual(['222222222222', '111111111111', '222222222222', '111111111111']);
    // Row 2 from the bottom (B): colour A at the third stitch; row 3 (A) drops a stitch over it.
    test.setTool('drawCells').selectStyle(1).click(4, 2);
    expect(test.block(0, 0, 12, 4)).toEqual(['222222222222', '111111111111', '222211222222', '111111111111']);
    // Row 3 (A) painted B at the third stitch: row 4 (B) drops a stitch over it.
    test.selectStyle(2).click(5, 1);
    expect(test.block(0, 0, 12, 2)).toEqual(['222222222222', '111122111111']);
    test.undo();
    expect(test.block(0, 0, 12, 2)).toEqual(['222222222222', '111111111111']);
    test.undo();
    expect(test.row(2)).toBe('222222222222');
  });

  it('keeps the edge stitches in the row colour', () => {
    const test = overlayChart();
    test.setTool('drawCells').selectStyle(1).click(0, 2);
    expect(test.row(2)).toBe('222222222222');
  });

  it('leaves other chart types alone', () => {
    const test = TestEditor.create({ columns: 4, rows: 2 });
    test.setTool('drawCells').selectStyle(1).click(1, 1);
    expect(test.block(0, 0, 4, 2)).toEqual(['....', '.1..']);
  });
});

describe('inserting rows in mosaic charts', () => {
  it('inserts an A and a B row, filled with their colours, and undo removes them', () => {
    const test = overlayChart();
    expect(test.editor.insertLines('rows', 0, 1)).toBe('done');
    expect(test.document.rowCount).toBe(6);
    expect(test.block(0, 0, 12, 2)).toEqual(['222222222222', '111111111111']);
    test.undo();
    expect(test.document.rowCount).toBe(4);
  });

  it('bumps the index by one inside a row pair of an inset chart with vertical ruler skip 2', () => {
    const test = TestEditor.create({
      columns: 8,
      rows: 4,
      craft: 'crochet',
      type: 'mosaicInset',
      styles: defaultStylesOf('crochet', 'mosaicInset'),
    });
    const ruler = test.document.meta.gridSettings.ruler;
    test.editor.perform('updateGridSettings', { ruler: { ...ruler, skipCount: 2 } });
    expect(test.editor.perform('insertRows', { index: 1, count: 1 })).toBe('done');
    expect(test.document.rowCount).toBe(8);
    // Inserted at row 2 (below the top pair, not inside it): two pairs, the B pair (rows 4–5) worked before the A
    // pair (rows 2–3), so the top pair (worked fourth now, second before) keeps colour B.
    expect([0, 1, 2, 3, 4, 5].map((row) => test.row(row).slice(0, 1))).toEqual([
      '.',
      '.',
      '1',
      '1',
      '2',
      '2',
    ]);
  });

  it('refuses a count of 0 or an index outside the chart', () => {
    const test = overlayChart();
    expect(test.editor.perform('insertRows', { index: 0, count: 0 })).toBe('refused');
    expect(test.editor.perform('insertRows', { index: 9, count: 1 })).toBe('refused');
  });
});
