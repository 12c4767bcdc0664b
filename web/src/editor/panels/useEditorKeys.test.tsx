import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Editor } from '../Editor';
import { TestEditor } from '../testing/TestEditor';
import { useEditorKeys } from './useEditorKeys';

function Page({ editor }: { editor: Editor }) {
  useEditorKeys(editor, true);
  return (
    <>
      <input aria-label="Titel" />
      <textarea aria-label="Tekst" />
      <p>Chart</p>
    </>
  );
}

/** A premium user's chart in select mode with cells (1, 1)–(2, 2) painted and selected. */
function selected(): TestEditor {
  const test = TestEditor.create({ columns: 6, rows: 6, premium: true });
  test.setShape('rectangle').pointerDown(1, 1).pointerUp(2, 2);
  test.setTool('select').pointerDown(1, 1).pointerUp(2, 2);
  return test;
}

describe('the editor’s keys on the page', () => {
  it('copy, cut, paste, Delete and the preview’s keys do nothing while typing in a field', () => {
    const test = selected();
    const view = render(<Page editor={test.editor} />);
    for (const field of [view.getByLabelText('Titel'), view.getByLabelText('Tekst')]) {
      fireEvent.keyDown(field, { key: 'c', ctrlKey: true });
      fireEvent.keyDown(field, { key: 'Delete' });
      fireEvent.keyDown(field, { key: 'x', metaKey: true });
      fireEvent.keyDown(field, { key: 'v', ctrlKey: true });
    }
    expect(test.editor.sessions.clipboard.content()).toBeUndefined();
    expect(test.paintedCount).toBe(4);
    expect(test.editor.mode).toBe('select');
  });

  it('work on the page otherwise, the default prevented', () => {
    const test = selected();
    const view = render(<Page editor={test.editor} />);
    const chart = view.getByText('Chart');
    expect(fireEvent.keyDown(chart, { key: 'c', ctrlKey: true })).toBe(false);
    expect(test.editor.sessions.clipboard.content()).toBeDefined();
    fireEvent.keyDown(chart, { key: 'v', ctrlKey: true });
    expect(test.editor.mode).toBe('preview');
    fireEvent.keyDown(chart, { key: 'r' });
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    fireEvent.keyDown(view.getByLabelText('Titel'), { key: 'Enter' });
    expect(test.editor.mode).toBe('preview');
    fireEvent.keyDown(chart, { key: 'Enter' });
    expect(test.editor.mode).toBe('drawCells');
  });
});
