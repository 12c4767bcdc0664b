import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore } from '../../editorStore';
import { TestEditor } from '../../testing/TestEditor';
import { EditorContext } from '../../ui/EditorContext';
import { ChartDetailsPanel } from '../ChartDetailsPanel';
import { changeFreeformBackground, changeFreeformSize } from './freeformChartChanges';

let disconnect: (() => void) | undefined;
afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
});

function chartTab(options: Parameters<typeof TestEditor.create>[0] = {}) {
  const test = TestEditor.create({
    craft: 'crochetFreeform',
    chartId: 'abc123',
    symbolCells: { 'double-crochet': 1 },
    ...options,
  });
  disconnect = connectEditorToStore(test.editor);
  render(
    <EditorContext.Provider value={test.editor}>
      <ChartDetailsPanel propertiesLink={false} />
    </EditorContext.Provider>,
  );
  return test;
}

async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

const freeformOf = (test: TestEditor) => test.document.meta.freeform;

function commit(label: string, value: string) {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('the size and background of a freeform chart in the Chart tab', () => {
  it('names the craft but offers no grid craft or type to change to', () => {
    chartTab();
    expect(screen.getByText('Handwerkvorm: Haken – vrije vorm')).toBeTruthy();
    expect(screen.queryByLabelText('Handwerkvorm')).toBeNull();
    expect(screen.queryByLabelText('Soort chart')).toBeNull();
  });

  it('shows 500 × 500 on white, and changes the size and the colour, each one undo step', async () => {
    const test = chartTab();
    expect((screen.getByLabelText('Breedte (eenheden)') as HTMLInputElement).value).toBe('500');
    expect((screen.getByLabelText('Hoogte (eenheden)') as HTMLInputElement).value).toBe('500');
    expect((screen.getByLabelText('Achtergrondkleur') as HTMLInputElement).value).toBe('#ffffff');
    expect(screen.getByText('Tot 500 × 500 eenheden met je account.')).toBeTruthy();
    commit('Breedte (eenheden)', '300');
    commit('Hoogte (eenheden)', '200');
    fireEvent.change(screen.getByLabelText('Achtergrondkleur'), { target: { value: '#fff0d8' } });
    await settle();
    expect(freeformOf(test)).toMatchObject({ size: { width: 300, height: 200 }, backgroundColor: '#fff0d8' });
    expect(test.editor.history.undoCount).toBe(3);
    test.undo();
    await settle();
    expect((screen.getByLabelText('Achtergrondkleur') as HTMLInputElement).value).toBe('#ffffff');
    test.undo();
    await settle();
    expect((screen.getByLabelText('Hoogte (eenheden)') as HTMLInputElement).value).toBe('500');
  });

  it('refuses a size below the stitches in Dutch, and sizes that are no whole number', async () => {
    const test = chartTab();
    test.setTool('placeFreeform').selectStyle(5).clickAt(400, 300);
    commit('Breedte (eenheden)', '350');
    await settle();
    expect(freeformOf(test).size).toEqual({ width: 500, height: 500 });
    expect(screen.getByRole('status').textContent).toBe(
      'Er staan steken tot 410 × 310 eenheden. Kies minstens 410 × 310, of verplaats of verwijder die steken eerst.',
    );
    expect((screen.getByLabelText('Breedte (eenheden)') as HTMLInputElement).value).toBe('500');
    commit('Breedte (eenheden)', '410');
    await settle();
    expect(freeformOf(test).size).toEqual({ width: 410, height: 500 });
    expect(screen.getByRole('status').textContent).toBe('');
    for (const value of ['0', '12.5', '', '-3']) {
      commit('Hoogte (eenheden)', value);
      expect(freeformOf(test).size.height).toBe(500);
      expect(screen.getByRole('status').textContent).toBe(
        'Kies een hele breedte en hoogte van minstens 1 eenheid.',
      );
    }
  });

  it('sends a free user beyond 500 to the premium offer; a premium user goes up to 2000', () => {
    const free = chartTab();
    commit('Breedte (eenheden)', '600');
    expect(freeformOf(free).size.width).toBe(500);
    expect(free.navigations).toEqual(['/nl/c/abc123/premium/order?s=34']);
    cleanup();
    disconnect?.();
    const premium = chartTab({ premium: true });
    expect(screen.getByText('Tot 2000 × 2000 eenheden met je account.')).toBeTruthy();
    commit('Breedte (eenheden)', '2000');
    expect(freeformOf(premium).size.width).toBe(2000);
    commit('Hoogte (eenheden)', '2001');
    expect(freeformOf(premium).size.height).toBe(500);
    expect(premium.navigations).toEqual([]);
  });

  it('has no freeform fields in a grid chart', () => {
    const grid = TestEditor.create();
    disconnect = connectEditorToStore(grid.editor);
    render(
      <EditorContext.Provider value={grid.editor}>
        <ChartDetailsPanel propertiesLink={false} />
      </EditorContext.Provider>,
    );
    expect(screen.getByLabelText('Titel')).toBeTruthy();
    expect(screen.queryByLabelText('Breedte (eenheden)')).toBeNull();
  });
});

describe('the size and background changes', () => {
  it('keeps a size that a stitch already past the edge reaches, and refuses a colour that is none', () => {
    const test = TestEditor.create({ craft: 'crochetFreeform', symbolCells: { 'double-crochet': 1 } });
    // A stitch centred on the right edge reaches 10 units past it.
    test.setTool('placeFreeform').selectStyle(5).clickAt(500, 100);
    expect(changeFreeformSize(test.editor, 500, 300)).toEqual({ kind: 'done' });
    expect(changeFreeformSize(test.editor, 499, 300)).toMatchObject({
      kind: 'tooSmall',
      extent: { width: 510, height: 110 },
      least: { width: 500, height: 110 },
    });
    expect(changeFreeformSize(test.editor, 500, 300)).toEqual({ kind: 'refused', outcome: 'refused' });
    expect(changeFreeformBackground(test.editor, 'rood')).toBe(false);
    expect(changeFreeformBackground(test.editor, '#000000')).toBe(true);
    expect(test.document.meta.freeform.backgroundColor).toBe('#000000');
  });
});
