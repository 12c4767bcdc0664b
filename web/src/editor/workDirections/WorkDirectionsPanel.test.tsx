import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newChartAccess } from '../document/editability';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { cellsOfItem } from '../tracker/trackerLayout';
import { EditorContext } from '../ui/EditorContext';
import { WorkDirectionsPanel } from './WorkDirectionsPanel';
import { backAndForth, inTheRound, previewSteps } from './workDirectionsRules';

let disconnect: (() => void) | undefined;
afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
});

function renderPanel(editor: TestEditor) {
  disconnect = connectEditorToStore(editor.editor);
  render(
    <EditorContext.Provider value={editor.editor}>
      <WorkDirectionsPanel />
    </EditorContext.Provider>,
  );
}

/** The cells of the tracker's line `k` in rows mode. */
function trackerLine(editor: TestEditor, k: number): number[] {
  const session = editor.editor.sessions.tracker;
  session.setTrackerMode('rowsFull');
  return Array.from(cellsOfItem(session.tracker.layout, k));
}

describe('the work directions screen', () => {
  it('changes the directions as one undoable step, and the tracker follows at once', () => {
    const editor = TestEditor.create({ columns: 3, rows: 2, craft: 'knitting' });
    renderPanel(editor);
    // The default: rows from the bottom, every row from the right (row 2 is the top row, cells 0–2).
    expect(trackerLine(editor, 1)).toEqual([2, 1, 0]);
    fireEvent.click(screen.getByRole('button', { name: 'Heen en weer' }));
    expect(editor.document.meta.gridSettings).toMatchObject({
      direction2: 'rightToLeftAlternating',
      directionRunLength: 1,
    });
    expect(trackerLine(editor, 1)).toEqual([0, 1, 2]);
    expect(
      (screen.getByRole('combobox', { name: 'Richting van de eerste lijn' }) as HTMLSelectElement).value,
    ).toBe('rightToLeftAlternating');
    act(() => void editor.undo());
    expect(editor.document.meta.gridSettings.direction2).toBe('rightToLeft');
    expect(trackerLine(editor, 1)).toEqual([2, 1, 0]);
  });

  it('offers every direction, the run length only for alternating ones, and the main-colour column', () => {
    const editor = TestEditor.create({ columns: 4, rows: 4 });
    renderPanel(editor);
    const runLength = screen.getByRole('spinbutton', { name: 'Lijnen per richting (heen en weer)' });
    expect((runLength as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('combobox', { name: 'Volgorde van de lijnen' }), {
      target: { value: 'diagonalFromBottomLeft' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Richting van de eerste lijn' }), {
      target: { value: 'leftToRightAlternating' },
    });
    expect((runLength as HTMLInputElement).disabled).toBe(false);
    fireEvent.change(runLength, { target: { value: '3' } });
    expect(editor.document.meta.gridSettings.directionRunLength).toBe(3);
    // Out of range or not a number: nothing changes.
    fireEvent.change(runLength, { target: { value: '0' } });
    fireEvent.change(runLength, { target: { value: 'abc' } });
    expect(editor.document.meta.gridSettings.directionRunLength).toBe(3);
    fireEvent.change(screen.getByRole('combobox', { name: 'Kolom met de hoofdkleur van elke rij' }), {
      target: { value: 'both' },
    });
    expect(editor.document.meta.gridSettings).toMatchObject({
      direction1: 'diagonalFromBottomLeft',
      mainColorColumn: 'both',
    });
    // The preview numbers its first stitch in the bottom-left corner.
    const cells = screen.getAllByRole('cell');
    expect(cells[cells.length - 6]!.textContent).toBe('1');
  });

  it('starts the quick choices from the left for a left-handed maker', () => {
    const editor = TestEditor.create({ columns: 3, rows: 2, settings: { handedness: 'left' } });
    renderPanel(editor);
    expect(screen.getByText(/linkshandig/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'In de rondte' }));
    expect(editor.document.meta.gridSettings.direction2).toBe('leftToRight');
  });

  it('is read only for a viewer', () => {
    const editor = TestEditor.create({
      access: { ...newChartAccess, hasWriteAccess: false, hasWriteLock: false },
    });
    renderPanel(editor);
    expect(
      (screen.getByRole('button', { name: 'Heen en weer' }) as HTMLButtonElement).closest('fieldset')!
        .disabled,
    ).toBe(true);
  });
});

describe('the work directions rules', () => {
  it('mirrors the quick choices and a new chart for left-handed makers', () => {
    expect(inTheRound('right')).toEqual({ direction1: 'bottomToTop', direction2: 'rightToLeft' });
    expect(inTheRound('left').direction2).toBe('leftToRight');
    expect(backAndForth('left')).toEqual({
      direction1: 'bottomToTop',
      direction2: 'leftToRightAlternating',
      directionRunLength: 1,
    });
  });

  it('numbers a small piece in work order, c2c along its diagonals', () => {
    const round = { direction1: 'bottomToTop', direction2: 'rightToLeft' } as const;
    expect(previewSteps('colors', round, 3, 2)).toEqual([
      [6, 5, 4],
      [3, 2, 1],
    ]);
    expect(previewSteps('c2c', round, 2, 2)).toEqual([
      [4, 3],
      [2, 1],
    ]);
  });
});
