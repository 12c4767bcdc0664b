import { boundingBoxOf } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { selectionHandles } from '../../freeformSelection/selectionHandles';
import { TestEditor, type TestEditorOptions } from '../../testing/TestEditor';

/** A freeform chart with chains (20 × 20) at (100, 100), (200, 100) and (300, 300), in the select tool. */
function chart(options: TestEditorOptions = {}): TestEditor {
  const test = TestEditor.create({ craft: 'crochetFreeform', ...options });
  test.setTool('placeFreeform').clickAt(100, 100).clickAt(200, 100).clickAt(300, 300);
  return test.setTool('selectFreeform');
}

const centres = (test: TestEditor) => test.document.freeformSymbols.map((symbol) => [symbol.x, symbol.y]);
const selected = (test: TestEditor) => test.freeformSelection.ids;

/** Screen pixels per freeform unit at the editor's zoom. */
function pixelsPerUnit(test: TestEditor): number {
  return test.editor.pointOfCell(1, 0).x - test.editor.pointOfCell(0, 0).x;
}

/** Where a handle of the current selection is, in freeform units. */
function handle(test: TestEditor, name: string): { x: number; y: number } {
  const box = test.freeformSelection.box!;
  return selectionHandles(box, pixelsPerUnit(test)).find((each) => each.name === name)!;
}

describe('selecting by click', () => {
  it('selects the topmost symbol under the pointer, alone', () => {
    const test = chart();
    test.setTool('placeFreeform').clickAt(105, 100).setTool('selectFreeform');
    test.clickAt(103, 100);
    expect(selected(test)).toEqual([4]);
    test.clickAt(200, 100);
    expect(selected(test)).toEqual([2]);
    expect(test.toolState).toBe('selectFreeform.idle');
  });

  it('adds with shift, and takes a selected symbol out again with shift', () => {
    const test = chart();
    test.clickAt(100, 100);
    test.pointerDownAt(300, 300, { shift: true }).pointerUpAt(300, 300, { shift: true });
    expect(selected(test)).toEqual([1, 3]);
    test.pointerDownAt(100, 100, { shift: true }).pointerUpAt(100, 100, { shift: true });
    expect(selected(test)).toEqual([3]);
  });

  it('empties the selection by a click on empty space (not with shift)', () => {
    const test = chart();
    test.clickAt(100, 100);
    test.pointerDownAt(50, 400, { shift: true }).pointerUpAt(50, 400, { shift: true });
    expect(selected(test)).toEqual([1]);
    test.clickAt(50, 400);
    expect(selected(test)).toEqual([]);
  });

  it('does not select symbols of a hidden layer', () => {
    const test = chart();
    test.editor.perform('setLayerVisible', { layerId: 1, visible: false });
    test.clickAt(100, 100);
    expect(selected(test)).toEqual([]);
  });
});

describe('the rubber band', () => {
  it('selects the symbols it covers, partly covered ones as the user setting says', () => {
    const test = chart();
    // Covers the first chain fully and the second one partly (its box is 190–210).
    test.pointerDownAt(80, 80).pointerMoveAt(150, 120).pointerMoveAt(195, 120);
    expect(test.freeformSelection.rubberBand).toEqual({
      x: 80,
      y: 80,
      width: 115,
      height: 40,
    });
    test.pointerUpAt(195, 120);
    expect(selected(test)).toEqual([1, 2]);
    expect(test.freeformSelection.rubberBand).toBeUndefined();

    const strict = chart({ settings: { freeformSelectPartial: false } });
    strict.pointerDownAt(80, 80).pointerMoveAt(195, 120).pointerUpAt(195, 120);
    expect(selected(strict)).toEqual([1]);
  });

  it('adds to the selection with shift, and a cancelled band changes nothing', () => {
    const test = chart();
    test.clickAt(300, 300);
    test
      .pointerDownAt(80, 80, { shift: true })
      .pointerMoveAt(120, 120)
      .pointerUpAt(120, 120, { shift: true });
    expect(selected(test)).toEqual([1, 3]);
    test.pointerDownAt(0, 0).pointerMoveAt(500, 500);
    test.editor.pointerCancel();
    expect(selected(test)).toEqual([1, 3]);
    expect(test.freeformSelection.rubberBand).toBeUndefined();
  });
});

describe('moving', () => {
  it('moves the selection by drag as one undo step, showing it while dragging', () => {
    const test = chart();
    test.clickAt(100, 100);
    test.pointerDownAt(300, 300, { shift: true }).pointerUpAt(300, 300, { shift: true });
    test.pointerDownAt(100, 100).pointerMoveAt(130, 110);
    // Shown, not yet applied.
    expect(test.freeformSelection.symbols.map((symbol) => symbol.x)).toEqual([130, 330]);
    expect(centres(test)[0]).toEqual([100, 100]);
    test.pointerUpAt(140, 120);
    expect(centres(test)).toEqual([
      [140, 120],
      [200, 100],
      [340, 320],
    ]);
    expect(selected(test)).toEqual([1, 3]);
    test.undo();
    expect(centres(test)[2]).toEqual([300, 300]);
  });

  it('drags a symbol not yet selected straight away, and keeps the selection within the chart', () => {
    const test = chart();
    test.pointerDownAt(200, 100).pointerMoveAt(200, -400).pointerUpAt(200, -400);
    expect(centres(test)[1]).toEqual([200, 10]);
    expect(selected(test)).toEqual([2]);
  });

  it('a cancelled drag moves nothing', () => {
    const test = chart();
    test.pointerDownAt(100, 100).pointerMoveAt(150, 150);
    test.editor.pointerCancel();
    expect(centres(test)[0]).toEqual([100, 100]);
    expect(test.editor.canUndo).toBe(true);
    expect(test.editor.history.undoCount).toBe(3);
  });

  it('moves by the arrow keys, further with shift, one undo step each', () => {
    const test = chart();
    test.clickAt(100, 100);
    expect(test.key('ArrowRight')).toBe(true);
    test.key('ArrowDown', { shiftKey: true });
    expect(centres(test)[0]).toEqual([101, 110]);
    test.undo();
    expect(centres(test)[0]).toEqual([101, 100]);
  });
});

describe('rotating and scaling with the handles', () => {
  it('turns the selection about its middle by the rotate handle, in 15° steps with shift', () => {
    const test = chart();
    test.clickAt(100, 100);
    const grip = handle(test, 'rotate');
    // From straight above the middle to a little past its right: about 80°.
    test.pointerDownAt(grip.x, grip.y).pointerMoveAt(140, 95);
    expect(test.toolState).toBe('selectFreeform.rotating');
    test.pointerUpAt(140, 95);
    const turned = test.document.freeformSymbols[0]!;
    expect(turned.rotate).toBeCloseTo(82.9, 0);
    expect([turned.x, turned.y]).toEqual([100, 100]);
    test.undo();
    const again = handle(test, 'rotate');
    test
      .pointerDownAt(again.x, again.y)
      .pointerMoveAt(140, 95, { shift: true })
      .pointerUpAt(140, 95, { shift: true });
    expect(test.document.freeformSymbols[0]!.rotate).toBe(90);
    expect(test.document.freeformSymbols[0]!.boundingBox).toEqual(
      boundingBoxOf(test.document.freeformSymbols[0]!),
    );
  });

  it('turns two symbols about the middle between them', () => {
    const test = chart();
    test.pointerDownAt(80, 80).pointerMoveAt(220, 120).pointerUpAt(220, 120);
    const grip = handle(test, 'rotate');
    test.pointerDownAt(grip.x, grip.y).pointerMoveAt(250, 100, { shift: true });
    test.pointerUpAt(250, 100, { shift: true });
    const [first, second] = test.document.freeformSymbols;
    expect(first!.x).toBeCloseTo(150);
    expect(first!.y).toBeCloseTo(50);
    expect(second!.y).toBeCloseTo(150);
  });

  it('scales by a corner handle within the size range', () => {
    const test = chart();
    test.clickAt(100, 100);
    const corner = handle(test, 'se');
    // From 10 units right and down of the middle to 20: twice the size.
    test.pointerDownAt(corner.x, corner.y).pointerMoveAt(120, 120).pointerUpAt(120, 120);
    expect(test.document.freeformSymbols[0]).toMatchObject({
      x: 100,
      y: 100,
      size: 2,
      width: 40,
      height: 40,
    });
    const grown = handle(test, 'se');
    test.pointerDownAt(grown.x, grown.y).pointerMoveAt(400, 400).pointerUpAt(400, 400);
    expect(test.document.freeformSymbols[0]!.size).toBe(8);
  });
});

describe('the edits of a selection', () => {
  it('deletes with Delete, one undo step', () => {
    const test = chart();
    test.clickAt(200, 100);
    expect(test.key('Delete')).toBe(true);
    expect(centres(test)).toEqual([
      [100, 100],
      [300, 300],
    ]);
    expect(selected(test)).toEqual([]);
    test.undo();
    expect(centres(test)[1]).toEqual([200, 100]);
  });

  it('duplicates with ctrl+D and selects the copies', () => {
    const test = chart();
    test.clickAt(100, 100);
    expect(test.key('d', { ctrlKey: true })).toBe(true);
    expect(centres(test)[3]).toEqual([110, 110]);
    expect(selected(test)).toEqual([test.document.freeformSymbolIds[3]]);
    test.undo();
    expect(test.document.freeformSymbols).toHaveLength(3);
  });

  it('brings forward and sends back with ctrl+] and ctrl+[, to the front and back with shift', () => {
    const test = chart();
    test.clickAt(100, 100);
    test.key(']', { ctrlKey: true });
    expect(centres(test).map(([x]) => x)).toEqual([200, 100, 300]);
    test.key('}', { ctrlKey: true, shiftKey: true });
    expect(centres(test).map(([x]) => x)).toEqual([200, 300, 100]);
    test.key('[', { ctrlKey: true });
    expect(centres(test).map(([x]) => x)).toEqual([200, 100, 300]);
    test.key('{', { ctrlKey: true, shiftKey: true });
    expect(centres(test).map(([x]) => x)).toEqual([100, 200, 300]);
    // Still selected after each step; a click picks the symbol on top.
    expect(selected(test).map((id) => test.document.freeformSymbol(id)!.x)).toEqual([100]);
    test.undo().undo();
    expect(centres(test).map(([x]) => x)).toEqual([200, 300, 100]);
  });

  it("aligns and distributes through the session (the bar's buttons)", () => {
    const test = chart();
    test.key('a', { ctrlKey: true });
    const session = test.freeformSelection;
    expect(session.align('top')).toBe('done');
    expect(centres(test).map(([, y]) => y)).toEqual([100, 100, 100]);
    test.setTool('placeFreeform').clickAt(120, 200).setTool('selectFreeform');
    test.key('a', { ctrlKey: true });
    expect(session.distribute('horizontal')).toBe('done');
    const across = test.document.freeformSymbols.map((symbol) => symbol.x).sort((a, b) => a - b);
    [100, 166.667, 233.333, 300].forEach((x, at) => expect(across[at]).toBeCloseTo(x, 2));
  });

  it('turns by 15° and grows or shrinks from the bar, one undo step each', () => {
    const test = chart();
    test.clickAt(100, 100);
    const session = test.freeformSelection;
    expect(session.rotateBy(15)).toBe('done');
    expect(session.scaleBy(1.25)).toBe('done');
    expect(test.document.freeformSymbols[0]).toMatchObject({ rotate: 15, size: 1.25, x: 100, y: 100 });
    test.undo();
    expect(test.document.freeformSymbols[0]).toMatchObject({ rotate: 15, size: 1 });
  });

  it('empties the selection with Escape', () => {
    const test = chart();
    test.clickAt(100, 100);
    expect(test.key('Escape')).toBe(true);
    expect(selected(test)).toEqual([]);
  });

  it('edits nothing without a selection (spec §5) and lets the keys through', () => {
    const test = chart();
    expect(test.key('Delete')).toBe(false);
    expect(test.key('ArrowLeft')).toBe(false);
    expect(test.key('d', { ctrlKey: true })).toBe(false);
    expect(test.freeformSelection.align('left')).toBe('nothing');
    expect(test.editor.history.undoCount).toBe(3);
  });

  it('changes nothing in a chart that cannot be edited, but selects', () => {
    const test = chart();
    test.editor.setAccess({ ...test.editor.access, hasWriteLock: false });
    test.clickAt(100, 100);
    expect(selected(test)).toEqual([1]);
    test.key('Delete');
    test.pointerDownAt(100, 100).pointerMoveAt(150, 150).pointerUpAt(150, 150);
    expect(test.document.freeformSymbols).toHaveLength(3);
    expect(centres(test)[0]).toEqual([100, 100]);
  });

  it('drops symbols from the selection when undo takes them away, and empties it outside the editing modes', () => {
    const test = chart();
    test.key('a', { ctrlKey: true });
    test.undo();
    expect(selected(test)).toEqual([1, 2]);
    test.setTool('view');
    expect(selected(test)).toEqual([]);
  });
});
