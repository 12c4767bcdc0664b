import { liesWithinChart, roundOf, type RoundGuide } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chosenGuideOf, guideForPlacement } from '../document/freeform/chosenGuide';
import { TestEditor } from '../testing/TestEditor';
import { centreAfterKey, draggedCentre } from './centreDrag';
import { addGuide, changeGuide, moveGuideCentre, pickGuide, removeGuide, spreadEvenly } from './guideActions';

function freeform() {
  return TestEditor.create({ craft: 'crochetFreeform', symbolCells: { 'double-crochet': 1 } });
}

function guides(test: TestEditor): readonly RoundGuide[] {
  return test.document.meta.freeform.roundGuides ?? [];
}

describe("moving a round guide's centre", () => {
  it('moves the centre as one undo step; the stitches stay where they are', () => {
    const test = freeform();
    addGuide(test.editor);
    test.selectStyle(5);
    spreadEvenly(test.editor, 1, 6);
    const stitches = test.document.freeformSymbols;
    const undoCount = test.editor.history.undoCount;
    expect(moveGuideCentre(test.editor, 1, 120, 300)).toBe(true);
    expect(guides(test)[0]).toMatchObject({ centerX: 120, centerY: 300, radius: 20, rounds: 3 });
    expect(test.editor.history.undoCount).toBe(undoCount + 1);
    expect(test.document.freeformSymbols).toBe(stitches);
    test.undo();
    expect(guides(test)[0]).toMatchObject({ centerX: 250, centerY: 250 });
    test.redo();
    expect(guides(test)[0]).toMatchObject({ centerX: 120, centerY: 300 });
  });

  it('refuses a centre outside the chart or that is no number, and the same centre', () => {
    const test = freeform();
    addGuide(test.editor);
    const undoCount = test.editor.history.undoCount;
    for (const [x, y] of [
      [-1, 10],
      [10, 501],
      [501, 10],
      [Number.NaN, 10],
      [10, Number.POSITIVE_INFINITY],
      [250, 250],
    ] as const) {
      expect(moveGuideCentre(test.editor, 1, x, y)).toBe(false);
    }
    expect(moveGuideCentre(test.editor, 7, 10, 10)).toBe(false);
    expect(test.editor.history.undoCount).toBe(undoCount);
    expect(moveGuideCentre(test.editor, 1, 0, 500)).toBe(true);
  });

  it('turns a drag on the overlay into whole units within the chart, and arrow keys into steps', () => {
    const toChart = (point: { x: number; y: number }) => ({ x: point.x / 2, y: point.y / 2 });
    const size = { width: 500, height: 400 };
    expect(draggedCentre(toChart, { x: 201, y: 99 }, size)).toEqual({ x: 101, y: 50 });
    expect(draggedCentre(toChart, { x: -40, y: 2000 }, size)).toEqual({ x: 0, y: 400 });
    expect(draggedCentre(toChart, { x: Number.NaN, y: 0 }, size)).toBeUndefined();
    expect(centreAfterKey({ x: 10, y: 10 }, 'ArrowRight', false, size)).toEqual({ x: 11, y: 10 });
    expect(centreAfterKey({ x: 10, y: 10 }, 'ArrowUp', true, size)).toEqual({ x: 10, y: 0 });
    expect(centreAfterKey({ x: 5, y: 395 }, 'ArrowDown', true, size)).toEqual({ x: 5, y: 400 });
    expect(centreAfterKey({ x: 10, y: 10 }, 'Enter', false, size)).toBeUndefined();
  });
});

describe('several round guides (two motifs)', () => {
  it('picks the newest guide, another by choice, and falls back when the chosen one goes', () => {
    const test = freeform();
    expect(chosenGuideOf(test.document)).toBeUndefined();
    addGuide(test.editor);
    moveGuideCentre(test.editor, 1, 100, 100);
    addGuide(test.editor);
    moveGuideCentre(test.editor, 2, 380, 380);
    expect(guides(test).map((guide) => guide.guideId)).toEqual([1, 2]);
    expect(chosenGuideOf(test.document)?.guideId).toBe(2);
    expect(pickGuide(test.editor, 1)).toBe(true);
    expect(chosenGuideOf(test.document)?.guideId).toBe(1);
    expect(pickGuide(test.editor, 9)).toBe(false);
    expect(chosenGuideOf(test.document)?.guideId).toBe(1);
    changeGuide(test.editor, 1, { wedges: 8 });
    expect(guides(test).map((guide) => guide.wedges)).toEqual([8, 6]);
    removeGuide(test.editor, 1);
    expect(chosenGuideOf(test.document)?.guideId).toBe(2);
    test.undo();
    expect(guides(test)).toHaveLength(2);
  });

  it('snaps a click to the guide whose round it is near, the chosen one first where two overlap', () => {
    const test = freeform();
    addGuide(test.editor);
    moveGuideCentre(test.editor, 1, 100, 100);
    addGuide(test.editor);
    moveGuideCentre(test.editor, 2, 380, 380);
    changeGuide(test.editor, 2, { wedges: 4 });
    test.setTool('placeFreeform').selectStyle(5);
    // Near round 1 of motif 1 (6 wedges), though motif 2 is chosen.
    test.clickAt(100, 79);
    expect(test.document.freeformSymbols).toHaveLength(6);
    for (const symbol of test.document.freeformSymbols) expect(roundOf(guides(test)[0]!, symbol)).toBe(1);
    // Near round 2 of motif 2 (4 wedges).
    test.clickAt(380, 341);
    expect(test.document.freeformSymbols).toHaveLength(10);
    // Two guides at one place: the chosen one decides.
    const overlap = freeform();
    addGuide(overlap.editor);
    addGuide(overlap.editor);
    changeGuide(overlap.editor, 2, { wedges: 3 });
    expect(guideForPlacement(overlap.document, { x: 250, y: 230 })?.guideId).toBe(2);
    pickGuide(overlap.editor, 1);
    expect(guideForPlacement(overlap.document, { x: 250, y: 230 })?.guideId).toBe(1);
    expect(guideForPlacement(overlap.document, { x: 20, y: 20 })).toBeUndefined();
  });

  it('spreads on the chosen guide, and picking a guide of another layer selects that layer', () => {
    const test = freeform();
    addGuide(test.editor);
    test.editor.perform('addLayer', { title: 'Laag 2' });
    expect(test.document.selectedLayerId).toBe(2);
    addGuide(test.editor);
    moveGuideCentre(test.editor, 2, 100, 100);
    expect(guides(test).map((guide) => guide.layerId)).toEqual([1, 2]);
    test.selectStyle(5);
    spreadEvenly(test.editor, 1, 5);
    expect(test.document.freeformSymbols.every((symbol) => symbol.layerId === 2)).toBe(true);
    expect(test.document.freeformSymbols.every((symbol) => roundOf(guides(test)[1]!, symbol) === 1)).toBe(
      true,
    );
    pickGuide(test.editor, 1);
    expect(test.document.selectedLayerId).toBe(1);
    test.setTool('placeFreeform').clickAt(250, 229);
    expect(test.document.freeformSymbols.filter((symbol) => symbol.layerId === 1)).toHaveLength(6);
  });
});

describe('symmetric copies at the chart edge', () => {
  it('makes no copy that would reach past the chart; the symbols placed all lie within it', () => {
    const test = freeform();
    addGuide(test.editor);
    // Round 3 at 60 units from a centre 30 units from the left edge: the copies to the left fall off the chart.
    moveGuideCentre(test.editor, 1, 30, 250);
    test.setTool('placeFreeform').selectStyle(5).clickAt(90, 250);
    const symbols = test.document.freeformSymbols;
    expect(symbols.length).toBeGreaterThan(1);
    expect(symbols.length).toBeLessThan(6);
    const size = test.document.meta.freeform.size;
    for (const symbol of symbols) expect(liesWithinChart(symbol, size)).toBe(true);
    // One undo step takes the stitch and its copies away.
    test.undo();
    expect(test.document.freeformSymbols).toEqual([]);
  });

  it('spreads evenly only the stitches that lie within the chart, and nothing when none does', () => {
    const test = freeform();
    addGuide(test.editor);
    moveGuideCentre(test.editor, 1, 0, 0);
    test.selectStyle(5);
    expect(spreadEvenly(test.editor, 3, 24)).toBe(true);
    const symbols = test.document.freeformSymbols;
    // A quarter of the round lies in the chart; stitches on its two edges are cut off.
    expect(symbols.length).toBeGreaterThan(0);
    expect(symbols.length).toBeLessThanOrEqual(6);
    for (const symbol of symbols) expect(liesWithinChart(symbol, { width: 500, height: 500 })).toBe(true);
    changeGuide(test.editor, 1, { radius: 2, spacing: 4 });
    expect(spreadEvenly(test.editor, 1, 6)).toBe(false);
  });
});
