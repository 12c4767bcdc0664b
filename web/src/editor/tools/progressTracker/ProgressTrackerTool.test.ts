import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../testing/TestEditor';
import { trackerCounts } from '../../tracker/trackerCounts';
import type { TrackerSession } from '../../tracker/TrackerSession';
import { cellsBetween, tapSlop } from './trackerGestures';

/** A 6 × 4 chart, rows 0–2 painted with style 1 (row 1 with style 2 from column 3), row 3 empty; then the tracker. */
function trackerEditor(): TestEditor {
  const editor = TestEditor.create({ columns: 6, rows: 4 });
  editor.setTool('drawCells');
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 6; column += 1)
      editor.selectStyle(row === 1 && column >= 3 ? 2 : 1).click(column, row);
  }
  expect([0, 1, 2, 3].map((row) => editor.row(row))).toEqual(['111111', '111222', '111111', '......']);
  return editor.setTool('progressTracker');
}

/** The tracker the tool works on (the editor's tracker session). */
function toolOf(editor: TestEditor): TrackerSession {
  return editor.editor.sessions.tracker;
}

/** The done cells as rows: 'x' done, '.' not. */
function doneRows(editor: TestEditor): string[] {
  const { done } = toolOf(editor).tracker;
  const rows: string[] = [];
  for (let y = 0; y < 4; y += 1)
    rows.push(Array.from(done.subarray(y * 6, y * 6 + 6), (v) => (v ? 'x' : '.')).join(''));
  return rows;
}

describe('ProgressTrackerTool', () => {
  it('a tap toggles a cell in perGridCell and undo takes it back, without touching the chart', () => {
    const editor = trackerEditor();
    const chartBefore = [0, 1, 2, 3].map((row) => editor.row(row));
    editor.click(2, 1);
    expect(doneRows(editor)).toEqual(['......', '..x...', '......', '......']);
    expect(editor.toolState).toBe('progressTracker.idle');
    expect(editor.editor.canUndo).toBe(true);
    editor.undo();
    expect(doneRows(editor)[1]).toBe('......');
    expect(editor.editor.canRedo).toBe(false);
    editor.click(2, 1).click(2, 1);
    expect(doneRows(editor)[1]).toBe('......');
    expect([0, 1, 2, 3].map((row) => editor.row(row))).toEqual(chartBefore);
  });

  it('ctrl+Z undoes the last mark for a viewer who cannot edit the chart; ctrl+shift+Z offers no redo here', () => {
    const editor = trackerEditor();
    editor.editor.setAccess({
      locked: false,
      revisionNumber: 0,
      smallMobileScreen: true,
      hasWriteAccess: false,
      hasWriteLock: false,
    });
    expect(editor.editor.canEdit).toBe(false);
    editor.click(1, 0).click(2, 0);
    expect(doneRows(editor)[0]).toBe('.xx...');
    editor.key('z', { ctrlKey: true });
    expect(doneRows(editor)[0]).toBe('.x....');
    editor.key('z', { ctrlKey: true, shiftKey: true });
    expect(doneRows(editor)[0]).toBe('.x....');
    expect(editor.row(0)).toBe('111111');
  });

  it('a drag marks every cell it passes as one step; from a done cell it clears', () => {
    const editor = trackerEditor();
    editor.pointerDown(0, 0).pointerMove(4, 2).pointerUp();
    expect(doneRows(editor)).toEqual(['x.....', '.xx...', '...xx.', '......']);
    expect(editor.toolState).toBe('progressTracker.idle');
    editor.pointerDown(1, 1).pointerMove(5, 1).pointerUp();
    expect(doneRows(editor)[1]).toBe('......');
    editor.undo();
    expect(doneRows(editor)[1]).toBe('.xx...');
    editor.undo();
    expect(doneRows(editor)).toEqual(['......', '......', '......', '......']);
  });

  it('a wobble within the slop is a tap; a tap outside the chart or on an empty cell does nothing', () => {
    const editor = trackerEditor();
    const { x, y } = editor.editor.pointOfCell(1, 1);
    editor.editor.pointerDown(x, y, { pointerType: 'touch' });
    editor.editor.pointerMove(x + tapSlop / 2, y, { pointerType: 'touch' });
    editor.editor.pointerUp(x + tapSlop / 2, y, { pointerType: 'touch' });
    expect(doneRows(editor)[1]).toBe('.x....');
    editor.click(-1, 0).click(6, 0).click(2, 3);
    expect(trackerCounts(toolOf(editor).tracker).done).toBe(1);
    expect(editor.editor.canUndo).toBe(true);
    editor.undo();
    expect(editor.editor.canUndo).toBe(false);
  });

  it('a drag or tap cancelled by a second finger or a lost pointer leaves nothing marked and no step', () => {
    const editor = trackerEditor();
    editor.pointerDown(0, 0).pointerMove(5, 0);
    expect(doneRows(editor)[0]).toBe('xxxxxx');
    editor.editor.pointerCancel();
    expect(doneRows(editor)[0]).toBe('......');
    expect(editor.editor.canUndo).toBe(false);
    editor.pointerDown(1, 1);
    editor.editor.pointerCancel();
    editor.pointerUp(1, 1);
    expect(doneRows(editor)[1]).toBe('......');
    editor.pointerDown(0, 2).pointerMove(3, 2);
    expect(doneRows(editor)[2]).toBe('xxxx..');
    editor.pointerDown(5, 0);
    expect(doneRows(editor)[2]).toBe('......');
    editor.pointerMove(5, 2).pointerUp().pointerUp(0, 2);
    expect(doneRows(editor)).toEqual(['......', '......', '......', '......']);
    editor.pointerDown(2, 2).pointerDown(4, 2).pointerUp(4, 2).pointerUp(2, 2);
    expect(doneRows(editor)[2]).toBe('......');
    expect(editor.editor.canUndo).toBe(false);
  });

  it('in rowsFull a tap marks the row and a drag pans without marking', () => {
    const editor = trackerEditor();
    toolOf(editor).load({ mode: 'rowsFull' });
    editor.click(4, 1);
    expect(doneRows(editor)).toEqual(['......', 'xxxxxx', '......', '......']);
    editor.pointerDown(0, 0).pointerMove(3, 2);
    expect(editor.toolState).toBe('progressTracker.panning');
    editor.pointerUp();
    expect(editor.toolState).toBe('progressTracker.idle');
    expect(doneRows(editor)[0]).toBe('......');
    expect(trackerCounts(toolOf(editor).tracker)).toMatchObject({ done: 6, total: 18, percentage: 33 });
  });

  it('keeps the progress when the chart is edited in another mode, and chart undo stays the chart’s', () => {
    const editor = trackerEditor();
    const tool = toolOf(editor);
    editor.click(0, 0);
    editor.setTool('drawCells').selectStyle(3).click(0, 3);
    expect(editor.cellAt(0, 3)).toBe(3);
    editor.setTool('progressTracker');
    expect(doneRows(editor)[0]).toBe('x.....');
    expect(trackerCounts(tool.tracker).total).toBe(19);
    editor.setTool('drawCells').undo();
    expect(editor.cellAt(0, 3)).toBe(0);
    expect(tool.tracker.done[0]).toBe(1);
    expect(trackerCounts(tool.tracker)).toMatchObject({ done: 1, total: 18 });
  });

  it('loads saved progress with its mode and clamped position, ignoring done cells of another size', () => {
    const editor = trackerEditor();
    const tool = toolOf(editor);
    const done = new Uint8Array(24);
    done[6] = 1;
    tool.load({ mode: 'rowsGroup2', position: 99, width: 300, done });
    expect(tool.tracker).toMatchObject({ position: 12, width: 300 });
    expect(doneRows(editor)[1]).toBe('x.....');
    editor.click(3, 1);
    // The chart's default work order: rows right to left, so the groups of 2 are (5, 4), (3, 2), (1, 0).
    expect(doneRows(editor)[1]).toBe('x.xx..');
    tool.load({ mode: 'nonsense', position: -3, done: new Uint8Array(5) });
    expect(tool.tracker.position).toBe(0);
    expect(tool.tracker.layout.mode).toEqual({ kind: 'rows', group: 'line' });
    expect(trackerCounts(tool.tracker).done).toBe(0);
    expect(editor.editor.canUndo).toBe(false);
  });

  it.each([
    [[0, 0], [3, 0], '1,0 2,0 3,0'],
    [[0, 0], [2, 2], '1,1 2,2'],
    [[0, 0], [1, 3], '0,1 1,2 1,3'],
    [[2, 2], [2, 2], ''],
  ] as const)('the cells between %j and %j', (from, to, expected) => {
    expect(
      cellsBetween([...from], [...to])
        .map((cell) => cell.join(','))
        .join(' '),
    ).toBe(expected);
  });

  it('keeps the maker at the same line and stitch when the work directions or the mode change', () => {
    const editor = trackerEditor();
    const session = toolOf(editor);
    /** The chart row and column of the first stitch at the tracker's position. */
    const needle = (): [number, number] => {
      const { layout, position } = session.tracker;
      const cell = layout.order.cells[layout.itemStarts[position] ?? 0] ?? 0;
      return [cell % 6, Math.floor(cell / 6)];
    };
    /** The maker leaves the tracker, changes the work directions (Werkrichting tab) and comes back. */
    const directions = (
      direction1: 'bottomToTop' | 'topToBottom',
      direction2: 'rightToLeft' | 'leftToRight',
    ) => {
      editor.setTool('drawCells');
      expect(editor.editor.perform('updateGridSettings', { direction1, direction2 })).toBe('done');
      editor.setTool('progressTracker');
    };
    session.setTrackerMode('rowsFull');
    // The default: rows from the bottom, each from the right; the bottom row (3) is empty but still a line.
    session.stepForward();
    expect(needle()).toEqual([5, 2]);
    const doneBefore = doneRows(editor);
    directions('topToBottom', 'leftToRight');
    expect(needle()).toEqual([0, 2]);
    expect(session.tracker.position).toBe(2);
    expect(doneRows(editor)).toEqual(doneBefore);
    session.setTrackerMode('rowsStitches');
    expect(needle()).toEqual([0, 2]);
    expect(session.tracker.position).toBe(12);
    session.setTrackerMode('rowsFull');
    expect(session.tracker.position).toBe(2);
  });
});
