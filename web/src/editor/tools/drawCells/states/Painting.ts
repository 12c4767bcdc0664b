import { constrainLine, lineCells } from '../../../document/cellShapes';
import type { CellStroke } from '../../../document/CellStroke';
import { ToolState, type PointerInput } from '../../Tool';
import type { PaintingHost } from '../PaintingHost';

/**
 * Painting while the pointer is down: every cell passed (with the cells between two pointer events, so a fast
 * drag leaves no gaps), or, with shift held, a straight line from the first cell.
 */
export class Painting extends ToolState {
  declare protected readonly tool: PaintingHost;
  private stroke: CellStroke | undefined;
  private start: [number, number] = [0, 0];
  private last: [number, number] = [0, 0];
  /** The pointer's last cell (the line end may differ from it when shift snaps the line). */
  private pointer = '';
  private styleId = 0;
  /** The last pointer input of a freehand stroke (what the eraser's path runs from). */
  private lastInput: PointerInput | undefined;

  override onEnter(input?: PointerInput): void {
    if (!input) return;
    const { context } = this.tool;
    this.stroke = this.tool.beginStroke();
    this.styleId = this.tool.strokeStyleAt(input.column, input.row);
    const anchor = this.tool.lineAnchor;
    const before = context.document.editCellAt(input.column, input.row);
    const previous = this.tool.lastPress;
    // The second press of a double click keeps the value from before the first press.
    if (!previous || previous.column !== input.column || previous.row !== input.row) {
      this.tool.lastPress =
        before === undefined ? undefined : { column: input.column, row: input.row, before };
    }
    this.pointer = `${input.column},${input.row},${input.shiftKey}`;
    this.start = input.shiftKey && anchor ? anchor : [input.column, input.row];
    this.last = [input.column, input.row];
    if (input.shiftKey && anchor) this.drawLine(input);
    else this.paintPath([[input.column, input.row]]);
    this.passed(input);
  }

  override onPointerMove(input: PointerInput): void {
    if (!this.stroke) return;
    const pointer = `${input.column},${input.row},${input.shiftKey}`;
    if (pointer === this.pointer) return;
    this.pointer = pointer;
    if (input.shiftKey) {
      this.drawLine(input);
      return;
    }
    this.passed(input);
    const [x0, y0] = this.last;
    if (x0 === input.column && y0 === input.row) return;
    this.paintPath(lineCells(x0, y0, input.column, input.row));
    this.last = [input.column, input.row];
  }

  override onPointerUp(input: PointerInput): void {
    // Releasing shift together with the button keeps the line as it is.
    if (!this.pointer.startsWith(`${input.column},${input.row},`)) this.onPointerMove(input);
    this.finish('drawCells');
    this.tool.lineAnchor = [this.last[0], this.last[1]];
  }

  override onCancel(): void {
    this.stroke?.revert();
    this.stroke = undefined;
    this.lastInput = undefined;
    this.tool.itemEraser?.cancel();
    this.tool.transition('idle');
  }

  /** Tells the eraser where a freehand stroke went (a shift line erases cells only). */
  private passed(input: PointerInput): void {
    if (input.shiftKey) return;
    this.tool.itemEraser?.passed(this.lastInput ?? input, input);
    this.lastInput = input;
  }

  private drawLine(input: PointerInput): void {
    const stroke = this.stroke;
    if (!stroke) return;
    const [x0, y0] = this.start;
    const [x1, y1] = constrainLine(x0, y0, input.column, input.row);
    stroke.revert();
    this.paintPath(lineCells(x0, y0, x1, y1));
    this.last = [x1, y1];
  }

  /** Paints each cell once per stroke; a multi-cell symbol covers its cells and the cells it covers are skipped. */
  private paintPath(path: ReadonlyArray<readonly [number, number]>): void {
    const stroke = this.stroke;
    if (!stroke) return;
    for (const [column, row] of path) {
      if (stroke.touched(column, row)) continue;
      stroke.paint(this.tool.placement(column, row, this.styleId), this.styleId);
    }
  }

  private finish(name: string): void {
    const stroke = this.stroke;
    this.stroke = undefined;
    this.lastInput = undefined;
    if (stroke) this.tool.context.commitStroke(stroke, name, this.tool.itemEraser?.take());
    this.tool.transition('idle');
  }
}
