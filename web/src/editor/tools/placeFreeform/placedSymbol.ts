/**
 * The symbol a click places in a freeform chart (spec §4: centred on the click point): the selected style's symbol
 * at size 1, its width the symbol's cells × `freeformUnitsPerCell` (a chain 20 × 20, a 3-cell cluster 60 × 20),
 * unturned, on the selected layer. A pure plan: the tool dispatches it.
 */
import { boundingBoxOf, freeformUnitsPerCell, type FreeformSymbol } from '@steekwerk/model';

export interface PlacementInput {
  readonly x: number;
  readonly y: number;
  readonly styleId: number;
  /** Cells the style's symbol spans (1 for most stitches). */
  readonly symbolCells: number;
  readonly layerId: number;
  /** The chart's size in units: a point outside places nothing. */
  readonly chartSize: { readonly width: number; readonly height: number };
}

/** The symbol to place, or undefined when the point lies outside the chart or no style is chosen. */
export function placedSymbol(input: PlacementInput): FreeformSymbol | undefined {
  const { x, y, chartSize } = input;
  if (!Number.isFinite(x) || !Number.isFinite(y)) return undefined;
  if (x < 0 || y < 0 || x > chartSize.width || y > chartSize.height) return undefined;
  if (input.styleId < 1) return undefined;
  const size = 1;
  const width = Math.max(1, input.symbolCells) * freeformUnitsPerCell * size;
  const height = freeformUnitsPerCell * size;
  const placement = { x, y, width, height, rotate: 0 };
  return {
    layerId: input.layerId,
    ...placement,
    size,
    styleId: input.styleId,
    boundingBox: boundingBoxOf(placement),
  };
}
