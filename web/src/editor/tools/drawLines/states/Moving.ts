import type { LatticePoint } from '../../../lines/lineLattice';
import { ToolState, type PointerInput } from '../../Tool';
import type { LinesToolHost } from '../LinesToolHost';

/**
 * Dragging the picked line: it follows the pointer from lattice point to lattice point, kept whole inside the grid,
 * and is moved there on release as one undo step (a release where it was pressed only picks it).
 */
export class Moving extends ToolState {
  declare protected readonly tool: LinesToolHost;
  private grab: LatticePoint = { x: 0, y: 0 };
  private shift: LatticePoint = { x: 0, y: 0 };

  override onEnter(input?: PointerInput): void {
    this.grab = input ? this.tool.nearestPoint(input) : { x: 0, y: 0 };
    this.shift = { x: 0, y: 0 };
  }

  override onPointerMove(input: PointerInput): void {
    const point = this.tool.nearestPoint(input);
    this.shift = this.tool.session.showMove(point.x - this.grab.x, point.y - this.grab.y);
  }

  override onPointerUp(input: PointerInput): void {
    this.onPointerMove(input);
    const { session } = this.tool;
    if (this.shift.x !== 0 || this.shift.y !== 0) session.moveSelected(this.shift.x, this.shift.y);
    session.endMove();
    this.tool.transition('idle');
  }

  override onCancel(): void {
    this.tool.session.endMove();
    this.tool.transition('idle');
  }
}
