import { ToolState, type PointerInput } from '../../Tool';
import type { LinesToolHost } from '../LinesToolHost';

/**
 * Waiting for a press. Drawing: a press on the lattice inside the grid starts a line. Picking: a press on a line
 * picks it (the topmost) and starts dragging it; a press beside every line lets go of the picked one.
 */
export class Idle extends ToolState {
  declare protected readonly tool: LinesToolHost;

  override onPointerDown(input: PointerInput): void {
    const { context, session } = this.tool;
    if (!context.editable) return;
    if (session.action === 'select') {
      const index = input.cellSize ? session.lineAt(pointerInCells(input), input.cellSize) : -1;
      session.select(index);
      if (index >= 0) this.tool.transition('moving', input);
      return;
    }
    if (this.tool.pointOf(input)) this.tool.transition('drawing', input);
  }
}

/** Where a pointer is, in cells (its cell's centre when the place within it is unknown). */
export function pointerInCells(input: PointerInput): { x: number; y: number } {
  return { x: input.column + (input.withinCell?.x ?? 0.5), y: input.row + (input.withinCell?.y ?? 0.5) };
}
