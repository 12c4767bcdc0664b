import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../testing/TestEditor';
import { TrackerHistory } from '../TrackerHistory';
import { type TrackerState, applyChange, createTracker, stepForward } from '../trackerState';
import { carryOutRepeatJump, currentWorkRow, repeatJumpChange, workRowCount } from './trackerRows';

/** A 3-wide chart of `rows` rows, all style 1 but the top-left cell empty, knitted bottom up, right to left. */
function knittingTracker(rows: number, mode: string): TrackerState {
  const cells = new Uint8Array(3 * rows).fill(1);
  cells[0] = 0;
  return createTracker({
    size: { columnCount: 3, rowCount: rows },
    cells,
    directions: { direction1: 'bottomToTop', direction2: 'rightToLeft', runLength: 2 },
    mode,
  });
}

/** The done cells drawn top row first: 'x' done, '.' not. */
function drawDone(state: TrackerState): string[] {
  const rows: string[] = [];
  for (let y = 0; y < state.done.length / 3; y += 1) {
    rows.push(Array.from(state.done.subarray(y * 3, y * 3 + 3), (v) => (v ? 'x' : '.')).join(''));
  }
  return rows;
}

function steps(state: TrackerState, count: number): void {
  for (let step = 0; step < count; step += 1) {
    const plan = stepForward(state);
    if (plan !== null) applyChange(state, plan);
  }
}

describe('the tracker’s rows for the row helpers', () => {
  it('row 1 is the first line worked (the bottom row here), and the count is the lines', () => {
    const state = knittingTracker(6, 'rowsFull');
    expect(currentWorkRow(state)).toBe(1);
    expect(workRowCount(state)).toBe(6);
    steps(state, 3);
    expect(currentWorkRow(state)).toBe(4);
    steps(state, 10);
    expect(currentWorkRow(state)).toBe(6);
  });

  it('counts rows by line in a stitch-by-stitch mode', () => {
    const state = knittingTracker(4, 'rowsStitches');
    steps(state, 4);
    expect(currentWorkRow(state)).toBe(2);
  });

  it('a jump clears the repeat’s rows and goes to its first row, as one undoable step', () => {
    const state = knittingTracker(6, 'rowsFull');
    steps(state, 4); // rows 1–4 done, on row 5
    const history = new TrackerHistory();
    expect(history.perform(state, repeatJumpChange(state, { goToRow: 2, clearRows: [2, 4] }))).toBe(true);
    expect(drawDone(state)).toEqual(['...', '...', '...', '...', '...', 'xxx']);
    expect(currentWorkRow(state)).toBe(2);
    history.undo(state);
    expect(drawDone(state)).toEqual(['...', '...', 'xxx', 'xxx', 'xxx', 'xxx']);
    expect(currentWorkRow(state)).toBe(5);
  });

  it('goes to the first stitch of the row in a stitch-by-stitch mode', () => {
    const state = knittingTracker(4, 'rowsStitches');
    steps(state, 7); // rows 1–2 done, one stitch of row 3
    const plan = repeatJumpChange(state, { goToRow: 2, clearRows: [2, 3] });
    expect(plan?.positionAfter).toBe(3);
    expect(plan?.flipped).toHaveLength(4);
  });

  it('refuses rows outside the chart and does nothing when nothing changes', () => {
    const state = knittingTracker(4, 'rowsFull');
    expect(repeatJumpChange(state, { goToRow: 0, clearRows: [0, 2] })).toBeNull();
    expect(repeatJumpChange(state, { goToRow: 5, clearRows: [5, 6] })).toBeNull();
    expect(repeatJumpChange(state, { goToRow: 2, clearRows: [3, 2] })).toBeNull();
    expect(repeatJumpChange(state, { goToRow: 1.5, clearRows: [1, 2] })).toBeNull();
    expect(repeatJumpChange(state, { goToRow: 1, clearRows: [1, 2] })).toBeNull();
  });

  it('is carried out on a tool through its perform', () => {
    const state = knittingTracker(4, 'rowsFull');
    steps(state, 2);
    const history = new TrackerHistory();
    const tool = {
      tracker: state,
      perform: (plan: Parameters<TrackerHistory['perform']>[1]) => history.perform(state, plan),
    };
    expect(carryOutRepeatJump(tool, { goToRow: 1, clearRows: [1, 2] })).toBe(true);
    expect(currentWorkRow(state)).toBe(1);
    expect(history.canUndo).toBe(true);
  });

  it('through the tracker tool: the jump is one step that the editor’s undo takes back', () => {
    const editor = TestEditor.create({ columns: 4, rows: 5 });
    editor.setTool('drawCells').selectStyle(1);
    for (let y = 0; y < 5; y += 1) for (let x = 0; x < 4; x += 1) editor.click(x, y);
    editor.setTool('progressTracker');
    const tool = editor.editor.sessions.tracker;
    tool.load({ mode: 'rowsFull' });
    for (let step = 0; step < 4; step += 1) tool.stepForward();
    expect(currentWorkRow(tool.tracker)).toBe(5);
    expect(workRowCount(tool.tracker)).toBe(5);
    const doneRows = () => [0, 1, 2, 3, 4].map((y) => tool.tracker.done.slice(y * 4, y * 4 + 4).join(''));
    expect(doneRows()).toEqual(['0000', '1111', '1111', '1111', '1111']);

    expect(carryOutRepeatJump(tool, { goToRow: 2, clearRows: [2, 4] })).toBe(true);
    expect(currentWorkRow(tool.tracker)).toBe(2);
    expect(doneRows()).toEqual(['0000', '0000', '0000', '0000', '1111']);
    editor.undo();
    expect(currentWorkRow(tool.tracker)).toBe(5);
    expect(doneRows()).toEqual(['0000', '1111', '1111', '1111', '1111']);
  });
});
