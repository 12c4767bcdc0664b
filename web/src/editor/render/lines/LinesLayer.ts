/**
 * The custom lines (backstitch) above the cells: the chart's lines as ONE mesh (one draw call for 10 000 lines; an
 * edit re-uploads the vertex array, a recolour only the 1 KB colour table), and an overlay mesh of a few lines for
 * what a gesture shows — the line being drawn, the picked line with its highlight, the picked
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
  buildLineVertices,
  buildOverlayVertices,
  lineCellRect,
  lineColourCount,
  indicesPerLine,
  quadIndices,
  type LatticeRegion,
  type LineColour,
  type LineVertices,
  type OverlayLine,
} from './lineVertices';
import { createLinesGeometry, createLinesShader, type LinesUniforms } from './linesShader';

/** The picked line's highlight: a clear blue that shows on light and dark threads. */
const highlightColour: Rgb = [0x1e, 0x88, 0xe5];
const highlightOpacity = 0.7;

/** More changed rectangles than this in one go redraw the whole view instead. */
const maximumRedrawRects = 64;

interface LinesMesh {
  readonly mesh: Mesh<Geometry, Shader>;
  readonly geometry: Geometry;
  readonly vertices: Buffer;
  readonly indices: Buffer;
  /** Lines the index buffer has quads for. */
  capacity: number;
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
  private readonly chart: LinesMesh;
  private readonly overlay: LinesMesh;
  private view: LayerView | undefined;
  private thickness = 7;
  private overlayLines: readonly OverlayLine[] = [];
  private shownCount = 0;
  private lines: readonly CustomLine[] = [];
  private hidden: ReadonlySet<number> = new Set();
  /** The part of the lattice whose lines are in the vertex buffer (in and around the view), once built. */
  private built: LatticeRegion | undefined;

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
    this.chart = this.linesMesh();
    this.overlay = this.linesMesh();
  }

  /** Chart lines in the vertex buffer now: those in and around the view, not hidden by a gesture. */
  get lineCount(): number {
    return this.shownCount;
  }

  /**
   * The chart's lines, but those at the hidden positions (being erased or dragged). `changed` holds the cells of
   * the lines that changed; without it the whole view is redrawn.
   */
  setLines(lines: readonly CustomLine[], hidden: ReadonlySet<number>, changed?: readonly CellRect[]): void {
    this.lines = lines;
    this.hidden = hidden;
    this.build(this.built);
    this.redraw(changed);
  }

  /** What a gesture shows over the chart's lines; the old and the new overlay's cells are redrawn. */
  setOverlay(overlay: readonly OverlayLine[]): void {
    const before = this.overlayLines;
    this.overlayLines = overlay;
    this.upload(this.overlay, buildOverlayVertices(overlay));
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
    // Wider lines reach further beyond the view.
    if (this.view) this.build(widen(this.visibleRegion(this.view)));
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
    const values = this.uniforms.uniforms;
    values.uOrigin = new Float32Array([x, y]);
    values.uCellSize = new Float32Array([view.cellWidth, view.cellHeight]);
    values.uPixelRatio = view.resolution;
    this.applyWidth();
    const visible = this.visibleRegion(view);
    if (!this.built || !contains(this.built, visible)) this.build(widen(visible));
  }

  prepare(): void {}

  destroy(): void {
    for (const { mesh, geometry, vertices, indices } of [this.chart, this.overlay]) {
      mesh.destroy();
      geometry.destroy();
      vertices.destroy();
      indices.destroy();
    }
    this.shader.destroy();
    this.colours.destroy();
    this.display.destroy();
  }

  private linesMesh(): LinesMesh {
    const { geometry, vertices, indices } = createLinesGeometry();
    const mesh = new Mesh<Geometry, Shader>({ geometry, shader: this.shader });
    mesh.visible = false;
    this.display.addChild(mesh);
    return { mesh, geometry, vertices, indices, capacity: 1 };
  }

  /** Puts the lines of a region (all of them without one) into the vertex buffer. */
  private build(region: LatticeRegion | undefined): void {
    this.built = region;
    const vertices = buildLineVertices(this.lines, this.hidden, region);
    this.shownCount = vertices.count;
    this.upload(this.chart, vertices);
  }

  /** The lattice the view shows, with what the lines' width reaches beyond it. */
  private visibleRegion(view: LayerView): LatticeRegion {
    const margin = this.marginCells() + 1;
    const width = view.bufferWidth / view.resolution;
    const height = view.bufferHeight / view.resolution;
    return {
      x0: -view.originX / view.cellWidth - margin,
      y0: -view.originY / view.cellHeight - margin,
      x1: (width - view.originX) / view.cellWidth + margin,
      y1: (height - view.originY) / view.cellHeight + margin,
    };
  }

  private upload(target: LinesMesh, lines: LineVertices): void {
    target.vertices.data = lines.data;
    if (lines.count > target.capacity) {
      // The quads' indices are the same pattern for any lines: made again only when more lines must fit.
      target.capacity = Math.max(lines.count, target.capacity * 2);
      target.indices.data = quadIndices(target.capacity);
    }
    target.geometry.indexCount = lines.count * indicesPerLine;
    target.mesh.visible = lines.count > 0;
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

function contains(outer: LatticeRegion, inner: LatticeRegion): boolean {
  return outer.x0 <= inner.x0 && outer.y0 <= inner.y0 && outer.x1 >= inner.x1 && outer.y1 >= inner.y1;
}

/**
 * A region half its size wider on every side: the vertex buffer is built for it, so panning rebuilds it only once
 * the view has moved half a view away (or zoomed out).
 */
function widen(region: LatticeRegion): LatticeRegion {
  const dx = (region.x1 - region.x0) / 2;
  const dy = (region.y1 - region.y0) / 2;
  return { x0: region.x0 - dx, y0: region.y0 - dy, x1: region.x1 + dx, y1: region.y1 + dy };
}
