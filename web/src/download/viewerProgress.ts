/**
 * The viewer's own tracker progress for an export (issue 17): read from `chart/progress-tracker/status/{id}`
 * (saved progress; the tracker saves within seconds of a change) and laid on the chart's current size from the
 * top left when the file is written, like the tracker does when it opens.
 */
import { ajaxActions, progressTrackerStatusResponseSchema, type GridSize } from '@steekwerk/model';
import type { AjaxClient } from '../api/ajaxClient';
import { decodeDone } from '../editor/tracker/doneEncoding';
import type { SavedProgress } from './exportSource';

/** Done cells of `progress` on a chart of `size` (1 done, 0 not), or undefined when none are done or they do not read. */
export function progressOnChart(progress: SavedProgress, size: GridSize): Uint8Array | undefined {
  if (progress.done === '' || progress.columnCount < 1 || progress.rowCount < 1) return undefined;
  const cells = decodeDone(progress.done, progress, size);
  return cells?.includes(1) ? cells : undefined;
}

/** The saved progress of a status answer, its done cells counted (none when they do not read). */
export function savedProgressOf(status: {
  done: string;
  columnCount: number;
  rowCount: number;
}): SavedProgress {
  const { columnCount, rowCount } = status;
  const none = { columnCount, rowCount, done: '', doneCount: 0 };
  if (status.done === '' || columnCount < 1 || rowCount < 1) return none;
  const cells = decodeDone(status.done, { columnCount, rowCount }, { columnCount, rowCount });
  if (!cells) return none;
  let doneCount = 0;
  for (const value of cells) doneCount += value;
  return doneCount === 0 ? none : { columnCount, rowCount, done: status.done, doneCount };
}

/**
 * The loader of the viewer's progress on `chartId` for the download screen, or undefined when there can be none:
 * an anonymous viewer or a chart that is not saved yet.
 */
export function viewerProgressLoader(
  ajax: AjaxClient,
  chartId: string,
  loggedIn: boolean,
): (() => Promise<SavedProgress>) | undefined {
  if (!loggedIn || chartId === 'new') return undefined;
  return async () =>
    savedProgressOf(
      await ajax.request({
        action: ajaxActions.progressTrackerStatus,
        response: progressTrackerStatusResponseSchema,
        params: { chartId },
      }),
    );
}
