/**
 * Polar geometry of a round guide (docs/decisions/freeform.md, "Rounds"). Screen angles are degrees clockwise
 * from 12 o'clock (as `startAngle` and a symbol's `rotate`). Rounds are worked counter-clockwise (a right-handed
 * crocheter, and how Dutch diagrams in the round are read), so a point's **work angle** is measured from the start
 * arrow counter-clockwise: 0 at the arrow, 90 a quarter round further in working order.
 */
import type { RoundGuide } from '../roundGuide';

export interface FreeformPoint {
  readonly x: number;
  readonly y: number;
}

/** An angle in [0, 360); values a hair below 360 (rounding) count as 0. */
export function normaliseAngle(degrees: number): number {
  const angle = ((degrees % 360) + 360) % 360;
  return 360 - angle < 1e-7 ? 0 : angle;
}

/** Wedges a guide has, at least 1 (a guide read from outside with 0 or a fraction still divides the circle). */
export function wedgeCountOf(guide: Pick<RoundGuide, 'wedges'>): number {
  return Number.isFinite(guide.wedges) ? Math.max(1, Math.floor(guide.wedges)) : 1;
}

/** Rounds a guide draws, at least 0. */
export function roundCountOf(guide: Pick<RoundGuide, 'rounds'>): number {
  return Number.isFinite(guide.rounds) ? Math.max(0, Math.floor(guide.rounds)) : 0;
}

/** The distance of round `round` (1 = the first) from the centre. */
export function roundRadius(guide: Pick<RoundGuide, 'radius' | 'spacing'>, round: number): number {
  return guide.radius + (round - 1) * guide.spacing;
}

/** Distance from the guide's centre. */
export function distanceFromCentre(
  guide: Pick<RoundGuide, 'centerX' | 'centerY'>,
  point: FreeformPoint,
): number {
  return Math.hypot(point.x - guide.centerX, point.y - guide.centerY);
}

/** Screen angle of a point about the centre (clockwise from 12 o'clock); 0 at the centre itself. */
export function screenAngleOf(guide: Pick<RoundGuide, 'centerX' | 'centerY'>, point: FreeformPoint): number {
  const dx = point.x - guide.centerX;
  const dy = point.y - guide.centerY;
  if (dx === 0 && dy === 0) return 0;
  return normaliseAngle((Math.atan2(dx, -dy) * 180) / Math.PI);
}

/** Work angle of a point: counter-clockwise from the start arrow (the centre itself lies at 0). */
export function workAngleOf(guide: RoundGuide, point: FreeformPoint): number {
  const dx = point.x - guide.centerX;
  const dy = point.y - guide.centerY;
  if (dx === 0 && dy === 0) return 0;
  return normaliseAngle(guide.startAngle - screenAngleOf(guide, point));
}

/** The screen angle of a work angle. */
export function screenAngleOfWork(guide: Pick<RoundGuide, 'startAngle'>, workAngle: number): number {
  return normaliseAngle(guide.startAngle - workAngle);
}

/** The point at `distance` from the centre at a screen angle. */
export function pointAtScreenAngle(
  guide: Pick<RoundGuide, 'centerX' | 'centerY'>,
  distance: number,
  screenAngle: number,
): FreeformPoint {
  const radians = (screenAngle * Math.PI) / 180;
  return { x: guide.centerX + distance * Math.sin(radians), y: guide.centerY - distance * Math.cos(radians) };
}

/** A point turned clockwise by `degrees` about the guide's centre. */
export function rotateAboutCentre(
  guide: Pick<RoundGuide, 'centerX' | 'centerY'>,
  point: FreeformPoint,
  degrees: number,
): FreeformPoint {
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const dx = point.x - guide.centerX;
  const dy = point.y - guide.centerY;
  return { x: guide.centerX + dx * cos - dy * sin, y: guide.centerY + dx * sin + dy * cos };
}

/** The smaller difference of two angles, 0–180. */
export function angleDistance(a: number, b: number): number {
  const difference = normaliseAngle(a - b);
  return Math.min(difference, 360 - difference);
}
