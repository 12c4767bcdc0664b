import { PartStitchTool } from './PartStitchTool';

/** drawHalfStitches: places half stitches, the triangle at the corner nearest the pointer (see PartStitchTool). */
export class HalfStitchesTool extends PartStitchTool {
  readonly id = 'drawHalfStitches';
  readonly kind = 'halfStitches';
}
