import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../testing/TestEditor';
import { trackerCounts } from '../../tracker/trackerCounts';
import { type TrackerSession, type TrackerTapOutcome, nearestCorner } from '../../tracker/TrackerSession';

/** A 12 × 12 chart: style 1 everywhere but a column of style 2 at x = 3 (rows 0–9) and an empty row 11. */
function trackerEditor(): TestEditor {
  const editor = TestEditor.create({ columns: 12, rows: 12 });
  const cells = editor.document.cells;
  for (let y = 0; y < 11; y += 1)
    for (let x = 0; x < 12; x += 1) cells[y * 12 + x] = x === 3 && y < 10 ? 2 : 1;
  editor.document.replaceCells(cells.slice(), 12, 12);
  return editor.setTool('progressTracker');
}

/** The tracker the tool works on (the editor's tracker session). */
function toolOf(editor: TestEditor): TrackerSession {
  return editor.editor.sessions.tracker;
}

function outcomesOf(tool: TrackerSession): TrackerTapOutcome[] {
  const outcomes: TrackerTapOutcome[] = [];
  tool.subscribeTaps((outcome) => outcomes.push(outcome));
  return outcomes;
}

describe('the tracker tool’s tap actions', () => {
  it('"Kleur aanwijzen": a tap highlights the cell’s style, again un-highlights, an empty cell clears', () => {
    const editor = trackerEditor();
    const tool = toolOf(editor);
    tool.tapAction = 'highlight';
    editor.click(3, 2);
    expect(tool.tracker.highlight).toBe(2);
    editor.click(0, 0);
    expect(tool.tracker.highlight).toBe(1);
    editor.click(5, 5);
    expect(tool.tracker.highlight).toBeNull();
    editor.click(3, 2).click(4, 11);
    expect(tool.tracker.highlight).toBeNull();
    expect(trackerCounts(tool.tracker).done).toBe(0);
    expect(editor.editor.canUndo).toBe(false);
  });

  it('"Blok afvinken": marks the 10 × 10 block of the highlighted colour only, says how many, undo takes just it', () => {
    const editor = trackerEditor();
    const tool = toolOf(editor);
    const outcomes = outcomesOf(tool);
    tool.tapAction = 'block';
    tool.setHighlight(2);
    editor.click(7, 4);
    expect(outcomes).toEqual([expect.objectContaining({ kind: 'block', marked: 10, styleId: 2 })]);
    expect(trackerCounts(tool.tracker).done).toBe(10);
    editor.click(7, 4);
    expect(outcomes[1]).toMatchObject({ kind: 'block', marked: 0, step: undefined });
    tool.setHighlight(null);
    editor.click(11, 11);
    // The block at (10, 10): rows 10 and 11, columns 10 and 11; row 11 is empty.
    expect(outcomes[2]).toMatchObject({ kind: 'block', marked: 2, styleId: null });
    const first = outcomes[0];
    const last = outcomes[2];
    if (first?.kind !== 'block' || last?.kind !== 'block' || !first.step || !last.step)
      throw new Error('steps');
    expect(tool.undoStep(first.step)).toBe(false);
    expect(trackerCounts(tool.tracker).done).toBe(12);
    expect(tool.undoStep(last.step)).toBe(true);
    expect(trackerCounts(tool.tracker).done).toBe(10);
    editor.click(-1, 4);
    expect(outcomes).toHaveLength(3);
  });

  it.each([
    [[0.2, 0.3], 'topLeft'],
    [[0.8, 0.1], 'topRight'],
    [[0.1, 0.9], 'bottomLeft'],
    [[0.95, 0.95], 'bottomRight'],
  ] as const)('"Parkeren" at %j of a cell parks at its %s corner', (within, corner) => {
    const editor = trackerEditor();
    const tool = toolOf(editor);
    tool.tapAction = 'park';
    editor.click(5, 6, { within });
    expect(tool.tracker.parking).toEqual([{ styleId: 1, x: 5, y: 6, corner }]);
  });

  it('"Parkeren" parks the highlighted style, one marker per style; undo takes it back; empty cells park nothing', () => {
    const editor = trackerEditor();
    const tool = toolOf(editor);
    const outcomes = outcomesOf(tool);
    tool.tapAction = 'park';
    tool.setHighlight(2);
    editor.click(0, 0, { within: [0.9, 0.9] });
    editor.click(1, 1, { within: [0.1, 0.1] });
    expect(tool.tracker.parking).toEqual([{ styleId: 2, x: 1, y: 1, corner: 'topLeft' }]);
    expect(outcomes).toHaveLength(2);
    tool.setHighlight(null);
    editor.click(4, 11).click(20, 20);
    expect(tool.tracker.parking).toHaveLength(1);
    editor.undo();
    expect(tool.tracker.parking).toEqual([{ styleId: 2, x: 0, y: 0, corner: 'bottomRight' }]);
    expect(trackerCounts(tool.tracker).done).toBe(0);
  });

  it('the corner nearest a point, the centre and a missing point counting as top left', () => {
    expect(nearestCorner({ x: 0.5, y: 0.5 })).toBe('topLeft');
    expect(nearestCorner(undefined)).toBe('topLeft');
  });

  it('on touch a one-finger drag pans in perGridCell and marks nothing; a mouse or pen drag marks', () => {
    const editor = trackerEditor();
    const tool = toolOf(editor);
    editor.pointerDown(0, 0, { pointerType: 'touch' }).pointerMove(4, 0, { pointerType: 'touch' });
    expect(editor.toolState).toBe('progressTracker.panning');
    editor.pointerUp(4, 0, { pointerType: 'touch' });
    expect(trackerCounts(tool.tracker).done).toBe(0);
    editor.pointerDown(0, 0, { pointerType: 'pen' }).pointerMove(4, 0, { pointerType: 'pen' }).pointerUp();
    expect(trackerCounts(tool.tracker).done).toBe(5);
    editor.click(6, 6, { pointerType: 'touch' });
    expect(trackerCounts(tool.tracker).done).toBe(6);
  });

  it('in a row mode → ↓ space Enter step forward and ← ↑ back; in perGridCell the keys stay the editor’s', () => {
    const editor = trackerEditor();
    const tool = toolOf(editor);
    expect(editor.key('ArrowRight')).toBe(false);
    tool.setTrackerMode('rowsFull');
    for (const key of ['ArrowRight', 'ArrowDown', ' ', 'Enter']) expect(editor.key(key)).toBe(true);
    expect(tool.tracker.position).toBe(4);
    expect(editor.key('ArrowLeft')).toBe(true);
    expect(editor.key('ArrowUp')).toBe(true);
    expect(tool.tracker.position).toBe(2);
    // Worked from the bottom: the empty row 11, then row 10.
    expect(trackerCounts(tool.tracker).done).toBe(12);
    expect(editor.key('ArrowRight', { ctrlKey: true })).toBe(false);
  });

  it('leaving the mode mid-drag takes back what the drag marked', () => {
    const editor = trackerEditor();
    const tool = toolOf(editor);
    editor.pointerDown(0, 0).pointerMove(5, 0);
    expect(trackerCounts(tool.tracker).done).toBe(6);
    editor.setTool('view');
    expect(trackerCounts(tool.tracker).done).toBe(0);
    editor.setTool('progressTracker').pointerUp(5, 0);
    expect(trackerCounts(tool.tracker).done).toBe(0);
  });
});
