/**
 * Draws a chart grid with PixiJS 8 (WebGL 2) as a list of layers (`RenderLayer.ts`). The first is the cells: one
 * mesh with one shader, cells as texels of an index texture (R8UI, one byte per cell), coloured through a 256 × 1
 * palette texture, with symbols from an atlas, a reduced overview when far out, the progress tracker's look, and
 * grid lines drawn by the same shader. Above it come the layers added with {@link GridRenderer.addLayer} (part
 * stitches, custom lines, knots and beads, the preview layer, the selection), each a module of its own. The frame
 * cost depends on the canvas size only, never on the number of cells. Edits upload only their dirty rectangle
 * (texSubImage2D) and redraw only its screen rectangle. Frames are drawn on demand, at most one per animation frame.
 *
 * The renderer reads what it is given and never writes the document.
 */
// PixiJS without `new Function`: the page's Content-Security-Policy allows no `unsafe-eval` (api/src/http/security-headers.ts).
import 'pixi.js/unsafe-eval';
import {
  autoDetectRenderer,
  BufferImageSource,
  Container,
  Mesh,
  MeshGeometry,
  RendererType,
  type Renderer,
  type Shader,
  type WebGLRenderer,
} from 'pixi.js';
import { applyScale, applyTheme, createGridShader, type GridUniforms } from './gridShader';
import { LineRankTextures } from './lineRanks';
import { defaultGridTheme, rgbToHex, type GridTheme } from './gridTheme';
import { unionRect, type CellRect } from '../document/ChartDocument';
import { DirtyRegion } from './dirtyRegion';
import { computeOverview, overviewFactor, overviewSize } from './overview';
import { ScrollCopy, uncoveredStrips, type PixelRect } from './scrollCopy';
import { uploadCellRects } from './uploadCellRects';
import { integerSource, placeQuad, quadMesh } from './cellQuad';
import { TrackerLayer, type TrackerCells } from './trackerLayer';
import { PartStitchesLayer } from './parts/PartStitchesLayer';
import type { PartStitchKind } from '../document/partStitches';
import type { PartStitch } from '@steekwerk/model';
import type { TrackerLook } from './trackerLook';
import { buildPaletteRgba, buildStyleTableRgba, paletteSize, type StyleVisual } from './styleTextures';
import type { CellLook, LayerHost, LayerView, RenderLayer } from './RenderLayer';

/** Thrown by {@link GridRenderer.create} when no WebGL 2 context can be made. */
export class WebGlUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('WebGL 2 is not available', options);
    this.name = 'WebGlUnavailableError';
  }
}

export interface GridRendererOptions {
  readonly canvas: HTMLCanvasElement;
  /** Size in CSS pixels. */
  readonly width: number;
  readonly height: number;
  /** Device pixels per CSS pixel; defaults to `window.devicePixelRatio`. */
  readonly resolution?: number;
  readonly theme?: GridTheme;
  /** Called after every frame drawn. */
  readonly onFrame?: () => void;
}

/** Where the grid is drawn: its top-left corner and cell size, in CSS pixels. */
export interface GridView {
  readonly originX: number;
  readonly originY: number;
  readonly cellWidth: number;
  readonly cellHeight: number;
}

/** A symbol atlas: coverage bytes, `columns × rows` tiles of `tileSize` texels. */
export interface SymbolAtlasData {
  readonly coverage: Uint8Array<ArrayBuffer>;
  readonly columns: number;
  readonly rows: number;
  readonly tileSize: number;
}

/** Milliseconds between two frames drawn straight away for edits (one frame at 60 Hz). */
const editFrameInterval = 16;

interface GridScene {
  readonly mesh: Mesh<MeshGeometry, Shader>;
  readonly geometry: MeshGeometry;
  readonly shader: Shader;
  readonly uniforms: GridUniforms;
}

function rgbaSource(
  resource: Uint8Array<ArrayBuffer>,
  width: number,
  height: number,
  linear = false,
): BufferImageSource {
  return new BufferImageSource({
    resource,
    width,
    height,
    format: 'rgba8unorm',
    scaleMode: linear ? 'linear' : 'nearest',
    alphaMode: 'no-premultiply-alpha',
  });
}

export class GridRenderer {
  private readonly stage = new Container();
  private readonly palette: BufferImageSource;
  private readonly styleTable: BufferImageSource;
  private atlas: BufferImageSource;
  private atlasTiles: [number, number] = [0, 0];
  private overview: BufferImageSource;
  private overviewCells = 0;
  /** The overview needs recomputing (all of it, or at least the rectangles listed). */
  private overviewStale = true;
  private cells: BufferImageSource | undefined;
  private cellData: Uint8Array | undefined;
  private columnCount = 0;
  private rowCount = 0;
  private scene: GridScene | undefined;
  private theme: GridTheme;
  private brightness = 0;
  private styles: readonly StyleVisual[] = [];
  private view: GridView = { originX: 0, originY: 0, cellWidth: 16, cellHeight: 16 };
  private frameRequest = 0;
  private destroyed = false;
  private framesDrawn = 0;
  private readonly dirty = new DirtyRegion();
  private lastFrameTime = -Infinity;
  /** Something besides cells changed (view, palette, theme…): the next frame redraws everything. */
  private fullFrame = true;
  /** Whether any style has a multi-cell symbol (an edit then changes how cells to its right look). */
  private multiCellSymbols = false;
  /** Something but the view's position changed since the last whole frame (so it cannot be moved instead). */
  private contentChanged = true;
  /** Where the grid's origin was (device pixels) and how big its cells were in the last whole frame. */
  private drawnView: { x: number; y: number; cellWidth: number; cellHeight: number } | undefined;
  private scrollCopy: ScrollCopy | undefined;
  private readonly frameListeners = new Set<() => void>();
  private cellsUploaded = 0;
  private readonly lineRanks = new LineRankTextures();
  private readonly tracker = new TrackerLayer();
  private readonly partStitches = new PartStitchesLayer();
  /** The layers above the cells, bottom to top. */
  private readonly layers: RenderLayer[] = [];
  /** Cells the layers above asked to redraw since the last frame. */
  private layerRects: CellRect[] = [];

  /** Creates the WebGL 2 renderer on `canvas`; rejects with {@link WebGlUnavailableError} when that fails. */
  static async create(options: GridRendererOptions): Promise<GridRenderer> {
    let renderer: Renderer;
    try {
      renderer = await autoDetectRenderer({
        preference: ['webgl'],
        preferWebGLVersion: 2,
        canvas: options.canvas,
        width: options.width,
        height: options.height,
        resolution: options.resolution ?? window.devicePixelRatio,
        autoDensity: true,
        antialias: false,
        background: rgbToHex((options.theme ?? defaultGridTheme).background),
        // Kept between frames, so an edit redraws only the cells it changed (scissored), not the whole view.
        preserveDrawingBuffer: true,
      });
    } catch (error) {
      throw new WebGlUnavailableError({ cause: error });
    }
    if (renderer.type !== RendererType.WEBGL || (renderer as WebGLRenderer).context.webGLVersion !== 2) {
      renderer.destroy();
      throw new WebGlUnavailableError();
    }
    return new GridRenderer(renderer as WebGLRenderer, options);
  }

  private constructor(
    private readonly renderer: WebGLRenderer,
    private readonly options: GridRendererOptions,
  ) {
    this.theme = options.theme ?? defaultGridTheme;
    this.palette = rgbaSource(buildPaletteRgba([], this.theme.emptyCell), paletteSize, 1);
    this.styleTable = rgbaSource(buildStyleTableRgba([]), paletteSize, 2);
    this.atlas = this.emptyAtlas();
    this.overview = integerSource(new Uint8Array(1), 1, 1);
  }

  /** The largest grid side the GPU accepts. */
  get maximumGridSide(): number {
    const gl = this.renderer.gl;
    return gl.getParameter(gl.MAX_TEXTURE_SIZE) as number;
  }

  /** Frames drawn so far. */
  get frameCount(): number {
    return this.framesDrawn;
  }

  /** Bytes held in GPU textures: cells, palette tables, atlas and overview. */
  get gpuBytes(): number {
    return (
      this.columnCount * this.rowCount +
      paletteSize * 4 * 3 +
      this.atlas.width * this.atlas.height +
      this.overview.width * this.overview.height +
      this.tracker.gpuBytes +
      this.partStitches.gpuBytes
    );
  }

  /** Bytes the renderer keeps in JavaScript besides the document's cells (which it reads in place). */
  get cpuBytes(): number {
    return paletteSize * 4 * 3 + this.overview.width * this.overview.height;
  }

  /** Shows new cells (one style id per cell, row-major). The array is read in place, not copied. */
  setCells(cells: Uint8Array, columnCount: number, rowCount: number): void {
    if (
      !Number.isSafeInteger(columnCount) ||
      !Number.isSafeInteger(rowCount) ||
      columnCount < 1 ||
      rowCount < 1
    ) {
      throw new RangeError(`Invalid grid size ${columnCount}×${rowCount}`);
    }
    if (cells.length !== columnCount * rowCount) {
      throw new RangeError(`Expected ${columnCount * rowCount} cells, got ${cells.length}`);
    }
    if (columnCount > this.maximumGridSide || rowCount > this.maximumGridSide) {
      throw new RangeError(
        `Grid ${columnCount}×${rowCount} exceeds the texture limit ${this.maximumGridSide}`,
      );
    }
    const previousCells = this.cells;
    this.cells = integerSource(cells, columnCount, rowCount);
    this.cellData = cells;
    this.dirty.clear();
    const resized = columnCount !== this.columnCount || rowCount !== this.rowCount;
    this.columnCount = columnCount;
    this.rowCount = rowCount;
    const previousOverview = this.resetOverview();
    // A tracker of another size no longer matches: shown again once its owner hands it over.
    const previousTracker = resized ? this.tracker.setCells(undefined, 0, 0) : [];
    this.rebuildScene();
    // Destroyed only once the new scene no longer binds them.
    previousCells?.destroy();
    previousOverview.destroy();
    for (const source of previousTracker) source.destroy();
  }

  /** Marks a changed rectangle (in cells): its cells are uploaded before the next frame, which is requested. */
  updateRect(x: number, y: number, width: number, height: number): void {
    if (!this.cells) return;
    const left = Math.max(0, Math.floor(x));
    const top = Math.max(0, Math.floor(y));
    const right = Math.min(this.columnCount, Math.ceil(x + width));
    const bottom = Math.min(this.rowCount, Math.ceil(y + height));
    if (right <= left || bottom <= top) return;
    this.dirty.add({ x: left, y: top, width: right - left, height: bottom - top });
    this.drawEdit();
  }

  /**
   * Shows a progress tracker over the cells (its done flags and the line of each cell, chart-sized, read in place)
   * or, with undefined, none: the grid is then drawn exactly as in the editor.
   */
  setTracker(cells: TrackerCells | undefined): void {
    const replaced = this.tracker.setCells(cells, this.columnCount, this.rowCount);
    this.rebuildScene();
    for (const source of replaced) source.destroy();
  }

  /** How the tracker is drawn (settings, current line, highlight): uniforms and the 6 KB colour table only. */
  setTrackerLook(look: TrackerLook | undefined): void {
    this.tracker.setLook(look, this.renderer.resolution);
    this.requestRender();
  }

  /** Done flags changed in these rectangles (see flipRegions): uploaded and redrawn as an edit is. */
  updateTrackerCells(rects: readonly CellRect[]): void {
    if (!this.tracker.active || rects.length === 0) return;
    this.tracker.markDirty(rects);
    this.drawEdit();
  }

  /**
   * Shows a list of half or quarter stitches, all of it (a new chart, a new size, a list replaced): drawn by the
   * cells' shader from a texture of the chart's size, made when the chart first has stitches of the list.
   */
  setPartStitches(kind: PartStitchKind, stitches: readonly PartStitch[]): void {
    const replaced = this.partStitches.set(kind, stitches, this.columnCount, this.rowCount);
    if (replaced.length > 0) this.rebuildScene();
    else this.requestRender();
    for (const source of replaced) source.destroy();
  }

  /** Part stitches changed within `rect` (cells): repacked, uploaded and redrawn as a cell edit is. */
  updatePartStitches(kind: PartStitchKind, stitches: readonly PartStitch[], rect: CellRect): void {
    if (!this.partStitches.update(kind, stitches, rect)) {
      this.setPartStitches(kind, stitches);
      return;
    }
    this.drawEdit();
  }

  /** Part-stitch cells uploaded by rectangles so far and the milliseconds it took (tests and benchmarks). */
  get partStitchUploads(): { readonly cells: number; readonly packMs: number; readonly uploadMs: number } {
    return this.partStitches.uploads;
  }

  /**
   * Adds a layer above the cells and the layers added before it; `make` receives what the layer may ask of the
   * renderer. Returns the layer (remove it with {@link removeLayer}).
   */
  addLayer<Layer extends RenderLayer>(make: (host: LayerHost) => Layer): Layer {
    const host: LayerHost = {
      renderer: this.renderer,
      cellLook: () => this.cellLook(),
      redrawCells: (rects) => {
        if (this.destroyed || rects.length === 0) return;
        this.layerRects.push(...rects);
        this.drawEdit();
      },
      redrawAll: () => {
        if (!this.destroyed) this.requestRender();
      },
    };
    const layer = make(host);
    this.layers.push(layer);
    this.stage.addChild(layer.display);
    layer.layout(this.layerView());
    this.requestRender();
    return layer;
  }

  /** Takes a layer away and releases it. */
  removeLayer(layer: RenderLayer): void {
    const index = this.layers.indexOf(layer);
    if (index < 0) return;
    this.layers.splice(index, 1);
    this.stage.removeChild(layer.display);
    layer.destroy();
    this.requestRender();
  }

  /** How the cells look, for layers that draw cells of their own. */
  private cellLook(): CellLook {
    return {
      palette: this.palette,
      styles: this.styleTable,
      atlas: this.atlas,
      atlasTiles: this.atlasTiles,
      lineRanksX: this.lineRanks.columns,
      lineRanksY: this.lineRanks.rows,
      theme: this.theme,
      brightness: this.brightness,
    };
  }

  /** Tells the layers the cells' look changed (atlas, theme, brightness). */
  private lookChanged(): void {
    for (const layer of this.layers) layer.lookChanged?.();
  }

  /** Where the grid is on the canvas, for the layers. */
  private layerView(): LayerView {
    const gl = this.renderer.gl;
    return {
      ...this.view,
      resolution: this.renderer.resolution,
      bufferWidth: gl.drawingBufferWidth,
      bufferHeight: gl.drawingBufferHeight,
    };
  }

  /** Done flags uploaded by rectangles so far (a measure for tests and benchmarks). */
  get uploadedTrackerCellCount(): number {
    return this.tracker.uploadedCellCount;
  }

  private drawEdit(): void {
    // An edit is drawn at once when no frame was drawn in the last frame interval (the first cell of a stroke
    // shows without waiting for the next animation frame); edits in quick succession share animation frames.
    if (performance.now() - this.lastFrameTime >= editFrameInterval) this.draw(false);
    else this.scheduleFrame();
  }

  /** Cells uploaded by dirty rectangles so far (a measure for tests and benchmarks). */
  get uploadedCellCount(): number {
    return this.cellsUploaded;
  }

  /** Uploads the dirty rectangles (texSubImage2D over the document's own cells) and updates the overview. */
  private uploadDirty(): CellRect[] {
    const cells = this.cells;
    const data = this.cellData;
    if (!cells || !data || this.dirty.isEmpty) return [];
    const rects = this.dirty.take();
    uploadCellRects(this.renderer, cells, data, this.columnCount, rects);
    for (const rect of rects) this.cellsUploaded += rect.width * rect.height;
    if (this.overviewCells === 0 || this.overviewStale) return rects;
    const target = this.overview.resource as Uint8Array;
    for (const rect of rects) {
      computeOverview(data, this.columnCount, this.rowCount, this.overviewCells, target, rect);
    }
    // After the raw uploads: PixiJS uploads an updated texture at once, on the unit it believes active.
    this.overview.update();
    return rects;
  }

  private oneRect(rect: PixelRect | undefined): PixelRect[] | undefined {
    return rect ? [rect] : undefined;
  }

  /**
   * When only the view's position changed since the last whole frame: moves that frame by the scroll offset and
   * returns the strips still to draw. Undefined when the frame must be drawn whole.
   */
  private stripsAfterMove(): PixelRect[] | undefined {
    const drawn = this.drawnView;
    if (this.contentChanged || !drawn) return undefined;
    const resolution = this.renderer.resolution;
    const dx = Math.round(this.view.originX * resolution) - drawn.x;
    const dy = Math.round(this.view.originY * resolution) - drawn.y;
    const gl = this.renderer.gl;
    const strips = uncoveredStrips(dx, dy, gl.drawingBufferWidth, gl.drawingBufferHeight);
    if (!strips) return undefined;
    this.scrollCopy ??= new ScrollCopy(gl);
    this.scrollCopy.shift(dx, dy);
    return strips;
  }

  /**
   * The device-pixel rectangle (WebGL's bottom-left origin) that shows the given cells, with a pixel to spare
   * for their lines; for the overview, whole blocks; with multi-cell symbols, the cells to the right whose part
   * of a symbol may have changed. Undefined when that is (nearly) the whole view anyway.
   */
  private screenRectOf(
    rects: readonly CellRect[],
  ): { x: number; y: number; width: number; height: number } | undefined {
    let union = rects[0];
    for (const rect of rects.slice(1)) union = unionRect(union, rect);
    if (!union) return undefined;
    const resolution = this.renderer.resolution;
    const { originX, originY, cellWidth, cellHeight } = this.view;
    const block =
      this.overviewCells > 0 && cellWidth * resolution * this.overviewCells <= 2 ? this.overviewCells : 1;
    const extraRight = this.multiCellSymbols ? 32 : 0;
    const left = Math.floor(union.x / block) * block;
    const top = Math.floor(union.y / block) * block;
    const right = Math.ceil((union.x + union.width + extraRight) / block) * block;
    const bottom = Math.ceil((union.y + union.height) / block) * block;
    const x0 = Math.max(
      0,
      Math.floor((Math.round(originX * resolution) / resolution + left * cellWidth) * resolution) - 2,
    );
    const y0 = Math.max(
      0,
      Math.floor((Math.round(originY * resolution) / resolution + top * cellHeight) * resolution) - 2,
    );
    const x1 = Math.min(
      this.renderer.gl.drawingBufferWidth,
      Math.ceil((originX + right * cellWidth) * resolution) + 3,
    );
    const y1 = Math.min(
      this.renderer.gl.drawingBufferHeight,
      Math.ceil((originY + bottom * cellHeight) * resolution) + 3,
    );
    const bufferHeight = this.renderer.gl.drawingBufferHeight;
    const width = Math.max(0, x1 - x0);
    const height = Math.max(0, y1 - y0);
    if (width * height > 0.5 * this.renderer.gl.drawingBufferWidth * bufferHeight) return undefined;
    return { x: x0, y: bufferHeight - y0 - height, width, height };
  }

  /** The palette: background and foreground colours and symbol tiles of every style. Uploads 3 KB. */
  setStyles(styles: readonly StyleVisual[]): void {
    this.styles = styles;
    this.multiCellSymbols = styles.some((style) => (style.tile?.cells ?? 1) > 1);
    (this.palette.resource as Uint8Array).set(buildPaletteRgba(styles, this.theme.emptyCell));
    this.palette.update();
    (this.styleTable.resource as Uint8Array).set(buildStyleTableRgba(styles));
    this.styleTable.update();
    this.tracker.setPalette(styles, this.theme.emptyCell);
    this.requestRender();
  }

  /** Replaces the symbol atlas (undefined: no symbols are drawn). */
  setAtlas(atlas: SymbolAtlasData | undefined): void {
    const previous = this.atlas;
    if (atlas) {
      this.atlas = new BufferImageSource({
        resource: atlas.coverage,
        width: atlas.columns * atlas.tileSize,
        height: atlas.rows * atlas.tileSize,
        format: 'r8unorm',
        scaleMode: 'linear',
        alphaMode: 'no-premultiply-alpha',
      });
      this.atlasTiles = [atlas.columns, atlas.rows];
    } else {
      this.atlas = this.emptyAtlas();
      this.atlasTiles = [0, 0];
    }
    this.rebuildScene();
    this.lookChanged();
    previous.destroy();
  }

  setTheme(theme: GridTheme): void {
    this.theme = theme;
    this.renderer.background.color = rgbToHex(theme.background);
    if (this.scene) {
      applyTheme(this.scene.uniforms, theme);
      this.layout();
    }
    this.lookChanged();
    this.setStyles(this.styles);
  }

  /** Brightness as a shader amount (−1 black … 0 as is … 1 white); see `brightnessAmount`. */
  setBrightness(amount: number): void {
    this.brightness = amount;
    if (this.scene) {
      this.scene.uniforms.uniforms.uBrightness = amount;
      this.scene.uniforms.update();
    }
    this.lookChanged();
    this.requestRender();
  }

  /** Moves and scales the grid (camera). */
  setView(view: GridView): void {
    const scaled = view.cellWidth !== this.view.cellWidth || view.cellHeight !== this.view.cellHeight;
    this.view = view;
    this.layout();
    // Only a move: the next frame may move the last one and draw the uncovered strips.
    if (scaled) this.contentChanged = true;
    this.fullFrame = true;
    this.scheduleFrame();
  }

  /** Changes the canvas size (CSS pixels) and redraws. */
  resize(width: number, height: number): void {
    this.renderer.resize(Math.max(1, width), Math.max(1, height));
    this.layout();
    this.requestRender();
  }

  /** Redraws everything at the next animation frame (once, however often it is asked). */
  requestRender(): void {
    this.fullFrame = true;
    this.contentChanged = true;
    this.scheduleFrame();
  }

  /** Draws a whole frame now (shading every pixel; benchmarks time this). */
  render(): void {
    this.contentChanged = true;
    this.draw(true);
  }

  private scheduleFrame(): void {
    if (this.frameRequest || this.destroyed) return;
    this.frameRequest = requestAnimationFrame(() => {
      this.frameRequest = 0;
      this.draw(this.fullFrame);
    });
  }

  /** Uploads changed cells and draws: everything, or only the screen rectangle of the changed cells. */
  private draw(full: boolean): void {
    if (this.destroyed) return;
    if (this.frameRequest) {
      cancelAnimationFrame(this.frameRequest);
      this.frameRequest = 0;
    }
    for (const layer of this.layers) layer.prepare();
    const layerRects = this.layerRects;
    this.layerRects = [];
    const rects = [
      ...this.uploadDirty(),
      ...this.tracker.upload(this.renderer),
      ...this.partStitches.upload(this.renderer),
      ...layerRects,
    ];
    this.refreshOverview();
    const gl = this.renderer.gl;
    // Cell rows are bytes, not 4-byte aligned: WebGL's default unpack alignment of 4 would misread them.
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    const whole = full || this.fullFrame;
    const strips = whole && rects.length === 0 ? this.stripsAfterMove() : undefined;
    const scissors =
      strips ?? (whole || rects.length === 0 ? undefined : this.oneRect(this.screenRectOf(rects)));
    if (scissors) {
      gl.enable(gl.SCISSOR_TEST);
      for (const scissor of scissors) {
        gl.scissor(scissor.x, scissor.y, scissor.width, scissor.height);
        this.renderer.render(this.stage);
      }
      gl.disable(gl.SCISSOR_TEST);
    } else {
      this.renderer.render(this.stage);
    }
    if (whole) {
      const resolution = this.renderer.resolution;
      this.fullFrame = false;
      this.contentChanged = false;
      this.drawnView = {
        x: Math.round(this.view.originX * resolution),
        y: Math.round(this.view.originY * resolution),
        cellWidth: this.view.cellWidth,
        cellHeight: this.view.cellHeight,
      };
    }
    this.lastFrameTime = performance.now();
    this.framesDrawn += 1;
    this.options.onFrame?.();
    for (const listener of this.frameListeners) listener();
  }

  /**
   * Calls `listener` right after every frame, in the same task (the drawing buffer can still be read back).
   * Returns the function that removes it. For benchmarks and tests.
   */
  addFrameListener(listener: () => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /** The WebGL 2 context (benchmarks read pixels back from it). */
  get gl(): WebGL2RenderingContext {
    return this.renderer.gl;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    cancelAnimationFrame(this.frameRequest);
    this.destroyScene();
    this.scrollCopy?.destroy();
    this.cells?.destroy();
    this.palette.destroy();
    this.styleTable.destroy();
    this.atlas.destroy();
    this.overview.destroy();
    this.lineRanks.destroy();
    this.tracker.destroy();
    this.partStitches.destroy();
    for (const layer of this.layers.splice(0)) {
      this.stage.removeChild(layer.display);
      layer.destroy();
    }
    this.stage.destroy();
    // The canvas belongs to whoever created it.
    this.renderer.destroy({ removeView: false });
  }

  private emptyAtlas(): BufferImageSource {
    return new BufferImageSource({
      resource: new Uint8Array(4),
      width: 2,
      height: 2,
      format: 'r8unorm',
      scaleMode: 'nearest',
      alphaMode: 'no-premultiply-alpha',
    });
  }

  /** Makes a new overview texture for the grid size; returns the old one for the caller to destroy. */
  private resetOverview(): BufferImageSource {
    const previous = this.overview;
    this.overviewCells = overviewFactor(this.columnCount, this.rowCount);
    if (this.overviewCells > 0) {
      const { width, height } = overviewSize(this.columnCount, this.rowCount, this.overviewCells);
      this.overview = integerSource(new Uint8Array(width * height), width, height);
    } else {
      this.overview = integerSource(new Uint8Array(1), 1, 1);
    }
    this.overviewStale = true;
    return previous;
  }

  /** Recomputes the overview when it is stale and the current zoom shows it. */
  private refreshOverview(): void {
    if (!this.overviewStale || this.overviewCells === 0 || !this.cellData) return;
    const devicePixelsPerCell = this.view.cellWidth * this.renderer.resolution;
    if (devicePixelsPerCell * this.overviewCells > 2) return;
    computeOverview(
      this.cellData,
      this.columnCount,
      this.rowCount,
      this.overviewCells,
      this.overview.resource as Uint8Array,
    );
    this.overview.update();
    this.overviewStale = false;
  }

  private rebuildScene(): void {
    if (!this.cells) return;
    this.destroyScene();
    const { shader, uniforms } = createGridShader(
      {
        cells: this.cells,
        palette: this.palette,
        styles: this.styleTable,
        atlas: this.atlas,
        overview: this.overview,
        lineRanksX: this.lineRanks.columns,
        lineRanksY: this.lineRanks.rows,
        done: this.tracker.done,
        lines: this.tracker.lines,
        trackerTable: this.tracker.colourTable,
        halfStitches: this.partStitches.halves,
        quarterStitches: this.partStitches.quarters,
      },
      this.columnCount,
      this.rowCount,
      this.theme,
      this.tracker.uniforms,
      this.partStitches.uniforms,
    );
    uniforms.uniforms.uBrightness = this.brightness;
    uniforms.uniforms.uAtlasTiles = new Float32Array(this.atlasTiles);
    uniforms.uniforms.uOverviewFactor = this.overviewCells;
    uniforms.update();
    const { mesh, geometry } = quadMesh(shader);
    // The cells are the bottom layer, under the layers added above them.
    this.stage.addChildAt(mesh, 0);
    this.scene = { mesh, geometry, shader, uniforms };
    this.layout();
    this.requestRender();
  }

  /** Positions the grid quad (cell units scaled to the cell size; one device pixel more for the closing lines). */
  private layout(): void {
    const view = this.layerView();
    for (const layer of this.layers) layer.layout(view);
    const scene = this.scene;
    if (!scene) return;
    const resolution = this.renderer.resolution;
    const { originX, originY, cellWidth, cellHeight } = this.view;
    this.applyScale(scene);
    // Cell edges on device pixel edges.
    const offsetX = Math.round(originX * resolution);
    const offsetY = Math.round(originY * resolution);
    placeQuad(
      scene,
      { columnCount: this.columnCount, rowCount: this.rowCount },
      {
        left: offsetX / resolution,
        top: offsetY / resolution,
        cellWidth,
        cellHeight,
        resolution,
      },
    );
    const gl = this.renderer.gl;
    this.lineRanks.update(
      {
        offsetX,
        offsetY,
        pixelsX: cellWidth * resolution,
        pixelsY: cellHeight * resolution,
        width: gl.drawingBufferWidth,
        height: gl.drawingBufferHeight,
      },
      { columnCount: this.columnCount, rowCount: this.rowCount },
      this.theme,
    );
  }

  private applyScale(scene: GridScene): void {
    const resolution = this.renderer.resolution;
    applyScale(scene.uniforms, this.view.cellWidth * resolution, this.view.cellHeight * resolution);
  }

  private destroyScene(): void {
    const scene = this.scene;
    if (!scene) return;
    this.scene = undefined;
    scene.mesh.destroy();
    scene.geometry.destroy();
    scene.shader.destroy();
  }
}
