/**
 * Snapping to a round guide (docs/decisions/freeform.md, "Rounds"). Stitch symbols are drawn upright: their top
 * points to 12 o'clock, their foot down. On a round a stitch stands on the round inside it, so it is turned by its
 * screen angle about the centre: its foot points toward the centre and its top away from it (at 12 o'clock no
 * turn, at 3 o'clock 90°, at 6 o'clock 180°).
 */
import type { RoundGuide } from '../roundGuide';
import { isUsableGuide } from './membership';
import {
  distanceFromCentre,
  pointAtScreenAngle,
  roundCountOf,
  roundRadius,
  screenAngleOf,
  screenAngleOfWork,
  type FreeformPoint,
} from './polar';

export interface SnappedPoint {
  readonly x: number;
  readonly y: number;
  /** The round snapped to, 1 = innermost. */
  readonly round: number;
  /** The symbol's turn, degrees clockwise: its foot toward the centre. */
  readonly rotate: number;
}

/** The turn that stands a stitch at `point` on the round inside it: foot toward the centre, top away. */
export function turnTowardCentre(guide: RoundGuide, point: FreeformPoint): number {
  if (distanceFromCentre(guide, point) === 0) return screenAngleOfWork(guide, 0);
  return screenAngleOf(guide, point);
}

/**
 * The nearest point on the nearest of the guide's rounds (clamped to its first and last round), with the turn that
 * stands a stitch there. A point at the very centre snaps to the start arrow. Undefined for a guide whose numbers
 * are unusable (no rounds, no spacing).
 */
export function snapToRound(guide: RoundGuide, point: FreeformPoint): SnappedPoint | undefined {
  if (!isUsableGuide(guide)) return undefined;
  const distance = distanceFromCentre(guide, point);
  const nearest = Math.round((distance - guide.radius) / guide.spacing) + 1;
  const round = Math.min(roundCountOf(guide), Math.max(1, nearest));
  const angle = turnTowardCentre(guide, point);
  const snapped = pointAtScreenAngle(guide, roundRadius(guide, round), angle);
  return { x: snapped.x, y: snapped.y, round, rotate: angle };
}
