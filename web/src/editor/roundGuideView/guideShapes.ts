/**
 * What the round guide overlay draws (issue 29), in view pixels: a circle per round, the wedge lines from the
 * centre, each round's number where the start arrow crosses it, the start arrow, and beside the guide each round's
 * stitch count ("Toer 2: 12 steken"). Pure: `RoundGuideOverlay.tsx` draws it.
 */
import {
  isUsableGuide,
  pointAtScreenAngle,
  roundCountOf,
  roundRadius,
  screenAngleOfWork,
  wedgeCountOf,
  type GuideCounts,
  type RoundGuide,
} from '@steekwerk/model';
import { roundGuideTexts } from '../../i18n/nlRoundGuide';

type Point = { readonly x: number; readonly y: number };

export interface GuideShapes {
  readonly guideId: number;
  readonly circles: readonly { readonly cx: number; readonly cy: number; readonly r: number }[];
  readonly wedgeLines: readonly { x1: number; y1: number; x2: number; y2: number }[];
  readonly roundNumbers: readonly { x: number; y: number; text: string }[];
  /** The start arrow: its shaft and the head's path. */
  readonly arrow: { x1: number; y1: number; x2: number; y2: number; head: string };
  readonly counts: readonly { x: number; y: number; text: string }[];
}

/** Line height of the count labels, pixels. */
const countLine = 16;

/** The shapes of one guide; undefined for a guide whose numbers cannot be drawn. */
export function guideShapes(
  guide: RoundGuide,
  counts: GuideCounts,
  toView: (point: Point) => Point,
  pixelsPerUnit: number,
): GuideShapes | undefined {
  if (!isUsableGuide(guide) || !(pixelsPerUnit > 0)) return undefined;
  const centre = toView({ x: guide.centerX, y: guide.centerY });
  const rounds = roundCountOf(guide);
  const circles = Array.from({ length: rounds }, (_, index) => ({
    cx: centre.x,
    cy: centre.y,
    r: roundRadius(guide, index + 1) * pixelsPerUnit,
  }));
  const outer = roundRadius(guide, rounds) + guide.spacing / 2;
  const wedges = wedgeCountOf(guide);
  const wedgeLines = Array.from({ length: wedges }, (_, index) => {
    const end = toView(pointAtScreenAngle(guide, outer, screenAngleOfWork(guide, (index * 360) / wedges)));
    return { x1: centre.x, y1: centre.y, x2: end.x, y2: end.y };
  });
  const start = screenAngleOfWork(guide, 0);
  const roundNumbers = circles.map((_, index) => {
    const at = toView(pointAtScreenAngle(guide, roundRadius(guide, index + 1), start));
    return { x: at.x, y: at.y, text: String(index + 1) };
  });
  const tip = toView(pointAtScreenAngle(guide, outer + guide.spacing / 2, start));
  const tail = toView(pointAtScreenAngle(guide, outer, start));
  const arrow = { x1: tail.x, y1: tail.y, x2: tip.x, y2: tip.y, head: arrowHead(tail, tip) };
  const right = centre.x + outer * pixelsPerUnit + 12;
  const top = centre.y - ((rounds - 1) * countLine) / 2;
  const countLabels = counts.rounds.map((round, index) => ({
    x: right,
    y: top + index * countLine,
    text: roundGuideTexts.roundCount(round.round, round.stitches),
  }));
  return { guideId: guide.guideId, circles, wedgeLines, roundNumbers, arrow, counts: countLabels };
}

/** A small filled triangle at `tip`, pointing away from `tail`. */
function arrowHead(tail: Point, tip: Point): string {
  const length = Math.hypot(tip.x - tail.x, tip.y - tail.y) || 1;
  const ux = (tip.x - tail.x) / length;
  const uy = (tip.y - tail.y) / length;
  const size = 8;
  const baseX = tip.x - ux * size;
  const baseY = tip.y - uy * size;
  const left = `${baseX - uy * size * 0.5},${baseY + ux * size * 0.5}`;
  const right = `${baseX + uy * size * 0.5},${baseY - ux * size * 0.5}`;
  return `M${tip.x},${tip.y} L${left} L${right} Z`;
}
