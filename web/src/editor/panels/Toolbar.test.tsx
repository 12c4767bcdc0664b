import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { windowWidth } from '../../test/windowWidth';
import { newChartAccess } from '../document/editability';
import { TestEditor, type TestEditorOptions } from '../testing/TestEditor';
import { toolbarModes } from '../tools/registry';
import { EditorContext } from '../ui/EditorContext';
import { Toolbar } from './Toolbar';

let disconnect = () => {};

function renderToolbar(options: TestEditorOptions = {}) {
  const { editor } = TestEditor.create(options);
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

  it('has a button per toolbar row of the mode registry, in order, that switches to its mode', () => {
    windowWidth(1280);
    const toolbar = renderToolbar();
    const pressable = toolbar.getAllByRole('button').filter((button) => button.hasAttribute('aria-pressed'));
    const rows = toolbarModes();
    expect(pressable.slice(0, rows.length).map((button) => button.textContent)).toEqual(
      rows.map(({ button }) => button.label),
    );
    fireEvent.click(toolbar.getByRole('button', { name: 'Verschuiven' }));
    expect(toolbar.getByRole('button', { name: 'Verschuiven' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('disables the modes that need editing on a chart that cannot be edited', () => {
    windowWidth(1280);
    const toolbar = renderToolbar({ mode: 'view', access: { ...newChartAccess, locked: true } });
    for (const { button } of toolbarModes()) {
      const element = toolbar.getByRole('button', { name: button.label }) as HTMLButtonElement;
      expect(element.disabled, button.label).toBe(button.needsEditing);
    }
  });
});
