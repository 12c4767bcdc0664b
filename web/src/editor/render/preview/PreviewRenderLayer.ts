/**
 * The preview layer on the grid (spec §4: a paste, text to grid): its cells drawn by the grid shader over a small
 * index texture of their own with the chart's palette and symbols (`LayerCellsMesh`), its lines, part stitches,
 * knots and beads as one mesh of triangles (`ItemsMesh`, `previewItems.ts`), and a dashed frame around it. Moving the layer only moves the quad; new cells
 * upload once. Redraws are the scissored rectangles of where the layer was and is (with a cell to spare for the
 * frame).
 */
import { Container, Graphics } from 'pixi.js';
import type { CellRect } from '../../document/ChartDocument';
import type { PreviewLayer } from '../../document/previewLayer';
import { drawDashedFrame } from '../frame/dashedFrame';
import type { LayerHost, LayerView, RenderLayer } from '../RenderLayer';
import type { StyleVisual } from '../styleTextures';
import { ItemsMesh } from './ItemsMesh';
import { LayerCellsMesh } from './LayerCellsMesh';
import { itemTriangles, type UnitColour } from './previewItems';

/** The frame's colour (the spec's blue). */
const frameColour = 0x0000ff;

/** The cells a layer covers, with one cell around for its frame. */
function framedRect(layer: PreviewLayer): CellRect {
  return { x: layer.x - 1, y: layer.y - 1, width: layer.columnCount + 2, height: layer.rowCount + 2 };
}

export class PreviewRenderLayer implements RenderLayer {
  readonly display = new Container();
  private readonly cells = new LayerCellsMesh();
  private readonly items = new ItemsMesh();
  /** Where the items' mesh goes (scaled to the cell size), above the cells. */
  private readonly itemsPlace = new Container();
  private readonly frame = new Graphics();
  private layer: PreviewLayer | undefined;
  private view: LayerView | undefined;
  private colours = new Map<number, UnitColour>();

  constructor(private readonly host: LayerHost) {
    this.display.addChild(this.itemsPlace, this.frame);
    this.display.visible = false;
  }

  /** Shows a layer (undefined: none). New cells or items are uploaded; a move only places the quad again. */
  setLayer(layer: PreviewLayer | undefined): void {
    const previous = this.layer;
    if (layer === previous) return;
    this.layer = layer;
    this.display.visible = layer !== undefined;
    if (layer && (layer.cells !== previous?.cells || layer.opaque !== previous?.opaque)) {
      this.cells.setCells(
        layer.cells,
        layer.columnCount,
        layer.rowCount,
        layer.opaque ?? false,
        this.host.cellLook(),
      );
      const mesh = this.cells.mesh;
      if (mesh && mesh.parent !== this.display) this.display.addChildAt(mesh, 0);
    }
    if (layer && layer.items !== previous?.items) this.drawItems();
    this.place();
    const rects = [previous, layer].flatMap((shown) => (shown ? [framedRect(shown)] : []));
    this.host.redrawCells(rects);
  }

  /** The palette's colours, for the items (the cells read the chart's palette texture). */
  setStyles(styles: readonly StyleVisual[]): void {
    this.colours = new Map(
      styles.map(({ styleId, background: [red, green, blue] }): [number, UnitColour] => [
        styleId,
        [red / 255, green / 255, blue / 255],
      ]),
    );
    this.drawItems();
    if (this.layer) this.host.redrawCells([framedRect(this.layer)]);
  }

  layout(view: LayerView): void {
    this.view = view;
    this.place();
  }

  prepare(): void {}

  lookChanged(): void {
    this.cells.setLook(this.host.cellLook());
  }

  destroy(): void {
    this.cells.destroy();
    this.items.destroy();
    this.itemsPlace.destroy();
    this.frame.destroy();
    this.display.destroy();
  }

  private drawItems(): void {
    this.items.setTriangles(
      itemTriangles(this.layer?.items, (styleId) => this.colours.get(styleId) ?? [0, 0, 0]),
    );
    const mesh = this.items.mesh;
    if (mesh && mesh.parent !== this.itemsPlace) this.itemsPlace.addChild(mesh);
  }

  /** Puts the quad, the items and the frame where the layer lies in the view. */
  private place(): void {
    const layer = this.layer;
    const view = this.view;
    if (!layer || !view) return;
    // The grid's own origin on device pixels (as the cells layer draws it), so the cells line up with the chart's.
    const originX = Math.round(view.originX * view.resolution) / view.resolution;
    const originY = Math.round(view.originY * view.resolution) / view.resolution;
    const left = originX + layer.x * view.cellWidth;
    const top = originY + layer.y * view.cellHeight;
    this.cells.layout({
      left,
      top,
      cellWidth: view.cellWidth,
      cellHeight: view.cellHeight,
      resolution: view.resolution,
    });
    this.itemsPlace.position.set(left, top);
    this.itemsPlace.scale.set(view.cellWidth, view.cellHeight);
    drawDashedFrame(
      this.frame,
      { left, top, width: layer.columnCount * view.cellWidth, height: layer.rowCount * view.cellHeight },
      view.bufferWidth / view.resolution,
      view.bufferHeight / view.resolution,
      frameColour,
    );
  }
}
