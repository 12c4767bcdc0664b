import { describe, expect, it } from 'vitest';
import { newChartAccess } from '../document/editability';
import { TestEditor } from '../testing/TestEditor';
import { keyAction } from './editorKeys';
import type { ModeState } from './modeRules';

const state = (changes: Partial<ModeState> = {}): ModeState => ({
  mode: 'view',
  previousMode: 'view',
  canEdit: true,
  cursorVisible: false,
  ...changes,
});

describe('keyboard rules (spec §2, §4)', () => {
  it('pastes with ctrl or cmd+V in the editing modes only (spec §4)', () => {
    for (const mode of ['drawCells', 'erase', 'scroll', 'select', 'preview'] as const) {
      expect(keyAction({ key: 'v', ctrlKey: true }, state({ mode })), mode).toEqual({ type: 'paste' });
      expect(keyAction({ key: 'V', metaKey: true }, state({ mode })), mode).toEqual({ type: 'paste' });
    }
    for (const mode of ['view', 'backup', 'progressTracker'] as const)
      expect(keyAction({ key: 'v', ctrlKey: true }, state({ mode })), mode).toBeUndefined();
    expect(
      keyAction({ key: 'v', ctrlKey: true }, state({ mode: 'drawCells', canEdit: false })),
    ).toBeUndefined();
    expect(
      keyAction({ key: 'v', ctrlKey: true, shiftKey: true }, state({ mode: 'drawCells' })),
    ).toBeUndefined();
    expect(keyAction({ key: 'v' }, state({ mode: 'drawCells' }))).toBeUndefined();
  });

  it('enters drawCells with Enter or space from scroll or view when editable', () => {
    for (const key of ['Enter', ' ']) {
      expect(keyAction({ key }, state({ mode: 'view' }))).toEqual({ type: 'setMode', mode: 'drawCells' });
      expect(keyAction({ key }, state({ mode: 'scroll' }))).toEqual({ type: 'setMode', mode: 'drawCells' });
      expect(keyAction({ key }, state({ mode: 'view', canEdit: false }))).toBeUndefined();
    }
  });

  it('switches drawCells to scroll with space when no cursor is visible', () => {
    expect(keyAction({ key: ' ' }, state({ mode: 'drawCells' }))).toEqual({
      type: 'setMode',
      mode: 'scroll',
    });
    expect(keyAction({ key: ' ' }, state({ mode: 'drawCells', cursorVisible: true }))).toBeUndefined();
    expect(keyAction({ key: 'Enter' }, state({ mode: 'drawCells' }))).toBeUndefined();
  });

  it('leaves with Escape to drawCells when editable, otherwise view, and select or backup to the prior mode', () => {
    expect(keyAction({ key: 'Escape' }, state({ mode: 'scroll' }))).toEqual({
      type: 'setMode',
      mode: 'drawCells',
    });
    expect(keyAction({ key: 'Escape' }, state({ mode: 'scroll', canEdit: false }))).toEqual({
      type: 'setMode',
      mode: 'view',
    });
    expect(keyAction({ key: 'Escape' }, state({ mode: 'select', previousMode: 'erase' }))).toEqual({
      type: 'setMode',
      mode: 'erase',
    });
    expect(keyAction({ key: 'Escape' }, state({ mode: 'backup', previousMode: 'view' }))).toEqual({
      type: 'setMode',
      mode: 'view',
    });
  });

  it('maps digits 1–9 and 0 to palette positions 1–10, and the undo, redo and zoom keys', () => {
    expect(keyAction({ key: '1' }, state())).toEqual({ type: 'selectStylePosition', position: 1 });
    expect(keyAction({ key: '0' }, state())).toEqual({ type: 'selectStylePosition', position: 10 });
    expect(keyAction({ key: 'z', ctrlKey: true }, state())).toEqual({ type: 'undo' });
    expect(keyAction({ key: 'Z', metaKey: true, shiftKey: true }, state())).toEqual({ type: 'redo' });
    expect(keyAction({ key: 'y', ctrlKey: true }, state())).toEqual({ type: 'redo' });
    expect(keyAction({ key: '0', ctrlKey: true }, state())).toEqual({ type: 'zoomResetKey' });
    expect(keyAction({ key: '+' }, state())).toEqual({ type: 'zoomKey', direction: 1 });
    expect(keyAction({ key: '-', ctrlKey: true }, state())).toEqual({ type: 'zoomKey', direction: -1 });
    expect(keyAction({ key: 'a' }, state())).toBeUndefined();
  });
});

describe('editor keyboard', () => {
  it('picks styles by digit, ignoring positions beyond the palette', () => {
    const editor = TestEditor.create();
    expect(editor.key('3')).toBe(true);
    expect(editor.document.palette.selectedStyleId).toBe(3);
    editor.key('9');
    expect(editor.document.palette.selectedStyleId).toBe(3);
  });

  it('undoes with ctrl+Z and redoes with ctrl+shift+Z and ctrl+Y', () => {
    const editor = TestEditor.create();
    editor.click(1, 1).click(2, 2);
    editor.key('z', { ctrlKey: true });
    expect(editor.cellAt(2, 2)).toBe(0);
    editor.key('z', { metaKey: true });
    expect(editor.paintedCount).toBe(0);
    editor.key('Z', { ctrlKey: true, shiftKey: true });
    editor.key('y', { ctrlKey: true });
    expect(editor.paintedCount).toBe(2);
  });

  it('repeats a held zoom key every 100 ms until it is released', () => {
    const editor = TestEditor.create({ columns: 100, rows: 100 });
    editor.key('+');
    expect(editor.editor.camera.zoom).toBe(3.8);
    editor.clock.advanceSync(350);
    expect(editor.editor.camera.zoom).toBe(7.6);
    editor.key('+', { repeat: true });
    editor.keyUp('+');
    editor.clock.advanceSync(1000);
    expect(editor.editor.camera.zoom).toBe(7.6);
  });

  it('fits on ctrl+0 and resets the zoom on a second ctrl+0 within 1 s', () => {
    const editor = TestEditor.create({ columns: 400, rows: 400 });
    editor.editor.zoomTo(7);
    editor.key('0', { ctrlKey: true });
    const fitted = editor.editor.camera.zoom;
    expect(fitted).toBeLessThan(3);
    editor.clock.advanceSync(1500);
    editor.key('0', { ctrlKey: true });
    expect(editor.editor.camera.zoom).toBe(fitted);
    editor.clock.advanceSync(900);
    editor.key('0', { ctrlKey: true });
    expect(editor.editor.camera.zoom).toBe(3);
  });

  it('moves between modes with Enter, space and Escape', () => {
    const editor = TestEditor.create({ mode: 'view' });
    editor.key('Enter');
    expect(editor.editor.mode).toBe('drawCells');
    editor.key(' ');
    expect(editor.editor.mode).toBe('scroll');
    editor.key('Escape');
    expect(editor.editor.mode).toBe('drawCells');
    const readOnly = TestEditor.create({ mode: 'scroll', access: { ...newChartAccess, locked: true } });
    readOnly.key('Enter');
    expect(readOnly.editor.mode).toBe('scroll');
    readOnly.key('Escape');
    expect(readOnly.editor.mode).toBe('view');
  });
});
