import { afterEach, describe, expect, it } from 'vitest';
import { connectEditorToStore, hasUnsavedChanges, useEditorStore } from './editorStore';
import { TestEditor } from './testing/TestEditor';

afterEach(() => useEditorStore.getState().reset());

describe('editor store', () => {
  it('mirrors the editor and raises the save signal on every change', () => {
    const editor = TestEditor.create();
    const disconnect = connectEditorToStore(editor.editor);
    expect(hasUnsavedChanges(useEditorStore.getState())).toBe(false);
    const signals: number[] = [];
    const unsubscribe = useEditorStore.subscribe((state, previous) => {
      if (state.changeCount !== previous.changeCount) signals.push(state.changeCount);
    });
    editor.click(2, 2);
    expect(signals).toHaveLength(1);
    expect(useEditorStore.getState().canUndo).toBe(true);
    expect(hasUnsavedChanges(useEditorStore.getState())).toBe(true);
    useEditorStore.getState().markSaved(useEditorStore.getState().changeCount);
    expect(hasUnsavedChanges(useEditorStore.getState())).toBe(false);
    editor.setTool('erase');
    expect(useEditorStore.getState().mode).toBe('erase');
    editor.editor.zoomTo(5);
    expect(useEditorStore.getState().zoom).toBe(5);
    unsubscribe();
    disconnect();
    editor.click(3, 3);
    expect(useEditorStore.getState().mode).toBe('erase');
  });
});
