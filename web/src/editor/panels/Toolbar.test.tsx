import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectEditorToStore } from '../editorStore';
import { windowWidth } from '../../test/windowWidth';
import { newChartAccess } from '../document/editability';
import { TestEditor, type TestEditorOptions } from '../testing/TestEditor';
import { toolbarModes } from '../tools/registry';
import { EditorContext } from '../ui/EditorContext';
import { Toolbar } from './Toolbar';

let disconnect = () => {};

/** Renders the toolbar of a test editor; returns the toolbar's queries and the test editor. */
function renderToolbarOf(options: TestEditorOptions = {}) {
  const test = TestEditor.create(options);
  disconnect = connectEditorToStore(test.editor);
  render(
    <EditorContext.Provider value={test.editor}>
      <Toolbar />
    </EditorContext.Provider>,
  );
  return { toolbar: within(screen.getByRole('toolbar', { name: 'Gereedschap' })), test };
}

function renderToolbar(options: TestEditorOptions = {}) {
  return renderToolbarOf(options).toolbar;
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

  it('hides every editing tool, undo and paste on a locked chart (spec §6); viewing and the tracker stay', () => {
    windowWidth(1280);
    const { toolbar, test } = renderToolbarOf({ mode: 'view' });
    act(() => test.editor.document.setSettings({ ...test.editor.document.meta.settings, locked: true }));
    for (const { button } of toolbarModes()) {
      expect(toolbar.queryByRole('button', { name: button.label }) === null, button.label).toBe(
        button.needsEditing,
      );
    }
    for (const name of ['Vrij tekenen', 'Ongedaan maken', 'Opnieuw'])
      expect(toolbar.queryByRole('button', { name })).toBeNull();
    expect(toolbar.getByRole('button', { name: 'Hele chart tonen' })).toBeTruthy();
  });

  it('disables the modes that need editing on a chart that cannot be edited', () => {
    windowWidth(1280);
    const toolbar = renderToolbar({ mode: 'view', access: { ...newChartAccess, locked: true } });
    for (const { button } of toolbarModes()) {
      const element = toolbar.getByRole('button', { name: button.label }) as HTMLButtonElement;
      expect(element.disabled, button.label).toBe(button.needsEditing);
    }
  });

  it('tells how to draw lines on hover, and in the lines mode offers drawing or picking a line instead of shapes', () => {
    windowWidth(1280);
    const { editor } = TestEditor.create();
    disconnect = connectEditorToStore(editor);
    render(
      <EditorContext.Provider value={editor}>
        <Toolbar />
      </EditorContext.Provider>,
    );
    const toolbar = within(screen.getByRole('toolbar', { name: 'Gereedschap' }));
    const lines = toolbar.getByRole('button', { name: 'Lijnen' });
    expect(lines.getAttribute('title')).toMatch(
      /sleep voor één lijn, of klik punt na punt; dubbelklik of Esc stopt/,
    );
    expect(lines.getAttribute('title')).toMatch(/Delete/);
    fireEvent.click(lines);
    expect(toolbar.queryByRole('button', { name: 'Rechthoek' })).toBeNull();
    const pick = toolbar.getByRole('button', { name: 'Lijn kiezen' });
    expect(toolbar.getByRole('button', { name: 'Lijn tekenen' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(pick);
    expect(editor.sessions.lines.action).toBe('select');
    expect(pick.getAttribute('aria-pressed')).toBe('true');
    expect(pick.getAttribute('title')).toMatch(/Delete wist hem/);
  });

  it('shows the selection’s actions in select mode, the preview’s in preview mode, each with its keys', () => {
    windowWidth(1280);
    const { toolbar, test } = renderToolbarOf({ premium: true });
    const paste = toolbar.getByRole('button', { name: 'Plakken' });
    expect(paste.getAttribute('title')).toBe('Plakken (Ctrl+V)');
    expect(paste.getAttribute('aria-keyshortcuts')).toBe('Control+V Meta+V');
    expect(toolbar.getByRole('button', { name: 'Selecteren' }).getAttribute('title')).toMatch(
      /Ctrl\+C kopiëren/,
    );
    fireEvent.click(toolbar.getByRole('button', { name: 'Selecteren' }));
    const selection = within(toolbar.getByRole('group', { name: 'Selectie' }));
    expect(toolbar.queryByRole('group', { name: 'Tekenvorm' })).toBeNull();
    const copy = selection.getByRole('button', { name: 'Kopiëren' }) as HTMLButtonElement;
    expect(copy.title).toBe('Kopiëren (Ctrl+C)');
    expect(copy.disabled).toBe(true);
    act(() => void test.click(0, 0).pointerDown(0, 0).pointerUp(3, 3));
    expect(copy.disabled).toBe(false);
    fireEvent.click(copy);
    fireEvent.click(paste);
    const preview = within(toolbar.getByRole('group', { name: 'Voorbeeld' }));
    expect(preview.getByRole('button', { name: 'Draaien' }).getAttribute('title')).toBe('Draaien (R)');
    fireEvent.click(preview.getByRole('button', { name: 'Draaien' }));
    fireEvent.click(preview.getByRole('button', { name: 'Spiegelen' }));
    fireEvent.click(preview.getByRole('button', { name: 'Plaatsen' }));
    expect(test.editor.mode).toBe('drawCells');
    expect(toolbar.getByRole('group', { name: 'Tekenvorm' })).toBeTruthy();
  });

  it.each([
    [false, 'a free user sees a Premium badge on the premium edits'],
    [true, 'a premium user sees no Premium badge'],
  ])('%s: %s', (premium) => {
    windowWidth(1280);
    const { toolbar, test } = renderToolbarOf({ premium });
    const badged = (button: HTMLElement) => button.querySelector('.editor-toolbar__premium')?.textContent;
    fireEvent.click(toolbar.getByRole('button', { name: 'Selecteren' }));
    const selection = within(toolbar.getByRole('group', { name: 'Selectie' }));
    const cut = selection.getByRole('button', { name: 'Knippen' });
    expect(badged(cut)).toBe(premium ? undefined : 'Premium');
    expect(cut.title).toBe(premium ? 'Knippen (Ctrl+X)' : 'Knippen (Premium) (Ctrl+X)');
    expect(badged(selection.getByRole('button', { name: 'Kopiëren' }))).toBeUndefined();
    act(() => void test.click(0, 0).pointerDown(0, 0).pointerUp(3, 3));
    fireEvent.click(selection.getByRole('button', { name: 'Kopiëren' }));
    fireEvent.click(toolbar.getByRole('button', { name: 'Plakken' }));
    const preview = within(toolbar.getByRole('group', { name: 'Voorbeeld' }));
    for (const name of ['Draaien', 'Spiegelen']) {
      expect(badged(preview.getByRole('button', { name }))).toBe(premium ? undefined : 'Premium');
    }
    expect(badged(preview.getByRole('button', { name: 'Plaatsen' }))).toBeUndefined();
  });
});
