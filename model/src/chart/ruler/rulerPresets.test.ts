import { describe, expect, it } from 'vitest';
import { gridCrafts, typesForCraft } from '../../crafts';
import { defaultGridSettings, gridSettingsSchema } from '../grid';
import { presetGridSettings } from './presetSettings';
import { matchingPreset, presetsFor, rulerPresets } from './rulerPresets';
import { rulerPreview } from './rulerPreview';

const D = [6, 5, 4, 3, 2, 1];
const U = [1, 2, 3, 4, 5, 6];
const N = [null, null, null, null, null, null];
const left = ['←', '←', '←', '←', '←', '←'];
const right = ['→', '→', '→', '→', '→', '→'];
/** Back and forth, first row (the bottom one) right to left. */
const flat = ['→', '←', '→', '←', '→', '←'];
const flatLeftHanded = ['←', '→', '←', '→', '←', '→'];
const pairs = ['←', '←', '→', '→', '←', '←'];
const skip2 = [null, 3, null, 2, null, 1];

/** Hand-made previews on 6 × 6: row numbers left and right, column numbers top and bottom, the rows' arrows. */
const expected: Record<
  string,
  { rows: [unknown[], unknown[]]; columns: [unknown[], unknown[]]; arrows: string[] }
> = {
  knittingRound: { rows: [N, D], columns: [D, D], arrows: left },
  knittingFlat: { rows: [D, D], columns: [D, D], arrows: flat },
  knittingRightSide: { rows: [N, [11, 9, 7, 5, 3, 1]], columns: [D, D], arrows: left },
  noNumbers: { rows: [N, N], columns: [N, N], arrows: left },
  oneColour: {
    rows: [
      [12, 10, 8, 6, 4, 2],
      [11, 9, 7, 5, 3, 1],
    ],
    columns: [D, D],
    arrows: left,
  },
  twoColours: { rows: [skip2, skip2], columns: [D, D], arrows: pairs },
  threeColours: {
    rows: [
      [null, null, 2, null, null, 1],
      [null, null, 2, null, null, 1],
    ],
    columns: [D, D],
    arrows: flat,
  },
  traditional: { rows: [N, D], columns: [N, D], arrows: flat },
  detailed: { rows: [D, D], columns: [D, D], arrows: left },
  everyFifth: {
    rows: [
      [6, null, null, null, null, 1],
      [6, null, null, null, null, 1],
    ],
    columns: [D, D],
    arrows: flat,
  },
  everyTenth: {
    rows: [
      [null, null, null, null, null, 1],
      [null, null, null, null, null, 1],
    ],
    columns: [D, D],
    arrows: flat,
  },
  knittingFlatLeftHanded: { rows: [D, D], columns: [U, U], arrows: flatLeftHanded },
  knittingRoundLeftHanded: { rows: [D, D], columns: [U, U], arrows: right },
  brioche: { rows: [skip2, skip2], columns: [D, D], arrows: pairs },
  machineKnitting: { rows: [N, D], columns: [N, [3, 2, 1, 1, 2, 3]], arrows: flat },
  machineKnittingFromRight: { rows: [N, D], columns: [N, D], arrows: flat },
  crochetRows: { rows: [D, D], columns: [D, D], arrows: flat },
  crochetRounds: { rows: [N, D], columns: [D, D], arrows: left },
  mosaicOverlay: { rows: [N, D], columns: [D, D], arrows: left },
  mosaicInset: { rows: [skip2, skip2], columns: [D, D], arrows: flat },
  tunisian: { rows: [N, D], columns: [D, D], arrows: left },
  c2c: { rows: [D, D], columns: [D, D], arrows: [] },
  noNumbersTopLeft: { rows: [N, N], columns: [N, N], arrows: right },
  topLeft: { rows: [U, U], columns: [U, U], arrows: right },
};

describe('ruler presets', () => {
  it('has about 24 presets with unique ids and a test each', () => {
    expect(rulerPresets.length).toBe(24);
    expect(new Set(rulerPresets.map((preset) => preset.id)).size).toBe(rulerPresets.length);
    expect(Object.keys(expected).sort()).toEqual(rulerPresets.map((preset) => preset.id).sort());
  });

  it.each(rulerPresets.map((preset) => [preset.id, preset] as const))(
    '%s: valid settings and its preview',
    (id, preset) => {
      const settings = {
        ...defaultGridSettings({ columnCount: 6, rowCount: 6 }),
        ...presetGridSettings(preset),
      };
      expect(gridSettingsSchema.parse(settings)).toEqual(settings);
      expect(preset.title.length).toBeGreaterThan(0);
      const preview = rulerPreview(settings.ruler, settings);
      const want = expected[id]!;
      expect([preview.rows.start, preview.rows.end]).toEqual(want.rows);
      expect([preview.columns.start, preview.columns.end]).toEqual(want.columns);
      expect(preview.arrows).toEqual(want.arrows);
      expect(matchingPreset([preset], settings)).toBe(preset);
      expect(presetsFor(preset.targets[0]!.craft, preset.targets[0]!.types?.[0] ?? 'other')).toContain(
        preset,
      );
    },
  );

  it('offers cross stitch none, other only "Geen nummers", knitting and crochet many', () => {
    expect(presetsFor('crossStitch', 'other')).toEqual([]);
    expect(presetsFor('other', 'other').map((preset) => preset.title)).toEqual(['Geen nummers']);
    const knittingTitles = presetsFor('knitting', 'colors').map((preset) => preset.title);
    for (const title of [
      'Rondbreien',
      'Heen-en-weer breien',
      'Geen nummers',
      'Eén kleur',
      'Twee kleuren',
      'Traditionele chart',
      'Gedetailleerde chart',
    ]) {
      expect(knittingTitles).toContain(title);
    }
    expect(presetsFor('knitting', 'machineColors').map((preset) => preset.title)).toContain(
      'Machine knitting',
    );
    expect(presetsFor('crochet', 'mosaicInset').length).toBeGreaterThan(3);
  });

  it('gives every type of every grid craft but cross stitch at least "Geen nummers"', () => {
    for (const craft of gridCrafts.filter((craft) => craft !== 'crossStitch')) {
      for (const type of typesForCraft(craft)) {
        expect(presetsFor(craft, type).map((preset) => preset.title)).toContain('Geen nummers');
      }
    }
  });

  it('offers nothing for an unknown craft or type and matches nothing for a changed ruler', () => {
    expect(presetsFor('weaving', 'other')).toEqual([]);
    expect(presetsFor('knitting', 'spiral')).toEqual([]);
    const settings = {
      ...defaultGridSettings({ columnCount: 6, rowCount: 6 }),
      ...presetGridSettings(rulerPresets[0]!),
    };
    expect(
      matchingPreset(rulerPresets, { ...settings, ruler: { ...settings.ruler, startNumber: 7 } }),
    ).toBeUndefined();
  });
});
