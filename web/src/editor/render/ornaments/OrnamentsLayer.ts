/**
 * French knots and beads above the cells (and the layers before it): one mesh of a quad per ornament, drawn with
 * one draw call however many there are, hidden when cells are too small for them to show. A change rebuilds the
 * mesh before the next frame (a chart has few ornaments) and redraws only the cells around the change.
 */
import type { Ornament } from '@steekwerk/model';
import { Buffer, BufferUsage, Container, Geometry, Mesh, type Shader } from 'pixi.js';
import type { CellRect } from '../../document/ChartDocument';
import type { Rgb } from '../gridTheme';
import type { LayerHost, LayerView, RenderLayer } from '../RenderLayer';
import { buildOrnamentGeometry, largestOrnamentRadius, ornamentVertexFloats } from './ornamentGeometry';
import { createOrnamentShader } from './ornamentShader';

/** Below this many device pixels per cell a knot would be a speck: the layer draws nothing. */
const minimumPixelsPerCell = 3;

export class OrnamentsLayer implements RenderLayer {
  readonly display = new Container();
  private readonly shader: Shader = createOrnamentShader();
  private mesh: Mesh<Geometry, Shader> | undefined;
  private ornaments: readonly Ornament[] = [];
  private colourOf: (styleId: number) => Rgb | undefined = () => undefined;
  private stale = false;
  private view: LayerView | undefined;

  constructor(private readonly host: LayerHost) {}

  /**
   * Shows these ornaments, coloured by their style (`colourOf`; a style without a colour is not drawn). With
   * `changed`, only those cells are redrawn; without, the whole view.
   */
  setOrnaments(
    ornaments: readonly Ornament[],
    colourOf: (styleId: number) => Rgb | undefined,
    changed?: CellRect,
  ): void {
    this.ornaments = ornaments;
    this.colourOf = colourOf;
    this.stale = true;
    if (!changed) {
      this.host.redrawAll();
      return;
    }
    // A bead reaches beyond its cell: redraw the cells its widest size may cover.
    const reach = Math.ceil(largestOrnamentRadius);
    this.host.redrawCells([
      {
        x: changed.x - reach,
        y: changed.y - reach,
        width: changed.width + 2 * reach,
        height: changed.height + 2 * reach,
      },
    ]);
  }

  layout(view: LayerView): void {
    this.view = view;
    const mesh = this.mesh;
    if (!mesh) return;
    const offsetX = Math.round(view.originX * view.resolution) / view.resolution;
    const offsetY = Math.round(view.originY * view.resolution) / view.resolution;
    mesh.position.set(offsetX, offsetY);
    mesh.scale.set(view.cellWidth, view.cellHeight);
    mesh.visible = view.cellWidth * view.resolution >= minimumPixelsPerCell;
  }

  prepare(): void {
    if (!this.stale) return;
    this.stale = false;
    const { vertices, indices, count } = buildOrnamentGeometry(this.ornaments, this.colourOf);
    const previous = this.mesh;
    this.mesh = undefined;
    if (previous) {
      this.display.removeChild(previous);
      previous.geometry.destroy(true);
      previous.destroy();
    }
    if (count === 0) return;
    const buffer = new Buffer({ data: vertices, usage: BufferUsage.VERTEX });
    const stride = ornamentVertexFloats * 4;
    const geometry = new Geometry({
      attributes: {
        aPosition: { buffer, format: 'float32x2', stride, offset: 0 },
        aLocal: { buffer, format: 'float32x2', stride, offset: 8 },
        aColor: { buffer, format: 'float32x3', stride, offset: 16 },
        aKind: { buffer, format: 'float32', stride, offset: 28 },
      },
      indexBuffer: indices,
    });
    this.mesh = new Mesh<Geometry, Shader>({ geometry, shader: this.shader });
    this.display.addChild(this.mesh);
    if (this.view) this.layout(this.view);
  }

  destroy(): void {
    this.mesh?.geometry.destroy(true);
    this.mesh?.destroy();
    this.mesh = undefined;
    this.shader.destroy();
    this.display.destroy();
  }
}
