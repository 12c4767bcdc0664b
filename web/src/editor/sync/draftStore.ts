/**
 * A chart kept in this tab while its user logs in (spec §2: the editor's login route "needed to save"): the
 * state goes to sessionStorage before leaving for the login screen and is opened again on return, so no edit is
 * lost. Too big for the storage (beyond a few MB) it is simply not kept.
 */
import { chartStateSchema, type ChartState } from '@steekwerk/model';

export const draftKey = 'steekwerk.chartDraft';

/** The query that asks `/nl/c/{chartId}` to open the kept draft. */
export const draftQuery = 'draft=1';

/** Keeps `state`; returns whether it fit. */
export function keepDraft(storage: Storage, state: ChartState): boolean {
  try {
    storage.setItem(draftKey, JSON.stringify(state));
    return true;
  } catch {
    return false;
  }
}

/**
 * Takes the kept draft of `chartId` (removing it), or undefined when there is none, it is of another chart, or it
 * no longer passes the chart schema.
 */
export function takeDraft(storage: Storage, chartId: string): ChartState | undefined {
  let text: string | null;
  try {
    text = storage.getItem(draftKey);
    storage.removeItem(draftKey);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    const parsed = chartStateSchema.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.settings.chartId !== chartId) return undefined;
    return parsed.data;
  } catch {
    return undefined;
  }
}
