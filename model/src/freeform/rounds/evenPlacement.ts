/**
 * N stitches evenly around a round (docs/decisions/freeform.md, "Rounds"): stitch i (0-based, in working order,
 * counter-clockwise) sits at work angle (i + ½) × 360 / N from the start arrow — each in the middle of its share of
 * the round, so none lies on the start arrow or on a wedge line, where rounding could put it in either wedge.
 * Each is turned toward the centre ({@link turnTowardCentre}).
 */
import type { RoundGuide } from '../roundGuide';
import { isUsableGuide } from './membership';
import { pointAtScreenAngle, roundCountOf, roundRadius, screenAngleOfWork } from './polar';

export interface RoundPosition {
  readonly x: number;
  readonly y: number;
  /** Degrees clockwise: foot toward the centre. */
  readonly rotate: number;
  /** Degrees counter-clockwise from the start arrow. */
  readonly workAngle: number;
}

/** The most stitches one call places around a round. */
export const maxStitchesPerRound = 1000;

/**
 * The places of `count` stitches evenly around round `round` of the guide. Empty for a count below 1, a round the
 * guide does not have or an unusable guide; a count above {@link maxStitchesPerRound} is cut to it.
 */
export function placeEvenly(guide: RoundGuide, round: number, count: number): RoundPosition[] {
  if (!isUsableGuide(guide) || !Number.isInteger(round) || round < 1 || round > roundCountOf(guide))
    return [];
  const stitches = Number.isFinite(count) ? Math.min(maxStitchesPerRound, Math.floor(count)) : 0;
  const radius = roundRadius(guide, round);
  const positions: RoundPosition[] = [];
  for (let index = 0; index < stitches; index += 1) {
    const workAngle = ((index + 0.5) * 360) / stitches;
    const screenAngle = screenAngleOfWork(guide, workAngle);
    const point = pointAtScreenAngle(guide, radius, screenAngle);
    positions.push({ x: point.x, y: point.y, rotate: screenAngle, workAngle });
  }
  return positions;
}
