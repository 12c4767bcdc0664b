/**
 * Limits per tier (decided in the storage issue, see docs/decisions.md): the grid size, the palette size and the
 * freeform size and symbol count a user may save. The spec names these limits without values (§5, §9).
 */

export interface TierLimits {
  /** Largest column count and largest row count. */
  readonly maxGridSize: number;
  /** Most styles in a palette. */
  readonly maxPaletteStyles: number;
  /** Largest width and largest height of a freeform chart. */
  readonly maxFreeformSize: number;
  /** Most symbols on a freeform chart (all layers). */
  readonly maxFreeformSymbols: number;
  /** Most layers of a grid chart (docs/decisions/layers.md). */
  readonly maxLayers: number;
  /** Most cells of all the layers of a grid chart together (columns × rows × layers). */
  readonly maxLayerCells: number;
}

export const freeTierLimits: TierLimits = Object.freeze({
  maxGridSize: 400,
  maxPaletteStyles: 60,
  maxFreeformSize: 500,
  maxFreeformSymbols: 5_000,
  maxLayers: 5,
  maxLayerCells: 5 * 400 * 400,
});
export const premiumTierLimits: TierLimits = Object.freeze({
  maxGridSize: 2000,
  maxPaletteStyles: 255,
  maxFreeformSize: 2000,
  maxFreeformSymbols: 100_000,
  maxLayers: 20,
  maxLayerCells: 3 * 2000 * 2000,
});

/** The limits of a free or premium user. */
export function tierLimits(premium: boolean): TierLimits {
  return premium ? premiumTierLimits : freeTierLimits;
}

/**
 * The premium trigger codes of spec §2 that name a reason: the `s` of `/nl/premium/order?s=…` when a limit was hit
 * or a premium edit tried (15 and 17, the pricing links, name none).
 */
export const premiumTriggerCodes = { flip: 18, enlarge: 34, rotate: 43, cut: 52, previewMove: 55 } as const;

/** A premium edit (spec §6): mirroring, rotating, cutting cells and moving in preview mode. */
export type PremiumFeature = Exclude<keyof typeof premiumTriggerCodes, 'enlarge'>;

/** Zoom bounds of grid charts (spec §5, §9). */
export const gridZoomLimits = { min: 0.2, max: 10, step: 0.2 } as const;

/** The zoom slider's default value (spec §3 "zoomLevel (default 30)"). */
export const DEFAULT_ZOOM_LEVEL = 30;

/** The default brightness (spec §3). */
export const DEFAULT_BRIGHTNESS = -60;

/** Bottom panel height bounds (spec §5): at least 50 px, at most 40 % of the window (never below 50). */
export const bottomPanelHeightLimits = { min: 50, maxWindowShare: 0.4 } as const;
