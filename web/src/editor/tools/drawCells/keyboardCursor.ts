/**
 * The keyboard cursor of the drawing modes (spec §3 grid settings `cursor`: x, y, visible): with the grid focused,
 * an arrow key shows the cursor and then moves it a cell (ten with shift), Space or Enter paints the cell under it
 * as a click would, Escape hides it. It lives in the chart's grid settings, so it is where the maker left it.
 * A pure mapping from a key to what happens; the painting tool carries it out.
 */
import type { GridSettings } from '@steekwerk/model';
import type { KeyInput } from '../../keyboard/KeyInput';

export type Cursor = GridSettings['cursor'];

export type CursorAction =
  | { readonly type: 'move'; readonly cursor: Cursor }
  | { readonly type: 'paint'; readonly column: number; readonly row: number }
  | { readonly type: 'hide'; readonly cursor: Cursor };

const steps: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The cursor kept inside a grid of this size. */
export function clampCursor(cursor: Cursor, columnCount: number, rowCount: number): Cursor {
  return {
    x: Math.max(0, Math.min(columnCount - 1, cursor.x)),
    y: Math.max(0, Math.min(rowCount - 1, cursor.y)),
    visible: cursor.visible,
  };
}

/** What a key does to the cursor of a grid, or undefined when the cursor leaves the key alone. */
export function cursorKeyAction(
  input: KeyInput,
  cursor: Cursor,
  size: { readonly columnCount: number; readonly rowCount: number },
): CursorAction | undefined {
  if (input.ctrlKey || input.metaKey || input.altKey) return undefined;
  const here = clampCursor(cursor, size.columnCount, size.rowCount);
  const step = steps[input.key];
  if (step) {
    if (!input.onGrid) return undefined;
    if (!cursor.visible) return { type: 'move', cursor: { ...here, visible: true } };
    const distance = input.shiftKey ? 10 : 1;
    const moved = { x: here.x + step[0] * distance, y: here.y + step[1] * distance, visible: true };
    return { type: 'move', cursor: clampCursor(moved, size.columnCount, size.rowCount) };
  }
  if (!cursor.visible) return undefined;
  if ((input.key === ' ' || input.key === 'Enter') && input.onGrid)
    return { type: 'paint', column: here.x, row: here.y };
  if (input.key === 'Escape') return { type: 'hide', cursor: { ...here, visible: false } };
  return undefined;
}
