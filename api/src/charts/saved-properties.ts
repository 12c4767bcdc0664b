/**
 * Which properties a save writes to the chart's row. Properties also change outside the editor (the settings,
 * share and list screens update the row without a new revision), while an open editor keeps sending the values it
 * loaded with every save. So a save takes a property only when the editor changed it: when the value it sends
 * differs from the one stored with the revision its edits are based on (what that tab loaded or last sent).
 * Otherwise the row's current value stays. A three-way merge per property, with the base revision as the base.
 */
import type { ChartState } from '@steekwerk/model';

/** The properties the chart row holds and both the editor and the property screens change. */
export interface RowProperties {
  readonly title: string;
  readonly notes: string;
  readonly craft: string;
  readonly type: string;
  readonly locked: boolean;
  readonly allowAnonymous: boolean;
  readonly allowClone: boolean;
  readonly allowExport: boolean;
  /** Lower-case, sorted. */
  readonly allowUsers: readonly string[];
}

/** The row properties a state carries. */
export function propertiesOfState(state: Pick<ChartState, 'settings' | 'details'>): RowProperties {
  const { settings, details } = state;
  return {
    title: settings.title,
    notes: settings.notes,
    craft: settings.craft,
    type: settings.type,
    locked: settings.locked,
    allowAnonymous: settings.allowAnonymous,
    allowClone: details.allowClone,
    allowExport: details.allowExport,
    allowUsers: normaliseEmails(settings.allowUsers),
  };
}

/** The properties of a chart's row. */
export function propertiesOfRow(row: RowProperties): RowProperties {
  return {
    title: row.title,
    notes: row.notes,
    craft: row.craft,
    type: row.type,
    locked: row.locked,
    allowAnonymous: row.allowAnonymous,
    allowClone: row.allowClone,
    allowExport: row.allowExport,
    allowUsers: normaliseEmails(row.allowUsers),
  };
}

/** Addresses trimmed, in lower case, without repeats, sorted. */
export function normaliseEmails(emails: readonly string[]): string[] {
  return [...new Set(emails.map((email) => email.trim().toLowerCase()))].sort();
}

function same(a: RowProperties[keyof RowProperties], b: RowProperties[keyof RowProperties]): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((value, i) => value === b[i]);
  return a === b;
}

/**
 * The properties a save leaves in the row.
 *
 * @param row the row's current properties
 * @param base the properties stored with the revision the save is based on (undefined: take everything sent)
 * @param sent the properties of the saved state
 */
export function mergeSavedProperties(
  row: RowProperties,
  base: RowProperties | undefined,
  sent: RowProperties,
): RowProperties {
  if (!base) return sent;
  const pick = <Key extends keyof RowProperties>(key: Key): RowProperties[Key] =>
    same(sent[key], base[key]) ? row[key] : sent[key];
  // The craft and the type go together (a type belongs to a craft), so either change takes both.
  const kind = same(sent.craft, base.craft) && same(sent.type, base.type) ? row : sent;
  return {
    title: pick('title'),
    notes: pick('notes'),
    craft: kind.craft,
    type: kind.type,
    locked: pick('locked'),
    allowAnonymous: pick('allowAnonymous'),
    allowClone: pick('allowClone'),
    allowExport: pick('allowExport'),
    allowUsers: pick('allowUsers'),
  };
}
