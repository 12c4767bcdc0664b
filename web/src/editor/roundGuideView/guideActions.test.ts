import { roundCounts, roundOf, type RoundGuide } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { runWritten } from '../../engine/writtenProtocol';
import { setRoundGuides } from '../document/commands/roundGuideCommands';
import { TestEditor } from '../testing/TestEditor';
import { writtenJobOf } from '../written/writtenJob';
import { addGuide, changeGuide, removeGuide, spreadEvenly } from './guideActions';

function freeform() {
  return TestEditor.create({ craft: 'crochetFreeform', symbolCells: { 'double-crochet': 1 } });
}

function guides(test: TestEditor): readonly RoundGuide[] | undefined {
  return test.document.meta.freeform.roundGuides;
}

function writtenText(test: TestEditor): string {
  return runWritten(writtenJobOf(test.document))
    .lines.map((line) => line.text)
    .join('\n');
}

describe('the round guides of a freeform chart', () => {
  it('adds a guide with the defaults on the selected layer, centred, as one undo step', () => {
    const test = freeform();
    expect(guides(test)).toBeUndefined();
    expect(addGuide(test.editor)).toBe(true);
    expect(guides(test)).toEqual([
      {
        guideId: 1,
        layerId: 1,
        centerX: 250,
        centerY: 250,
        radius: 20,
        spacing: 20,
        rounds: 3,
        wedges: 6,
        startAngle: 0,
        symmetry: true,
      },
    ]);
    test.undo();
    expect(guides(test)).toBeUndefined();
    expect('roundGuides' in test.document.meta.freeform).toBe(false);
    test.redo();
    expect(guides(test)).toHaveLength(1);
  });

  it('changes and removes a guide, each undone exactly', () => {
    const test = freeform();
    addGuide(test.editor);
    expect(changeGuide(test.editor, 1, { wedges: 8, rounds: 5 })).toBe(true);
    expect(guides(test)?.[0]).toMatchObject({ wedges: 8, rounds: 5 });
    expect(removeGuide(test.editor, 1)).toBe(true);
    expect(guides(test)).toBeUndefined();
    test.undo();
    expect(guides(test)?.[0]).toMatchObject({ wedges: 8, rounds: 5 });
    test.undo();
    expect(guides(test)?.[0]).toMatchObject({ wedges: 6, rounds: 3 });
  });

  it('refuses bad numbers, an unknown layer, repeated ids, a grid chart and a change of nothing', () => {
    const test = freeform();
    addGuide(test.editor);
    const before = guides(test);
    expect(changeGuide(test.editor, 1, { wedges: 0 })).toBe(false);
    expect(changeGuide(test.editor, 1, { wedges: 37 })).toBe(false);
    expect(changeGuide(test.editor, 1, { spacing: 0 })).toBe(false);
    expect(changeGuide(test.editor, 1, { rounds: 2.5 })).toBe(false);
    expect(changeGuide(test.editor, 1, { radius: Number.NaN })).toBe(false);
    expect(changeGuide(test.editor, 1, { layerId: 9 })).toBe(false);
    expect(changeGuide(test.editor, 1, {})).toBe(false);
    const guide = before![0]!;
    expect(test.editor.dispatch(setRoundGuides, { guides: [guide, guide] })).toBe('refused');
    expect(guides(test)).toBe(before);
    const grid = TestEditor.create();
    expect(grid.editor.dispatch(setRoundGuides, { guides: [guide] })).toBe('refused');
  });
});

describe('placing stitches on a round guide', () => {
  it('snaps a click near a round onto it, turned toward the centre, with copies in the other wedges', () => {
    const test = freeform();
    addGuide(test.editor);
    // Round 2 lies 40 units from the centre (250, 250); a click 37 units to the right is near it.
    test.setTool('placeFreeform').selectStyle(5).clickAt(287, 251);
    const symbols = test.document.freeformSymbols;
    expect(symbols).toHaveLength(6);
    const first = symbols[0]!;
    expect(Math.hypot(first.x - 250, first.y - 250)).toBeCloseTo(40, 6);
    expect(first.rotate).toBeGreaterThan(85);
    expect(first.rotate).toBeLessThan(95);
    for (const symbol of symbols) expect(roundOf(guides(test)![0]!, symbol)).toBe(2);
    const turns = symbols
      .map((symbol) => Math.round(symbol.rotate - first.rotate + 360) % 360)
      .sort((a, b) => a - b);
    expect(turns).toEqual([0, 60, 120, 180, 240, 300]);
    test.undo();
    expect(test.document.freeformSymbols).toEqual([]);
  });

  it('places one stitch without symmetry, and places freely away from the rounds or on another layer', () => {
    const test = freeform();
    addGuide(test.editor);
    changeGuide(test.editor, 1, { symmetry: false });
    test.setTool('placeFreeform').selectStyle(5).clickAt(250, 231);
    expect(test.document.freeformSymbols).toHaveLength(1);
    expect(test.document.freeformSymbols[0]).toMatchObject({ x: 250, y: 230, rotate: 0 });
    test.clickAt(20, 20);
    expect(test.document.freeformSymbols[1]).toMatchObject({ x: 20, y: 20, rotate: 0 });
    test.editor.perform('addLayer', { title: 'Laag 2' });
    test.clickAt(250, 231);
    expect(test.document.freeformSymbols[2]).toMatchObject({ x: 250, y: 231, rotate: 0, layerId: 2 });
  });

  it('spreads N stitches evenly around a round as one undo step, and counts them', () => {
    const test = freeform();
    addGuide(test.editor);
    test.selectStyle(5);
    expect(spreadEvenly(test.editor, 1, 12)).toBe(true);
    const guide = guides(test)![0]!;
    const counts = roundCounts(guide, test.document.freeformSymbols, test.document.palette.styles);
    expect(counts.rounds.map((round) => round.stitches)).toEqual([12, 0, 0]);
    expect(spreadEvenly(test.editor, 4, 12)).toBe(false);
    expect(spreadEvenly(test.editor, 2, 0)).toBe(false);
    test.undo();
    expect(test.document.freeformSymbols).toEqual([]);
  });

  it('writes the rounds of the guide in the written pattern', () => {
    const test = freeform();
    addGuide(test.editor);
    test.selectStyle(5);
    spreadEvenly(test.editor, 1, 12);
    spreadEvenly(test.editor, 2, 24);
    const text = writtenText(test);
    expect(text).toMatch(/Toer 1: .*\(12 steken\)/);
    expect(text).toMatch(/Toer 2: .*\(24 steken\)/);
  });
});
