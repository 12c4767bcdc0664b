/**
 * The custom lines (backstitch) above the cells: the chart's lines as ONE instanced mesh (one draw call for
 * 10 000 lines; an edit re-uploads the instance array, a recolour only the 1 KB colour table), and an overlay mesh
 * of a few instances for what a gesture shows — the line being drawn, the picked line with its highlight, the picked
 * line where it is being dragged. Lines are as wide as `lineWidthPixels` says for the cell size, the same at every
 * zoom and never blurred by scaling. A change redraws the screen rectangle of the cells it touches (scissored by the
 * renderer), the whole view only when it is not a few lines.
 */
import type { CustomLine } from '@steekwerk/model';
import { Container, Mesh, type Buffer, type Geometry, type Shader, BufferImageSource } from 'pixi.js';
import type { CellRect } from '../../document/ChartDocument';
import { lineHitBorder, lineWidthPixels } from '../../lines/lineGeometry';
import { rgbToUnitFloats, type Rgb } from '../gridTheme';
import type { LayerHost, LayerView, RenderLayer } from '../RenderLayer';
import {
  buildLineColours,
  buildLineInstances,
  buildOverlayInstances,
  lineCellRect,
  lineColourCount,
  type LineColour,
  type LineInstances,
  type OverlayLine,
} from './lineInstances';
import { createLinesGeometry, createLinesShader, type LinesUniforms } from './linesShader';

/** The picked line's highlight: a clear blue that shows on light and dark threads. */
const highlightColour: Rgb = [0x1e, 0x88, 0xe5];
const highlightOpacity = 0.7;

/** More changed rectangles than this in one go redraw the whole view instead. */
const maximumRedrawRects = 64;

interface InstancedMesh {
  readonly mesh: Mesh<Geometry, Shader>;
  readonly geometry: Geometry;
  readonly instances: Buffer;
}

export class LinesLayer implements RenderLayer {
  readonly display = new Container();
  private readonly colours = new BufferImageSource({
    resource: buildLineColours([]),
    width: lineColourCount,
    height: 1,
    format: 'rgba8unorm',
    scaleMode: 'nearest',
    alphaMode: 'no-premultiply-alpha',
  });
  private readonly shader: Shader;
  private readonly uniforms: LinesUniforms;
  private readonly chart: InstancedMesh;
  private readonly overlay: InstancedMesh;
  private view: LayerView | undefined;
  private thickness = 7;
  private overlayLines: readonly OverlayLine[] = [];
  private shownCount = 0;

  constructor(private readonly host: LayerHost) {
    const { shader, uniforms } = createLinesShader(this.colours);
    this.shader = shader;
    this.uniforms = uniforms;
    uniforms.uniforms.uHighlightBorder = lineHitBorder;
    uniforms.uniforms.uHighlightColour = new Float32Array([
      ...rgbToUnitFloats(highlightColour),
      highlightOpacity,
    ]);
    uniforms.update();
    this.chart = this.instancedMesh();
    this.overlay = this.instancedMesh();
  }

  /** Chart lines drawn now (those hidden by a gesture not counted). */
  get lineCount(): number {
    return this.shownCount;
  }

  /**
   * The chart's lines, but those at the hidden positions (being erased or dragged). `changed` holds the cells of
   * the lines that changed; without it the whole view is redrawn.
   */
  setLines(lines: readonly CustomLine[], hidden: ReadonlySet<number>, changed?: readonly CellRect[]): void {
    const instances = buildLineInstances(lines, hidden);
    this.shownCount = instances.count;
    this.upload(this.chart, instances);
    this.redraw(changed);
  }

  /** What a gesture shows over the chart's lines; the old and the new overlay's cells are redrawn. */
  setOverlay(overlay: readonly OverlayLine[]): void {
    const before = this.overlayLines;
    this.overlayLines = overlay;
    this.upload(this.overlay, buildOverlayInstances(overlay));
    this.redraw([...before, ...overlay].map((entry) => this.cellsOf(entry.line)));
  }

  /** The line colour of every style (recolouring uploads the colour table only). */
  setColours(colours: readonly LineColour[]): void {
    (this.colours.resource as Uint8Array).set(buildLineColours(colours));
    this.colours.update();
    this.host.redrawAll();
  }

  /** The grid setting `customLineThickness` (1–64). */
  setThickness(thickness: number): void {
    if (thickness === this.thickness) return;
    this.thickness = thickness;
    this.applyWidth();
    this.host.redrawAll();
  }

  /** The cells a line's drawing covers, with its width and highlight at the current zoom. */
  cellsOf(line: CustomLine): CellRect {
    return lineCellRect(line, this.marginCells());
  }

  /**
   * The cells to redraw for lines that touched `rect` (a document change's cells, clipped to the grid): widened by
   * what the lines' width reaches, and one cell beyond the grid's edge for the lines along it.
   */
  cellsAround(rect: CellRect): CellRect {
    const margin = this.marginCells() + 1;
    return {
      x: rect.x - margin,
      y: rect.y - margin,
      width: rect.width + 2 * margin,
      height: rect.height + 2 * margin,
    };
  }

  layout(view: LayerView): void {
    this.view = view;
    // Cell edges on device pixel edges, as the grid places its quad.
    const x = Math.round(view.originX * view.resolution) / view.resolution;
    const y = Math.round(view.originY * view.resolution) / view.resolution;
    for (const { mesh } of [this.chart, this.overlay]) {
      mesh.position.set(x, y);
      mesh.scale.set(view.cellWidth, view.cellHeight);
    }
    this.uniforms.uniforms.uPixelRatio = view.resolution;
    this.applyWidth();
  }

  prepare(): void {}

  destroy(): void {
    for (const { mesh, geometry, instances } of [this.chart, this.overlay]) {
      mesh.destroy();
      geometry.destroy();
      instances.destroy();
    }
    this.shader.destroy();
    this.colours.destroy();
    this.display.destroy();
  }

  private instancedMesh(): InstancedMesh {
    const { geometry, instances } = createLinesGeometry();
    const mesh = new Mesh<Geometry, Shader>({ geometry, shader: this.shader });
    mesh.visible = false;
    this.display.addChild(mesh);
    return { mesh, geometry, instances };
  }

  private upload(target: InstancedMesh, instances: LineInstances): void {
    target.instances.data = instances.data;
    target.geometry.instanceCount = instances.count;
    target.mesh.visible = instances.count > 0;
  }

  private applyWidth(): void {
    const cell = this.view ? Math.min(this.view.cellWidth, this.view.cellHeight) : 16;
    this.uniforms.uniforms.uHalfWidth = lineWidthPixels(this.thickness, cell) / 2;
    this.uniforms.update();
  }

  /** Cells beyond a line's own neighbours that its half width and highlight reach at this zoom. */
  private marginCells(): number {
    const view = this.view;
    if (!view) return 0;
    const cell = Math.min(view.cellWidth, view.cellHeight);
    const reach = lineWidthPixels(this.thickness, cell) / 2 + lineHitBorder + 1;
    return Math.max(0, Math.ceil(reach / cell) - 1);
  }

  private redraw(rects: readonly CellRect[] | undefined): void {
    if (!rects || rects.length > maximumRedrawRects) this.host.redrawAll();
    else if (rects.length > 0) this.host.redrawCells(rects);
  }
}
