/**
 * What drawHalfStitches and drawQuarterStitches share: a press picks the corner nearest the pointer in its cell
 * (which half-stitch triangle, or which quarter), and the gesture places the selected style's stitch at that corner
 * of every cell the pointer passes; a press on a stitch of the selected style at that corner removes instead, along
 * the whole gesture. States: idle → placing → idle; the gesture is one undo step.
 */
import type { PartStitchKind } from '../../document/partStitches';
import { Tool, type ToolContext } from '../Tool';
import type { PartStitchHost } from './PartStitchHost';
import { Idle } from './states/Idle';
import { Placing } from './states/Placing';

export abstract class PartStitchTool extends Tool implements PartStitchHost {
  abstract readonly kind: PartStitchKind;

  constructor(context: ToolContext) {
    super(context);
    this.addStates({ idle: new Idle(this), placing: new Placing(this) });
  }
}
