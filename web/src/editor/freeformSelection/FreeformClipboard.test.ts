import { createPaletteStyle, tierLimits } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { clipboardLifetimeMs } from '../clipboard/clipboardContent';
import { SharedClipboard } from '../testing/sharedClipboard';
import { TestEditor, type TestEditorOptions } from '../testing/TestEditor';

/** A freeform tab with two chains of different styles at (100, 100) and (140, 120), in the select tool. */
function source(options: TestEditorOptions = {}): TestEditor {
  const test = TestEditor.create({ craft: 'crochetFreeform', ...options });
  test.setTool('placeFreeform').selectStyle(1).clickAt(100, 100).selectStyle(2).clickAt(140, 120);
  return test.setTool('selectFreeform');
}

/** Another tab of the same browser: a freeform chart whose palette has one style, matching none of the copy's. */
function otherTab(clipboard: SharedClipboard, options: TestEditorOptions = {}): TestEditor {
  return TestEditor.create({
    craft: 'crochetFreeform',
    clipboard,
    styles: [createPaletteStyle(1, { symbolId: 'picot', colorBackground: '#00ff00' })],
    ...options,
  }).setTool('selectFreeform');
}

const session = (test: TestEditor) => test.freeformSelection;

describe('the freeform clipboard', () => {
  it('copies the selection (no undo step) and pastes it in another tab centred on the pointer, adding styles', () => {
    const test = source();
    test.key('a', { ctrlKey: true });
    expect(test.key('c', { ctrlKey: true })).toBe(true);
    expect(session(test).notice).toEqual({ kind: 'copied' });
    expect(test.editor.history.undoCount).toBe(2);
    const sourceStyles = test.document.palette.styles;

    const tab = otherTab(test.clipboard);
    tab.hoverAt(300, 250);
    expect(tab.key('v', { ctrlKey: true })).toBe(true);
    const pasted = tab.document.freeformSymbols;
    expect(pasted).toHaveLength(2);
    // The copy's box is 90–150 × 90–130: centred on (300, 250) it runs 270–330 × 230–270.
    expect(pasted.map((symbol) => [symbol.x, symbol.y])).toEqual([
      [280, 240],
      [320, 260],
    ]);
    // Both styles were added after the tab's own, and the pasted symbols are selected.
    const styles = tab.document.palette.styles;
    expect(styles).toHaveLength(3);
    expect(styles[1]).toMatchObject({ styleId: 2, symbolId: sourceStyles[0]!.symbolId });
    expect(pasted.map((symbol) => symbol.styleId)).toEqual([2, 3]);
    expect(session(tab).ids).toEqual(tab.document.freeformSymbolIds);
    // Undo: the symbols, then the styles.
    tab.undo();
    expect(tab.document.freeformSymbols).toHaveLength(0);
    tab.undo();
    expect(tab.document.palette.styles).toHaveLength(1);
  });

  it('pastes in the middle of the chart in view when the pointer is not over it, on the selected layer', () => {
    const test = source();
    test.clickAt(100, 100).key('c', { ctrlKey: true });
    test.editor.perform('addLayer', { title: 'Laag 2' });
    test.editor.fitToView();
    test.hover();
    test.key('v', { ctrlKey: true });
    expect(test.document.freeformSymbols[2]).toMatchObject({ x: 250, y: 250, layerId: 2, styleId: 1 });
  });

  it('cuts: copies and removes the selection as one undo step', () => {
    const test = source();
    test.clickAt(140, 120);
    expect(test.key('x', { ctrlKey: true })).toBe(true);
    expect(session(test).notice).toEqual({ kind: 'cut' });
    expect(test.document.freeformSymbols).toHaveLength(1);
    test.hoverAt(400, 400).key('v', { ctrlKey: true });
    expect(test.document.freeformSymbols[1]).toMatchObject({ x: 400, y: 400, styleId: 2 });
    test.undo().undo();
    expect(test.document.freeformSymbols.map((symbol) => symbol.x)).toEqual([100, 140]);
  });

  it('expires 30 minutes after the copy (spec §9)', () => {
    const test = source();
    test.clickAt(100, 100).key('c', { ctrlKey: true });
    test.clipboard.advance(clipboardLifetimeMs + 1);
    expect(session(test).paste({ x: 200, y: 200 })).toEqual({ kind: 'empty' });
    expect(session(test).notice).toEqual({ kind: 'empty' });
    expect(test.document.freeformSymbols).toHaveLength(2);
  });

  it('ignores a grid copy, a hand edit or a copy from another version, without an error', () => {
    const test = source();
    test.clickAt(100, 100).key('c', { ctrlKey: true });
    const good = JSON.parse(test.clipboard.stored ?? '{}') as Record<string, unknown>;
    for (const text of [
      'not json',
      JSON.stringify({ ...good, version: 2 }),
      JSON.stringify({ ...good, styles: [] }),
      JSON.stringify({ ...good, symbols: [] }),
      JSON.stringify({ format: 'steekwerk.clipboard', version: 1 }),
    ]) {
      test.clipboard.set(text);
      expect(session(test).paste({ x: 200, y: 200 }), text.slice(0, 40)).toEqual({ kind: 'empty' });
    }
    expect(test.document.freeformSymbols).toHaveLength(2);
  });

  it('refuses a paste the palette has no room for, changing nothing', () => {
    const test = source();
    test.key('a', { ctrlKey: true });
    test.key('c', { ctrlKey: true });
    const full = Array.from({ length: tierLimits(false).maxPaletteStyles }, (_, index) =>
      createPaletteStyle(index + 1, {
        colorBackground: `#0000${(index + 16).toString(16).padStart(2, '0')}`,
      }),
    );
    const tab = otherTab(test.clipboard, { styles: full });
    expect(session(tab).paste({ x: 200, y: 200 })).toEqual({ kind: 'paletteFull', missing: 2 });
    expect(session(tab).notice).toEqual({ kind: 'paletteFull', missing: 2 });
    expect(tab.editor.canUndo).toBe(false);
  });

  it('copies nothing without a selection and pastes nothing where the chart cannot be edited', () => {
    const test = source();
    expect(test.key('c', { ctrlKey: true })).toBe(false);
    expect(test.clipboard.stored).toBeNull();
    test.clickAt(100, 100).key('c', { ctrlKey: true });
    const viewer = otherTab(test.clipboard);
    viewer.editor.setAccess({ ...viewer.editor.access, hasWriteLock: false });
    viewer.key('v', { ctrlKey: true });
    expect(viewer.document.freeformSymbols).toHaveLength(0);
  });
});
