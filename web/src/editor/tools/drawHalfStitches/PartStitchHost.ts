/**
 * What the part-stitch states (`states/`) need of their tool, {@link PartStitchTool}: an interface of its own, so
 * the tool imports its states and the states import only this (no import circle).
 */
import type { PartStitchKind } from '../../document/partStitches';
import type { Tool } from '../Tool';

export interface PartStitchHost extends Tool {
  /** The item list the tool places in: half or quarter stitches. */
  readonly kind: PartStitchKind;
}
