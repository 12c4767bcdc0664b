import { createPaletteStyle } from '@steekwerk/model';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from '../ui/EditorContext';
import { PalettePanel } from './PalettePanel';

let disconnect: (() => void) | undefined;

/** A chosen file; jsdom's File has no `text()`, which browsers have. */
function chosenFile(content: string, name: string, type: string): File {
  return Object.assign(new File([content], name, { type }), { text: async () => content });
}

afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
});

function renderPanel(editor = TestEditor.create()) {
  disconnect = connectEditorToStore(editor.editor);
  render(
    <EditorContext.Provider value={editor.editor}>
      <PalettePanel />
    </EditorContext.Provider>,
  );
  return editor;
}

describe('the palette panel', () => {
  it('names styles by colour, never by hex code, and names the style "Vervang" replaces', () => {
    renderPanel();
    const names = screen.getAllByRole('button', { name: /^Stijl \d+: / }).map((button) => button.textContent);
    expect(names.map((name) => name?.replace(/\d/g, ''))).toEqual(['Rood', 'Blauw', 'Geel', 'Donkergrijs']);
    expect(screen.getByLabelText('Vervang „Rood” overal door')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stijl 2: Blauw' }));
    expect(screen.getByLabelText('Vervang „Blauw” overal door')).toBeTruthy();
  });

  it('edits how a style’s custom lines are named and counted in the form’s "Lijnen" group', async () => {
    const editor = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Stijl 2 bewerken' }));
    // The form loads on first use.
    const group = await screen.findByRole('group', { name: 'Lijnen' });
    expect(group).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Afkorting van de lijn'), { target: { value: 'bs' } });
    fireEvent.change(screen.getByLabelText('Omschrijving van de lijn'), { target: { value: 'Omtrek' } });
    fireEvent.change(screen.getByLabelText('Telt horizontaal als'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Telt verticaal als'), { target: { value: 'veel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(editor.document.palette.styles[1]).toMatchObject({
      customLineAbbreviation: 'bs',
      customLineDescription: 'Omtrek',
      customLineWorkCountHorizontal: 3,
      customLineWorkCountVertical: 0,
    });
  });

  it('opens the new-style form with its first field focused', async () => {
    renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Stijl toevoegen' }));
    const symbol = await screen.findByRole('combobox', { name: 'Symbool' });
    await waitFor(() => expect(document.activeElement).toBe(symbol));
  });

  it('says which files the import takes, refuses another file in Dutch and imports a chart file', async () => {
    const editor = renderPanel();
    const button = screen.getByRole('button', { name: 'Palet importeren' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(
        'Neemt de stijlen over uit een chartbestand van Steekwerk (.json), een OXS-bestand (.oxs) of een PNG met één pixel per steek.',
      ),
    ).toBeTruthy();
    const input = screen.getByLabelText('Palet importeren', { selector: 'input' });
    expect(input.getAttribute('accept')).toBe('application/json,.json,.oxs,.png');

    fireEvent.change(input, { target: { files: [chosenFile('x', 'foto.jpg', 'image/jpeg')] } });
    expect(
      await screen.findByText(
        '„foto.jpg” is geen chartbestand: kies een .json-bestand van Steekwerk, een .oxs- of een .png-bestand.',
      ),
    ).toBeTruthy();

    fireEvent.change(input, {
      target: { files: [chosenFile('{nee', 'kapot.json', 'application/json')] },
    });
    expect(await screen.findByText('Dit bestand bevat geen geldig palet.')).toBeTruthy();

    const style = createPaletteStyle(1, { colorBackground: '#a64510', description: 'DMC 919 Red–Copper' });
    const palette = { productCategoryId: '', symbolCategoryId: '', styles: [style], selectedStyleId: 1 };
    const file = chosenFile(JSON.stringify({ palette }), 'ander.json', 'application/json');
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('1 stijlen toegevoegd, 0 al aanwezig.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stijl 5: DMC 919 Red–Copper' })).toBeTruthy();
    expect(editor.document.meta.palette.styles).toHaveLength(5);
  });

  it('deletes an unused style at once, and asks first for a style in use: remove everything or hand it over', () => {
    const editor = renderPanel(
      TestEditor.create({
        items: {
          customLines: [{ x1: 0, y1: 0, x2: 2, y2: 0, styleId: 2 }],
          halfStitches: [{ x: 1, y: 1, left: true, top: false, styleId: 2 }],
        },
      }),
    );
    editor.selectStyle(2).click(3, 3).click(4, 3);
    fireEvent.click(screen.getByRole('button', { name: 'Stijl 4 verwijderen' }));
    expect(editor.document.palette.styles.map((style) => style.styleId)).toEqual([1, 2, 3]);

    fireEvent.click(screen.getByRole('button', { name: 'Stijl 2 verwijderen' }));
    expect(screen.getByText('„Blauw” wordt gebruikt door 2 steken, 1 lijn en 1 halve steek.')).toBeTruthy();
    expect(editor.document.palette.styles).toHaveLength(3);
    fireEvent.change(screen.getByLabelText(/laat overnemen door/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Overnemen en verwijderen' }));
    expect(editor.document.palette.styles.map((style) => style.styleId)).toEqual([1, 3]);
    expect(editor.cellAt(3, 3)).toBe(3);
    expect(editor.document.items.customLines[0]?.styleId).toBe(3);
    expect(editor.document.items.halfStitches[0]?.styleId).toBe(3);

    act(() => void editor.undo());
    fireEvent.click(screen.getByRole('button', { name: 'Stijl 2 verwijderen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen, met alles wat deze stijl gebruikt' }));
    expect(editor.cellAt(3, 3)).toBe(0);
    expect(editor.document.items.customLines).toEqual([]);
    expect(editor.document.items.halfStitches).toEqual([]);

    act(() => void editor.undo());
    fireEvent.click(screen.getByRole('button', { name: 'Stijl 2 verwijderen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(editor.document.palette.styles.map((style) => style.styleId)).toEqual([1, 2, 3]);
    expect(screen.queryByRole('group', { name: /wordt gebruikt door/ })).toBeNull();
  });
});
