/**
 * The user settings the profile offers, grouped as the form shows them: each a choice of options or a switch, its
 * Dutch texts in `nl.account.settings`. A setting is offered only where something in the app follows it
 * (docs/decisions/accounts.md, "Settings that do something"): the catalogue's format and order follow
 * `/nl/products`; the symbol list's format follows the stitch and symbol reference.
 */
import type { UserSettings } from '@steekwerk/model';

/** A setting chosen from a list; `values` turns an option's key back into the setting's value (numbers). */
export interface ChoiceField {
  readonly kind: 'choice';
  readonly name: keyof UserSettings;
  readonly values?: Readonly<Record<string, number>>;
}

/** A setting switched on or off. */
export interface SwitchField {
  readonly kind: 'switch';
  readonly name: keyof UserSettings;
}

export type SettingField = ChoiceField | SwitchField;

export interface SettingGroup {
  readonly key: 'general' | 'editor';
  readonly fields: readonly SettingField[];
}

const fontSizes: Record<string, number> = Object.fromEntries(
  [10, 12, 14, 16, 18, 20, 24, 28, 32].map((size) => [String(size), size]),
);

export const settingGroups: readonly SettingGroup[] = [
  {
    key: 'general',
    fields: [
      { kind: 'choice', name: 'darkMode' },
      { kind: 'choice', name: 'lengthUnits' },
      { kind: 'choice', name: 'handedness' },
      { kind: 'choice', name: 'chartsListFormat' },
      { kind: 'choice', name: 'productsListFormat' },
      { kind: 'choice', name: 'productsOrder' },
      { kind: 'choice', name: 'symbolsListFormat' },
    ],
  },
  {
    key: 'editor',
    fields: [
      { kind: 'switch', name: 'gridDrawCellsMagic' },
      { kind: 'switch', name: 'clearDrawWithSameStyle' },
      { kind: 'choice', name: 'drawCellsTouchScroll' },
      { kind: 'choice', name: 'gridCustomLinesSnap', values: { '1': 1, '0.5': 0.5 } },
      { kind: 'switch', name: 'copyNoStitch' },
      { kind: 'switch', name: 'zoomHideGridLines' },
      { kind: 'switch', name: 'rulerAlwaysVisible' },
      { kind: 'choice', name: 'bottomPanelFontSize', values: fontSizes },
    ],
  },
];

/** The option key a setting's value is shown as (a number's nearest option; the value itself otherwise). */
export function optionKeyOf(field: ChoiceField, value: unknown): string {
  if (!field.values || typeof value !== 'number') return String(value);
  let best = '';
  let distance = Infinity;
  for (const [key, option] of Object.entries(field.values)) {
    if (Math.abs(option - value) < distance) {
      best = key;
      distance = Math.abs(option - value);
    }
  }
  return best;
}

/** The setting's value of an option key. */
export function valueOfOption(field: ChoiceField, key: string): string | number {
  return field.values?.[key] ?? key;
}
