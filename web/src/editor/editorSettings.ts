/**
 * The user settings the editor follows (spec §3 "User settings and defaults"): drawing rules, the tracker's look
 * and, as tools need them, more. A setting the editor follows is one key in the list; its default is the spec's.
 */
import { defaultUserSettings, type UserSettings } from '@steekwerk/model';

const editorSettingKeys = [
  'gridDrawCellsMagic',
  'clearDrawWithSameStyle',
  'gridCustomLinesSnap',
  'copyNoStitch',
  'drawCellsTouchScroll',
  'zoomHideGridLines',
  'bottomPanelFontSize',
  'progressTrackerAutoScroll',
  'fadeRows',
  'fadeGridCells',
  'drawTodo',
  'drawDone',
  'styleLabel',
  'rulerAlwaysVisible',
  'handedness',
  'freeformFadeInactiveLayers',
  'freeformSelectPartial',
] as const satisfies readonly (keyof UserSettings)[];

/** The tracker's settings (spec §3): how done and to-do cells look, the key's counts and the auto-scroll. */
export type TrackerSettings = Pick<
  UserSettings,
  'progressTrackerAutoScroll' | 'fadeRows' | 'fadeGridCells' | 'drawTodo' | 'drawDone' | 'styleLabel'
>;

export type EditorUserSettings = Pick<UserSettings, (typeof editorSettingKeys)[number]>;

/** The editor's settings: those given, the spec's defaults for the rest. */
export function editorSettingsFrom(given: Partial<EditorUserSettings> = {}): EditorUserSettings {
  const settings: Record<string, unknown> = {};
  for (const key of editorSettingKeys) settings[key] = given[key] ?? defaultUserSettings[key];
  return settings as EditorUserSettings;
}
