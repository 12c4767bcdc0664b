import { floodFillIndices } from '../../../document/cellShapes';
import { ToolState, type PointerInput } from '../../Tool';
import type { PaintingHost } from '../PaintingHost';

/** Waiting for a pointer: starts painting, a rectangle, or a fill, depending on the shape. */
export class Idle extends ToolState {
  declare protected readonly tool: PaintingHost;

  override onPointerDown(input: PointerInput): void {
    const { context } = this.tool;
    if (!context.editable) return;
    if (context.drawShape === 'fill') {
      this.tool.fillAt(input.column, input.row);
      return;
    }
    this.tool.transition(context.drawShape === 'rectangle' ? 'rectangle' : 'painting', input);
  }

  override onDoubleClick(input: PointerInput): void {
    // The "magic" setting: a double click in freehand drawing fills the region (the click already painted one cell).
    const { context } = this.tool;
    if (!context.editable || !context.gridDrawCellsMagic || context.drawShape !== 'freehand') return;
    if (!context.document.contains(input.column, input.row)) return;
    const press = this.tool.lastPress;
    const pressedHere = press && press.column === input.column && press.row === input.row;
    this.tool.fillAt(input.column, input.row, pressedHere ? press.before : undefined);
  }
}

/** The cells a fill at (column, row) covers. */
export function fillRegion(tool: PaintingHost, column: number, row: number): Uint32Array {
  const { document } = tool.context;
  if (!document.contains(column, row)) return new Uint32Array(0);
  return floodFillIndices(document.editCells, document.columnCount, document.rowCount, column, row);
}
