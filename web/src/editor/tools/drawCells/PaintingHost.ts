/**
 * What the painting states (`states/`) need of their tool, {@link PaintingTool}: an interface of its own, so the
 * tool imports its states and the states import only this, never the tool (no import circle).
 */
import type { CellStroke } from '../../document/CellStroke';
import type { Invocation } from '../../document/commands/command';
import type { PointerInput, Tool } from '../Tool';

/**
 * What a freehand stroke takes away besides cells (erase: the custom lines the pointer passes); shown as gone while
 * the stroke lasts and taken away with its cells as one undo step.
 */
export interface ItemEraser {
  /** The pointer went from `from` to `to` (the same input at the stroke's start). */
  passed(from: PointerInput, to: PointerInput): void;
  /** The stroke ended: the change to record with its cells, or undefined when it took nothing. */
  take(): Invocation | undefined;
  /** The stroke was cancelled: everything shows again. */
  cancel(): void;
}

export interface PaintingHost extends Tool {
  /** The last cell painted, where a shift-click draws a straight line from. */
  lineAnchor: [number, number] | undefined;
  /** Where the last stroke started and the value that cell had before (a double click fills from it). */
  lastPress: { column: number; row: number; before: number } | undefined;
  /** The style a stroke starting at (column, row) paints. */
  strokeStyleAt(column: number, row: number): number;
  /** The cells a style placed at (column, row) covers (a multi-cell symbol covers several). */
  placement(column: number, row: number, styleId: number): Array<[number, number]>;
  /** What a freehand stroke takes away besides cells (erase only). */
  readonly itemEraser?: ItemEraser;
  /** Starts a stroke of this tool (the eraser's takes items away too). */
  beginStroke(): CellStroke;
  /** Flood-fills the region of (column, row), as one undoable change. */
  fillAt(column: number, row: number, restore?: number): void;
}
