/**
 * User settings and their defaults (spec §3 "User settings and defaults"). The option lists the spec does not
 * give are recorded in docs/decisions.md.
 */
import { z } from '../parseWithoutEval';

const listFormat = z.enum(['thumbnails', 'table']);

/** Bounds of the bottom panel's font size (px); one step raises it by 2 (spec §9). */
export const bottomPanelFontSizeLimits = { min: 8, max: 40, step: 2 } as const;

export const userSettingsSchema = z.object({
  /** `yes` dark, `auto` follows the system, anything else (`no`) light. */
  darkMode: z.enum(['auto', 'yes', 'no']),
  lengthUnits: z.enum(['imperial', 'metric']),
  handedness: z.enum(['right', 'left']),
  progressTrackerAutoScroll: z.enum([
    'progressTrackerAutoScroll0',
    'progressTrackerAutoScroll1',
    'progressTrackerAutoScroll2',
  ]),
  fadeRows: z.enum(['all', 'done', 'todo', 'none']),
  fadeGridCells: z.enum(['todo', 'done', 'none']),
  drawTodo: z.enum(['symbols', 'colors', 'both']),
  drawDone: z.enum(['symbols', 'colors', 'both']),
  styleLabel: z.enum(['todo', 'done', 'all', 'none']),
  chartsOrder: z.enum(['dateOpened', 'dateModified', 'dateCreated', 'title']),
  chartsListFormat: listFormat,
  productsOrder: z.enum(['productNumberInt', 'title']),
  productsListFormat: listFormat,
  symbolsListFormat: listFormat,
  gridDrawCellsMagic: z.boolean(),
  gridCustomLinesSnap: z.number().min(0).max(1),
  drawCellsTouchScroll: z.enum(['touchOnly', 'always', 'never']),
  zoomHideGridLines: z.boolean(),
  clearDrawWithSameStyle: z.boolean(),
  copyNoStitch: z.boolean(),
  rulerAlwaysVisible: z.boolean(),
  freeformFadeInactiveLayers: z.boolean(),
  freeformSelectPartial: z.boolean(),
  bottomPanelFontSize: z.number().int().min(bottomPanelFontSizeLimits.min).max(bottomPanelFontSizeLimits.max),
});

export type UserSettings = z.infer<typeof userSettingsSchema>;

/** The defaults of spec §3. */
export const defaultUserSettings: UserSettings = Object.freeze({
  darkMode: 'auto',
  lengthUnits: 'imperial',
  handedness: 'right',
  progressTrackerAutoScroll: 'progressTrackerAutoScroll1',
  fadeRows: 'all',
  fadeGridCells: 'todo',
  drawTodo: 'symbols',
  drawDone: 'both',
  styleLabel: 'todo',
  chartsOrder: 'dateOpened',
  chartsListFormat: 'thumbnails',
  productsOrder: 'productNumberInt',
  productsListFormat: 'thumbnails',
  symbolsListFormat: 'table',
  gridDrawCellsMagic: true,
  gridCustomLinesSnap: 1,
  drawCellsTouchScroll: 'touchOnly',
  zoomHideGridLines: false,
  clearDrawWithSameStyle: false,
  copyNoStitch: true,
  rulerAlwaysVisible: false,
  freeformFadeInactiveLayers: false,
  freeformSelectPartial: true,
  bottomPanelFontSize: 14,
}) as UserSettings;

/** A change of some settings: known keys only, each with a valid value. */
export const userSettingsChangeSchema = userSettingsSchema.partial().strict();

export type UserSettingsChange = z.infer<typeof userSettingsChangeSchema>;

/**
 * Stored settings merged over the defaults; unknown keys and invalid values (say, from an older version) fall
 * back to the default, so reading settings never fails.
 *
 * @param stored whatever was stored for the user
 */
export function resolveUserSettings(stored: unknown): UserSettings {
  const settings: Record<string, unknown> = { ...defaultUserSettings };
  if (typeof stored !== 'object' || stored === null) return settings as UserSettings;
  for (const [key, schema] of Object.entries(userSettingsSchema.shape)) {
    const value = (stored as Record<string, unknown>)[key];
    if (value !== undefined && schema.safeParse(value).success) settings[key] = value;
  }
  return settings as UserSettings;
}
