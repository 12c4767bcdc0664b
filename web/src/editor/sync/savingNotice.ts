/**
 * The notice for a chart the user cannot save yet (spec §5: saving needs a logged-in, activated user). Only a
 * chart that is, or will be, the user's own gets it: a visitor looking at someone else's public chart is not asked
 * to log in to save it (the editor's read-only notice says whose chart it is).
 */
import type { ChartState } from '@steekwerk/model';
import type { SyncNotice } from '../editorStore';

/**
 * `loginToSave` for an anonymous user's new chart, `activateToSave` for a pending user's new or own chart,
 * `undefined` for someone else's chart.
 *
 * @param userId the user's id, empty when nobody is logged in
 * @param chart the chart as opened (its id, and its owner in the details)
 */
export function savingNotice(
  userId: string,
  chart: {
    readonly settings: Pick<ChartState['settings'], 'chartId'>;
    readonly details: Pick<ChartState['details'], 'ownerUserId'>;
  },
): SyncNotice | undefined {
  const own = chart.settings.chartId === 'new' || (userId !== '' && chart.details.ownerUserId === userId);
  if (!own) return undefined;
  return userId === '' ? 'loginToSave' : 'activateToSave';
}
