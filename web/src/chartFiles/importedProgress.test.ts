import { describe, expect, it } from 'vitest';
import { TestEditor } from '../editor/testing/TestEditor';
import { encodeDone } from '../editor/tracker/doneEncoding';

import { doneOnStitches, draftProgressOf, loadDraftProgress } from './importedProgress';

/** A 4 × 3 chart: rows 0 and 1 stitched with style 1, row 2 empty. */
function stitchedEditor(): TestEditor {
  const editor = TestEditor.create({ columns: 4, rows: 3 });
  editor.setTool('drawCells').selectStyle(1);
  for (let row = 0; row < 2; row += 1)
    for (let column = 0; column < 4; column += 1) editor.click(column, row);
  return editor;
}

function encoded(cells: number[]): string {
  return encodeDone(Uint8Array.from(cells));
}

describe('an imported file’s marked stitches in the tracker', () => {
  it('start the tracker in perGridCell with them done', () => {
    const editor = stitchedEditor();
    const marked = [1, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 0];
    expect(loadDraftProgress(editor.editor, encoded(marked))).toBe(3);
    const tool = editor.editor.sessions.tracker;
    expect(tool.trackerMode).toBe('perGridCell');
    expect([...tool.tracker.done]).toEqual(marked);
  });

  it('leave out marks on empty cells', () => {
    const editor = stitchedEditor();
    expect(loadDraftProgress(editor.editor, encoded([1, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1]))).toBe(1);
    expect([...editor.editor.sessions.tracker.tracker.done]).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('leave the tracker alone when they are of another size, do not read, or mark nothing stitched', () => {
    const editor = stitchedEditor();
    const tool = editor.editor.sessions.tracker;
    expect(loadDraftProgress(editor.editor, encoded(new Array(16).fill(1)))).toBe(0);
    expect(loadDraftProgress(editor.editor, '1:@@@@')).toBe(0);
    expect(loadDraftProgress(editor.editor, 'AAAA')).toBe(0);
    expect(loadDraftProgress(editor.editor, encoded([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1]))).toBe(0);
    expect(tool.tracker.done.every((value) => value === 0)).toBe(true);
  });

  it('are kept again from the tracker when the draft is kept (logging in to save)', () => {
    const editor = stitchedEditor();
    expect(draftProgressOf(editor.editor)).toBeUndefined();
    const marked = [0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0];
    loadDraftProgress(editor.editor, encoded(marked));
    expect(draftProgressOf(editor.editor)).toBe(encoded(marked));
  });

  it('read as cells of the chart only', () => {
    const cells = Uint8Array.from([1, 0, 2, 3]);
    expect([...doneOnStitches(encoded([1, 1, 1, 0]), cells, 2, 2)!]).toEqual([1, 0, 1, 0]);
    expect(doneOnStitches(encoded([1, 1, 1]), cells, 2, 2)).toBeNull();
  });
});
