/**
 * The zoom scale (spec §5, §9; mapping recorded in docs/decisions.md "Grid editor", steps in "Palette and canvas"):
 * - the zoom z runs from 0.2 to 10; the slider moves it in steps of 0.2; a button click or zoom key multiplies
 *   or divides it by 1.25 (rounded to a step of 0.2, at least one step) so that each click shows; a wheel or
 *   pinch moves it continuously within those bounds;
 * - the chart setting `zoomLevel` (the spec's slider scale, default 30) is 10 × z, so the default is z = 3;
 * - a cell is 2·z² CSS pixels wide: 0.08 px at z = 0.2 (an 8192-cell chart fits in 660 px), 18 px at the
 *   default, 200 px at z = 10. Quadratic so that equal steps feel alike over the whole range.
 */
import { DEFAULT_ZOOM_LEVEL, freeformZoomRange, gridZoomLimits } from '@steekwerk/model';

export const zoomLimits = gridZoomLimits;

/** CSS pixels per cell at zoom 1. */
const pixelsAtZoomOne = 2;

/** The bounds of a zoom: the grid's 0.2–10, or a freeform chart's ({@link freeformZoomLimits}). */
export interface ZoomRange {
  readonly min: number;
  readonly max: number;
}

/**
 * A freeform chart's zoom bounds on the same scale (docs/decisions/freeform.md, "Viewport"): one cell is one
 * freeform unit, so 0.05–20 px per unit (`freeformZoomRange`) is a zoom of √(0.05 / 2) ≈ 0.16 to √(20 / 2) ≈ 3.16.
 */
export const freeformZoomLimits: ZoomRange = {
  min: Math.sqrt(freeformZoomRange.min / pixelsAtZoomOne),
  max: Math.sqrt(freeformZoomRange.max / pixelsAtZoomOne),
};

/** Clamps a zoom to 0.2–10, or another range (NaN gives the default). */
export function clampZoom(zoom: number, range: ZoomRange = zoomLimits): number {
  if (!Number.isFinite(zoom)) return clampZoom(DEFAULT_ZOOM_LEVEL / 10, range);
  return Math.min(range.max, Math.max(range.min, zoom));
}

/** The zoom of a `zoomLevel` setting (slider value): level / 10, clamped. */
export function zoomFromLevel(level: number): number {
  return clampZoom(level / 10);
}

/** The `zoomLevel` setting of a zoom, rounded to one decimal. */
export function levelFromZoom(zoom: number): number {
  return Math.round(clampZoom(zoom) * 100) / 10;
}

/** The default zoom (slider 30). */
export const defaultZoom = zoomFromLevel(DEFAULT_ZOOM_LEVEL);

/** CSS pixels per cell at a zoom. */
export function cellSizeForZoom(zoom: number, range: ZoomRange = zoomLimits): number {
  const z = clampZoom(zoom, range);
  return pixelsAtZoomOne * z * z;
}

/** The zoom whose cells are `cellSize` CSS pixels (clamped to the zoom range). */
export function zoomForCellSize(cellSize: number, range: ZoomRange = zoomLimits): number {
  return clampZoom(Math.sqrt(Math.max(0, cellSize) / pixelsAtZoomOne), range);
}

/** What one zoom button click or key press multiplies (in) or divides (out) the zoom by. */
export const zoomStepFactor = 1.25;

function roundToStep(zoom: number): number {
  return Math.round(zoom / zoomLimits.step) * zoomLimits.step;
}

/**
 * The zoom after one button click or key press in (direction 1) or out (-1): × or ÷ 1.25, rounded to the slider's
 * step of 0.2 and at least one step away (so the low end, where 0.2 × 1.25 rounds back, still moves), clamped.
 */
export function stepZoom(zoom: number, direction: 1 | -1, range: ZoomRange = zoomLimits): number {
  if (range !== zoomLimits) {
    // A freeform zoom has no slider steps: × or ÷ 1.25.
    return clampZoom(direction > 0 ? zoom * zoomStepFactor : zoom / zoomStepFactor, range);
  }
  const current = clampZoom(zoom);
  const scaled = roundToStep(direction > 0 ? current * zoomStepFactor : current / zoomStepFactor);
  const oneStep = current + direction * zoomLimits.step;
  const next = direction > 0 ? Math.max(scaled, oneStep) : Math.min(scaled, oneStep);
  return clampZoom(Math.round(next * 10) / 10);
}

/** The zoom after a wheel or pinch movement (`deltaY` in pixels; negative zooms in). */
export function zoomAfterWheel(zoom: number, deltaY: number, range: ZoomRange = zoomLimits): number {
  const factor = Math.exp(-deltaY * 0.002);
  return clampZoom(clampZoom(zoom, range) * factor, range);
}
