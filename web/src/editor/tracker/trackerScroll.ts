/** Where the view follows the tracker (spec §4): the auto-scroll axis and the bottom panel's row number. */
import type { TrackerState } from './trackerState';

/**
 * The work order's axis the view scrolls along when the position moves: only in the row modes with horizontal or
 * vertical lines (rows move the view up or down: `'horizontal'` work; columns sideways: `'vertical'`), null for
 * `perGridCell` and diagonal work.
 */
export function autoScrollAxis(state: TrackerState): 'horizontal' | 'vertical' | null {
  const { axis } = state.layout.order;
  if (state.layout.mode.kind !== 'rows' || axis === 'diagonal') return null;
  return axis;
}

/** The bottom panel's row number clamped into 0 … row count − 1 (0 for a value that is not a number). */
export function clampRowNumber(state: TrackerState, rowNumber: number): number {
  const last = state.layout.order.size.rowCount - 1;
  if (!Number.isFinite(rowNumber)) return 0;
  return Math.min(Math.max(0, Math.trunc(rowNumber)), last);
}
