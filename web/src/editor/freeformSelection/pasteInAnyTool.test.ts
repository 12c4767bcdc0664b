import { describe, expect, it } from 'vitest';
import type { ChartMode } from '../document/editability';
import { TestEditor } from '../testing/TestEditor';

/** A freeform tab with one chain at (100, 100), copied, in the given mode. */
function copiedIn(mode: ChartMode): TestEditor {
  const test = TestEditor.create({ craft: 'crochetFreeform' });
  test.setTool('placeFreeform').selectStyle(1).clickAt(100, 100);
  test.setTool('selectFreeform').clickAt(100, 100).key('c', { ctrlKey: true });
  return test.setTool(mode);
}

describe('ctrl+V in every freeform tool (issue 29)', () => {
  for (const mode of ['placeFreeform', 'empty', 'scroll', 'selectFreeform'] as const) {
    it(`pastes centred on the pointer in ${mode}, selected, in the select tool`, () => {
      const test = copiedIn(mode);
      test.hoverAt(320, 180);
      expect(test.key('v', { ctrlKey: true })).toBe(true);
      expect(test.document.freeformSymbols).toHaveLength(2);
      expect(test.document.freeformSymbols[1]).toMatchObject({ x: 320, y: 180, styleId: 1 });
      expect(test.editor.mode).toBe('selectFreeform');
      expect(test.freeformSelection.ids).toEqual([test.document.freeformSymbolIds[1]]);
      // One undo step takes the pasted stitch away again.
      test.undo();
      expect(test.document.freeformSymbols).toHaveLength(1);
    });
  }

  it('pastes in the middle of the part of the chart in view when the pointer is not over it', () => {
    const test = copiedIn('placeFreeform');
    test.editor.fitToView();
    test.hover();
    test.key('v', { ctrlKey: true });
    expect(test.document.freeformSymbols[1]).toMatchObject({ x: 250, y: 250 });
    // Zoomed in on the top left: the paste lands there, in view, not in the chart's (hidden) middle.
    test.editor.zoomTo(8, 0, 0);
    test.editor.scrollTo(0, 0);
    test.key('v', { ctrlKey: true });
    const pasted = test.document.freeformSymbols[2]!;
    expect(pasted.x).toBeLessThan(125);
    expect(pasted.y).toBeLessThan(125);
  });

  it('pastes where the pointer was over the view even after it stopped moving over a stitch', () => {
    const test = copiedIn('placeFreeform');
    test.hoverAt(100, 100);
    test.key('v', { ctrlKey: true });
    expect(test.document.freeformSymbols.map((symbol) => [symbol.x, symbol.y])).toEqual([
      [100, 100],
      [100, 100],
    ]);
  });

  it('tells of an empty clipboard in the select tool’s bar and adds nothing', () => {
    const test = TestEditor.create({ craft: 'crochetFreeform' }).setTool('placeFreeform');
    test.hoverAt(200, 200);
    expect(test.key('v', { ctrlKey: true })).toBe(true);
    expect(test.document.freeformSymbols).toHaveLength(0);
    expect(test.freeformSelection.notice).toEqual({ kind: 'empty' });
    expect(test.editor.canUndo).toBe(false);
  });

  it('pastes nothing in view mode or without the write lock', () => {
    const viewing = copiedIn('view');
    viewing.hoverAt(300, 300);
    expect(viewing.key('v', { ctrlKey: true })).toBe(false);
    expect(viewing.document.freeformSymbols).toHaveLength(1);
    expect(viewing.editor.mode).toBe('view');

    const locked = copiedIn('placeFreeform');
    locked.editor.setAccess({ ...locked.editor.access, hasWriteLock: false });
    locked.hoverAt(300, 300).key('v', { ctrlKey: true });
    expect(locked.document.freeformSymbols).toHaveLength(1);
  });
});
