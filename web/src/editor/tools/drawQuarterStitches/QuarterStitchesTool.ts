import { PartStitchTool } from '../drawHalfStitches/PartStitchTool';

/** drawQuarterStitches: places quarter stitches in the quarter of the cell under the pointer (see PartStitchTool). */
export class QuarterStitchesTool extends PartStitchTool {
  readonly id = 'drawQuarterStitches';
  readonly kind = 'quarterStitches';
}
