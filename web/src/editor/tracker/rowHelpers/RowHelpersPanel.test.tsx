import { useState } from 'react';
import {
  type Craft,
  type ProgressTrackerExtras,
  type RowRepeat,
  emptyProgressTrackerExtras,
  progressTrackerExtrasSchema,
} from '@steekwerk/model';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowHelpersPanel } from './RowHelpersPanel';

afterEach(cleanup);

/** The panel with its extras kept as the tracker panel would keep them; `setRow` moves the maker. */
function renderPanel(options: {
  craft?: Craft;
  row?: number;
  rowCount?: number;
  extras?: ProgressTrackerExtras;
}) {
  const changes: ProgressTrackerExtras[] = [];
  const onRepeatJump = vi.fn();
  let setRow: (row: number) => void = () => undefined;
  function Harness() {
    const [extras, setExtras] = useState(options.extras ?? emptyProgressTrackerExtras);
    const [row, setCurrentRow] = useState(options.row ?? 1);
    setRow = setCurrentRow;
    return (
      <RowHelpersPanel
        craft={options.craft ?? 'knitting'}
        currentRow={row}
        rowCount={options.rowCount ?? 40}
        extras={extras}
        onChange={(next) => {
          changes.push(next);
          setExtras(next);
        }}
        onRepeatJump={(plan) => {
          onRepeatJump(plan);
          setCurrentRow(plan.goToRow);
        }}
      />
    );
  }
  render(<Harness />);
  return {
    changes,
    onRepeatJump,
    setRow: (row: number) => act(() => setRow(row)),
    last: () => changes[changes.length - 1],
  };
}

const panel = () => screen.getByRole('region', { name: 'Herhalingen en herinneringen' });

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

function addReminder(values: Record<string, string>) {
  fireEvent.click(screen.getByRole('button', { name: 'Herinnering toevoegen' }));
  const form = screen.getByRole('form', { name: 'Herinnering toevoegen' });
  fill(form, values);
  fireEvent.click(within(form).getByRole('button', { name: 'Toevoegen' }));
}

function addRepeat(values: Record<string, string>) {
  fireEvent.click(screen.getByRole('button', { name: 'Herhaling toevoegen' }));
  const form = screen.getByRole('form', { name: 'Herhaling toevoegen' });
  fill(form, values);
  fireEvent.click(within(form).getByRole('button', { name: 'Toevoegen' }));
}

const increase = {
  'Wat moet je doen?': 'meerder aan beide kanten',
  'Vanaf naald': '12',
  'Elke hoeveel naalden': '6',
  'Aantal keer': '5',
};

describe('RowHelpersPanel reminders', () => {
  it('adds a reminder, shows it one row early, and ticks it off on its row', () => {
    const view = renderPanel({ row: 3 });
    expect(within(panel()).getByText('Nog geen herinneringen.')).toBeTruthy();
    addReminder(increase);
    expect(
      screen.getByText('meerder aan beide kanten — elke 6e naald vanaf naald 12, 5 keer (0 van 5 gedaan)'),
    ).toBeTruthy();
    expect(progressTrackerExtrasSchema.safeParse(view.last()).success).toBe(true);
    expect(screen.queryByText(/^Volgende naald/)).toBeNull();

    view.setRow(11);
    expect(screen.getByText('Volgende naald (12): meerder aan beide kanten')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();

    view.setRow(12);
    expect(screen.queryByText(/^Volgende naald/)).toBeNull();
    const due = screen.getByRole('group', { name: 'Op deze naald (12)' });
    const tick = within(due).getByRole('checkbox', { name: 'meerder aan beide kanten' });
    expect((tick as HTMLInputElement).checked).toBe(false);
    fireEvent.click(tick);
    expect((tick as HTMLInputElement).checked).toBe(true);
    expect(view.last()?.reminders[0]?.ticked).toEqual([12]);
    expect(screen.getByText(/\(1 van 5 gedaan\)$/)).toBeTruthy();
    fireEvent.click(tick);
    expect(view.last()?.reminders[0]?.ticked).toEqual([]);

    view.setRow(17);
    expect(screen.getByText('Volgende naald (18): meerder aan beide kanten')).toBeTruthy();
  });

  it('says toer for crochet and rij for cross stitch', () => {
    renderPanel({ craft: 'crochet', row: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'Herinnering toevoegen' }));
    expect(screen.getByLabelText('Vanaf toer')).toBeTruthy();
    expect(screen.getByLabelText('Elke hoeveel toeren')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nu: toer 5' })).toBeTruthy();
    cleanup();
    renderPanel({ craft: 'crossStitch', row: 2 });
    expect(screen.getByRole('heading', { name: 'Nu: rij 2' })).toBeTruthy();
  });

  it('refuses wrong input with Dutch messages on the fields and keeps the form open', () => {
    const view = renderPanel({ row: 3, rowCount: 30 });
    addReminder({ ...increase, 'Wat moet je doen?': '  ', 'Elke hoeveel naalden': '0' });
    const form = screen.getByRole('form', { name: 'Herinnering toevoegen' });
    const text = within(form).getByLabelText('Wat moet je doen?');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(form).getByText('Typ wat je op die naald moet doen.')).toBeTruthy();
    expect(within(form).getByText('Kies een getal van 1 tot en met 10000.')).toBeTruthy();
    expect(document.activeElement).toBe(text);
    expect(view.changes).toEqual([]);

    fill(form, { 'Wat moet je doen?': 'minder', 'Elke hoeveel naalden': '6' });
    fireEvent.click(within(form).getByRole('button', { name: 'Toevoegen' }));
    expect(
      within(form).getByText('De laatste keer valt dan op naald 36, maar de chart heeft 30 naalden.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Aantal keer'));
  });

  it('edits and removes a reminder', () => {
    const view = renderPanel({ row: 12 });
    addReminder(increase);
    fireEvent.click(screen.getByRole('button', { name: 'meerder aan beide kanten wijzigen' }));
    const form = screen.getByRole('form', { name: 'Herinnering wijzigen' });
    expect((within(form).getByLabelText('Vanaf naald') as HTMLInputElement).value).toBe('12');
    fill(form, { 'Aantal keer': '3' });
    fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(screen.getByText(/3 keer \(0 van 3 gedaan\)$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'meerder aan beide kanten wijzigen' }));
    fireEvent.keyDown(screen.getByLabelText('Aantal keer'), { key: 'Escape' });
    expect(screen.queryByRole('form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'meerder aan beide kanten verwijderen' }));
    expect(view.last()?.reminders).toEqual([]);
    expect(screen.getByText('Nog geen herinneringen.')).toBeTruthy();
  });
});

describe('RowHelpersPanel repeats', () => {
  it('adds a repeat, follows it row by row and jumps back at its end', () => {
    const view = renderPanel({ row: 5 });
    addRepeat({
      'Van naald': '5',
      'Tot en met naald': '12',
      'Aantal keer': '10',
      'Naam (niet verplicht)': 'Lijf',
    });
    expect(view.last()?.repeats).toMatchObject([
      { label: 'Lijf', firstRow: 5, lastRow: 12, times: 10, completed: 0 },
    ]);
    expect(
      within(panel()).getAllByText('1e van 10 keer · naald 1 van 8', { exact: false }).length,
    ).toBeGreaterThan(0);

    view.setRow(8);
    expect(screen.getAllByText(/1e van 10 keer · naald 4 van 8/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Herhaling klaar/ })).toBeNull();

    view.setRow(12);
    fireEvent.click(screen.getByRole('button', { name: 'Herhaling klaar, terug naar naald 5' }));
    expect(view.onRepeatJump).toHaveBeenCalledExactlyOnceWith({ goToRow: 5, clearRows: [5, 12] });
    expect(view.last()?.repeats[0]?.completed).toBe(1);
    expect(screen.getAllByText(/2e van 10 keer · naald 1 van 8/).length).toBeGreaterThan(0);
  });

  it('offers the jump right after the last row too, and none on the last time', () => {
    const repeat: RowRepeat = { id: 'lijf', label: '', firstRow: 5, lastRow: 12, times: 10, completed: 8 };
    const view = renderPanel({ row: 13, extras: { ...emptyProgressTrackerExtras, repeats: [repeat] } });
    fireEvent.click(screen.getByRole('button', { name: 'Herhaling klaar, terug naar naald 5' }));
    expect(view.onRepeatJump).toHaveBeenCalledWith({ goToRow: 5, clearRows: [5, 12] });
    expect(view.last()?.repeats[0]?.completed).toBe(9);

    view.setRow(12);
    expect(screen.queryByRole('button', { name: /^Herhaling klaar/ })).toBeNull();
    expect(
      screen.getAllByText(/10e van 10 keer · naald 8 van 8 · Laatste keer: ga daarna verder met naald 13/)
        .length,
    ).toBeGreaterThan(0);
    view.setRow(13);
    expect(screen.getByText(/Klaar: 10 van 10 keer/)).toBeTruthy();
    expect(view.onRepeatJump).toHaveBeenCalledTimes(1);
  });

  it('refuses wrong rows and overlapping repeats with Dutch messages', () => {
    const repeat: RowRepeat = {
      id: 'lijf',
      label: 'Lijf',
      firstRow: 5,
      lastRow: 12,
      times: 10,
      completed: 0,
    };
    const view = renderPanel({ row: 3, extras: { ...emptyProgressTrackerExtras, repeats: [repeat] } });
    const add = screen.getByRole('button', { name: 'Herhaling toevoegen' });
    fireEvent.click(add);
    expect(add.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Van naald'));
    expect((screen.getByLabelText('Van naald') as HTMLInputElement).value).toBe('3');
    fireEvent.click(add);
    expect(screen.queryByRole('form')).toBeNull();
    addRepeat({ 'Van naald': '9', 'Tot en met naald': '4', 'Aantal keer': 'twee' });
    const form = screen.getByRole('form', { name: 'Herhaling toevoegen' });
    expect(
      within(form).getByText('Kies naald 9 of een latere: de herhaling begint op naald 9.'),
    ).toBeTruthy();
    expect(within(form).getByText('Vul een heel getal in, zoals 6.')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Tot en met naald'));

    fill(form, { 'Tot en met naald': '20', 'Aantal keer': '2' });
    fireEvent.click(within(form).getByRole('button', { name: 'Toevoegen' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Deze naalden overlappen met de herhaling ‘Lijf’ van naald 5–12. Herhalingen mogen elkaar niet overlappen.',
    );
    expect(view.changes).toEqual([]);

    fireEvent.click(within(form).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Herhaling toevoegen' }));
  });

  it('edits the count of a repeat and removes it', () => {
    const repeat: RowRepeat = { id: 'lijf', label: '', firstRow: 5, lastRow: 12, times: 10, completed: 4 };
    const view = renderPanel({ row: 6, extras: { ...emptyProgressTrackerExtras, repeats: [repeat] } });
    fireEvent.click(screen.getByRole('button', { name: 'Herhaling naald 5–12 wijzigen' }));
    const form = screen.getByRole('form', { name: 'Herhaling wijzigen' });
    fill(form, { 'Al klaar (keer)': '3' });
    fireEvent.click(within(form).getByRole('button', { name: 'Opslaan' }));
    expect(view.last()?.repeats[0]).toEqual({ ...repeat, completed: 3 });
    expect(screen.getAllByText(/4e van 10 keer · naald 2 van 8/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Herhaling naald 5–12 verwijderen' }));
    expect(view.last()?.repeats).toEqual([]);
    expect(screen.getByText('Nog geen herhalingen.')).toBeTruthy();
  });
});
