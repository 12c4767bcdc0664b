import type { LatticePoint } from '../../../lines/lineLattice';
import { ToolState, type PointerInput } from '../../Tool';
import type { LinesToolHost } from '../LinesToolHost';
import { lineBetween } from './Drawing';

/**
 * Click-click drawing (WinStitch and Stitch Fiddle style): after a click, the line runs from the last point to the
 * pointer; each click adds that line (one undo step each) and continues from where it ended. A double click,
 * Escape, undo or another mode ends it; a click on the last point adds nothing.
 */
export class Polyline extends ToolState {
  declare protected readonly tool: LinesToolHost;
  private anchor: LatticePoint = { x: 0, y: 0 };
  private styleId = 0;

  override onEnter(input?: PointerInput): void {
    if (!input) {
      this.onCancel();
      return;
    }
    // Where the click was released: the point the line started from.
    const anchor = this.tool.pointInGrid(input);
    this.anchor = anchor;
    this.styleId = this.tool.context.drawStyleId;
    this.show(anchor);
  }

  override onPointerHover(input: PointerInput): void {
    if (this.stillDrawing()) this.show(this.tool.pointInGrid(input));
  }

  override onPointerMove(input: PointerInput): void {
    this.onPointerHover(input);
  }

  override onPointerUp(input: PointerInput): void {
    if (!this.stillDrawing()) return;
    const end = this.tool.pointInGrid(input);
    if (end.x !== this.anchor.x || end.y !== this.anchor.y) {
      const outcome = this.tool.session.addLine(lineBetween(this.anchor, end, this.styleId));
      if (outcome === 'notEditable') {
        this.onCancel();
        return;
      }
      this.anchor = end;
    }
    this.show(this.anchor);
  }

  override onDoubleClick(): void {
    this.onCancel();
  }

  override onCancel(): void {
    this.tool.session.showDraft(undefined);
    this.tool.transition('idle');
  }

  /** Whether the polyline may go on (the user may have switched to picking or lost the right to edit meanwhile). */
  private stillDrawing(): boolean {
    const { context, session } = this.tool;
    if (session.action === 'draw' && context.editable) return true;
    this.onCancel();
    return false;
  }

  private show(end: LatticePoint): void {
    this.tool.session.showDraft(lineBetween(this.anchor, end, this.styleId));
  }
}
