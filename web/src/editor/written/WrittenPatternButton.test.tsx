import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { BottomPanel } from '../panels/BottomPanel';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from '../ui/EditorContext';
import { WrittenPatternButton } from './WrittenPatternButton';

let disconnect: (() => void) | undefined;
afterEach(() => {
  cleanup();
  disconnect?.();
  disconnect = undefined;
});

describe('"Geschreven patroon"', () => {
  it('opens the written text in the bottom panel with the focus in it, and closes it again', async () => {
    const editor = TestEditor.create({ columns: 4, rows: 2, craft: 'knitting' });
    disconnect = connectEditorToStore(editor.editor);
    render(
      <EditorContext.Provider value={editor.editor}>
        <WrittenPatternButton />
        <BottomPanel />
      </EditorContext.Provider>,
    );
    const button = screen.getByRole('button', { name: 'Geschreven patroon' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    const region = await screen.findByRole('region', { name: 'Geschreven instructies van de chart' });
    // The panel takes the focus in an effect after it shows: on a busy machine that is a moment after the region.
    await waitFor(() => expect(document.activeElement).toBe(region));
    expect(await screen.findByText(/^Toer(en)? 1/)).toBeTruthy();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(editor.document.meta.settings.bottomPanel).toMatchObject({
      visible: true,
      mode: 'writtenInstructions',
    });
    fireEvent.click(button);
    expect(screen.queryByRole('region', { name: 'Geschreven instructies van de chart' })).toBeNull();
    expect(editor.document.meta.settings.bottomPanel.visible).toBe(false);
  });

  it('switches the open panel from text to grid to the written pattern', async () => {
    const editor = TestEditor.create({ columns: 4, rows: 2 });
    const settings = editor.document.meta.settings;
    editor.document.setSettings({
      ...settings,
      bottomPanel: { ...settings.bottomPanel, visible: true, mode: 'textToGrid' },
    });
    disconnect = connectEditorToStore(editor.editor);
    render(
      <EditorContext.Provider value={editor.editor}>
        <WrittenPatternButton />
        <BottomPanel />
      </EditorContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Geschreven patroon' }));
    expect(await screen.findByRole('region', { name: 'Geschreven instructies van de chart' })).toBeTruthy();
  });
});
