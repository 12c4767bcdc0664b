/**
 * A round guide of a freeform chart (issue 29, docs/decisions/freeform.md): concentric rounds around a centre for
 * doilies and mandalas, split into wedges. Round 1 lies at `radius` from the centre, each further round
 * `spacing` further out. Not in the spec's freeform document; optional, so charts saved before it still load.
 */
import { z } from '../parseWithoutEval';
import { freeformGuideLimits } from './constants';

const finite = z.number().finite();

export const roundGuideSchema = z.object({
  guideId: z.number().int().min(1),
  /** The layer whose symbols the guide counts and writes out. */
  layerId: z.number().int().min(1),
  centerX: finite,
  centerY: finite,
  /** Distance of round 1 from the centre, in freeform units. */
  radius: z.number().min(0).max(100_000),
  /** Distance between rounds. */
  spacing: z.number().min(1).max(100_000),
  rounds: z.number().int().min(1).max(freeformGuideLimits.rounds),
  wedges: z.number().int().min(1).max(freeformGuideLimits.wedges),
  /** Degrees clockwise from 12 o'clock where each round starts (the start arrow). */
  startAngle: finite,
  /** Live N-fold symmetry: an edit in one wedge is repeated in the others. */
  symmetry: z.boolean(),
});
export type RoundGuide = z.infer<typeof roundGuideSchema>;
