/**
 * What the painting states (`states/`) need of their tool, {@link PaintingTool}: an interface of its own, so the
 * tool imports its states and the states import only this, never the tool (no import circle).
 */
import type { CellStroke } from '../../document/CellStroke';
import type { Tool } from '../Tool';

export interface PaintingHost extends Tool {
  /** The last cell painted, where a shift-click draws a straight line from. */
  lineAnchor: [number, number] | undefined;
  /** Where the last stroke started and the value that cell had before (a double click fills from it). */
  lastPress: { column: number; row: number; before: number } | undefined;
  /** The style a stroke starting at (column, row) paints. */
  strokeStyleAt(column: number, row: number): number;
  /** The cells a style placed at (column, row) covers (a multi-cell symbol covers several). */
  placement(column: number, row: number, styleId: number): Array<[number, number]>;
  /** Starts a stroke of this tool (the eraser's takes items away too). */
  beginStroke(): CellStroke;
  /** Flood-fills the region of (column, row), as one undoable change. */
  fillAt(column: number, row: number, restore?: number): void;
}
