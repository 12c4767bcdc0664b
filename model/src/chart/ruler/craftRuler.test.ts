import { describe, expect, it } from 'vitest';
import { crafts } from '../../crafts';
import { defaultRuler, rulerSchema } from '../grid';
import { createChartState } from '../chartState';
import {
  defaultRulerFor,
  editedRuler,
  effectiveRuler,
  isCraftDefaultRuler,
  rulerAfterCraftChange,
} from './craftRuler';
import { rulerNumbers } from './rulerNumbering';

describe('the ruler per craft', () => {
  it.each(crafts.map((craft) => [craft]))('gives a new %s chart a valid, chosen ruler', (craft) => {
    const ruler = defaultRulerFor(craft);
    expect(rulerSchema.parse(ruler)).toEqual(ruler);
    expect(ruler.explicit).toBe(true);
  });

  it('counts knitting and crochet from the bottom right, cross stitch and pixel crafts from the top left', () => {
    for (const craft of ['knitting', 'crochet']) {
      expect(defaultRulerFor(craft)).toMatchObject({
        horizontalDirection: 'rightToLeft',
        verticalDirection: 'bottomToTop',
      });
    }
    for (const craft of ['crossStitch', 'diamondPainting', 'fuseBeads', 'other']) {
      expect(defaultRulerFor(craft)).toMatchObject({
        horizontalDirection: 'leftToRight',
        verticalDirection: 'topToBottom',
      });
    }
  });

  it('creates charts with their craft ruler', () => {
    const state = createChartState({
      craft: 'crossStitch',
      type: 'other',
      size: { columnCount: 3, rowCount: 2 },
      rows: '',
    });
    expect(rulerNumbers(state.grid.settings.ruler, 'columns', 3)).toEqual([1, 2, 3]);
    expect(rulerNumbers(state.grid.settings.ruler, 'rows', 2)).toEqual([1, 2]);
  });

  it('reads an old cross-stitch chart with the old knitting default from the top left', () => {
    const old = defaultRuler();
    delete old.explicit;
    const ruler = effectiveRuler('crossStitch', old);
    expect(rulerNumbers(ruler, 'columns', 3)).toEqual([1, 2, 3]);
    expect(rulerNumbers(ruler, 'rows', 3)).toEqual([1, 2, 3]);
  });

  it('keeps a ruler the maker chose, a knitting ruler and an old ruler with other directions', () => {
    const chosen = { ...defaultRuler(), explicit: true };
    expect(effectiveRuler('crossStitch', chosen)).toBe(chosen);
    expect(effectiveRuler('knitting', defaultRuler())).toEqual(defaultRuler());
    const leftToRight = { ...defaultRuler(), horizontalDirection: 'leftToRight' as const };
    expect(effectiveRuler('fuseBeads', leftToRight)).toBe(leftToRight);
  });

  it('starts an edit from the ruler as read, so an old chart does not jump', () => {
    const edited = editedRuler('crossStitch', defaultRuler(), { startNumber: 0 });
    expect(edited).toMatchObject({
      horizontalDirection: 'leftToRight',
      verticalDirection: 'topToBottom',
      startNumber: 0,
      explicit: true,
    });
  });
});

describe('a change of craft', () => {
  it("gives a chart still on its craft's default ruler the new craft's default", () => {
    const knitting = defaultRulerFor('knitting');
    expect(rulerAfterCraftChange('knitting', 'crossStitch', knitting)).toEqual(
      defaultRulerFor('crossStitch'),
    );
    expect(rulerAfterCraftChange('crossStitch', 'crochet', defaultRulerFor('crossStitch'))).toEqual(
      defaultRulerFor('crochet'),
    );
    // A chart saved before rulers had a craft default (no `explicit`) reads as its craft's default too.
    expect(isCraftDefaultRuler('crossStitch', defaultRuler())).toBe(true);
    expect(rulerAfterCraftChange('crossStitch', 'knitting', defaultRuler())).toEqual(
      defaultRulerFor('knitting'),
    );
  });

  it('keeps a ruler the maker set up, and keeps the ruler when the craft stays', () => {
    const skipping = { ...defaultRulerFor('knitting'), skipCount: 2 };
    expect(isCraftDefaultRuler('knitting', skipping)).toBe(false);
    expect(rulerAfterCraftChange('knitting', 'crossStitch', skipping)).toBe(skipping);
    const hidden = { ...defaultRulerFor('crossStitch'), horizontal: 'hidden' as const };
    expect(rulerAfterCraftChange('crossStitch', 'knitting', hidden)).toBe(hidden);
    const knitting = defaultRulerFor('knitting');
    expect(rulerAfterCraftChange('knitting', 'knitting', knitting)).toBe(knitting);
  });
});
