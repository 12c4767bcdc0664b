import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newChartAccess } from '../document/editability';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from '../ui/EditorContext';
import { LayersPanel } from './LayersPanel';

let disconnect: (() => void) | undefined;

afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
});

function renderPanel(editor = TestEditor.create({ columns: 4, rows: 3, premium: true })) {
  disconnect = connectEditorToStore(editor.editor);
  render(
    <EditorContext.Provider value={editor.editor}>
      <LayersPanel />
    </EditorContext.Provider>,
  );
  return editor;
}

const layerTitles = () =>
  within(screen.getByRole('list', { name: 'Lagen, bovenste eerst' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.editor-layers__title')?.textContent ?? '');

describe('the layers panel', () => {
  it('adds a layer on top, chooses it, and draws on it', () => {
    const editor = renderPanel();
    expect(layerTitles()).toEqual(['Laag 1']);
    expect(screen.getByRole('button', { name: 'Laag 1 verwijderen' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Laag toevoegen' }));
    expect(layerTitles()).toEqual(['Laag 2', 'Laag 1']);
    expect(screen.getByRole('button', { name: 'Laag Laag 2 kiezen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    editor.click(1, 1);
    expect(editor.document.layerCells[1]![5]).toBe(1);
    expect(editor.document.layerCells[0]![5]).toBe(0);
  });

  it('hides a layer with its checkbox, and undo shows it again', () => {
    const editor = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Laag toevoegen' }));
    editor.click(1, 1);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Laag 2 zichtbaar' }));
    expect(editor.cellAt(1, 1)).toBe(0);
    expect(screen.getByText(/De gekozen laag is verborgen/)).toBeTruthy();
    act(() => void editor.undo());
    expect(editor.cellAt(1, 1)).toBe(1);
    expect(screen.getByRole('checkbox', { name: 'Laag 2 zichtbaar' })).toHaveProperty('checked', true);
  });

  it('renames with the keyboard (Enter saves, Escape cancels) and refuses an empty name', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Hernoemen' }));
    const field = screen.getByLabelText('Nieuwe naam voor Laag 1');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field);
    expect(screen.getByRole('status').textContent).toBe('Geef de laag een naam.');
    fireEvent.change(field, { target: { value: 'Achtergrond' } });
    fireEvent.submit(field);
    expect(layerTitles()).toEqual(['Achtergrond']);
    fireEvent.click(screen.getByRole('button', { name: 'Hernoemen' }));
    fireEvent.keyDown(screen.getByLabelText('Nieuwe naam voor Achtergrond'), { key: 'Escape' });
    expect(screen.queryByLabelText('Nieuwe naam voor Achtergrond')).toBeNull();
  });

  it('moves a layer down and deletes one, never the last', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Laag toevoegen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Laag 2 omlaag' }));
    expect(layerTitles()).toEqual(['Laag 1', 'Laag 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Laag 1 verwijderen' }));
    expect(layerTitles()).toEqual(['Laag 2']);
    expect(screen.getByRole('button', { name: 'Laag 2 verwijderen' })).toHaveProperty('disabled', true);
  });

  it('tells a free user beyond five layers that more do not fit', () => {
    renderPanel(TestEditor.create({ columns: 4, rows: 3, chartId: 'abc' }));
    for (let count = 0; count < 5; count += 1)
      fireEvent.click(screen.getByRole('button', { name: 'Laag toevoegen' }));
    expect(layerTitles()).toHaveLength(5);
    expect(screen.getByRole('status').textContent).toBe('Meer lagen passen niet in je abonnement.');
  });

  it('offers nothing to change on a read-only chart', () => {
    renderPanel(TestEditor.create({ access: { ...newChartAccess, locked: true } }));
    expect(screen.getByRole('button', { name: 'Laag toevoegen' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Alleen-lezen: lagen kun je nu niet wijzigen.')).toBeTruthy();
  });
});
