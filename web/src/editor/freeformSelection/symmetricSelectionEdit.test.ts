import { turnedCopy, type FreeformSymbol, type RoundGuide } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { addGuide, changeGuide } from '../roundGuideView/guideActions';
import { withSymmetricCopies } from './symmetricSelectionEdit';
import { TestEditor } from '../testing/TestEditor';

/** A freeform tab with a 6-wedge guide at (250, 250) and a stitch on round 2 at 3 o'clock with its 5 copies. */
function doily(): TestEditor {
  const test = TestEditor.create({ craft: 'crochetFreeform', symbolCells: { 'double-crochet': 1 } });
  addGuide(test.editor);
  test.setTool('placeFreeform').selectStyle(5).clickAt(287, 251);
  expect(test.document.freeformSymbols).toHaveLength(6);
  return test;
}

function guideOf(test: TestEditor): RoundGuide {
  return test.document.meta.freeform.roundGuides![0]!;
}

/** The symbols' places and turns, rounded and sorted, to compare lists regardless of order. */
function places(symbols: readonly FreeformSymbol[]): string[] {
  return symbols
    .map(
      (s) => `${s.x.toFixed(3)},${s.y.toFixed(3)},${(((s.rotate % 360) + 360) % 360).toFixed(2)},${s.size}`,
    )
    .map((text) => text.replace(/-0\.000/g, '0.000'))
    .sort();
}

/** The symbol with all its copies around the guide. */
function around(guide: RoundGuide, symbol: FreeformSymbol): string[] {
  return places([0, 1, 2, 3, 4, 5].map((steps) => turnedCopy(guide, symbol, steps)));
}

/** Selects the stitch at 3 o'clock (about 290, 250) alone with the select tool. */
function selectFirst(test: TestEditor): FreeformSymbol {
  test.setTool('selectFreeform').clickAt(290, 250);
  expect(test.freeformSelection.ids).toHaveLength(1);
  return test.freeformSelection.symbols[0]!;
}

describe('live symmetry of the select tool edits (issue 29)', () => {
  it('moves the 5 copies when one stitch moves by an arrow key, as one undo step', () => {
    const test = doily();
    const before = places(test.document.freeformSymbols);
    const first = selectFirst(test);
    expect(test.key('ArrowUp')).toBe(true);
    const moved = test.freeformSelection.symbols[0]!;
    expect(moved.y).toBeCloseTo(first.y - 1, 9);
    expect(test.document.freeformSymbols).toHaveLength(6);
    expect(places(test.document.freeformSymbols)).toEqual(around(guideOf(test), moved));
    test.undo();
    expect(places(test.document.freeformSymbols)).toEqual(before);
  });

  it('moves the copies along when the stitch is dragged', () => {
    const test = doily();
    selectFirst(test);
    test.pointerDownAt(290, 250).pointerMoveAt(295, 250).pointerUpAt(295, 250);
    const moved = test.freeformSelection.symbols[0]!;
    expect(moved.x).toBeCloseTo(295, 1);
    expect(places(test.document.freeformSymbols)).toEqual(around(guideOf(test), moved));
  });

  it('turns and scales the copies with the stitch', () => {
    const test = doily();
    selectFirst(test);
    expect(test.freeformSelection.rotateBy(30)).toBe('done');
    let edited = test.freeformSelection.symbols[0]!;
    expect(places(test.document.freeformSymbols)).toEqual(around(guideOf(test), edited));
    expect(test.freeformSelection.scaleBy(1.5)).toBe('done');
    edited = test.freeformSelection.symbols[0]!;
    expect(edited.size).not.toBe(1);
    expect(places(test.document.freeformSymbols)).toEqual(around(guideOf(test), edited));
    test.undo().undo();
    expect(test.document.freeformSymbols.every((symbol) => symbol.size === 1)).toBe(true);
  });

  it('deletes the 6 stitches when one is deleted, and undo brings all back', () => {
    const test = doily();
    const before = places(test.document.freeformSymbols);
    selectFirst(test);
    expect(test.key('Delete')).toBe(true);
    expect(test.document.freeformSymbols).toHaveLength(0);
    test.undo();
    expect(places(test.document.freeformSymbols)).toEqual(before);
  });

  it('duplicates in every wedge, selecting only the duplicate made', () => {
    const test = doily();
    const first = selectFirst(test);
    expect(test.key('d', { ctrlKey: true })).toBe(true);
    expect(test.document.freeformSymbols).toHaveLength(12);
    expect(test.freeformSelection.ids).toHaveLength(1);
    const duplicate = test.freeformSelection.symbols[0]!;
    expect(duplicate.x).toBeCloseTo(first.x + 10, 6);
    expect(places(test.document.freeformSymbols)).toEqual(
      [...around(guideOf(test), first), ...around(guideOf(test), duplicate)].sort(),
    );
    test.undo();
    expect(test.document.freeformSymbols).toHaveLength(6);
  });

  it('duplicates a selection across all wedges once, not once per wedge', () => {
    const test = doily();
    test.setTool('selectFreeform').key('a', { ctrlKey: true });
    expect(test.freeformSelection.ids).toHaveLength(6);
    test.key('d', { ctrlKey: true });
    expect(test.document.freeformSymbols).toHaveLength(12);
  });

  it('does not move copies twice when the selection holds them', () => {
    const test = doily();
    test.setTool('selectFreeform').key('a', { ctrlKey: true });
    const before = test.document.freeformSymbols.map((symbol) => symbol.x);
    test.key('ArrowRight');
    expect(test.document.freeformSymbols.map((symbol) => symbol.x)).toEqual(before.map((x) => x + 1));
  });

  it('moves only the stitch with symmetry off, and keeps a cut to what it copied', () => {
    const test = doily();
    changeGuide(test.editor, 1, { symmetry: false });
    const before = places(test.document.freeformSymbols);
    selectFirst(test);
    expect(test.key('ArrowUp')).toBe(true);
    const after = places(test.document.freeformSymbols);
    expect(after.filter((place) => !before.includes(place))).toHaveLength(1);
    test.key('Delete');
    expect(test.document.freeformSymbols).toHaveLength(5);
    changeGuide(test.editor, 1, { symmetry: true });
    const other = test.document.freeformSymbols[0]!;
    test.clickAt(other.x, other.y);
    expect(test.freeformSelection.ids).toHaveLength(1);
    test.key('x', { ctrlKey: true });
    expect(test.document.freeformSymbols).toHaveLength(4);
  });

  it('leaves symbols on no round and on other layers alone', () => {
    const test = doily();
    // A chain far from the rounds, on the guide's layer: moved alone.
    test.setTool('placeFreeform').clickAt(20, 20);
    test.setTool('selectFreeform').clickAt(20, 20);
    test.key('ArrowRight');
    expect(test.document.freeformSymbols).toHaveLength(7);
    expect(test.document.freeformSymbols[6]).toMatchObject({ x: 21, y: 20 });
    expect(test.document.freeformSymbols.slice(0, 6).every((symbol) => Math.abs(symbol.x - 250) < 41)).toBe(
      true,
    );
    // A stitch on round 2 of another layer: no copies.
    test.editor.perform('addLayer', { title: 'Laag 2' });
    test.setTool('placeFreeform').clickAt(250, 290);
    expect(test.document.freeformSymbols).toHaveLength(8);
    test.setTool('selectFreeform').clickAt(250, 290);
    test.key('Delete');
    expect(test.document.freeformSymbols).toHaveLength(7);
  });

  it('does not move a copy past the chart edge (it stays where it was)', () => {
    const test = doily();
    // The guide's centre near the top edge: round 2's copies at the top lie 10 units from the edge.
    changeGuide(test.editor, 1, { centerY: 50 });
    test.setTool('placeFreeform').clickAt(287, 51);
    const count = test.document.freeformSymbols.length;
    test.setTool('selectFreeform').clickAt(290, 50);
    for (let step = 0; step < 20; step += 1) test.key('ArrowRight');
    expect(test.document.freeformSymbols).toHaveLength(count);
    for (const symbol of test.document.freeformSymbols) {
      expect(symbol.boundingBox!.y).toBeGreaterThanOrEqual(-1e-6);
    }
  });
});

describe('withSymmetricCopies', () => {
  const guide: RoundGuide = {
    guideId: 1,
    layerId: 1,
    centerX: 100,
    centerY: 100,
    radius: 20,
    spacing: 20,
    rounds: 3,
    wedges: 4,
    startAngle: 0,
    symmetry: true,
  };
  const stitch = (x: number, y: number, rotate = 0): FreeformSymbol => ({
    layerId: 1,
    styleId: 1,
    x,
    y,
    width: 10,
    height: 10,
    rotate,
    size: 1,
  });
  const top = stitch(100, 60);
  const symbols = [top, turnedCopy(guide, top, 1), turnedCopy(guide, top, 2), turnedCopy(guide, top, 3)];
  let next = 100;
  const chart = (guides: RoundGuide[]) => ({
    symbols,
    ids: [1, 2, 3, 4],
    guides,
    size: { width: 200, height: 200 },
    newId: () => (next += 1),
  });

  it('returns the edit itself without a guide, with symmetry off, with one wedge or for unknown ids', () => {
    const edit = { changed: [{ id: 1, symbol: stitch(100, 59) }] };
    expect(withSymmetricCopies(chart([]), edit)).toBe(edit);
    expect(withSymmetricCopies(chart([{ ...guide, symmetry: false }]), edit)).toBe(edit);
    expect(withSymmetricCopies(chart([{ ...guide, wedges: 1 }]), edit)).toBe(edit);
    const unknown = { changed: [{ id: 99, symbol: stitch(100, 59) }], removed: [98] };
    expect(withSymmetricCopies(chart([guide]), unknown)).toBe(unknown);
  });

  it('repeats a removal and a move in the other 3 wedges', () => {
    expect(withSymmetricCopies(chart([guide]), { removed: [2] }).removed).toEqual([2, 1, 3, 4]);
    const moved = withSymmetricCopies(chart([guide]), { changed: [{ id: 1, symbol: stitch(100, 59) }] });
    expect(moved.changed?.map((change) => change.id)).toEqual([1, 2, 3, 4]);
    expect(moved.changed?.[2]?.symbol.y).toBeCloseTo(141, 9);
  });

  it('leaves out a copy that would lie past the chart edge', () => {
    const small = { ...chart([guide]), size: { width: 200, height: 140 } };
    const moved = withSymmetricCopies(small, { changed: [{ id: 1, symbol: stitch(100, 58) }] });
    // The copy at 6 o'clock would reach y 147: it stays where it was.
    expect(moved.changed?.map((change) => change.id)).toEqual([1, 2, 4]);
  });
});
