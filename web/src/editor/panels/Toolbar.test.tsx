import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { windowWidth } from '../../test/windowWidth';
import { TestEditor } from '../testing/TestEditor';
import { EditorContext } from './EditorContext';
import { Toolbar } from './Toolbar';

let disconnect = () => {};

function renderToolbar() {
  const { editor } = TestEditor.create();
  disconnect = connectEditorToStore(editor);
  render(
    <EditorContext.Provider value={editor}>
      <Toolbar />
    </EditorContext.Provider>,
  );
  return within(screen.getByRole('toolbar', { name: 'Gereedschap' }));
}

const names = ['Bekijken', 'Verschuiven', 'Tekenen', 'Gummen', 'Vrij tekenen', 'Rechthoek', 'Vullen'];

afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
});

describe('Toolbar', () => {
  it('on a phone keeps every tool’s Dutch name behind its picture and tells it on hover', () => {
    windowWidth(390);
    const toolbar = renderToolbar();
    for (const name of [...names, 'Ongedaan maken', 'Opnieuw', 'Hele chart tonen']) {
      const button = toolbar.getByRole('button', { name });
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(button.getAttribute('title')).toBe(name);
    }
    fireEvent.click(toolbar.getByRole('button', { name: 'Rechthoek' }));
    expect(toolbar.getByRole('button', { name: 'Rechthoek' }).getAttribute('aria-pressed')).toBe('true');
    expect(toolbar.getByRole('slider', { name: /^Zoom/ })).toBeTruthy();
  });

  it('on a wide screen shows the words without tooltips', () => {
    windowWidth(1280);
    const toolbar = renderToolbar();
    for (const name of names) expect(toolbar.getByRole('button', { name }).getAttribute('title')).toBeNull();
  });
});
