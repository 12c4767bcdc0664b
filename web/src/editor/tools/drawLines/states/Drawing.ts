import type { CustomLine } from '@steekwerk/model';
import type { LatticePoint } from '../../../lines/lineLattice';
import { ToolState, type PointerInput } from '../../Tool';
import type { LinesToolHost } from '../LinesToolHost';

/**
 * The pointer is down after a press on the lattice: the line runs from there to the lattice point nearest the
 * pointer (kept in the grid) and shows while dragging. Released elsewhere, it is added as one undo step; released
 * where it started (a click), the next clicks continue it as a polyline.
 */
export class Drawing extends ToolState {
  declare protected readonly tool: LinesToolHost;
  private start: LatticePoint = { x: 0, y: 0 };
  private styleId = 0;

  override onEnter(input?: PointerInput): void {
    const start = input && this.tool.pointOf(input);
    if (!start) {
      this.tool.transition('idle');
      return;
    }
    this.start = start;
    this.styleId = this.tool.context.drawStyleId;
    this.show(start);
  }

  override onPointerMove(input: PointerInput): void {
    this.show(this.tool.pointInGrid(input));
  }

  override onPointerUp(input: PointerInput): void {
    const end = this.tool.pointInGrid(input);
    if (end.x === this.start.x && end.y === this.start.y) {
      this.tool.transition('polyline', input);
      return;
    }
    this.tool.session.addLine(lineBetween(this.start, end, this.styleId));
    this.tool.session.showDraft(undefined);
    this.tool.transition('idle');
  }

  override onCancel(): void {
    this.tool.session.showDraft(undefined);
    this.tool.transition('idle');
  }

  private show(end: LatticePoint): void {
    this.tool.session.showDraft(lineBetween(this.start, end, this.styleId));
  }
}

/** The line from `start` to `end` in a style. */
export function lineBetween(start: LatticePoint, end: LatticePoint, styleId: number): CustomLine {
  return { x1: start.x, y1: start.y, x2: end.x, y2: end.y, styleId };
}
