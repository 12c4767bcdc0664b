/**
 * Freeform constants (docs/decisions/freeform.md). The spec names a default size of 500 × 500 and says freeform
 * zoom has bounds of its own without giving them.
 */

/** A new freeform chart's size in freeform units (spec §9). */
export const defaultFreeformSize = { width: 500, height: 500 } as const;

/** A symbol's side in freeform units per cell of its width at size 1 (a chain placed at size 1 is 20 × 20). */
export const freeformUnitsPerCell = 20;

/** Smallest and largest scale (`size`) of one symbol. */
export const freeformSymbolSizeRange = { min: 0.25, max: 8 } as const;

/** Screen pixels per freeform unit: the zoom bounds of a freeform chart (grids: 0.2–10 per cell). */
export const freeformZoomRange = { min: 0.05, max: 20 } as const;

/** Round guides a chart may keep, wedges a guide may have, rounds a guide may draw. */
export const freeformGuideLimits = { guides: 20, wedges: 36, rounds: 60 } as const;
