/**
 * Draws a chart grid with PixiJS 8 (WebGL 2) as a list of layers (`RenderLayer.ts`). The first is the cells
 * (`cells/CellsLayer.ts`: the grid shader's mesh at the bottom of the stage, with the tracker's look, the part
 * stitches and the grid lines); above it come the layers added with {@link GridRenderer.addLayer} (custom lines,
 * knots and beads, the preview layer, the selection), each a module of its own. This file keeps the frame machinery
 * only: the PixiJS renderer and its canvas, the stage, the view, the dirty region of the layers and the scissored
 * redraws, the scroll copy of a pan, the frame loop and its listeners. The frame cost depends on the canvas size
 * only, never on the number of cells. Edits upload only their dirty rectangle (texSubImage2D) and redraw only its
 * screen rectangle. Frames are drawn on demand, at most one per animation frame.
 *
 * The renderer reads what it is given and never writes the document.
 */
// PixiJS without `new Function`: the page's Content-Security-Policy allows no `unsafe-eval` (api/src/http/security-headers.ts).
import 'pixi.js/unsafe-eval';
import { Container, WebGLRenderer } from 'pixi.js';
import { defaultGridTheme, rgbToHex, type GridTheme } from './gridTheme';
import type { CellRect } from '../document/ChartDocument';
import { scissorOfCells } from './scissorOfCells';
import { ScrollCopy, uncoveredStrips, type PixelRect } from './scrollCopy';
import type { TrackerCells } from './trackerLayer';
import { CellsLayer } from './cells/CellsLayer';
import type { SymbolAtlasData } from './cells/cellTextures';
import type { PartStitchKind } from '../document/partStitches';
import type { PartStitch } from '@steekwerk/model';
import type { TrackerLook } from './trackerLook';
import type { StyleVisual } from './styleTextures';
import type { LayerHost, LayerView, RenderLayer } from './RenderLayer';

export type { SymbolAtlasData } from './cells/cellTextures';

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

/** Milliseconds between two frames drawn straight away for edits (one frame at 60 Hz). */
const editFrameInterval = 16;

export class GridRenderer {
  private readonly stage = new Container();
  /** The bottom layer: the cells, drawn by the grid shader (its mesh at index 0 of the stage). */
  private readonly cells: CellsLayer;
  private view: GridView = { originX: 0, originY: 0, cellWidth: 16, cellHeight: 16 };
  private frameRequest = 0;
  private destroyed = false;
  private framesDrawn = 0;
  private lastFrameTime = -Infinity;
  /** Something besides cells changed (view, palette, theme…): the next frame redraws everything. */
  private fullFrame = true;
  /** Something but the view's position changed since the last whole frame (so it cannot be moved instead). */
  private contentChanged = true;
  /** Where the grid's origin was (device pixels) and how big its cells were in the last whole frame. */
  private drawnView: { x: number; y: number; cellWidth: number; cellHeight: number } | undefined;
  private scrollCopy: ScrollCopy | undefined;
  private readonly frameListeners = new Set<() => void>();
  /** The layers above the cells, bottom to top. */
  private readonly layers: RenderLayer[] = [];
  /** Cells the layers above asked to redraw since the last frame. */
  private layerRects: CellRect[] = [];

  /** Creates the WebGL 2 renderer on `canvas`; rejects with {@link WebGlUnavailableError} when that fails. */
  static async create(options: GridRendererOptions): Promise<GridRenderer> {
    // The WebGL renderer itself, not autoDetectRenderer: that one also offers WebGPU and canvas renderers, which
    // the bundle then carries. `manageImports: false` skips PixiJS's browser extensions (its pointer events,
    // accessibility, DOM and filters: the viewport handles input itself), 60 kB the editor need not fetch.
    const renderer = new WebGLRenderer();
    try {
      await renderer.init({
        preferWebGLVersion: 2,
        manageImports: false,
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
    if (renderer.context.webGLVersion !== 2) {
      renderer.destroy();
      throw new WebGlUnavailableError();
    }
    return new GridRenderer(renderer, options);
  }

  private constructor(
    private readonly renderer: WebGLRenderer,
    private readonly options: GridRendererOptions,
  ) {
    this.cells = new CellsLayer(
      {
        renderer,
        stage: this.stage,
        layout: () => this.layout(),
        lookChanged: () => this.lookChanged(),
        redrawAll: () => this.requestRender(),
        drawEdit: () => this.drawEdit(),
      },
      options.theme ?? defaultGridTheme,
    );
  }

  /** The largest grid side the GPU accepts. */
  get maximumGridSide(): number {
    return this.cells.maximumGridSide;
  }

  /** Frames drawn so far. */
  get frameCount(): number {
    return this.framesDrawn;
  }

  /** Bytes held in GPU textures: cells, palette tables, atlas and overview (`CellsLayer.gpuBytes`). */
  get gpuBytes(): number {
    return this.cells.gpuBytes;
  }

  /** Bytes the renderer keeps in JavaScript besides the document's cells (which it reads in place). */
  get cpuBytes(): number {
    return this.cells.cpuBytes;
  }

  /** Shows new cells (one style id per cell, row-major), read in place: `CellsLayer.setCells`. */
  setCells(cells: Uint8Array, columnCount: number, rowCount: number): void {
    this.cells.setCells(cells, columnCount, rowCount);
  }

  /**
   * Shows a chart of several layers, composed by the grid shader (each layer's array read in place):
   * `CellsLayer.setLayerCells`.
   */
  setLayerCells(
    arrays: readonly Uint8Array[],
    visible: readonly boolean[],
    columnCount: number,
    rowCount: number,
  ): void {
    this.cells.setLayerCells(arrays, visible, columnCount, rowCount);
  }

  /** Shows and hides layers: a uniform and one frame (`CellsLayer.setLayerVisibility`). */
  setLayerVisibility(visible: readonly boolean[]): void {
    this.cells.setLayerVisibility(visible);
  }

  /** Whether the cells shown are a chart of several layers (composed by the shader). */
  get showsSeveralLayers(): boolean {
    return this.cells.showsSeveralLayers;
  }

  /** Whether these layer arrays are the ones shown (`CellsLayer.showsLayers`). */
  showsLayers(arrays: readonly Uint8Array[]): boolean {
    return this.cells.showsLayers(arrays);
  }

  /**
   * Marks a changed rectangle (in cells), uploaded and drawn as an edit: `CellsLayer.updateRect` (`layers`: the
   * layers whose own cells changed, for a chart of several).
   */
  updateRect(x: number, y: number, width: number, height: number, layers?: readonly number[]): void {
    this.cells.updateRect(x, y, width, height, layers);
  }

  /** Shows a progress tracker over the cells, or none: `CellsLayer.setTracker`. */
  setTracker(cells: TrackerCells | undefined): void {
    this.cells.setTracker(cells);
  }

  /** How the tracker is drawn: `CellsLayer.setTrackerLook`. */
  setTrackerLook(look: TrackerLook | undefined): void {
    this.cells.setTrackerLook(look);
  }

  /** Done flags changed in these rectangles: `CellsLayer.updateTrackerCells`. */
  updateTrackerCells(rects: readonly CellRect[]): void {
    this.cells.updateTrackerCells(rects);
  }

  /** Shows a whole list of half or quarter stitches: `CellsLayer.setPartStitches`. */
  setPartStitches(kind: PartStitchKind, stitches: readonly PartStitch[]): void {
    this.cells.setPartStitches(kind, stitches);
  }

  /** Part stitches changed within `rect` (cells): `CellsLayer.updatePartStitches`. */
  updatePartStitches(kind: PartStitchKind, stitches: readonly PartStitch[], rect: CellRect): void {
    this.cells.updatePartStitches(kind, stitches, rect);
  }

  /** Part-stitch cells uploaded by rectangles so far and the milliseconds it took (tests and benchmarks). */
  get partStitchUploads(): { readonly cells: number; readonly packMs: number; readonly uploadMs: number } {
    return this.cells.partStitchUploads;
  }

  /** The palette: colours and symbol tiles of every style: `CellsLayer.setStyles`. */
  setStyles(styles: readonly StyleVisual[]): void {
    this.cells.setStyles(styles);
  }

  /** Replaces the symbol atlas (undefined: no symbols are drawn): `CellsLayer.setAtlas`. */
  setAtlas(atlas: SymbolAtlasData | undefined): void {
    this.cells.setAtlas(atlas);
  }

  /** The grid's colours: the canvas's background here, the rest in `CellsLayer.setTheme`. */
  setTheme(theme: GridTheme): void {
    this.renderer.background.color = rgbToHex(theme.background);
    this.cells.setTheme(theme);
  }

  /** Brightness as a shader amount (−1 black … 0 as is … 1 white): `CellsLayer.setBrightness`. */
  setBrightness(amount: number): void {
    this.cells.setBrightness(amount);
  }

  /** Done flags uploaded by rectangles so far (a measure for tests and benchmarks). */
  get uploadedTrackerCellCount(): number {
    return this.cells.uploadedTrackerCellCount;
  }

  /** Cells uploaded by dirty rectangles so far (a measure for tests and benchmarks). */
  get uploadedCellCount(): number {
    return this.cells.uploadedCellCount;
  }

  /**
   * Adds a layer above the cells and the layers added before it; `make` receives what the layer may ask of the
   * renderer. Returns the layer (remove it with {@link removeLayer}).
   */
  addLayer<Layer extends RenderLayer>(make: (host: LayerHost) => Layer): Layer {
    const host: LayerHost = {
      renderer: this.renderer,
      cellLook: () => this.cells.look(),
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

  private drawEdit(): void {
    // An edit is drawn at once when no frame was drawn in the last frame interval (the first cell of a stroke
    // shows without waiting for the next animation frame); edits in quick succession share animation frames.
    if (performance.now() - this.lastFrameTime >= editFrameInterval) this.draw(false);
    else this.scheduleFrame();
  }

  /** The scissor that shows the changed cells; undefined when the whole view must be drawn. */
  private scissorsOf(rects: readonly CellRect[]): PixelRect[] | undefined {
    const block = this.cells.redrawBlock(this.view.cellWidth * this.renderer.resolution);
    const rect = scissorOfCells(rects, this.layerView(), block, this.cells.redrawReachRight);
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
    const screen = this.renderer.screen;
    const [newWidth, newHeight] = [Math.max(1, width), Math.max(1, height)];
    // The same size again (a layout pass that moved nothing) must not reallocate the drawing buffer.
    if (screen.width === newWidth && screen.height === newHeight) return;
    this.renderer.resize(newWidth, newHeight);
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
    const rects = [...this.cells.upload(), ...layerRects];
    this.cells.refreshOverview(this.view.cellWidth);
    const gl = this.renderer.gl;
    // Cell rows are bytes, not 4-byte aligned: WebGL's default unpack alignment of 4 would misread them.
    gl.pixelStorei(gl.UNPACK_ALIGNMENT, 1);
    const whole = full || this.fullFrame;
    const strips = whole && rects.length === 0 ? this.stripsAfterMove() : undefined;
    const scissors = strips ?? (whole || rects.length === 0 ? undefined : this.scissorsOf(rects));
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
    // The cells' scene first, then the textures it binds.
    this.cells.destroy();
    this.scrollCopy?.destroy();
    for (const layer of this.layers.splice(0)) {
      this.stage.removeChild(layer.display);
      layer.destroy();
    }
    this.stage.destroy();
    // The canvas belongs to whoever created it.
    this.renderer.destroy({ removeView: false });
  }

  /** Lays out the layers above, then the cells' quad and line ranks. */
  private layout(): void {
    const view = this.layerView();
    for (const layer of this.layers) layer.layout(view);
    this.cells.layout(view);
  }
}
