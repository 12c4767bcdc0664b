/**
 * Erase takes away the custom lines a freehand stroke passes (within the line's half width and spec §9's 4 px
 * border), with the stroke's cells as one undo step; they disappear while the stroke lasts and come back when it
 * is cancelled. The lines session keeps them and hides them from the lines layer.
 */
import type { ItemEraser } from '../drawCells/PaintingHost';
import type { PointerInput, ToolContext } from '../Tool';

/** Where a pointer is in cells, with its place within the cell (its centre when unknown). */
function pointOf(input: PointerInput): { x: number; y: number } {
  return { x: input.column + (input.withinCell?.x ?? 0.5), y: input.row + (input.withinCell?.y ?? 0.5) };
}

export class LineEraser implements ItemEraser {
  constructor(private readonly context: ToolContext) {}

  passed(from: PointerInput, to: PointerInput): void {
    const cell = to.cellSize;
    if (cell) this.context.sessions.lines.eraseAlong(pointOf(from), pointOf(to), cell);
  }

  take() {
    return this.context.sessions.lines.takeErasing();
  }

  cancel(): void {
    this.context.sessions.lines.cancelErasing();
  }
}
