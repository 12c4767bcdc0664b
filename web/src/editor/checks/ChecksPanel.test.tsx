import { createPaletteStyle } from '@steekwerk/model';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from '../ui/EditorContext';
import { ChecksPanel } from './ChecksPanel';

let disconnect = () => {};
afterEach(() => disconnect());

function renderPanel() {
  const styles = [
    createPaletteStyle(1, { colorBackground: '#c81e1e', description: 'Rood' }),
    createPaletteStyle(2, { colorBackground: '#c91f1e', description: 'Bijna rood' }),
    createPaletteStyle(3, { colorBackground: '#1e40c8', description: 'Blauw' }),
  ];
  const test = TestEditor.create({ columns: 60, rows: 60, craft: 'crossStitch', type: 'other', styles });
  for (let column = 0; column < 10; column += 1) test.editor.drawCell(column, 0, 1);
  test.editor.drawCell(50, 40, 2);
  disconnect = connectEditorToStore(test.editor);
  render(
    <EditorContext.Provider value={test.editor}>
      <ChecksPanel />
    </EditorContext.Provider>,
  );
  return test;
}

describe('the Controle panel', () => {
  it('lists the stray stitch, the colours too alike and the unused style', async () => {
    renderPanel();
    expect(await screen.findByText('3 meldingen')).toBeTruthy();
    expect(screen.getByText(/Bijna rood: 1 losse steek/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /Rood en Bijna rood zijn bijna niet te onderscheiden/ }),
    ).toBeTruthy();
    expect(screen.getByText('Blauw wordt nergens gebruikt')).toBeTruthy();
  });

  it('goes to the stray stitch: the view shows it and it is selected', async () => {
    const test = renderPanel();
    const entry = await screen.findByRole('button', { name: /^Ga naar kolom/ });
    fireEvent.click(entry);
    expect(test.editor.mode).toBe('select');
    expect(test.editor.sessions.selection.area).toMatchObject({ x: 50, y: 40, width: 1, height: 1 });
    expect(test.editor.sessions.selection.active).toBe(true);
    const point = test.editor.pointOfCell(50, 40);
    expect(point.x).toBeGreaterThanOrEqual(0);
    expect(point.y).toBeGreaterThanOrEqual(0);
    expect(point.x).toBeLessThanOrEqual(test.editor.camera.viewWidth);
    expect(point.y).toBeLessThanOrEqual(test.editor.camera.viewHeight);
  });
});
