import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from '../ui/EditorContext';
import { SuppliesPanel } from './SuppliesPanel';

let disconnect = () => {};
afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
});

function renderPanel() {
  // 100 × 100 cells of style 1 on 14-count Aida: 6–11 skeins, buy 9 (formats/src/supplies/suppliesOf.test.ts).
  const test = TestEditor.create({ columns: 100, rows: 100, craft: 'crossStitch', type: 'other' });
  for (let row = 0; row < 100; row += 1)
    for (let column = 0; column < 100; column += 1) test.editor.drawCell(column, row, 1);
  disconnect = connectEditorToStore(test.editor);
  render(
    <EditorContext.Provider value={test.editor}>
      <SuppliesPanel />
    </EditorContext.Provider>,
  );
  return test;
}

describe('the Benodigdheden panel', () => {
  it('shows the stitches, no product and the skeins to buy at 14 count and 2 strands, and the fabric', () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Benodigdheden' })).toBeTruthy();
    expect(screen.getByText('10000 hele steken')).toBeTruthy();
    expect(screen.getByText('geen product gekoppeld')).toBeTruthy();
    expect(screen.getByText('Koop: 6–11 strengen (koop 9)')).toBeTruthy();
    expect(screen.getByText(/Stof: 28,2 × 28,2 cm/)).toBeTruthy();
  });

  it('recomputes at another fabric count and strands, and ignores an emptied field', () => {
    renderPanel();
    // 18 count, 1 strand: 10 000 × 28 / 18 cm = 155,6 m of one strand / 48 m → 4 skeins.
    fireEvent.change(screen.getByLabelText('Stof (steken per inch)'), { target: { value: '18' } });
    fireEvent.change(screen.getByLabelText('Draden'), { target: { value: '1' } });
    expect(screen.getByText(/koop 4\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Draden'), { target: { value: '' } });
    expect(screen.getByText(/koop 4\)/)).toBeTruthy();
  });

  it('copies a plain-text shopping list', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Kopieer als boodschappenlijst' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    const text = writeText.mock.calls[0]![0] as string;
    expect(text).toMatch(/^Boodschappenlijst voor /);
    expect(text).toContain(': 6–11 strengen (koop 9)');
    expect(text).toContain('Stof: 28,2 × 28,2 cm');
    expect(screen.getByText('De boodschappenlijst staat op het klembord.')).toBeTruthy();
  });
});
