/**
 * What applying a ruler preset sets. Apart from the table of presets (`rulerPresets.ts`) so that the editor's
 * command that applies one does not carry the table: only the lazily loaded "Liniaal" panel lists presets.
 */
import { defaultRuler, type GridSettings, type Ruler } from '../grid';
import type { RulerPreset } from './rulerPresets';

/** The full ruler a preset sets, marked as chosen. */
export function presetRuler(preset: RulerPreset): Ruler {
  return { ...defaultRuler(), ...preset.ruler, explicit: true };
}

/** The grid settings a preset changes: the ruler and the two work directions (with the run length). */
export function presetGridSettings(
  preset: RulerPreset,
): Pick<GridSettings, 'ruler' | 'direction1' | 'direction2' | 'directionRunLength'> {
  return {
    ruler: presetRuler(preset),
    direction1: preset.direction1,
    direction2: preset.direction2,
    directionRunLength: preset.directionRunLength,
  };
}
