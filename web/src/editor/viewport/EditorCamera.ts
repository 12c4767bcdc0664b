/**
 * The editor's camera as state: zoom, scroll and view size over the chart's document, clamped to the grid, with the
 * cell aspect its gauge asks for. Every change that moves the view calls `onChange` once (the editor tells its
 * listeners). A scroll position given before the view knows its size is kept until it does (clamping it to a
 * guessed size would lose it).
 */
import type { ChartDocument } from '../document/ChartDocument';
import {
  cellAspectFromGauge,
  cellAtPoint,
  clampScroll,
  fitZoom,
  placeGrid,
  zoomAround,
  type Camera,
  type GridExtent,
  type ViewInsets,
  type ViewLeading,
} from './camera';
import { clampZoom, freeformZoomLimits, stepZoom } from './zoom';

export interface CameraStart {
  readonly zoom: number;
  readonly viewWidth: number;
  readonly viewHeight: number;
  /** The viewer's own saved scroll position, taken once the view reports its real size. */
  readonly scroll?: { readonly x: number; readonly y: number };
}

export class EditorCamera {
  private current: Camera;
  private pendingScroll: { readonly x: number; readonly y: number } | undefined;
  /** A new freeform chart shows whole once the view knows its size (500 units would not fit at a grid's zoom). */
  private fitPending: boolean;

  constructor(
    private readonly document: ChartDocument,
    start: CameraStart,
    private readonly onChange: () => void,
  ) {
    const zoomRange = document.isFreeform ? freeformZoomLimits : undefined;
    this.current = {
      zoom: clampZoom(start.zoom, zoomRange),
      ...(zoomRange && { zoomRange }),
      aspect: this.aspect(),
      scrollX: 0,
      scrollY: 0,
      viewWidth: start.viewWidth,
      viewHeight: start.viewHeight,
    };
    this.fitPending = document.isFreeform && document.meta.settings.chartId === 'new';
    const scroll = start.scroll;
    if (scroll && Number.isFinite(scroll.x) && Number.isFinite(scroll.y)) this.pendingScroll = scroll;
  }

  get camera(): Camera {
    return this.current;
  }

  /** The cell (fractional) under a point of the view. */
  cellAtPoint(x: number, y: number): { column: number; row: number } {
    return cellAtPoint(this.current, this.extent(), x, y);
  }

  /** The centre of a cell in view pixels. */
  pointOfCell(column: number, row: number): { x: number; y: number } {
    const placement = placeGrid(this.current, this.extent());
    return {
      x: placement.originX + (column + 0.5) * placement.cellWidth,
      y: placement.originY + (row + 0.5) * placement.cellHeight,
    };
  }

  /** The middle of the part of the chart in view, on the hole lattice (the whole chart's middle when it all shows). */
  middleInView(): { column: number; row: number } {
    const { viewWidth, viewHeight } = this.current;
    const topLeft = this.cellAtPoint(0, 0);
    const bottomRight = this.cellAtPoint(viewWidth, viewHeight);
    const middle = (from: number, to: number, count: number) => (Math.max(0, from) + Math.min(count, to)) / 2;
    return {
      column: middle(topLeft.column, bottomRight.column, this.extent().columnCount),
      row: middle(topLeft.row, bottomRight.row, this.extent().rowCount),
    };
  }

  /** One cell's size in CSS pixels. */
  cellSize(): { width: number; height: number } {
    const placement = placeGrid(this.current, this.extent());
    return { width: placement.cellWidth, height: placement.cellHeight };
  }

  setViewSize(viewWidth: number, viewHeight: number): void {
    const scroll = this.pendingScroll;
    this.pendingScroll = undefined;
    this.update({
      ...this.current,
      ...(scroll && { scrollX: scroll.x, scrollY: scroll.y }),
      viewWidth: Math.max(1, viewWidth),
      viewHeight: Math.max(1, viewHeight),
    });
    if (this.fitPending) {
      this.fitPending = false;
      this.fitToView();
    }
  }

  /** Overlays at the view's edges changed size: the content makes room for them (and the scroll follows). */
  setInsets(insets: ViewInsets): void {
    const right = Math.max(0, insets.right);
    const bottom = Math.max(0, insets.bottom);
    this.update({ ...this.current, insets: { right, bottom } });
  }

  /** Ruler strips left of or above the grid came or went: the content makes room for them. */
  setLeading(leading: ViewLeading): void {
    const left = Math.max(0, leading.left);
    const top = Math.max(0, leading.top);
    this.update({ ...this.current, leading: { left, top } });
  }

  scrollTo(scrollX: number, scrollY: number): void {
    this.update({ ...this.current, scrollX, scrollY });
  }

  /** Zooms keeping the point (view pixels; the view's centre by default) in place. */
  zoomTo(zoom: number, anchorX?: number, anchorY?: number): void {
    this.update(zoomAround(this.current, this.extent(), zoom, anchorX, anchorY));
  }

  zoomStep(direction: 1 | -1, anchorX?: number, anchorY?: number): void {
    this.zoomTo(stepZoom(this.current.zoom, direction, this.current.zoomRange), anchorX, anchorY);
  }

  fitToView(): void {
    this.update({ ...this.current, zoom: fitZoom(this.current, this.extent()), scrollX: 0, scrollY: 0 });
  }

  /** The grid's size or gauge changed: the cell aspect and the clamped scroll follow. */
  refreshAspect(): void {
    this.update({ ...this.current, aspect: this.aspect() });
  }

  private update(camera: Camera): void {
    const next = clampScroll(camera, this.extent());
    const current = this.current;
    if (
      next.zoom === current.zoom &&
      next.scrollX === current.scrollX &&
      next.scrollY === current.scrollY &&
      next.viewWidth === current.viewWidth &&
      next.viewHeight === current.viewHeight &&
      next.aspect === current.aspect &&
      next.insets?.right === current.insets?.right &&
      next.insets?.bottom === current.insets?.bottom &&
      (next.leading?.left ?? 0) === (current.leading?.left ?? 0) &&
      (next.leading?.top ?? 0) === (current.leading?.top ?? 0)
    ) {
      return;
    }
    this.current = next;
    this.onChange();
  }

  private aspect(): number {
    if (this.document.isFreeform) return 1;
    return this.document.hasMetadata ? cellAspectFromGauge(this.document.meta.gridSettings.gauge) : 1;
  }

  /**
   * What the camera spans: the grid's cells, or for a freeform chart its size in units, one cell per unit
   * (docs/decisions/freeform.md, "Viewport"), so every tool and overlay keeps working in cells.
   */
  extent(): GridExtent {
    if (!this.document.isFreeform) return this.document;
    const { width, height } = this.document.meta.freeform.size;
    return { columnCount: width, rowCount: height };
  }
}
