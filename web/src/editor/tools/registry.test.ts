import { describe, expect, it } from 'vitest';
import { chartModes, newChartAccess, type ChartMode } from '../document/editability';
import { keyAction } from '../keyboard/editorKeys';
import { TestEditor } from '../testing/TestEditor';
import { isEditable, modeFitsChart, modeRegistry, modeRow, toolbarModes } from './registry';

const keyState = (mode: ChartMode, previousMode: ChartMode = 'erase') => ({
  mode,
  previousMode,
  canEdit: true,
  cursorVisible: false,
});

describe('the mode registry', () => {
  it('has exactly one row for every chart mode', () => {
    expect(Object.keys(modeRegistry).sort()).toEqual([...chartModes].sort());
    for (const mode of chartModes) expect(modeRow(mode), mode).toBeDefined();
  });

  it('gives the editor each row’s tool, and none for a mode without one', () => {
    for (const mode of chartModes) {
      // The freeform modes' tools come with the freeform feature, which a freeform chart's editor has.
      const craft = modeRow(mode).charts === 'freeform' ? 'crochetFreeform' : undefined;
      const test = TestEditor.create({ mode, ...(craft ? { craft } : {}) });
      // A backup is looked at with the view tool; every other tool is its mode's own.
      const expected = modeRow(mode).tool ? (mode === 'backup' ? 'view' : mode) : undefined;
      expect(test.editor.tool?.id, mode).toBe(expected);
    }
  });

  it('gives an editor without the freeform feature (a grid chart) no freeform tools, session or commands', () => {
    const test = TestEditor.create({ mode: 'placeFreeform' });
    expect(test.editor.freeform).toBeUndefined();
    expect(test.editor.tool).toBeUndefined();
    expect(test.editor.sessions.freeformSelection).toBeUndefined();
    const symbol = { layerId: 1, x: 4, y: 4, width: 20, height: 20, rotate: 0, size: 1, styleId: 1 };
    expect(test.editor.perform('editFreeformSymbols', { added: [{ id: 1, symbol }] })).toBe('refused');
    expect(test.editor.perform('setFreeformSettings', { backgroundColor: '#000000' })).toBe('refused');
    expect(test.editor.canUndo).toBe(false);
  });

  it('puts the toolbar rows on the toolbar in the table’s order', () => {
    expect(toolbarModes().map(({ mode }) => mode)).toEqual([
      'view',
      'scroll',
      'drawCells',
      'erase',
      'drawLines',
      'select',
      'drawHalfStitches',
      'drawQuarterStitches',
      'placeOrnaments',
      'progressTracker',
    ]);
    expect(toolbarModes().map(({ button }) => button.label)).toEqual([
      'Bekijken',
      'Verschuiven',
      'Tekenen',
      'Gummen',
      'Lijnen',
      'Selecteren',
      'Halve steken',
      'Kwartsteken',
      'Knopen en kralen',
      'Voortgang bijhouden',
    ]);
  });

  it('decides editability and redo per mode (spec §4)', () => {
    const readOnly = chartModes.filter((mode) => modeRow(mode).readOnly);
    expect(readOnly).toEqual(['view', 'backup', 'progressTracker']);
    for (const mode of chartModes) {
      expect(isEditable(newChartAccess, mode), mode).toBe(!modeRow(mode).readOnly);
      expect(isEditable({ ...newChartAccess, locked: true }, mode), mode).toBe(false);
      const test = TestEditor.create();
      test.click(1, 1).undo().setTool(mode);
      expect(test.editor.editable, mode).toBe(!modeRow(mode).readOnly);
      // Undo in preview drops the layer and goes back to drawing (spec §4), with or without chart history.
      expect(test.editor.canUndo, mode).toBe(mode === 'preview');
      expect(test.editor.canRedo, mode).toBe(!modeRow(mode).readOnly && modeRow(mode).redo);
    }
    expect(chartModes.filter((mode) => !modeRow(mode).redo)).toEqual(['preview', 'progressTracker']);
  });

  it('derives the mode keys from the rows: Enter draws, space scrolls, Escape returns', () => {
    for (const mode of chartModes) {
      const { keys } = modeRow(mode);
      const enter = keyAction({ key: 'Enter' }, keyState(mode));
      if (keys.enterDraws) expect(enter, mode).toEqual({ type: 'setMode', mode: 'drawCells' });
      else expect(enter, mode).toBeUndefined();
      const space = keyAction({ key: ' ' }, keyState(mode));
      if (keys.spaceScrolls) expect(space, mode).toEqual({ type: 'setMode', mode: 'scroll' });
      const escape = keyAction({ key: 'Escape' }, keyState(mode));
      if (keys.escapeReturns) expect(escape, mode).toEqual({ type: 'setMode', mode: 'erase' });
      else if (mode !== 'drawCells') expect(escape, mode).toEqual({ type: 'setMode', mode: 'drawCells' });
    }
  });

  it('lets Escape return to the mode a returning mode was entered from', () => {
    const test = TestEditor.create({ mode: 'erase' });
    test.setTool('backup');
    test.key('Escape');
    expect(test.editor.mode).toBe('erase');
    test.setTool('scroll').setTool('select');
    test.key('Escape');
    expect(test.editor.mode).toBe('scroll');
  });

  it('lets one finger pan the view natively only in view, scroll, backup and a freeform chart’s empty mode', () => {
    expect(chartModes.filter((mode) => modeRow(mode).touchPans)).toEqual([
      'view',
      'scroll',
      'backup',
      'empty',
    ]);
  });

  it('shows a freeform chart only the modes for it: view, scroll, placing and selecting stitches', () => {
    expect(toolbarModes(true).map(({ mode }) => mode)).toEqual([
      'view',
      'scroll',
      'placeFreeform',
      'selectFreeform',
    ]);
    expect(toolbarModes(true).map(({ button }) => button.label)).toEqual([
      'Bekijken',
      'Verschuiven',
      'Steek plaatsen',
      'Selecteren',
    ]);
    const freeform = TestEditor.create({ craft: 'crochetFreeform' });
    for (const mode of chartModes) {
      freeform.setTool(mode);
      expect(modeFitsChart(freeform.editor.mode, true), mode).toBe(true);
    }
  });
});
