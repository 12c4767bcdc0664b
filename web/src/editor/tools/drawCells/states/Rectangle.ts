import type { CellStroke } from '../../../document/CellStroke';
import { ToolState, type PointerInput } from '../../Tool';
import type { PaintingHost } from '../PaintingHost';

/** Dragging a filled rectangle from the first cell to the pointer; shown while dragging, kept on release. */
export class Rectangle extends ToolState {
  declare protected readonly tool: PaintingHost;
  private stroke: CellStroke | undefined;
  private start: [number, number] = [0, 0];
  private styleId = 0;

  override onEnter(input?: PointerInput): void {
    if (!input) return;
    this.stroke = this.tool.beginStroke();
    this.styleId = this.tool.strokeStyleAt(input.column, input.row);
    this.start = [input.column, input.row];
    this.draw(input);
  }

  override onPointerMove(input: PointerInput): void {
    this.draw(input);
  }

  override onPointerUp(input: PointerInput): void {
    this.draw(input);
    const stroke = this.stroke;
    this.stroke = undefined;
    if (stroke) this.tool.context.commitStroke(stroke, 'drawRectangle');
    this.tool.transition('idle');
  }

  override onCancel(): void {
    this.stroke?.revert();
    this.stroke = undefined;
    this.tool.transition('idle');
  }

  private draw(input: PointerInput): void {
    const stroke = this.stroke;
    if (!stroke) return;
    const { document } = this.tool.context;
    const left = Math.max(0, Math.min(this.start[0], input.column));
    const right = Math.min(document.columnCount - 1, Math.max(this.start[0], input.column));
    const top = Math.max(0, Math.min(this.start[1], input.row));
    const bottom = Math.min(document.rowCount - 1, Math.max(this.start[1], input.row));
    stroke.revert();
    const cells: Array<[number, number]> = [];
    for (let row = top; row <= bottom; row += 1) {
      for (let column = left; column <= right; column += 1) cells.push([column, row]);
    }
    stroke.paint(cells, this.styleId);
  }
}
