import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from '../ui/EditorContext';
import { FreeformSelectionBar } from './FreeformSelectionBar';

let disconnect = () => {};
afterEach(() => {
  cleanup();
  disconnect();
});

describe('the freeform select tool’s bar', () => {
  it('leaves room under the chart while it floats over the view’s bottom, and gives it back when it goes', () => {
    const test = TestEditor.create({ craft: 'crochetFreeform' }).setTool('selectFreeform');
    disconnect = connectEditorToStore(test.editor);
    const { unmount } = render(
      <EditorContext.Provider value={test.editor}>
        <FreeformSelectionBar />
      </EditorContext.Provider>,
    );
    expect(screen.getByRole('toolbar', { name: 'Selectie' })).toBeTruthy();
    expect(test.editor.camera.insets?.bottom).toBeGreaterThan(0);
    unmount();
    expect(test.editor.camera.insets?.bottom).toBe(0);
  });
});
