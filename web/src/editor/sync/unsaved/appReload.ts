/**
 * A tab one protocol version behind after a deploy (issue 26): its unsaved changes are on the device, the app
 * reloads itself, and the reloaded app restores them without asking and saves them. The chart to restore is
 * named in the tab's sessionStorage; a second outdated answer within a minute does not reload again (a cached
 * old app would loop), so the changes then stay unsaved on the device and in the tab.
 */
import type { KeyValueStorage } from '../../../lib/localStore';

export const restoreAfterReloadKey = 'steekwerk.restoreAfterReload';
/** No second reload within this long of the last one. */
export const outdatedReloadPauseMs = 60_000;

interface ReloadMark {
  readonly chartId: string;
  readonly at: number;
}

function readMark(storage: KeyValueStorage): ReloadMark | undefined {
  try {
    const value = JSON.parse(storage.getItem(restoreAfterReloadKey) ?? 'null') as Partial<ReloadMark> | null;
    if (value && typeof value.chartId === 'string' && typeof value.at === 'number')
      return { chartId: value.chartId, at: value.at };
  } catch {
    // Not a mark of this app.
  }
  return undefined;
}

/**
 * Marks `chartId` to restore after the reload; false (no reload) when the app reloaded for this less than
 * {@link outdatedReloadPauseMs} ago or the mark cannot be kept.
 */
export function markReloadForNewerApp(storage: KeyValueStorage, chartId: string, now: number): boolean {
  const last = readMark(storage);
  if (last && now - last.at >= 0 && now - last.at < outdatedReloadPauseMs) return false;
  try {
    storage.setItem(restoreAfterReloadKey, JSON.stringify({ chartId, at: now }));
    return true;
  } catch {
    return false;
  }
}

/** Whether the app reloaded to restore `chartId`'s changes; the mark stays (its time guards against loops). */
export function reloadedToRestore(storage: KeyValueStorage, chartId: string, now: number): boolean {
  const mark = readMark(storage);
  return (
    mark !== undefined &&
    mark.chartId === chartId &&
    now - mark.at >= 0 &&
    now - mark.at < outdatedReloadPauseMs
  );
}
