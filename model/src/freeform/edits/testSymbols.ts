/** Symbols for the edits' tests: a chain at size 1 is 20 × 20 units. */
import type { FreeformSymbol } from '../../chart/chartState';
import { withBoundingBox } from './selection';

/** A symbol centred on `x`, `y` (20 × 20 at size 1 unless told), on layer 1 in style 1, boxed. */
export function symbolAt(x: number, y: number, overrides: Partial<FreeformSymbol> = {}): FreeformSymbol {
  const size = overrides.size ?? 1;
  return withBoundingBox({
    layerId: 1,
    x,
    y,
    width: 20 * size,
    height: 20 * size,
    rotate: 0,
    size,
    styleId: 1,
    ...overrides,
  });
}

export const chartSize = { width: 500, height: 500 } as const;
