/**
 * The zoom scale (spec §5, §9; mapping recorded in docs/decisions.md "Grid editor"):
 * - the zoom z runs from 0.2 to 10; buttons, keys and the slider move it in steps of 0.2, a wheel or pinch
 *   moves it continuously within those bounds;
 * - the chart setting `zoomLevel` (the spec's slider scale, default 30) is 10 × z, so the default is z = 3;
 * - a cell is 2·z² CSS pixels wide: 0.08 px at z = 0.2 (an 8192-cell chart fits in 660 px), 18 px at the
 *   default, 200 px at z = 10. Quadratic so that equal steps feel alike over the whole range.
 */
import { DEFAULT_ZOOM_LEVEL, gridZoomLimits } from '@steekwerk/model';

export const zoomLimits = gridZoomLimits;

/** CSS pixels per cell at zoom 1. */
const pixelsAtZoomOne = 2;

/** Clamps a zoom to 0.2–10 (NaN gives the default). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return zoomFromLevel(DEFAULT_ZOOM_LEVEL);
  return Math.min(zoomLimits.max, Math.max(zoomLimits.min, zoom));
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
export function cellSizeForZoom(zoom: number): number {
  const z = clampZoom(zoom);
  return pixelsAtZoomOne * z * z;
}

/** The zoom whose cells are `cellSize` CSS pixels (clamped to the zoom range). */
export function zoomForCellSize(cellSize: number): number {
  return clampZoom(Math.sqrt(Math.max(0, cellSize) / pixelsAtZoomOne));
}

/** The next step of 0.2 up (direction 1) or down (-1) from any zoom, clamped. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const steps = clampZoom(zoom) / zoomLimits.step;
  const nearest = Math.round(steps);
  // A zoom already on a step moves one step; one between steps moves to the next step in that direction.
  const onStep = Math.abs(steps - nearest) < 1e-6;
  const next = onStep ? nearest + direction : direction > 0 ? Math.ceil(steps) : Math.floor(steps);
  return clampZoom(Math.round(next * zoomLimits.step * 10) / 10);
}

/** The zoom after a wheel or pinch movement (`deltaY` in pixels; negative zooms in). */
export function zoomAfterWheel(zoom: number, deltaY: number): number {
  const factor = Math.exp(-deltaY * 0.002);
  return clampZoom(clampZoom(zoom) * factor);
}
