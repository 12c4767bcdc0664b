/**
 * Auto-scroll (spec §4, setting `progressTrackerAutoScroll`): after the position moves, how far to scroll so the
 * current line shows — only when it left the view (1), or always centred (2); never when off (0). Only the work's
 * axis moves: rows scroll up and down, columns sideways.
 */
export type AutoScrollSetting =
  'progressTrackerAutoScroll0' | 'progressTrackerAutoScroll1' | 'progressTrackerAutoScroll2';

/** The current line's band in view pixels along the scrolling axis, and the view's length along it. */
export interface LineBand {
  readonly start: number;
  readonly size: number;
  readonly view: number;
}

/** The pixels to scroll along the axis (0: stay). A line wider than the view is brought to its start. */
export function autoScrollDelta(setting: AutoScrollSetting | string, band: LineBand): number {
  if (setting === 'progressTrackerAutoScroll2') return Math.round(band.start + band.size / 2 - band.view / 2);
  if (setting !== 'progressTrackerAutoScroll1') return 0;
  const end = band.start + band.size;
  if (band.start >= 0 && end <= band.view) return 0;
  // One line to spare beyond the current one, as the keyboard cursor does (scrollCellIntoView).
  if (band.start < 0 || band.size >= band.view) return Math.round(band.start - band.size);
  return Math.round(end + band.size - band.view);
}
