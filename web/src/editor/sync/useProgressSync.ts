/**
 * The React side of the tracker's progress sync (issue 17): the panel reads the status, the row helpers read and
 * write the extras, both through the editor they are given.
 */
import { emptyProgressTrackerExtras, type ProgressTrackerExtras } from '@steekwerk/model';
import { useCallback, useSyncExternalStore } from 'react';
import type { Editor } from '../Editor';
import type { ProgressSync } from '../tracker/sync/ProgressSync';
import type { ProgressSyncStatus } from '../tracker/sync/progressSyncOptions';
import { onProgressSyncAttached, progressSyncOf } from '../tracker/sync/progressSyncRegistry';

/** The editor's progress sync, following the chart session; undefined while none runs. */
export function useProgressSync(editor: Editor): ProgressSync | undefined {
  return useSyncExternalStore(onProgressSyncAttached, () => progressSyncOf(editor));
}

function useSyncSubscription(sync: ProgressSync | undefined) {
  return useCallback((listener: () => void) => sync?.subscribe(listener) ?? (() => undefined), [sync]);
}

/** The sync's status for the tracker panel; undefined while no chart session runs. */
export function useProgressSyncStatus(editor: Editor): ProgressSyncStatus | undefined {
  const sync = useProgressSync(editor);
  return useSyncExternalStore(useSyncSubscription(sync), () => sync?.status);
}

/** Whether the saved progress could not be read (the sync reported it and started from this device's cells). */
export function useProgressDoneUnreadable(editor: Editor): boolean {
  const sync = useProgressSync(editor);
  return useSyncExternalStore(useSyncSubscription(sync), () => sync?.doneUnreadable ?? false);
}

/** Repeats and reminders, as the row helpers change them. */
export type RowHelpers = Pick<ProgressTrackerExtras, 'repeats' | 'reminders'>;

/**
 * The extras (parking markers, row repeats, reminders) and their setter for the row helpers: `set` replaces the
 * repeats and reminders and saves them with the changes loop; without a session it does nothing.
 */
export function useProgressExtras(editor: Editor): {
  readonly extras: ProgressTrackerExtras;
  set(next: RowHelpers): void;
} {
  const sync = useProgressSync(editor);
  const extras = useSyncExternalStore(
    useSyncSubscription(sync),
    () => sync?.extras ?? emptyProgressTrackerExtras,
  );
  const set = useCallback((next: RowHelpers) => sync?.setExtras(next), [sync]);
  return { extras, set };
}
