import { createPaletteStyle, tierLimits } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { SharedClipboard } from '../testing/sharedClipboard';
import { TestEditor, type TestEditorOptions } from '../testing/TestEditor';
import { clipboardLifetimeMs, decodeClipboard, encodeClipboard } from './clipboardContent';

/**
 * A tab with a 10 × 8 chart: a 3 × 2 block at (1, 1) — style 2, an empty cell, style 3 — with a half stitch, a
 * quarter stitch, a line and a bead in it; in select mode with the block selected.
 */
function source(options: TestEditorOptions = {}): TestEditor {
  const test = TestEditor.create({
    columns: 10,
    rows: 8,
    premium: true,
    items: {
      customLines: [{ x1: 1, y1: 1, x2: 4, y2: 3, styleId: 4 }],
      halfStitches: [{ x: 2, y: 2, left: true, top: true, styleId: 4 }],
      quarterStitches: [{ x: 3, y: 1, left: false, top: false, styleId: 2 }],
      ornaments: [{ x: 1.5, y: 1.5, kind: 'bead', sizeMm: 3, styleId: 3 }],
    },
    ...options,
  });
  test.setShape('rectangle').selectStyle(2).pointerDown(1, 1).pointerUp(3, 2);
  test.selectStyle(3).click(3, 2);
  test.editor.perform('setCells', {
    kind: 'rect',
    rect: { x: 2, y: 2, width: 1, height: 1 },
    values: Uint8Array.of(0),
  });
  test.setTool('select').pointerDown(1, 1).pointerUp(3, 2);
  return test;
}

/** Another tab of the same browser: a chart whose palette has other styles. */
function otherTab(clipboard: SharedClipboard, options: TestEditorOptions = {}): TestEditor {
  return TestEditor.create({
    columns: 12,
    rows: 10,
    premium: true,
    clipboard,
    styles: [
      createPaletteStyle(1, { colorBackground: '#3f6fbf' }),
      createPaletteStyle(7, { colorBackground: '#00ff00' }),
    ],
    ...options,
  });
}

describe('copying', () => {
  it('carries the block, the items within (relative to it) and the styles they use', () => {
    const test = source();
    expect(test.editor.sessions.selection.copy()).toBe('copied');
    const content = test.editor.sessions.clipboard.content();
    expect(content).toMatchObject({ columnCount: 3, rowCount: 2, opaque: true });
    expect([...(content?.cells ?? [])]).toEqual([2, 2, 2, 2, 0, 3]);
    expect(content?.styles.map((style) => style.styleId)).toEqual([2, 3, 4]);
    expect(content?.items).toEqual({
      customLines: [{ x1: 0, y1: 0, x2: 3, y2: 2, styleId: 4 }],
      halfStitches: [{ x: 1, y: 1, left: true, top: true, styleId: 4 }],
      quarterStitches: [{ x: 2, y: 0, left: false, top: false, styleId: 2 }],
      ornaments: [{ x: 0.5, y: 0.5, kind: 'bead', sizeMm: 3, styleId: 3 }],
    });
    expect(test.editor.sessions.clipboard.notice).toEqual({ kind: 'copied' });
    // Copying is no edit.
    expect(test.editor.history.undoCount).toBe(3);
  });

  it('keeps a copy too large for the shared storage in this tab, and says so', () => {
    const clipboard = new SharedClipboard(100);
    const test = source({ clipboard });
    expect(test.editor.sessions.selection.copy()).toBe('copiedHere');
    expect(clipboard.stored).toBeNull();
    expect(test.editor.sessions.clipboard.content()).toMatchObject({ columnCount: 3 });
    expect(otherTab(clipboard).editor.sessions.clipboard.content()).toBeUndefined();
  });
});

describe('pasting in another tab', () => {
  it('adds the missing styles, remaps the cells and items, and shows the layer where the pointer is', () => {
    const test = source();
    test.editor.sessions.selection.copy();
    const tab = otherTab(test.clipboard);
    tab.hover(5, 4);
    expect(tab.key('v', { ctrlKey: true })).toBe(true);
    expect(tab.editor.mode).toBe('preview');
    // Style 2 (#3f6fbf) matches the tab's style 1; styles 3 and 4 are added as 2 and 3.
    const styles = tab.document.palette.styles;
    expect(styles.map((style) => [style.styleId, style.colorBackground])).toEqual([
      [1, '#3f6fbf'],
      [7, '#00ff00'],
      [2, '#f2c14e'],
      [3, '#333333'],
    ]);
    expect(tab.document.palette.selectedStyleId).toBe(1);
    const layer = tab.editor.sessions.preview.layer;
    expect(layer).toMatchObject({ x: 5, y: 4, columnCount: 3, rowCount: 2, opaque: true });
    expect([...(layer?.cells ?? [])]).toEqual([1, 1, 1, 1, 0, 2]);
    expect(layer?.items?.halfStitches).toEqual([{ x: 1, y: 1, left: true, top: true, styleId: 3 }]);
    expect(layer?.items?.quarterStitches).toEqual([{ x: 2, y: 0, left: false, top: false, styleId: 1 }]);
    expect(layer?.items?.ornaments[0]?.styleId).toBe(2);

    tab.key('Enter');
    expect(tab.block(5, 4, 3, 2)).toEqual(['111', '1.2']);
    expect(tab.document.items.customLines).toEqual([{ x1: 5, y1: 4, x2: 8, y2: 6, styleId: 3 }]);
    // Undo: the placing, then the styles added.
    tab.undo();
    expect(tab.paintedCount).toBe(0);
    expect(tab.document.items.customLines).toEqual([]);
    expect(tab.document.palette.styles).toHaveLength(4);
    tab.undo();
    expect(tab.document.palette.styles).toHaveLength(2);
  });

  it('centres the layer in the visible part of the chart when the pointer is not over it, clamped to the grid', () => {
    const test = source();
    test.editor.sessions.selection.copy();
    const tab = otherTab(test.clipboard);
    tab.hover(5, 5).hover();
    expect(tab.editor.paste()).toBe('shown');
    // The whole 12 × 10 chart is in view: centred on cell (6, 5).
    expect(tab.editor.sessions.preview.layer).toMatchObject({ x: 5, y: 4 });
    tab.editor.sessions.preview.discard();
    tab.hover(11, 9);
    tab.editor.paste();
    expect(tab.editor.sessions.preview.layer).toMatchObject({ x: 9, y: 8 });
  });

  it('is told of a copy in another tab (the storage event)', () => {
    const test = source();
    const tab = otherTab(test.clipboard);
    let told = 0;
    tab.editor.sessions.clipboard.subscribe(() => (told += 1));
    test.editor.sessions.selection.copy();
    expect(told).toBe(1);
    expect(tab.editor.sessions.clipboard.content()?.columnCount).toBe(3);
  });

  it('refuses the whole paste when the palette has no room for a style, changing nothing', () => {
    const test = source({ premium: false });
    test.editor.sessions.selection.copy();
    const full = Array.from({ length: tierLimits(false).maxPaletteStyles }, (_, index) =>
      createPaletteStyle(index + 1, {
        colorBackground: `#0000${(index + 16).toString(16).padStart(2, '0')}`,
      }),
    );
    const tab = otherTab(test.clipboard, { premium: false, styles: full });
    expect(tab.editor.paste()).toBe('paletteFull');
    expect(tab.editor.sessions.clipboard.notice).toEqual({ kind: 'paletteFull', missing: 3 });
    expect(tab.editor.mode).toBe('drawCells');
    expect(tab.document.palette.styles).toHaveLength(60);
    expect(tab.editor.canUndo).toBe(false);
    // A premium user's palette holds 255 styles: the same paste fits.
    const premiumTab = otherTab(test.clipboard, { styles: full });
    expect(premiumTab.editor.paste()).toBe('shown');
    expect(premiumTab.document.palette.styles).toHaveLength(63);
  });

  it('says the clipboard is empty, and pastes nothing on a chart that cannot be edited', () => {
    const tab = otherTab(new SharedClipboard());
    expect(tab.editor.paste()).toBe('empty');
    expect(tab.editor.sessions.clipboard.notice).toEqual({ kind: 'empty' });
    const viewer = otherTab(source().clipboard, { mode: 'view' });
    expect(viewer.key('v', { ctrlKey: true })).toBe(false);
  });
});

describe('copyNoStitch (spec §3)', () => {
  it('on (the default): the empty cells come along and empty the chart, and the block replaces the items there', () => {
    const test = source();
    test.editor.sessions.selection.copy();
    const tab = otherTab(test.clipboard, {
      items: { ornaments: [{ x: 6, y: 5, kind: 'knot', styleId: 7 }], halfStitches: [] },
    });
    tab.selectStyle(7).setShape('rectangle').pointerDown(0, 0).pointerUp(11, 9);
    tab.hover(5, 4).key('v', { ctrlKey: true });
    tab.key('Enter');
    expect(tab.block(5, 4, 3, 2)).toEqual(['111', '1.2']);
    // The knot at (6, 5) was within the block: replaced.
    expect(tab.document.items.ornaments.map((ornament) => ornament.kind)).toEqual(['bead']);
  });

  it('off: the empty cells let the chart show through and the chart keeps its items', () => {
    const test = source({ settings: { copyNoStitch: false } });
    test.editor.sessions.selection.copy();
    expect(test.editor.sessions.clipboard.content()?.opaque).toBe(false);
    const tab = otherTab(test.clipboard, {
      items: { ornaments: [{ x: 6, y: 5, kind: 'knot', styleId: 7 }] },
    });
    tab.selectStyle(7).setShape('rectangle').pointerDown(0, 0).pointerUp(11, 9);
    tab.hover(5, 4).key('v', { ctrlKey: true });
    tab.key('Enter');
    expect(tab.block(5, 4, 3, 2)).toEqual(['111', '172']);
    expect(tab.document.items.ornaments.map((ornament) => ornament.kind)).toEqual(['knot', 'bead']);
  });
});

describe('what the clipboard reads back', () => {
  it('expires 30 minutes after the copy (spec §9)', () => {
    const test = source();
    test.editor.sessions.selection.copy();
    const tab = otherTab(test.clipboard);
    test.clipboard.advance(clipboardLifetimeMs);
    expect(tab.editor.sessions.clipboard.content()).toBeDefined();
    test.clipboard.advance(1);
    expect(tab.editor.sessions.clipboard.content()).toBeUndefined();
    expect(tab.editor.paste()).toBe('empty');
    expect(tab.editor.mode).toBe('drawCells');
  });

  it('ignores what another version or a hand edit left, without an error', () => {
    const test = source();
    test.editor.sessions.selection.copy();
    const good = JSON.parse(test.clipboard.stored ?? '{}') as Record<string, unknown>;
    const tab = otherTab(test.clipboard);
    const bad: unknown[] = [
      'not json',
      '"a string"',
      { ...good, version: 2 },
      { ...good, columnCount: 0 },
      { ...good, columnCount: Number.NaN },
      { ...good, cells: 'AAAA' },
      { ...good, cells: '%%%' },
      { ...good, styles: [] },
      { ...good, styles: [{ styleId: 2 }] },
      { ...good, items: { customLines: [{ x1: 0, y1: 0, x2: 9, y2: 0, styleId: 4 }] } },
      {
        ...good,
        items: {
          customLines: [],
          halfStitches: [{ x: 5, y: 0, left: true, top: true, styleId: 4 }],
          quarterStitches: [],
          ornaments: [],
        },
      },
      { ...good, copiedAt: test.clipboard.time + 60_000 },
    ];
    for (const value of bad) {
      test.clipboard.set(typeof value === 'string' ? value : JSON.stringify(value));
      expect(tab.editor.sessions.clipboard.content(), JSON.stringify(value).slice(0, 80)).toBeUndefined();
      expect(tab.editor.paste()).toBe('empty');
    }
    test.clipboard.set(JSON.stringify(good));
    expect(tab.editor.paste()).toBe('shown');
  });

  it('round-trips its content through the stored text', () => {
    const test = source();
    test.editor.sessions.selection.copy();
    const content = test.editor.sessions.clipboard.content();
    expect(content && decodeClipboard(encodeClipboard(content))).toEqual(content);
    expect(decodeClipboard(null)).toBeUndefined();
  });
});
