import type { ChartDetails } from '@steekwerk/model';
import type { ChartMode } from '../../editor/document/editability';

/**
 * The mode a chart opens in: a past revision in backup (spec §4: read only, Escape returns to the current
 * version); a maker who was following the chart back in the tracker (the viewer's own last mode, kept by
 * `chart/changes`); otherwise drawing when the chart can be edited here, else view. A freeform chart that can be
 * edited opens in its own mode `empty` (spec §4) and has no tracker.
 */
export function initialModeOf(
  revisionNumber: number,
  writable: boolean,
  details: Pick<ChartDetails, 'mode'>,
  freeform = false,
): ChartMode {
  if (revisionNumber > 0) return 'backup';
  if (freeform) return writable ? 'empty' : 'view';
  if (details.mode === 'progressTracker') return 'progressTracker';
  return writable ? 'drawCells' : 'view';
}
