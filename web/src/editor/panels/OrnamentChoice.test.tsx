import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { windowWidth } from '../../test/windowWidth';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from '../ui/EditorContext';
import { Toolbar } from './Toolbar';

let disconnect = () => {};

afterEach(() => disconnect());

describe('the knots-and-beads choice', () => {
  it('shows with its tool only, chooses knot or bead and the bead size in the session', () => {
    windowWidth(390);
    const test = TestEditor.create();
    disconnect = connectEditorToStore(test.editor);
    render(
      <EditorContext.Provider value={test.editor}>
        <Toolbar />
      </EditorContext.Provider>,
    );
    const toolbar = within(screen.getByRole('toolbar', { name: 'Gereedschap' }));
    expect(toolbar.queryByRole('group', { name: 'Knoop of kraal' })).toBeNull();
    expect(toolbar.getByRole('group', { name: 'Tekenvorm' })).toBeTruthy();
    fireEvent.click(toolbar.getByRole('button', { name: 'Knopen en kralen' }));
    // In the place of the drawing shapes, which do not apply to knots and beads.
    expect(toolbar.queryByRole('group', { name: 'Tekenvorm' })).toBeNull();
    const choice = within(toolbar.getByRole('group', { name: 'Knoop of kraal' }));
    expect(choice.getByRole('button', { name: 'Franse knoop' }).getAttribute('aria-pressed')).toBe('true');
    expect(choice.queryByRole('combobox', { name: 'Maat van de kraal' })).toBeNull();
    fireEvent.click(choice.getByRole('button', { name: 'Kraal' }));
    const size = choice.getByRole('combobox', { name: 'Maat van de kraal' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1,5 mm', '2 mm', '2,5 mm', '3 mm', '4 mm']);
    fireEvent.change(size, { target: { value: '3' } });
    expect(test.editor.sessions.ornaments.choice).toEqual({ kind: 'bead', beadSizeMm: 3 });
    act(() => {
      test.editor.sessions.ornaments.setKind('knot');
    });
    expect(choice.getByRole('button', { name: 'Franse knoop' }).getAttribute('aria-pressed')).toBe('true');
  });
});
