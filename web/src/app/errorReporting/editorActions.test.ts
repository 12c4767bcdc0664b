import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../editor/testing/TestEditor';
import { recordEditorActions } from './editorActions';

describe("the editor's actions in the trail", () => {
  it('records commands by name, undo, redo and mode changes', () => {
    const test = TestEditor.create();
    const recorded: string[] = [];
    const stop = recordEditorActions(test.editor, (name) => recorded.push(name));

    test.click(1, 1);
    test.undo();
    test.redo();
    test.setTool('erase');
    stop();
    test.click(2, 2);

    expect(recorded[0]).toMatch(/^[a-zA-Z]+$/);
    expect(recorded.slice(1)).toEqual(['undo', 'redo', 'mode:erase']);
  });
});
