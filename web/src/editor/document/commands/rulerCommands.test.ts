import {
  createChartState,
  defaultRuler,
  rulerNumbers,
  rulerPresetById,
  type Craft,
  type RulerPreset,
} from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { documentFromState } from '../chartState';
import { applyRulerPreset, changeRuler } from './rulerCommands';

const preset = (id: string): RulerPreset => rulerPresetById(id)!;

function chart(craft: Craft, type = 'other' as const) {
  const state = createChartState({ craft, type, size: { columnCount: 4, rowCount: 4 }, rows: '' });
  return documentFromState(state, new Uint8Array(16));
}

describe('ruler commands', () => {
  it('applies a preset (ruler and directions) in one step and undoes it', () => {
    const document = chart('knitting');
    const before = document.meta.gridSettings;
    const result = applyRulerPreset.perform(document, { preset: preset('knittingFlat') });
    expect(result).toBeTruthy();
    expect(document.meta.gridSettings).toMatchObject({
      direction1: 'bottomToTop',
      direction2: 'rightToLeftAlternating',
      directionRunLength: 1,
    });
    if (result) result.inverse.run(document);
    expect(document.meta.gridSettings).toEqual(before);
  });

  it('refuses a preset whose settings the chart refuses and a preset already applied', () => {
    const document = chart('knitting');
    const broken = { ...preset('noNumbers'), directionRunLength: -3 };
    expect(applyRulerPreset.perform(document, { preset: broken })).toBe(false);
    expect(applyRulerPreset.perform(document, { preset: preset('noNumbers') })).toBeTruthy();
    expect(applyRulerPreset.perform(document, { preset: preset('noNumbers') })).toBe(false);
  });

  it('changes one setting of an old cross-stitch ruler without its numbers jumping', () => {
    const document = chart('crossStitch');
    document.setGridSettings({ ...document.meta.gridSettings, ruler: defaultRuler() });
    expect(changeRuler.perform(document, { startNumber: 0 })).toBeTruthy();
    const ruler = document.meta.gridSettings.ruler;
    expect(rulerNumbers(ruler, 'rows', 4)).toEqual([0, 1, 2, 3]);
    expect(ruler.explicit).toBe(true);
  });

  it('refuses bad values (the chart schema)', () => {
    const document = chart('knitting');
    expect(changeRuler.perform(document, { skipCount: 0 })).toBe(false);
    expect(changeRuler.perform(document, { startNumber: Number.NaN })).toBe(false);
    expect(changeRuler.perform(document, { ignoredRows: [-1] })).toBe(false);
    expect(document.meta.gridSettings.ruler.skipCount).toBe(1);
  });
});
