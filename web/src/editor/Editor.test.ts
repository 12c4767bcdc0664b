import { describe, expect, it } from 'vitest';
import { deleteStyle } from './document/commands/paletteCommands';
import { updateChartSettings } from './document/commands/settingsCommands';
import { premiumOrderPath } from './Editor';
import { TestEditor } from './testing/TestEditor';

describe('grid size and tier limits (spec §5)', () => {
  it('adds rows and columns at any edge and undoes them', () => {
    const editor = TestEditor.create({ columns: 10, rows: 10 });
    editor.click(0, 0);
    expect(editor.editor.insertLines('rows', 0, 2)).toBe('done');
    expect(editor.cellAt(0, 2)).toBe(1);
    expect(editor.editor.insertLines('columns', -1, 3, 2)).toBe('done');
    expect(editor.document.columnCount).toBe(13);
    expect(editor.row(0)).toBe('..........222');
    expect(editor.editor.removeLines('columns', 0, 1)).toBe('done');
    expect(editor.editor.insertLines('rows', 0, 0)).toBe('invalid');
    expect(editor.editor.insertLines('rows', 99, 1)).toBe('invalid');
    editor.undo().undo().undo();
    expect(editor.document.columnCount).toBe(10);
    expect(editor.document.rowCount).toBe(10);
    expect(editor.cellAt(0, 0)).toBe(1);
  });

  it('sends a free user beyond 400 to the premium offer (s=34), for new and saved charts', () => {
    const editor = TestEditor.create({ columns: 400, rows: 10 });
    expect(editor.editor.insertLines('columns', -1, 1)).toBe('premiumRequired');
    expect(editor.navigations).toEqual(['/nl/c/new/premium/order?s=34']);
    expect(editor.document.columnCount).toBe(400);
    const saved = TestEditor.create({ columns: 10, rows: 399, chartId: 'abc123' });
    expect(saved.editor.insertLines('rows', 0, 1)).toBe('done');
    expect(saved.editor.insertLines('rows', 0, 1)).toBe('premiumRequired');
    expect(saved.navigations).toEqual(['/nl/c/abc123/premium/order?s=34']);
    expect(premiumOrderPath('new', 34)).toBe('/nl/c/new/premium/order?s=34');
    expect(premiumOrderPath('', 34)).toBe('/nl/premium/order?s=34');
  });

  it('gives a premium user up to 2000 and nothing beyond', () => {
    const editor = TestEditor.create({ columns: 1999, rows: 5, premium: true });
    expect(editor.editor.insertLines('columns', 0, 1)).toBe('done');
    expect(editor.editor.insertLines('columns', 0, 1)).toBe('limitReached');
    expect(editor.navigations).toEqual([]);
    expect(editor.document.columnCount).toBe(2000);
  });
});

describe('history rules', () => {
  it('offers redo only in editable modes other than preview and progressTracker', () => {
    const editor = TestEditor.create();
    editor.click(1, 1).undo();
    expect(editor.editor.canRedo).toBe(true);
    editor.setTool('preview');
    expect(editor.editor.canRedo).toBe(false);
    editor.setTool('progressTracker');
    expect(editor.editor.canRedo).toBe(false);
    editor.setTool('erase');
    expect(editor.editor.canRedo).toBe(true);
  });

  it('counts changes for saving: edits, undo and settings, not camera moves', () => {
    const editor = TestEditor.create();
    const start = editor.editor.changeCount;
    editor.click(1, 1);
    editor.editor.zoomTo(5);
    expect(editor.editor.changeCount).toBe(start + 1);
    editor.undo();
    editor.editor.run(updateChartSettings, { title: 'Muts' });
    expect(editor.editor.changeCount).toBe(start + 3);
  });

  it('undoes a style deletion together with the cells it emptied', () => {
    const editor = TestEditor.create({ columns: 3, rows: 1 });
    editor.click(0, 0).selectStyle(2).click(1, 0);
    expect(editor.editor.run(deleteStyle, { styleId: 1 })).toBe(true);
    expect(editor.row(0)).toBe('.2.');
    editor.undo();
    expect(editor.row(0)).toBe('12.');
    expect(editor.document.palette.styles).toHaveLength(4);
  });
});
