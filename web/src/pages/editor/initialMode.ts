import type { ChartDetails } from '@steekwerk/model';
import type { ChartMode } from '../../editor/document/editability';

/**
 * The mode a chart opens in: a past revision in backup (spec §4: read only, Escape returns to the current
 * version); a maker who was following the chart back in the tracker (the viewer's own last mode, kept by
 * `chart/changes`); otherwise drawing when the chart can be edited here, else view. A freeform chart that can be
 * edited opens in its own mode `empty` (spec §4: a drag pans, nothing is placed by accident) and has no tracker;
 * one without a stitch yet opens ready to place the first (a first click that did nothing left new users stuck).
 */
export function initialModeOf(
  revisionNumber: number,
  writable: boolean,
  details: Pick<ChartDetails, 'mode'>,
  freeform = false,
  freeformHasSymbols = true,
): ChartMode {
  if (revisionNumber > 0) return 'backup';
  if (freeform) return writable ? (freeformHasSymbols ? 'empty' : 'placeFreeform') : 'view';
  if (details.mode === 'progressTracker') return 'progressTracker';
  return writable ? 'drawCells' : 'view';
}
