import { createPaletteStyle } from '@steekwerk/model';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WrittenClient } from '../../engine/writtenClient';
import { parseWrittenJob, type WrittenJob } from '../../engine/writtenProtocol';
import { newChartAccess } from '../document/editability';
import { connectEditorToStore } from '../editorStore';
import { EditorContext } from '../ui/EditorContext';
import { TestEditor } from '../testing/TestEditor';
import { fakeWrittenClient } from './fakeWrittenClient';
import { WrittenPanel } from './WrittenPanel';

let disconnect: (() => void) | undefined;

afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
  vi.unstubAllGlobals();
});

const knit = createPaletteStyle(1, { abbreviation: 'r', description: 'recht', colorBackground: '#ffffff' });
const purl = createPaletteStyle(2, {
  abbreviation: 'av',
  description: 'averecht',
  colorBackground: '#555555',
});

/** A knitting chart whose bottom row is 2 knit, 2 purl across; the other rows knit. */
function ribbing(columns = 16, rows = 2, chartId = 'ribbing'): TestEditor {
  const editor = TestEditor.create({ columns, rows, styles: [knit, purl], chartId });
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const purlCell = row === rows - 1 && column % 4 >= 2;
      editor.document.setCell(column, row, purlCell ? 2 : 1);
    }
  }
  return editor;
}

function renderPanel(editor: TestEditor, client: WrittenClient = fakeWrittenClient().client) {
  disconnect = connectEditorToStore(editor.editor);
  render(
    <EditorContext.Provider value={editor.editor}>
      <WrittenPanel client={client} />
    </EditorContext.Provider>,
  );
}

const text = () => screen.getByRole('region', { name: 'Geschreven instructies van de chart' });

describe('the written instructions panel', () => {
  it('shows each row of a small chart as a line of its own, in work order', async () => {
    renderPanel(ribbing());
    const first = await within(text()).findByText(
      'Toer 1: 2 av, 2 r, 2 av, 2 r, 2 av, 2 r, 2 av, 2 r (16 steken)',
    );
    expect(first.tagName).toBe('P');
    expect(first.dataset.firstRow).toBe('1');
    expect(within(text()).getByText('Toer 2: 16 r (16 steken)')).toBeTruthy();
    expect(within(text()).getByText('Afkortingen:')).toBeTruthy();
  });

  it('writes repeats when asked, in brackets or with stars, and leaves the title and legend out or in', async () => {
    renderPanel(ribbing());
    await within(text()).findByText(/^Toer 1: 2 av, 2 r/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Herhalingen zoeken' }));
    expect(await within(text()).findByText(/^Toer 1: \[2 av, 2 r\] 4x/)).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Vorm van herhalingen' }), {
      target: { value: 'stars' },
    });
    expect(
      await within(text()).findByText(/^Toer 1: \*2 av, 2 r\*, herhaal van \* tot \* nog 3 keer/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Legenda' }));
    expect(await within(text()).findByText('Legenda:')).toBeTruthy();
  });

  it('keeps its settings with the chart as undoable changes, and takes back a refused text', async () => {
    const editor = ribbing(4, 1, 'stored');
    renderPanel(editor);
    await within(text()).findByText('Toer 1: 2 av, 2 r (4 steken)');
    expect(editor.document.meta.settings.written).toBeUndefined();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Legenda' }));
    expect(await within(text()).findByText('Legenda:')).toBeTruthy();
    expect(editor.document.meta.settings.written).toMatchObject({ legend: true, rowText: 'Toer @:' });

    const rowText = screen.getByRole('textbox', { name: 'Eén rij' });
    fireEvent.change(rowText, { target: { value: 'Rij @ —' } });
    fireEvent.blur(rowText);
    expect(await within(text()).findByText('Rij 1 — 2 av, 2 r (4 steken)')).toBeTruthy();
    expect(editor.document.meta.settings.written?.rowText).toBe('Rij @ —');

    // Too long for the chart: refused, the field shows the stored text again.
    const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Eén rij' });
    fireEvent.change(field(), { target: { value: 'x'.repeat(201) } });
    fireEvent.blur(field());
    expect(field().value).toBe('Rij @ —');

    act(() => void editor.undo());
    expect(await within(text()).findByText('Toer 1: 2 av, 2 r (4 steken)')).toBeTruthy();
    expect(field().value).toBe('Toer @:');
    act(() => void editor.undo());
    expect(editor.document.meta.settings.written).toBeUndefined();
  });

  it('lets a viewer who may not edit choose for themselves, without changing the chart', async () => {
    const editor = TestEditor.create({
      columns: 4,
      rows: 1,
      styles: [knit, purl],
      chartId: 'viewed',
      access: { ...newChartAccess, hasWriteAccess: false, hasWriteLock: false },
    });
    for (let column = 0; column < 4; column += 1) editor.document.setCell(column, 0, 1);
    renderPanel(editor);
    await within(text()).findByText(/^Toer 1: /);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Legenda' }));
    expect(await within(text()).findByText('Legenda:')).toBeTruthy();
    expect(editor.document.meta.settings.written).toBeUndefined();
    expect(screen.getByText(/Alleen voor jou/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Standaardinstellingen' }));
    await waitFor(() => expect(within(text()).queryByText('Legenda:')).toBeNull());
  });

  it('writes the text again after an edit of the chart', async () => {
    const editor = ribbing(4, 1, 'edited');
    renderPanel(editor);
    await within(text()).findByText('Toer 1: 2 av, 2 r (4 steken)');
    act(() => {
      editor.selectStyle(2).click(0, 0);
    });
    expect(await within(text()).findByText('Toer 1: 2 av, 1 r, 1 av (4 steken)')).toBeTruthy();
  });

  it('copies the plain text and says so, or says that the browser refused', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPanel(ribbing(4, 1, 'copied'));
    await within(text()).findByText('Toer 1: 2 av, 2 r (4 steken)');
    fireEvent.click(screen.getByRole('button', { name: 'Kopieer als tekst' }));
    expect(await screen.findByText('Gekopieerd')).toBeTruthy();
    expect(writeText.mock.calls[0]![0]).toContain('Toer 1: 2 av, 2 r (4 steken)\n');
    fireEvent.click(screen.getByRole('button', { name: 'Kopieer als tekst' }));
    expect(await screen.findByText(/Je browser staat kopiëren niet toe/)).toBeTruthy();
  });

  it('writes a large chart in the worker, saying "Bezig…" meanwhile, and shows its failure in Dutch', async () => {
    const fake = fakeWrittenClient();
    renderPanel(ribbing(600, 500, 'large'), fake.client);
    expect(await screen.findByText(/Bezig…/)).toBeTruthy();
    expect(text().getAttribute('aria-busy')).toBe('true');
    const job: WrittenJob = await fake.nextJob();
    // One chart snapshot, as every writer and worker takes it, that the worker's check accepts.
    expect(job.snapshot.cells).toHaveLength(300_000);
    expect(parseWrittenJob(job)?.snapshot.chart.grid.settings.size).toEqual({
      columnCount: 600,
      rowCount: 500,
    });
    fake.answer({ status: 'done', pattern: { lines: [{ text: 'Naald 1: uit de worker' }], text: '' } });
    expect(await within(text()).findByText('Naald 1: uit de worker')).toBeTruthy();
    expect(screen.queryByText(/Bezig…/)).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Titel' }));
    await fake.nextJob();
    fake.answer({ status: 'failed', message: 'De chart kan niet worden gelezen.' });
    expect(await screen.findByText(/De chart kan niet worden gelezen\./)).toBeTruthy();
  });
});
