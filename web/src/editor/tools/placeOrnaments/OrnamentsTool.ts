/**
 * placeOrnaments: a press places the French knot or bead chosen in the ornaments session (toolbar sub-choice) at the
 * point it snaps to, in the selected style, or takes away the same one standing there; one undo step per press. It
 * is placed when the pointer comes up (a cancelled press places nothing). States: idle → pressing → idle.
 */
import type { LatticePoint } from '../../ornaments/ornamentPlacement';
import { Tool, ToolState, type PointerInput, type ToolContext } from '../Tool';

/** The centre of a cell, for input without a point in the cell. */
const cellCentre = { x: 0.5, y: 0.5 };

class Idle extends ToolState {
  declare protected readonly tool: OrnamentsTool;

  override onPointerDown(input: PointerInput): void {
    const { context } = this.tool;
    if (!context.editable || context.drawStyleId === 0) return;
    const point = context.sessions.ornaments.pointAt(input.column, input.row, input.withinCell ?? cellCentre);
    if (!point) return;
    this.tool.pressed = point;
    this.tool.transition('pressing');
  }
}

class Pressing extends ToolState {
  declare protected readonly tool: OrnamentsTool;

  override onPointerUp(): void {
    const point = this.tool.pressed;
    this.tool.pressed = undefined;
    this.tool.transition('idle');
    const { context } = this.tool;
    if (point) context.sessions.ornaments.toggleAt(point, context.drawStyleId);
  }

  override onCancel(): void {
    this.tool.pressed = undefined;
    this.tool.transition('idle');
  }
}

export class OrnamentsTool extends Tool {
  readonly id = 'placeOrnaments';
  /** Where the press under way snapped to. */
  pressed: LatticePoint | undefined;

  constructor(context: ToolContext) {
    super(context);
    this.addStates({ idle: new Idle(this), pressing: new Pressing(this) });
  }
}
