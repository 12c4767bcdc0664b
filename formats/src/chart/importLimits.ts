/**
 * Bounds against hostile or broken files: a file larger than these is refused before it is read, and a chart larger
 * than the largest a user may save (the premium tier's grid) is refused before any cell is made.
 */
import { maxGridItems, premiumTierLimits } from '@steekwerk/model';

export const importLimits = {
  /** Bytes of an OXS or JSON file (a fully stitched 2000 × 2000 OXS is about 180 MB). */
  maxTextBytes: 256 * 1024 * 1024,
  /** Bytes of a PNG file. */
  maxPngBytes: 64 * 1024 * 1024,
  /** Columns and rows of an imported chart. */
  maxGridSide: premiumTierLimits.maxGridSize,
  /** Layers of a grid chart, and their cells together (the premium tier's). */
  maxLayers: premiumTierLimits.maxLayers,
  maxLayerCells: premiumTierLimits.maxLayerCells,
  /** Styles of a palette (a cell holds 1–255). */
  maxColours: 255,
  /** Lines, half and quarter stitches, knots and beads (each; what the chart's schema allows). */
  maxGridItems,
  /** Symbols of a freeform chart and its longest side (the premium tier's). */
  maxFreeformSymbols: premiumTierLimits.maxFreeformSymbols,
  maxFreeformSide: premiumTierLimits.maxFreeformSize,
} as const;
