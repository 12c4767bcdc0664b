/**
 * Where a freeform chart's symbols lie against its size (docs/decisions/freeform.md, "Chart edge"): a symbol lies
 * within the chart when the box around its turned shape does (edges included), and the symbols' extent is the
 * furthest right and bottom any of them reaches — the smallest size that still holds them all.
 */
import { boundingBoxOf, type SymbolPlacement } from './geometry';

/** A freeform chart's size in units. */
export interface FreeformChartSize {
  readonly width: number;
  readonly height: number;
}

/** Rounding room, units: a copy turned about a centre lands a few 1e-13 off its exact place. */
const edgeTolerance = 1e-6;

/** Whether the box around the turned symbol lies within the chart (0…width × 0…height); false for non-numbers. */
export function liesWithinChart(symbol: SymbolPlacement, size: FreeformChartSize): boolean {
  const box = boundingBoxOf(symbol);
  return (
    box.x >= -edgeTolerance &&
    box.y >= -edgeTolerance &&
    box.right <= size.width + edgeTolerance &&
    box.bottom <= size.height + edgeTolerance
  );
}

/**
 * The furthest right and bottom the symbols' turned boxes reach, rounded up to whole units (the size a chart must
 * keep to hold them all); 0 × 0 without symbols. Symbols whose placement is no number are left out.
 */
export function symbolsExtent(symbols: readonly SymbolPlacement[]): FreeformChartSize {
  let width = 0;
  let height = 0;
  for (const symbol of symbols) {
    const box = boundingBoxOf(symbol);
    if (!Number.isFinite(box.right) || !Number.isFinite(box.bottom)) continue;
    width = Math.max(width, box.right);
    height = Math.max(height, box.bottom);
  }
  return {
    width: Math.max(0, Math.ceil(width - edgeTolerance)),
    height: Math.max(0, Math.ceil(height - edgeTolerance)),
  };
}
