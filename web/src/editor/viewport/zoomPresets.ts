/**
 * The zoom screen's percentages: 100 % is the editor's default zoom (slider 30, a cell of 18 CSS pixels), and a
 * percentage scales the cell's width, so 200 % shows every cell twice as wide (36 px). The editor's zoom is
 * quadratic in the slider (viewport/zoom.ts), so a percentage is converted through the cell size.
 */
import { cellSizeForZoom, clampZoom, defaultZoom, zoomForCellSize } from './zoom';

/** The presets the screen offers, in percent. */
export const zoomPresets: readonly number[] = [25, 50, 100, 200, 400];

const defaultCellSize = cellSizeForZoom(defaultZoom);

/** The zoom showing cells at `percent` of the default cell size (clamped to the zoom range). */
export function zoomForPercent(percent: number): number {
  if (!Number.isFinite(percent) || percent <= 0) return clampZoom(zoomForCellSize(0));
  return zoomForCellSize((defaultCellSize * percent) / 100);
}

/** A zoom as a whole percentage of the default cell size. */
export function percentOfZoom(zoom: number): number {
  return Math.round((cellSizeForZoom(zoom) / defaultCellSize) * 100);
}

/** A zoom's cell size in CSS pixels, to one decimal. */
export function cellPixelsOfZoom(zoom: number): number {
  return Math.round(cellSizeForZoom(zoom) * 10) / 10;
}
