/**
 * A chart handed to the editor of this tab: kept while its user logs in (spec §2: the editor's login route
 * "needed to save"), or made elsewhere (a picture import) and opened as a new chart. The state is kept in memory,
 * which an in-app navigation keeps whatever the chart's size, and also in sessionStorage when it fits (a few
 * MB), so it survives a reload of the page too.
 */
import { chartStateSchema, type ChartState } from '@steekwerk/model';

export const draftKey = 'steekwerk.chartDraft';

/** The query that asks `/nl/c/{chartId}` to open the kept draft. */
export const draftQuery = 'draft=1';

let kept: ChartState | undefined;

/** Keeps `state` for the next {@link takeDraft}; returns whether it also fit in the storage (survives a reload). */
export function keepDraft(storage: Storage, state: ChartState): boolean {
  kept = state;
  try {
    storage.setItem(draftKey, JSON.stringify(state));
    return true;
  } catch {
    try {
      storage.removeItem(draftKey);
    } catch {
      // Nothing older can be left behind when the storage cannot be used at all.
    }
    return false;
  }
}

/**
 * Takes the kept draft of `chartId` (removing it), or undefined when there is none, it is of another chart, or it
 * no longer passes the chart schema.
 */
export function takeDraft(storage: Storage, chartId: string): ChartState | undefined {
  const inMemory = kept;
  kept = undefined;
  let text: string | null = null;
  try {
    text = storage.getItem(draftKey);
    storage.removeItem(draftKey);
  } catch {
    // No storage: only the copy in memory can be there.
  }
  if (inMemory) return inMemory.settings.chartId === chartId ? inMemory : undefined;
  if (text === null) return undefined;
  try {
    const parsed = chartStateSchema.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.settings.chartId !== chartId) return undefined;
    return parsed.data;
  } catch {
    return undefined;
  }
}
