/**
 * What a tab without the write lock tells its user: whether another tab of this browser or another device (or
 * browser) holds it, and whether this tab had it and lost it (then its unsaved changes are still here).
 */
import type { SyncNotice } from '../editorStore';

/** The notices about the write lock; each offers "Hier verder bewerken". */
export const writeLockNotices: ReadonlySet<SyncNotice> = new Set<SyncNotice>([
  'lockedElsewhere',
  'lockedInOtherTab',
  'lockedOnOtherDevice',
  'lockLostToOtherTab',
  'lockLostToOtherDevice',
]);

/**
 * The notice for a tab without the lock.
 *
 * @param lost this tab held the lock and another session took it
 * @param inOtherTab another tab of this browser has the chart open; undefined when the browser cannot tell
 */
export function writeLockNotice(lost: boolean, inOtherTab: boolean | undefined): SyncNotice {
  if (inOtherTab === undefined) return 'lockedElsewhere';
  if (lost) return inOtherTab ? 'lockLostToOtherTab' : 'lockLostToOtherDevice';
  return inOtherTab ? 'lockedInOtherTab' : 'lockedOnOtherDevice';
}
