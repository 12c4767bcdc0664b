/**
 * Settings commands: change some chart settings (title, notes, craft, type, lock, brightness…) or grid settings
 * (grid lines, ruler, gauge, custom line thickness). The inverse sets the old values of exactly the changed fields.
 */
import {
  chartSettingsSchema,
  gridSettingsSchema,
  type ChartSettings,
  type GridSettings,
} from '@steekwerk/model';
import { defineCommand, invoke, type Command, type CommandResult } from './command';

export type ChartSettingsChange = Partial<
  Pick<
    ChartSettings,
    'title' | 'notes' | 'craft' | 'type' | 'locked' | 'brightness' | 'zoomLevel' | 'bottomPanel' | 'written'
  >
>;
export type GridSettingsChange = Partial<
  Pick<
    GridSettings,
    | 'gridLines'
    | 'ruler'
    | 'gauge'
    | 'direction1'
    | 'direction2'
    | 'directionRunLength'
    | 'mainColorColumn'
    | 'draw'
    | 'customLineThickness'
  >
>;

function oldValues<T extends object>(current: T, change: Partial<T>): { old: Partial<T>; changed: boolean } {
  const old: Partial<T> = {};
  let changed = false;
  for (const key of Object.keys(change) as (keyof T)[]) {
    old[key] = current[key];
    if (JSON.stringify(current[key]) !== JSON.stringify(change[key])) changed = true;
  }
  return { old, changed };
}

/** Changes chart settings; invalid values (per the chart schema) do nothing. */
export const updateChartSettings: Command<ChartSettingsChange> = defineCommand(
  'updateChartSettings',
  (document, change): CommandResult | false => {
    const current = document.meta.settings;
    const { old, changed } = oldValues(current, change);
    if (!changed) return false;
    const next = { ...current, ...change };
    if (!chartSettingsSchema.safeParse(next).success) return false;
    document.setSettings(next);
    return { inverse: invoke(updateChartSettings, old) };
  },
);

/** Changes grid settings; invalid values (per the grid schema) do nothing. */
export const updateGridSettings: Command<GridSettingsChange> = defineCommand(
  'updateGridSettings',
  (document, change): CommandResult | false => {
    const current = document.meta.gridSettings;
    const { old, changed } = oldValues(current, change);
    if (!changed) return false;
    const next = { ...current, ...change };
    if (!gridSettingsSchema.safeParse(next).success) return false;
    document.setGridSettings(next);
    return { inverse: invoke(updateGridSettings, old) };
  },
);
