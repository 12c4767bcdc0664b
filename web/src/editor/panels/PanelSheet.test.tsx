import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { windowWidth } from '../../test/windowWidth';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from '../ui/EditorContext';
import { PanelSheet } from './PanelSheet';

/** A window as wide as `width`, answering the (max-width) query the sheet asks. */
let disconnect = () => {};

function renderSheet(options: Parameters<typeof TestEditor.create>[0] = {}) {
  const { editor } = TestEditor.create(options);
  disconnect = connectEditorToStore(editor);
  render(
    <EditorContext.Provider value={editor}>
      <PanelSheet />
    </EditorContext.Provider>,
  );
  return editor;
}

const tab = (name: string) => screen.getByRole('tab', { name });

afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
});

describe('PanelSheet on a phone (390 px)', () => {
  it('keeps the sheet closed at first; a tab opens it on that panel with a close button', () => {
    windowWidth(390);
    renderSheet();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(tab('Palet').getAttribute('aria-selected')).toBe('false');

    fireEvent.click(tab('Palet'));
    expect(screen.getByRole('tabpanel', { name: 'Palet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stijl toevoegen' })).toBeTruthy();
    expect(tab('Palet').getAttribute('aria-selected')).toBe('true');

    fireEvent.click(tab('Raster'));
    expect(screen.getByRole('tabpanel', { name: 'Raster' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Paneel sluiten' }));
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Paneel sluiten' })).toBeNull();
    expect(document.activeElement).toBe(tab('Raster'));
  });

  it('closes with the open panel’s own tab, and with Escape from inside the sheet (focus back on its tab)', () => {
    windowWidth(390);
    renderSheet();
    fireEvent.click(tab('Weergave'));
    fireEvent.click(tab('Weergave'));
    expect(screen.queryByRole('tabpanel')).toBeNull();

    fireEvent.click(tab('Chart'));
    const panel = screen.getByRole('tabpanel', { name: 'Chart' });
    const escape = fireEvent.keyDown(panel, { key: 'Escape' });
    expect(escape).toBe(false);
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(document.activeElement).toBe(tab('Chart'));
  });

  it('lets other keys and an Escape on a closed sheet pass', () => {
    windowWidth(390);
    renderSheet();
    expect(fireEvent.keyDown(tab('Palet'), { key: 'Escape' })).toBe(true);
    fireEvent.click(tab('Palet'));
    expect(fireEvent.keyDown(tab('Palet'), { key: 'Enter' })).toBe(true);
    expect(screen.getByRole('tabpanel', { name: 'Palet' })).toBeTruthy();
  });
});

describe('PanelSheet on a wide screen (1280 px)', () => {
  it('always shows one panel beside the chart: its tab never closes it, nor does Escape, and no close button', () => {
    windowWidth(1280);
    renderSheet();
    expect(screen.getByRole('tabpanel', { name: 'Palet' })).toBeTruthy();
    fireEvent.click(tab('Palet'));
    expect(screen.getByRole('tabpanel', { name: 'Palet' })).toBeTruthy();
    fireEvent.keyDown(tab('Palet'), { key: 'Escape' });
    expect(screen.getByRole('tabpanel', { name: 'Palet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Paneel sluiten' })).toBeNull();
    fireEvent.click(tab('Raster'));
    expect(screen.getByRole('tabpanel', { name: 'Raster' })).toBeTruthy();
  });

  it('is a wide screen where the browser cannot answer media queries', () => {
    renderSheet();
    expect(screen.getByRole('tabpanel', { name: 'Palet' })).toBeTruthy();
  });
});

describe('PanelSheet of a freeform chart', () => {
  it('shows no grid-only tabs: no grid size, work direction, ruler, supplies or checks', () => {
    windowWidth(1280);
    renderSheet({ craft: 'crochetFreeform' });
    expect(screen.getAllByRole('tab').map((each) => each.textContent)).toEqual([
      'Palet',
      'Lagen',
      'Chart',
      'Weergave',
    ]);
    expect(screen.queryByRole('tab', { name: 'Raster' })).toBeNull();
    expect(screen.getByRole('tabpanel', { name: 'Palet' })).toBeTruthy();
  });
});
