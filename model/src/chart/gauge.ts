/** The cell aspect a chart's gauge asks for (spec §3 "gauge", §5, §9): on screen and in the PNG and PDF alike. */
import type { Gauge } from './grid';

/** Bounds of a cell's height over its width (spec §9 "Gauge ratio bounds 0.5 to 1.5"). */
export const cellAspectLimits = { min: 0.5, max: 1.5 } as const;

/**
 * Cell height over width from the gauge: stitches and rows per unit give cells 1/stitches wide and 1/rows high.
 * Applies only when the gauge adjusts the grid and both gauges are above 0 (spec §5); clamped to 0.5–1.5.
 */
export function cellAspectOf(gauge: Gauge): number {
  if (!gauge.adjustGrid || !(gauge.gaugeHorizontal > 0) || !(gauge.gaugeVertical > 0)) return 1;
  const aspect = gauge.gaugeHorizontal / gauge.gaugeVertical;
  return Math.min(cellAspectLimits.max, Math.max(cellAspectLimits.min, aspect));
}
