/**
 * Where the grid sits in the view: the zoom, the aspect of a cell (from the gauge) and the scroll offset. All
 * lengths are CSS pixels. The scroll offset is the view's position over the content: the grid plus a margin on
 * every side and room for the rulers right and below, centred when smaller than the view.
 */
import { cellAspectOf, type Gauge } from '@steekwerk/model';
import { cellSizeForZoom, clampZoom, zoomForCellSize, type ZoomRange } from './zoom';

/** Free space around the grid, in CSS pixels. */
export const gridMargin = 8;

/**
 * Room for the side rulers right of and below the grid (beyond the margin), so that the rulers hug the grid and,
 * scrolled to the end, cover no row or column (the labels: render/rulerLabels.ts).
 */
export const rulerSpace = { right: 40, bottom: 20 } as const;

/**
 * View pixels that overlays lie over at the view's right and bottom edges (the phone tracker's bar over the bottom of
 * the chart). The content grows by them, so that scrolled to the end the last row and column come clear of the
 * overlay as well as of the rulers (docs/decisions/editor.md, "The last row comes clear of the rulers").
 */
export interface ViewInsets {
  readonly right: number;
  readonly bottom: number;
}

export const noInsets: ViewInsets = { right: 0, bottom: 0 };

/**
 * Room for ruler strips left of and above the grid, when the chart's ruler shows numbers on those sides too
 * (docs/decisions/rulers.md): the grid moves right and down by it, so the strips cover no cell at the start.
 */
export interface ViewLeading {
  readonly left: number;
  readonly top: number;
}

export const noLeading: ViewLeading = { left: 0, top: 0 };

/** Bounds of a cell's height over its width (spec §9 "Gauge ratio bounds 0.5 to 1.5"); model `gauge.ts`. */
export { cellAspectLimits } from '@steekwerk/model';

export interface Camera {
  readonly zoom: number;
  /** Cell height over cell width. */
  readonly aspect: number;
  readonly scrollX: number;
  readonly scrollY: number;
  readonly viewWidth: number;
  readonly viewHeight: number;
  /** What overlays cover at the view's edges; none when left out. */
  readonly insets?: ViewInsets;
  /** Room for rulers left of and above the grid; none when left out. */
  readonly leading?: ViewLeading;
  /** The zoom's bounds: the grid's when left out, a freeform chart's (`freeformZoomLimits`) otherwise. */
  readonly zoomRange?: ZoomRange;
}

export interface GridExtent {
  readonly columnCount: number;
  readonly rowCount: number;
}

/** Where the grid's top-left corner is in the view, and the cell size, in CSS pixels. */
export interface GridPlacement {
  readonly originX: number;
  readonly originY: number;
  readonly cellWidth: number;
  readonly cellHeight: number;
  readonly contentWidth: number;
  readonly contentHeight: number;
}

/** Cell height over width from the gauge (model `cellAspectOf`: the PNG and PDF use the same). */
export function cellAspectFromGauge(gauge: Gauge): number {
  return cellAspectOf(gauge);
}

export function placeGrid(camera: Camera, grid: GridExtent): GridPlacement {
  const cellWidth = cellSizeForZoom(camera.zoom, camera.zoomRange);
  const cellHeight = cellWidth * camera.aspect;
  const insets = camera.insets ?? noInsets;
  const leading = camera.leading ?? noLeading;
  const contentWidth =
    grid.columnCount * cellWidth + 2 * gridMargin + leading.left + rulerSpace.right + insets.right;
  const contentHeight =
    grid.rowCount * cellHeight + 2 * gridMargin + leading.top + rulerSpace.bottom + insets.bottom;
  const centreX = contentWidth < camera.viewWidth ? (camera.viewWidth - contentWidth) / 2 : -camera.scrollX;
  const centreY =
    contentHeight < camera.viewHeight ? (camera.viewHeight - contentHeight) / 2 : -camera.scrollY;
  return {
    originX: centreX + gridMargin + leading.left,
    originY: centreY + gridMargin + leading.top,
    cellWidth,
    cellHeight,
    contentWidth,
    contentHeight,
  };
}

/** Keeps the scroll offset within the content. */
export function clampScroll(camera: Camera, grid: GridExtent): Camera {
  const { contentWidth, contentHeight } = placeGrid({ ...camera, scrollX: 0, scrollY: 0 }, grid);
  const scrollX = Math.max(0, Math.min(contentWidth - camera.viewWidth, camera.scrollX));
  const scrollY = Math.max(0, Math.min(contentHeight - camera.viewHeight, camera.scrollY));
  return scrollX === camera.scrollX && scrollY === camera.scrollY ? camera : { ...camera, scrollX, scrollY };
}

/** The cell (fractional column and row) under a point of the view. */
export function cellAtPoint(
  camera: Camera,
  grid: GridExtent,
  x: number,
  y: number,
): { column: number; row: number } {
  const placement = placeGrid(camera, grid);
  return {
    column: (x - placement.originX) / placement.cellWidth,
    row: (y - placement.originY) / placement.cellHeight,
  };
}

/** Zooms keeping the grid point under (anchorX, anchorY) of the view in place. */
export function zoomAround(
  camera: Camera,
  grid: GridExtent,
  zoom: number,
  anchorX = camera.viewWidth / 2,
  anchorY = camera.viewHeight / 2,
): Camera {
  const next = clampZoom(zoom, camera.zoomRange);
  const before = cellAtPoint(camera, grid, anchorX, anchorY);
  const cellWidth = cellSizeForZoom(next, camera.zoomRange);
  const cellHeight = cellWidth * camera.aspect;
  const leading = camera.leading ?? noLeading;
  const scrollX = gridMargin + leading.left + before.column * cellWidth - anchorX;
  const scrollY = gridMargin + leading.top + before.row * cellHeight - anchorY;
  return clampScroll({ ...camera, zoom: next, scrollX, scrollY }, grid);
}

/** The zoom at which the whole grid fits the view. */
export function fitZoom(
  camera: Pick<Camera, 'viewWidth' | 'viewHeight' | 'aspect' | 'insets' | 'leading' | 'zoomRange'>,
  grid: GridExtent,
): number {
  const insets = camera.insets ?? noInsets;
  const leading = camera.leading ?? noLeading;
  const width = Math.max(
    1,
    camera.viewWidth - 2 * gridMargin - leading.left - rulerSpace.right - insets.right - 1,
  );
  const height = Math.max(
    1,
    camera.viewHeight - 2 * gridMargin - leading.top - rulerSpace.bottom - insets.bottom - 1,
  );
  const cellSize = Math.min(width / grid.columnCount, height / grid.rowCount / camera.aspect);
  return zoomForCellSize(cellSize, camera.zoomRange);
}

/**
 * The part of the view where cells show uncovered: the view less the rulers' strips and the overlays at its right
 * and bottom edges (the strips lie over the grid when it runs past the view).
 */
export function clearArea(camera: Camera): { width: number; height: number } {
  const insets = camera.insets ?? noInsets;
  return {
    width: Math.max(0, camera.viewWidth - rulerSpace.right - insets.right),
    height: Math.max(0, camera.viewHeight - rulerSpace.bottom - insets.bottom),
  };
}

/**
 * Scrolls so that a cell is in view clear of the rulers and overlays (with one cell to spare), changing nothing when
 * it already is.
 */
export function scrollCellIntoView(camera: Camera, grid: GridExtent, column: number, row: number): Camera {
  const placement = placeGrid(camera, grid);
  const clear = clearArea(camera);
  const left = placement.originX + column * placement.cellWidth;
  const top = placement.originY + row * placement.cellHeight;
  const leading = camera.leading ?? noLeading;
  let { scrollX, scrollY } = camera;
  if (left < leading.left) scrollX += left - leading.left - placement.cellWidth;
  else if (left + placement.cellWidth > clear.width) scrollX += left + 2 * placement.cellWidth - clear.width;
  if (top < leading.top) scrollY += top - leading.top - placement.cellHeight;
  else if (top + placement.cellHeight > clear.height)
    scrollY += top + 2 * placement.cellHeight - clear.height;
  return clampScroll({ ...camera, scrollX, scrollY }, grid);
}
