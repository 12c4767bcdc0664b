/**
 * Ruler commands: set the ruler, or apply a ruler preset (the ruler and the two work directions with the run
 * length) in one undoable step. The ruler is taken as the chart reads it and marked as chosen, so an old chart's
 * numbers never jump when the maker changes one setting (docs/decisions/rulers.md).
 */
import {
  editedRuler,
  gridSettingsSchema,
  presetGridSettings,
  type GridSettings,
  type Ruler,
  type RulerPreset,
} from '@steekwerk/model';
import type { ChartDocument } from '../ChartDocument';
import { defineCommand, invoke, type Command, type CommandResult } from './command';

type RulerGridSettings = Pick<GridSettings, 'ruler' | 'direction1' | 'direction2' | 'directionRunLength'>;

/** Sets exactly these grid fields; the inverse sets their old values. Invalid or unchanged settings do nothing. */
const setRulerGridSettings: Command<Partial<RulerGridSettings>> = defineCommand(
  'setRulerGridSettings',
  (document, change): CommandResult | false => {
    const current = document.meta.gridSettings;
    const keys = Object.keys(change) as Array<keyof RulerGridSettings>;
    if (keys.every((key) => JSON.stringify(current[key]) === JSON.stringify(change[key]))) return false;
    const next = { ...current, ...change };
    if (next.directionRunLength === undefined) delete next.directionRunLength;
    if (!gridSettingsSchema.safeParse(next).success) return false;
    const old: Partial<RulerGridSettings> = {};
    for (const key of keys) Object.assign(old, { [key]: current[key] });
    document.setGridSettings(next);
    return { inverse: invoke(setRulerGridSettings, old) };
  },
);

/** Changes some ruler settings of the chart (sides, skip, repeat, start, increment, deviation, direction, …). */
export const changeRuler: Command<Partial<Ruler>> = defineCommand(
  'changeRuler',
  (document: ChartDocument, change): CommandResult | false =>
    setRulerGridSettings.perform(document, {
      ruler: editedRuler(document.meta.settings.craft, document.meta.gridSettings.ruler, change),
    }),
);

/**
 * Applies a ruler preset (one of `presetsFor`, which the lazily loaded Liniaal panel offers: the table of presets
 * stays out of the editor's first load): its ruler and its two work directions, one undo step; settings the chart
 * schema refuses do nothing.
 */
export const applyRulerPreset: Command<{ preset: RulerPreset }> = defineCommand(
  'applyRulerPreset',
  (document, { preset }): CommandResult | false =>
    setRulerGridSettings.perform(document, presetGridSettings(preset)),
);
