/**
 * The tracker actions of `chart/changes` checked beyond their wire schema: the mode must be a tracker mode (spec §3)
 * and the position must fit any chart's items, so a stored tracker always reads back as a valid status.
 */
import { MAX_GRID_SIDE, progressTrackerModeSchema, type ChartAction } from '@steekwerk/model';
import { AppException } from '../errors/app.exception';
import { ErrorCode } from '../errors/error-codes';

/** No tracker has more items than a chart of the largest side has cells. */
export const maxProgressPosition = MAX_GRID_SIDE * MAX_GRID_SIDE;

/** @throws AppException InvalidInput (400) for a mode that is not a tracker mode or a position beyond any chart */
export function checkProgressActions(actions: readonly ChartAction[]): void {
  for (const action of actions) {
    if (action.type === 'progressTrackerMode' && !progressTrackerModeSchema.safeParse(action.mode).success) {
      throw new AppException(ErrorCode.InvalidInput, 'Onbekende modus van de voortgang.');
    }
    if (action.type === 'progressTrackerPosition' && action.position > maxProgressPosition) {
      throw new AppException(ErrorCode.InvalidInput, 'De positie van de voortgang is te groot.');
    }
  }
}
