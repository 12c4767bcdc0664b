import { createChartState, defaultRulerFor, rulerNumbers, type Craft } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { documentFromState } from '../chartState';
import { changeCraft } from './craftCommands';
import { changeRuler } from './rulerCommands';

function chart(craft: Craft) {
  const state = createChartState({ craft, type: 'other', size: { columnCount: 4, rowCount: 3 }, rows: '' });
  return documentFromState(state, new Uint8Array(12));
}

describe('changeCraft', () => {
  it("gives a knitting chart on its default ruler cross stitch's numbers, in one undo step", () => {
    const document = chart('knitting');
    const before = structuredClone(document.meta);
    expect(rulerNumbers(document.meta.gridSettings.ruler, 'rows', 3)).toEqual([3, 2, 1]);
    const result = changeCraft.perform(document, { craft: 'crossStitch', type: 'other' });
    expect(result).toBeTruthy();
    expect(document.meta.settings.craft).toBe('crossStitch');
    expect(document.meta.gridSettings.ruler).toEqual(defaultRulerFor('crossStitch'));
    expect(rulerNumbers(document.meta.gridSettings.ruler, 'rows', 3)).toEqual([1, 2, 3]);
    if (!result) return;
    const redo = result.inverse.run(document);
    expect(document.meta.settings).toEqual(before.settings);
    expect(document.meta.gridSettings).toEqual(before.gridSettings);
    expect(redo).toBeTruthy();
    if (redo) redo.inverse.run(document);
    expect(document.meta.gridSettings.ruler).toEqual(defaultRulerFor('crossStitch'));
  });

  it('keeps a ruler the maker set up', () => {
    const document = chart('knitting');
    expect(changeRuler.perform(document, { startNumber: 5 })).toBeTruthy();
    const ruler = document.meta.gridSettings.ruler;
    expect(changeCraft.perform(document, { craft: 'crochet', type: 'other' })).toBeTruthy();
    expect(document.meta.gridSettings.ruler).toEqual(ruler);
  });

  it('refuses an unchanged or unknown craft', () => {
    const document = chart('knitting');
    expect(changeCraft.perform(document, { craft: 'knitting', type: 'other' })).toBe(false);
    expect(changeCraft.perform(document, { craft: 'weaving' as Craft, type: 'other' })).toBe(false);
    expect(document.meta.settings.craft).toBe('knitting');
  });
});
