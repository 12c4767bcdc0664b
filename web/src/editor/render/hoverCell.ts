/**
 * The outline of the cell under the pointer (issue 13): where a click would draw or erase. Shown only in the
 * modes that paint cells, when the chart can be edited, for a mouse or pen (a finger has no hover), and only over
 * the grid. A pure rule; canvas/useHoverOutline.ts draws its answer.
 */
import type { ChartMode } from '../document/editability';

/** The modes in which a click paints or clears the cell under the pointer (or a part of it). */
export const hoverOutlineModes: ReadonlySet<ChartMode> = new Set<ChartMode>([
  'drawCells',
  'erase',
  'drawHalfStitches',
  'drawQuarterStitches',
]);

export interface HoverInput {
  readonly mode: ChartMode;
  /** Whether the chart can be edited in that mode. */
  readonly editable: boolean;
  /** The pointer's type as the browser reports it (`mouse`, `pen`, `touch`). */
  readonly pointerType: string;
  /** The pointer in view pixels. */
  readonly x: number;
  readonly y: number;
  readonly placement: { originX: number; originY: number; cellWidth: number; cellHeight: number };
  readonly grid: { columnCount: number; rowCount: number };
}

/** The outlined cell and its box in view pixels. */
export interface HoverCell {
  readonly column: number;
  readonly row: number;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** The cell to outline, or undefined when none is (see the module's rule). */
export function hoverCell(input: HoverInput): HoverCell | undefined {
  if (!input.editable || !hoverOutlineModes.has(input.mode)) return undefined;
  if (input.pointerType !== 'mouse' && input.pointerType !== 'pen') return undefined;
  const { placement, grid } = input;
  if (!(placement.cellWidth > 0) || !(placement.cellHeight > 0)) return undefined;
  const column = Math.floor((input.x - placement.originX) / placement.cellWidth);
  const row = Math.floor((input.y - placement.originY) / placement.cellHeight);
  if (!Number.isFinite(column) || !Number.isFinite(row)) return undefined;
  if (column < 0 || row < 0 || column >= grid.columnCount || row >= grid.rowCount) return undefined;
  return {
    column,
    row,
    left: placement.originX + column * placement.cellWidth,
    top: placement.originY + row * placement.cellHeight,
    width: placement.cellWidth,
    height: placement.cellHeight,
  };
}

/** The modes whose tool moves the keyboard cursor (`tools/drawCells/keyboardCursor.ts`). */
const keyboardCursorModes: ReadonlySet<ChartMode> = new Set<ChartMode>(['drawCells', 'erase']);

/**
 * The keyboard cursor's box in view pixels, or undefined when it is not shown: hidden, another mode, a chart that
 * cannot be edited, or outside the grid.
 */
export function keyboardCursorCell(input: {
  readonly mode: ChartMode;
  readonly editable: boolean;
  readonly cursor: { readonly x: number; readonly y: number; readonly visible: boolean };
  readonly placement: HoverInput['placement'];
  readonly grid: HoverInput['grid'];
}): HoverCell | undefined {
  const { cursor, placement, grid } = input;
  if (!cursor.visible || !input.editable || !keyboardCursorModes.has(input.mode)) return undefined;
  if (cursor.x < 0 || cursor.y < 0 || cursor.x >= grid.columnCount || cursor.y >= grid.rowCount)
    return undefined;
  return {
    column: cursor.x,
    row: cursor.y,
    left: placement.originX + cursor.x * placement.cellWidth,
    top: placement.originY + cursor.y * placement.cellHeight,
    width: placement.cellWidth,
    height: placement.cellHeight,
  };
}
