/**
 * The properties form's rules: the value several charts have in common (undefined when they differ), and the
 * changes to send — only what the user changed, the craft and the type together (spec §3).
 */
import type { ChartPropertyChanges, ChartType, GridCraft } from '@steekwerk/model';

/** The form's values; undefined: several charts differ and the user left it. */
export interface PropertyDraft {
  readonly title?: string | undefined;
  readonly notes?: string | undefined;
  readonly folderId?: string | undefined;
  readonly craft?: string | undefined;
  readonly type?: string | undefined;
  readonly locked?: boolean | undefined;
}

/** The value every chart has, or undefined when they differ (or there are none). */
export function commonValue<Chart, Value>(
  charts: readonly Chart[],
  read: (chart: Chart) => Value,
): Value | undefined {
  if (charts.length === 0) return undefined;
  const first = read(charts[0]!);
  return charts.every((chart) => read(chart) === first) ? first : undefined;
}

/** The changes between the values the form started with and the ones it has now. */
export function propertyChanges(initial: PropertyDraft, draft: PropertyDraft): ChartPropertyChanges {
  const changes: {
    -readonly [Key in keyof ChartPropertyChanges]: ChartPropertyChanges[Key];
  } = {};
  if (draft.title !== undefined && draft.title !== initial.title) changes.title = draft.title;
  if (draft.notes !== undefined && draft.notes !== initial.notes) changes.notes = draft.notes;
  if (draft.folderId !== undefined && draft.folderId !== initial.folderId) changes.folderId = draft.folderId;
  if (
    draft.craft !== undefined &&
    draft.type !== undefined &&
    (draft.craft !== initial.craft || draft.type !== initial.type)
  ) {
    changes.craft = draft.craft as GridCraft;
    changes.type = draft.type as ChartType;
  }
  if (draft.locked !== undefined && draft.locked !== initial.locked) changes.locked = draft.locked;
  return changes;
}
