/**
 * Which round and which wedge a point (a symbol's centre) belongs to (docs/decisions/freeform.md, "Rounds"): round
 * k when its distance from the centre is within half the spacing of round k's radius (the nearer round on a tie
 * between two: the inner one); wedge w when its work angle lies in [(w − 1), w) × 360 / wedges from the start arrow.
 */
import type { RoundGuide } from '../roundGuide';
import {
  distanceFromCentre,
  roundCountOf,
  roundRadius,
  wedgeCountOf,
  workAngleOf,
  type FreeformPoint,
} from './polar';

export interface RoundPlace {
  /** 1 = the innermost round. */
  readonly round: number;
  /** 1 = the wedge that starts at the start arrow, counted in working order (counter-clockwise). */
  readonly wedge: number;
  /** Degrees counter-clockwise from the start arrow. */
  readonly workAngle: number;
  readonly distance: number;
}

/** Whether the guide's numbers allow reading rounds at all (finite, spacing above 0). */
export function isUsableGuide(guide: RoundGuide): boolean {
  return (
    [guide.centerX, guide.centerY, guide.radius, guide.spacing, guide.startAngle].every(Number.isFinite) &&
    guide.spacing > 0 &&
    guide.radius >= 0 &&
    roundCountOf(guide) > 0
  );
}

/** The round a point lies on, or undefined when it is within no round's tolerance (half the spacing). */
export function roundOf(guide: RoundGuide, point: FreeformPoint): number | undefined {
  if (!isUsableGuide(guide)) return undefined;
  const distance = distanceFromCentre(guide, point);
  // The nearest round; exactly halfway between two goes to the inner one.
  const round = Math.max(1, Math.ceil((distance - guide.radius) / guide.spacing - 0.5 - 1e-9) + 1);
  if (round > roundCountOf(guide)) return undefined;
  return Math.abs(distance - roundRadius(guide, round)) <= guide.spacing / 2 + 1e-9 ? round : undefined;
}

/** The wedge of a work angle, 1…wedges. */
export function wedgeOfAngle(guide: RoundGuide, workAngle: number): number {
  const wedges = wedgeCountOf(guide);
  return Math.min(wedges, Math.floor((workAngle * wedges) / 360 + 1e-9) + 1);
}

/** The wedge a point lies in, 1…wedges (a point at the centre: wedge 1). */
export function wedgeOf(guide: RoundGuide, point: FreeformPoint): number {
  return wedgeOfAngle(guide, workAngleOf(guide, point));
}

/** The round, wedge and work angle of a point, or undefined when it lies on no round. */
export function placeOnGuide(guide: RoundGuide, point: FreeformPoint): RoundPlace | undefined {
  const round = roundOf(guide, point);
  if (round === undefined) return undefined;
  const workAngle = workAngleOf(guide, point);
  return {
    round,
    wedge: wedgeOfAngle(guide, workAngle),
    workAngle,
    distance: distanceFromCentre(guide, point),
  };
}

export interface GuidePlace extends RoundPlace {
  readonly guideId: number;
}

/**
 * The guide, round and wedge a symbol lies on: the first of the guides on its layer that has it on a round (the
 * written rounds and the counts give a symbol to that guide too), or undefined.
 */
export function locateOnGuides(
  guides: readonly RoundGuide[],
  symbol: FreeformPoint & { readonly layerId: number },
): GuidePlace | undefined {
  for (const guide of guides) {
    if (guide.layerId !== symbol.layerId) continue;
    const place = placeOnGuide(guide, symbol);
    if (place) return { guideId: guide.guideId, ...place };
  }
  return undefined;
}
