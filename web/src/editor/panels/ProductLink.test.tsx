import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeCatalogueServer } from '../../catalogue/testing/fakeCatalogueServer';
import { FakeClock } from '../../test/fakeClock';
import { testServices, WithServices } from '../../test/renderApp';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from '../ui/EditorContext';
import { PalettePanel } from './PalettePanel';

let disconnect: (() => void) | undefined;

afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
});

async function renderPanel() {
  const editor = TestEditor.create();
  const clock = new FakeClock();
  disconnect = connectEditorToStore(editor.editor);
  render(
    <WithServices services={testServices(new FakeCatalogueServer(), clock)}>
      <EditorContext.Provider value={editor.editor}>
        <PalettePanel />
      </EditorContext.Provider>
    </WithServices>,
  );
  const settle = () =>
    act(async () => {
      await clock.advance(400);
    });
  return { editor, settle };
}

describe('linking a palette style to a product', () => {
  it('offers the nearest products to the style’s colour, links one, names the style by it and undoes', async () => {
    const { editor, settle } = await renderPanel();
    // The fourth style is dark grey: DMC 413 Pewter Gray Dark is nearest.
    fireEvent.click(screen.getByRole('button', { name: /^Stijl 4: / }));
    fireEvent.click(await screen.findByRole('button', { name: 'Koppel aan product' }));
    await settle();
    fireEvent.change(screen.getByRole('combobox', { name: 'Merk' }), { target: { value: 'dmc' } });
    await settle();
    const results = screen.getByRole('list', { name: 'Producten' });
    const choices = within(results).getAllByRole('button');
    expect(choices[0]!.getAttribute('aria-label')).toMatch(/^Kies DMC 413 Pewter Gray Dark \(ΔE [\d,]+\)$/);
    // Search by number instead.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Zoek op nummer' }), { target: { value: '310' } });
    await settle();
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Producten' })).getByRole('button', { name: 'DMC 310 Black' }),
    );
    const style = editor.document.palette.styles[3]!;
    expect(style).toMatchObject({
      productId: 'dmc-310',
      description: 'DMC 310 Black',
      colorBackground: '#000000',
    });
    expect(screen.getByRole('button', { name: /^Stijl 4: DMC 310 Black/ })).toBeTruthy();
    expect(screen.getByText('Gekoppeld aan DMC 310 Black')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ander product kiezen' })).toBeTruthy();
    act(() => {
      editor.undo();
    });
    expect(editor.document.palette.styles[3]!.productId).toBe('');
  });

  it('keeps the style’s colour when the box is cleared', async () => {
    const { editor, settle } = await renderPanel();
    const colour = editor.document.palette.styles[0]!.colorBackground;
    fireEvent.click(await screen.findByRole('button', { name: 'Koppel aan product' }));
    await settle();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Neem de kleur van het product over' }));
    fireEvent.click(within(screen.getByRole('list', { name: 'Producten' })).getAllByRole('button')[0]!);
    expect(editor.document.palette.styles[0]!.colorBackground).toBe(colour);
    expect(editor.document.palette.styles[0]!.productId).not.toBe('');
  });
});
