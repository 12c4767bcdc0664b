/**
 * The panel in the table mode and on wrong-side rows (issue 27): a lace chart worked back and forth names its
 * wrong-side purls, and "Vorm: Tabel" shows the same rows as an accessible table, saved with the chart.
 */
import { defaultStylesOf } from '@steekwerk/model';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { updateGridSettings } from '../document/commands/settingsCommands';
import { EditorContext } from '../ui/EditorContext';
import { TestEditor } from '../testing/TestEditor';
import { fakeWrittenClient } from './fakeWrittenClient';
import { WrittenPanel } from './WrittenPanel';

let disconnect: (() => void) | undefined;
afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
});

/** A lace chart of 4 × 2 worked back and forth: row 1 "1 r, 1 omsl, 1 2 r samen, 1 r", row 2 all knit squares. */
function laceFlat(): TestEditor {
  const editor = TestEditor.create({
    columns: 4,
    rows: 2,
    craft: 'knitting',
    type: 'lace',
    styles: defaultStylesOf('knitting', 'lace'),
    chartId: 'lace-flat',
  });
  // Lace styles: 1 r, 2 av, 3 omsl, 4 2 r samen. Top row first on the chart.
  [1, 1, 1, 1].forEach((style, column) => editor.document.setCell(column, 0, style));
  [1, 4, 3, 1].forEach((style, column) => editor.document.setCell(column, 1, style));
  editor.editor.run(updateGridSettings, { direction2: 'rightToLeftAlternating', directionRunLength: 1 });
  return editor;
}

function renderPanel(editor: TestEditor) {
  disconnect = connectEditorToStore(editor.editor);
  render(
    <EditorContext.Provider value={editor.editor}>
      <WrittenPanel client={fakeWrittenClient().client} />
    </EditorContext.Provider>,
  );
}

const text = () => screen.getByRole('region', { name: 'Geschreven instructies van de chart' });

describe('the written panel of a lace chart worked back and forth', () => {
  it('names the purls of the wrong-side rows', async () => {
    renderPanel(laceFlat());
    expect(
      await within(text()).findByText('Naald 1 (GK): 1 r, 1 omsl, 1 2 r samen, 1 r (4 steken)'),
    ).toBeTruthy();
    expect(within(text()).getByText('Naald 2 (VK): 4 av (4 steken)')).toBeTruthy();
    expect(within(text()).getByText('av = averecht')).toBeTruthy();
  });

  it('shows the rows as a table in the table mode, stored with the chart and undoable', async () => {
    const editor = laceFlat();
    renderPanel(editor);
    await within(text()).findByText(/^Naald 1 \(GK\)/);
    const mode = screen.getByRole('combobox', { name: 'Vorm' });
    expect((mode as HTMLSelectElement).value).toBe('written');
    fireEvent.change(mode, { target: { value: 'table' } });
    const table = await within(text()).findByRole('table', { name: 'Geschreven patroon als tabel' });
    expect(editor.document.meta.settings.written?.mode).toBe('table');
    const headings = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Naald', 'Kant', 'Richting', 'Instructie', 'Steken']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Naald 1', 'GK', 'naar links', '1 r, 1 omsl, 1 2 r samen, 1 r', '4'],
      ['Naald 2', 'VK', 'naar rechts', '4 av', '4'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Naald 2' })).toBeTruthy();
    expect(rows[1]!.dataset.firstRow).toBe('2');
    // The key and the totals stay text around the table.
    expect(within(text()).getByText('Afkortingen:')).toBeTruthy();

    editor.editor.undo();
    expect(await within(text()).findByText('Naald 2 (VK): 4 av (4 steken)')).toBeTruthy();
    expect(within(text()).queryByRole('table')).toBeNull();
  });
});
