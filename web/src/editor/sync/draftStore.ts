/**
 * A chart handed to the editor of this tab: kept while its user logs in or registers (spec §2: the editor's login
 * route "needed to save"), or made elsewhere (a picture import) and opened as a new chart.
 *
 * - The tab's draft is kept in memory, which an in-app navigation keeps whatever the chart's size, and also in
 *   sessionStorage when it fits (a few MB), so it survives a reload of the page too. Opening it does not remove
 *   it: it stays until the chart is saved ({@link dropDraft}), so a second opening (React's strict effects, a
 *   reload before the first save) still finds it.
 * - Registering moves it to localStorage, tied to the registered address and kept for as long as the activation
 *   link works, because the activation link may open in another tab, where this tab's sessionStorage is not.
 *   Only a user logged in with that address gets it back.
 */
import { chartStateSchema, type ChartState } from '@steekwerk/model';
import type { KeyValueStorage } from '../../lib/localStore';

export const draftKey = 'steekwerk.chartDraft';
export const activationDraftKey = 'steekwerk.chartDraftForActivation';
/** The tracker's done cells kept with the tab's draft (an OXS file's `marked` stitches), `"1:" + base64`. */
export const draftProgressKey = 'steekwerk.chartDraftProgress';

/** The query that asks `/nl/c/{chartId}` to open the kept draft. */
export const draftQuery = 'draft=1';

/** How long a draft waits for its account's activation: as long as the activation link works (48 h). */
export const activationDraftLifetimeMs = 48 * 60 * 60 * 1000;

let kept: ChartState | undefined;
/** The cells of the kept draft, when it was handed over with them (a picture import): no need to decode its rows. */
let keptCells: Uint8Array | undefined;
/** The done cells kept with the draft ({@link keepDraftProgress}). */
let keptProgress: string | undefined;

/**
 * Keeps `state` for the next {@link readDraft}, with its `cells` when the caller has them at hand; returns whether
 * it also fit in the storage (survives a reload).
 */
export function keepDraft(storage: Storage, state: ChartState, cells?: Uint8Array): boolean {
  kept = state;
  keptCells = cells;
  keptProgress = undefined;
  removeQuietly(storage, draftProgressKey);
  try {
    storage.setItem(draftKey, JSON.stringify(state));
    return true;
  } catch {
    removeQuietly(storage, draftKey);
    return false;
  }
}

/**
 * The tab's kept draft of `chartId`, or undefined when there is none, it is of another chart, or it no longer
 * passes the chart schema. It stays kept until {@link dropDraft}.
 */
export function readDraft(storage: Storage, chartId: string): ChartState | undefined {
  if (kept) return kept.settings.chartId === chartId ? kept : undefined;
  let text: string | null = null;
  try {
    text = storage.getItem(draftKey);
  } catch {
    // No storage: only the copy in memory could have been there.
  }
  const state = text === null ? undefined : parseChart(text);
  return state?.settings.chartId === chartId ? state : undefined;
}

/** The cells `state` was kept with, when it is the draft kept in memory and came with them. */
export function keptDraftCells(state: ChartState): Uint8Array | undefined {
  return state === kept ? keptCells : undefined;
}

/**
 * Keeps the tracker's done cells (`"1:" + base64`, see doneEncoding.ts) with the draft {@link keepDraft} just kept,
 * for the editor that opens it; returns whether they also fit in the storage. A later draft forgets them.
 */
export function keepDraftProgress(storage: Storage, done: string): boolean {
  keptProgress = done;
  try {
    storage.setItem(draftProgressKey, done);
    return true;
  } catch {
    removeQuietly(storage, draftProgressKey);
    return false;
  }
}

/** The done cells kept with `state`, the tab's draft as {@link readDraft} gave it; undefined when none were. */
export function readDraftProgress(storage: Storage, state: ChartState): string | undefined {
  if (kept) return state === kept ? keptProgress : undefined;
  try {
    return storage.getItem(draftProgressKey) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Whether `target` (a path with its query) opens the kept draft. */
export function opensDraft(target: string): boolean {
  const query = target.split('#')[0]?.split('?')[1] ?? '';
  return new URLSearchParams(query).get('draft') === '1';
}

interface ActivationDraft {
  readonly emailAddress: string;
  readonly keptAt: number;
  readonly state: unknown;
}

/**
 * A visitor registered on the way back to `target`: when that opens the tab's draft, the draft moves to `local`
 * (shared by every tab), for `emailAddress` only, until the activation link expires. Returns whether it moved;
 * when it does not fit, the tab keeps its own copy (the activation link then works in this tab only).
 */
export function keepDraftForActivation(
  session: Storage,
  local: KeyValueStorage,
  target: string,
  emailAddress: string,
  now: number,
): boolean {
  if (!opensDraft(target)) return false;
  const state = kept ?? readStoredDraft(session);
  if (!state) return false;
  const entry: ActivationDraft = { emailAddress: emailAddress.toLowerCase(), keptAt: now, state };
  try {
    local.setItem(activationDraftKey, JSON.stringify(entry));
  } catch {
    return false;
  }
  kept = undefined;
  keptCells = undefined;
  keptProgress = undefined;
  removeQuietly(session, draftKey);
  removeQuietly(session, draftProgressKey);
  return true;
}

/**
 * The draft of `chartId` kept for the activation of `emailAddress` (the logged-in user's), or undefined: none, of
 * another address or chart, expired (then removed), or no longer a chart.
 */
export function readActivationDraft(
  local: KeyValueStorage,
  chartId: string,
  emailAddress: string,
  now: number,
): ChartState | undefined {
  let text: string | null = null;
  try {
    text = local.getItem(activationDraftKey);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  let entry: Partial<ActivationDraft>;
  try {
    entry = JSON.parse(text) as Partial<ActivationDraft>;
  } catch {
    removeQuietly(local, activationDraftKey);
    return undefined;
  }
  if (
    typeof entry.keptAt !== 'number' ||
    now - entry.keptAt > activationDraftLifetimeMs ||
    now < entry.keptAt
  ) {
    removeQuietly(local, activationDraftKey);
    return undefined;
  }
  if (emailAddress === '' || entry.emailAddress !== emailAddress.toLowerCase()) return undefined;
  const parsed = chartStateSchema.safeParse(entry.state);
  return parsed.success && parsed.data.settings.chartId === chartId ? parsed.data : undefined;
}

/** Where an opened draft came from: this tab, or the copy kept for an activation. */
export type DraftSource = 'tab' | 'activation';

/** The draft opened from `source` was saved as the user's chart: forget it. */
export function dropDraft(source: DraftSource, session: Storage, local: KeyValueStorage): void {
  if (source === 'activation') {
    removeQuietly(local, activationDraftKey);
    return;
  }
  kept = undefined;
  keptCells = undefined;
  keptProgress = undefined;
  removeQuietly(session, draftKey);
  removeQuietly(session, draftProgressKey);
}

function readStoredDraft(storage: Storage): ChartState | undefined {
  try {
    const text = storage.getItem(draftKey);
    return text === null ? undefined : parseChart(text);
  } catch {
    return undefined;
  }
}

function parseChart(text: string): ChartState | undefined {
  try {
    const parsed = chartStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function removeQuietly(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing can be left behind when the storage cannot be used at all.
  }
}
