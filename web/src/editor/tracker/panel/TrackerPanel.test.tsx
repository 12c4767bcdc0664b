import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Craft } from '@steekwerk/model';
import { connectEditorToStore, useEditorStore } from '../../editorStore';
import { EditorContext } from '../../ui/EditorContext';
import { TestEditor } from '../../testing/TestEditor';
import { trackerCounts } from '../trackerCounts';
import { TrackerPanel } from './TrackerPanel';

import type { TrackerSettings } from '../../Editor';
import { TrackerSettingsContext } from './TrackerSettingsForm';

let disconnect: (() => void) | undefined;

afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
  vi.unstubAllGlobals();
});

/**
 * A chart of `columns` × `rows`: style 1 (Rood) everywhere except style 2 (Blauw) in column 0; row `rows - 1`
 * left empty when `emptyRow`. Opened in the tracker with the panel.
 */
function renderPanel(
  options: {
    columns?: number;
    rows?: number;
    craft?: Craft;
    empty?: boolean;
    changeSettings?: (change: Partial<TrackerSettings>) => void;
  } = {},
) {
  const columns = options.columns ?? 20;
  const rows = options.rows ?? 20;
  const editor = TestEditor.create({ columns, rows, craft: options.craft });
  if (!options.empty) {
    const cells = new Uint8Array(columns * rows);
    for (let cell = 0; cell < cells.length; cell += 1) cells[cell] = cell % columns === 0 ? 2 : 1;
    editor.document.replaceCells(cells, columns, rows);
  }
  editor.setTool('progressTracker');
  disconnect = connectEditorToStore(editor.editor);
  render(
    <EditorContext.Provider value={editor.editor}>
      <TrackerSettingsContext.Provider value={options.changeSettings}>
        <TrackerPanel />
      </TrackerSettingsContext.Provider>
    </EditorContext.Provider>,
  );
  return { editor, tool: editor.editor.sessions.tracker };
}

function keyEntry(name: RegExp): HTMLElement {
  return within(screen.getByRole('region', { name: 'Legenda' })).getByRole('button', { name });
}

describe('the tracker panel', () => {
  it('switches the mode; Back and Next step through the rows with the knitting word (toer: in the round by default)', () => {
    const { tool } = renderPanel();
    expect(screen.queryByRole('button', { name: /Volgende/ })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'Volgen' }), { target: { value: 'rowsFull' } });
    expect(tool.trackerMode).toBe('rowsFull');
    expect(screen.getByText('Toer 1 van 20')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Terug/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Volgende/ }));
    fireEvent.click(screen.getByRole('button', { name: /Volgende/ }));
    expect(screen.getByText('Toer 3 van 20')).toBeTruthy();
    expect(screen.getByText('40 van 400 steken gedaan (10 %)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Terug/ }));
    expect(screen.getByText('Toer 2 van 20')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Volgen' }), { target: { value: 'rowsGroup5' } });
    expect(tool.trackerMode).toBe('rowsGroup5');
    expect(trackerCounts(tool.tracker).done).toBe(20);
  });

  it.each([
    ['crochet', 'Toer 1 van 20'],
    // Cross stitch is numbered from the top (its ruler) and worked from the bottom row: the label says both.
    ['crossStitch', 'Rij 20 · 1 van 20'],
  ] as const)('names the lines of a %s chart "%s"', (craft, text) => {
    const { tool } = renderPanel({ craft });
    act(() => tool.setTrackerMode('rowsStitches'));
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('counts below 1 % with one decimal and groups thousands: 10 of 2 500 is 0,4 %', () => {
    const { editor } = renderPanel({ columns: 50, rows: 50 });
    for (let column = 1; column <= 10; column += 1) act(() => void editor.click(column, 0));
    expect(screen.getByText('10 van 2 500 steken gedaan (0,4 %)')).toBeTruthy();
  });

  it.each([
    ['todo', '378 te gaan', '19 te gaan'],
    ['done', '2 gedaan', '1 gedaan'],
    ['all', '2 / 380', '1 / 20'],
  ] as const)('the key counts per styleLabel %s', (setting, red, blue) => {
    const { editor } = renderPanel();
    act(() => editor.editor.setUserSettings({ styleLabel: setting }));
    act(() => void editor.click(0, 0).click(1, 0).click(2, 0));
    expect(keyEntry(/^Rood/).textContent).toContain(red);
    expect(keyEntry(/^Blauw/).textContent).toContain(blue);
  });

  it('shows no count with styleLabel none', () => {
    const { editor } = renderPanel();
    act(() => editor.editor.setUserSettings({ styleLabel: 'none' }));
    // The name (and, once loaded, the key's symbol of a chart without symbols: keySymbols.ts), and no count.
    expect(keyEntry(/^Rood/).textContent).toMatch(/^Rood(Vierkant)?$/);
  });

  it('a key entry highlights its style with done / left; again it un-highlights', () => {
    const { tool, editor } = renderPanel();
    act(() => void editor.click(0, 3));
    fireEvent.click(keyEntry(/^Blauw/));
    expect(tool.tracker.highlight).toBe(2);
    expect(keyEntry(/^Blauw/).getAttribute('aria-pressed')).toBe('true');
    expect(keyEntry(/^Blauw/).textContent).toContain('1 gedaan · 19 te gaan');
    fireEvent.click(keyEntry(/^Blauw/));
    expect(tool.tracker.highlight).toBeNull();
    expect(keyEntry(/^Blauw/).getAttribute('aria-pressed')).toBe('false');
  });

  it('"Blok afvinken" tells how many of the highlighted colour it marked; "Ongedaan maken" undoes just that', () => {
    const { tool, editor } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Blok afvinken' }));
    expect(tool.tapAction).toBe('block');
    fireEvent.click(keyEntry(/^Blauw/));
    act(() => void editor.click(4, 4));
    expect(screen.getByRole('status').textContent).toContain('10 steken van Blauw afgevinkt');
    expect(trackerCounts(tool.tracker).done).toBe(10);
    fireEvent.click(screen.getByRole('button', { name: 'Ongedaan maken' }));
    expect(trackerCounts(tool.tracker).done).toBe(0);
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).toBeNull();
    fireEvent.click(keyEntry(/^Blauw/));
    act(() => void editor.click(15, 15));
    expect(screen.getByRole('status').textContent).toContain('100 steken afgevinkt');
    act(() => void editor.click(15, 15));
    expect(screen.getByRole('status').textContent).toContain('In dit blok was niets meer af te vinken.');
    expect(screen.queryByRole('button', { name: 'Ongedaan maken' })).toBeNull();
  });

  it('"Parkeren" lists the parked colour with its place and a button taking it away', () => {
    const { tool, editor } = renderPanel();
    expect(screen.getByText(/Kies “Parkeren”/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Parkeren' }));
    act(() => void editor.click(5, 6, { within: [0.9, 0.1] }));
    expect(tool.tracker.parking).toEqual([{ styleId: 1, x: 5, y: 6, corner: 'topRight' }]);
    // The numbers the rulers show: a knitting chart counts from the bottom right.
    expect(screen.getByText('Rood: kolom 15, rij 14')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Parkeren van Rood opheffen' }));
    expect(tool.tracker.parking).toEqual([]);
  });

  it('names a parked place of a cross-stitch chart from the top left, as its rulers do', () => {
    const { editor } = renderPanel({ craft: 'crossStitch' });
    fireEvent.click(screen.getByRole('button', { name: 'Parkeren' }));
    act(() => void editor.click(5, 6, { within: [0.9, 0.1] }));
    expect(screen.getByText('Rood: kolom 6, rij 7')).toBeTruthy();
  });

  it('clamps the row number into the chart’s rows', () => {
    renderPanel({ rows: 30 });
    const field = screen.getByRole('spinbutton', { name: 'Ga naar rij' }) as HTMLInputElement;
    expect(field.value).toBe('1');
    fireEvent.change(field, { target: { value: '999' } });
    fireEvent.blur(field);
    expect(field.value).toBe('30');
    fireEvent.change(field, { target: { value: '-4' } });
    fireEvent.blur(field);
    expect(field.value).toBe('1');
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.blur(field);
    expect(field.value).toBe('1');
  });

  it('a chart without stitches says so and offers no key and no row helpers', () => {
    renderPanel({ empty: true });
    expect(screen.getByText('Deze chart heeft nog geen steken om bij te houden.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Legenda' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Herhaling toevoegen' })).toBeNull();
  });

  it('changes the display settings as the account keeps them, and offers none without an account', () => {
    const changes: Array<Partial<TrackerSettings>> = [];
    const { editor } = renderPanel({
      changeSettings: (change) => {
        changes.push(change);
        act(() => editor.editor.setUserSettings(change));
      },
    });
    fireEvent.click(screen.getByText('Weergave'));
    const todo = screen.getByRole('combobox', { name: 'Nog te doen' }) as HTMLSelectElement;
    expect(todo.value).toBe('symbols');
    fireEvent.change(todo, { target: { value: 'colors' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Aantallen in de legenda' }), {
      target: { value: 'all' },
    });
    expect(changes).toEqual([{ drawTodo: 'colors' }, { styleLabel: 'all' }]);
    expect(todo.value).toBe('colors');
    // The key follows: "done / total" counts.
    expect(keyEntry(/Blauw/).textContent).toContain('0 / 20');
    cleanup();
    renderPanel();
    expect(screen.queryByText('Weergave')).toBeNull();
  });

  it('offers the row helpers in the row modes only', () => {
    const { tool } = renderPanel({ craft: 'knitting' });
    act(() => tool.setTrackerMode('rowsFull'));
    expect(screen.getByRole('button', { name: 'Herhaling toevoegen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Herinnering toevoegen' })).toBeTruthy();
    act(() => tool.setTrackerMode('perGridCell'));
    expect(screen.queryByRole('button', { name: 'Herhaling toevoegen' })).toBeNull();
  });

  it('on a phone a bar with Back, the line and Next, and "Meer" opening the sheet', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { tool } = renderPanel();
    expect(
      screen.getByRole('group', { name: 'Voortgang bijhouden' }).textContent?.replace(/\s/g, ' '),
    ).toContain('0 van 400 steken gedaan (0 %)');
    expect(screen.queryByRole('combobox', { name: 'Volgen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Meer' }));
    expect(screen.getByRole('button', { name: 'Minder' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(screen.getByRole('combobox', { name: 'Volgen' }), { target: { value: 'rowsFull' } });
    fireEvent.click(screen.getByRole('button', { name: /Volgende/ }));
    expect(tool.tracker.position).toBe(1);
    expect(screen.getByText('Toer 2 van 20 · 5 %')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Volgen' }), { key: 'Escape' });
    expect(screen.queryByRole('combobox', { name: 'Volgen' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Meer' }));
  });

  it('on a phone the chart makes room below its last row for the bar, and gives it back when the bar goes', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { editor } = renderPanel({ rows: 200 });
    const covered = editor.editor.camera.insets?.bottom ?? 0;
    expect(covered).toBeGreaterThan(0);
    cleanup();
    expect(editor.editor.camera.insets?.bottom).toBe(0);
  });

  it.each([
    ['progressTrackerAutoScroll2', true],
    ['progressTrackerAutoScroll0', false],
  ] as const)('with %s the view follows the current row: %s', (setting, follows) => {
    const { editor, tool } = renderPanel({ rows: 200 });
    act(() => editor.editor.setUserSettings({ progressTrackerAutoScroll: setting }));
    expect(editor.editor.camera.scrollY).toBe(0);
    act(() => tool.setTrackerMode('rowsFull'));
    // Worked from the bottom row up: at the bottom of the chart, then one row higher per step.
    expect(editor.editor.camera.scrollY > 0).toBe(follows);
    act(() => void tool.moveTo(100));
    const first = editor.editor.camera.scrollY;
    fireEvent.click(screen.getByRole('button', { name: /Volgende/ }));
    const second = editor.editor.camera.scrollY;
    expect(second < first).toBe(follows);
    act(() => tool.setTrackerMode('perGridCell'));
    act(() => void tool.moveTo(0));
    expect(editor.editor.camera.scrollY).toBe(second);
  });

  it('counts again when the chart changes underneath (a newer revision), without errors while rendering', () => {
    const errors = vi.spyOn(console, 'error');
    const { editor } = renderPanel({ columns: 10, rows: 10 });
    act(() => void editor.click(1, 1));
    expect(screen.getByText('1 van 100 steken gedaan (1 %)')).toBeTruthy();
    act(() => editor.document.replaceCells(new Uint8Array(100).fill(1, 0, 50), 10, 10));
    expect(screen.getByText('1 van 50 steken gedaan (2 %)')).toBeTruthy();
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the toolbar’s undo in step with the tracker’s history', () => {
    const { editor } = renderPanel();
    expect(useEditorStore.getState().canUndo).toBe(false);
    act(() => void editor.click(3, 3));
    expect(useEditorStore.getState().canUndo).toBe(true);
    act(() => void editor.undo());
    expect(useEditorStore.getState().canUndo).toBe(false);
  });
});
