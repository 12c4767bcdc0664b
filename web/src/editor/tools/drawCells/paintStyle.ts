/**
 * Which cells one placement of a style covers: one cell, or `cells` cells for a multi-cell symbol, shifted left
 * by `cells - 1` in right-to-left rows; none when the symbol would not fit within the columns (spec §5).
 */
import type { ToolContext } from '../Tool';

export function placementCells(
  context: ToolContext,
  column: number,
  row: number,
  styleId: number,
): Array<[number, number]> {
  const width = styleId === 0 ? 1 : context.symbolCells(styleId);
  if (width <= 1) return [[column, row]];
  const start = context.rowIsRightToLeft(row) ? column - (width - 1) : column;
  if (start < 0 || start + width > context.document.columnCount) return [];
  return Array.from({ length: width }, (_, offset): [number, number] => [start + offset, row]);
}
