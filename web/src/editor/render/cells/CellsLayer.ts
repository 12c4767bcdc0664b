/**
 * The renderer's bottom layer, the cells: one mesh with one shader (gridShader.ts), cells as texels of an index
 * texture (R8UI, one byte per cell, read in place from the document), coloured through a 256 × 1 palette texture,
 * with symbols from an atlas, a reduced overview when far out, the progress tracker's look (trackerLayer.ts), the
 * half and quarter stitches (parts/PartStitchesLayer.ts, drawn by the same shader by design) and the grid lines
 * (lineRanks.ts). Edits upload only their dirty rectangle (texSubImage2D); the renderer redraws their screen
 * rectangle.
 *
 * Its mesh sits at index 0 of the renderer's stage, under the layers added with `GridRenderer.addLayer`; the
 * renderer's frame machinery (view, frame loop, scissors, scroll copy) stays in GridRenderer.ts and reaches the cells
 * through {@link CellsHost}.
 */
import { BufferImageSource, type Container, type WebGLRenderer } from 'pixi.js';
import { applyScale, applyTheme } from '../gridShader';
import { createGridScene, destroyGridScene, type GridScene } from '../gridScene';
import { LineRankTextures } from '../lineRanks';
import { defaultGridTheme, type GridTheme } from '../gridTheme';
import type { CellRect } from '../../document/ChartDocument';
import { DirtyRegion } from '../dirtyRegion';
import { uploadCellRects } from '../uploadCellRects';
import { checkGridSize, integerSource, placeQuad } from '../cellQuad';
import { TrackerLayer, type TrackerCells } from '../trackerLayer';
import { PartStitchesLayer } from '../parts/PartStitchesLayer';
import type { PartStitchKind } from '../../document/partStitches';
import type { PartStitch } from '@steekwerk/model';
import type { TrackerLook } from '../trackerLook';
import { paletteSize, type StyleVisual } from '../styleTextures';
import type { CellLook, LayerView } from '../RenderLayer';
import type { SymbolAtlasData } from './cellTextures';
import { CellLookTextures } from './cellLookTextures';
import { LayerTextures } from './LayerTextures';
import { CellsOverview } from './CellsOverview';

/** What the cells layer asks of the renderer that draws it. */
export interface CellsHost {
  /** The WebGL 2 renderer (for textures and uploads). */
  readonly renderer: WebGLRenderer;
  /** The stage: the cells' mesh goes at index 0, under every other layer. */
  readonly stage: Container;
  /** Lays out every layer, the cells included (after the cells' scene was made again, or the theme changed). */
  layout(): void;
  /** Tells the layers above that the cells' look changed (atlas, theme, brightness). */
  lookChanged(): void;
  /** The whole view must be drawn again with the next frame. */
  redrawAll(): void;
  /** Edits are pending (see {@link CellsLayer.upload}): drawn at once when no frame was drawn lately, else soon. */
  drawEdit(): void;
}

export class CellsLayer {
  private readonly renderer: WebGLRenderer;
  private readonly looks: CellLookTextures;
  private readonly overview = new CellsOverview();
  private cells: BufferImageSource | undefined;
  private cellData: Uint8Array | undefined;
  /** A chart of several layers: composed by the shader (then `cells` is a 1 × 1 placeholder). */
  private layers: LayerTextures | undefined;
  private columnCount = 0;
  private rowCount = 0;
  private scene: GridScene | undefined;
  private readonly dirty = new DirtyRegion();
  private cellsUploaded = 0;
  private readonly lineRanks = new LineRankTextures();
  private readonly tracker = new TrackerLayer();
  private readonly partStitches = new PartStitchesLayer();

  constructor(
    private readonly host: CellsHost,
    theme: GridTheme = defaultGridTheme,
  ) {
    this.renderer = host.renderer;
    this.looks = new CellLookTextures(theme);
  }

  /** The largest grid side the GPU accepts. */
  get maximumGridSide(): number {
    const gl = this.renderer.gl;
    return gl.getParameter(gl.MAX_TEXTURE_SIZE) as number;
  }

  /** Bytes held in GPU textures: cells, palette tables, atlas and overview. */
  get gpuBytes(): number {
    return (
      (this.layers?.bytes ?? this.columnCount * this.rowCount) +
      this.looks.gpuBytes +
      this.overview.bytes +
      this.tracker.gpuBytes +
      this.partStitches.gpuBytes
    );
  }

  /** Bytes the cells keep in JavaScript besides the document's cells (which they read in place). */
  get cpuBytes(): number {
    return paletteSize * 4 * 3 + this.overview.bytes;
  }

  /** Shows new cells (one style id per cell, row-major). The array is read in place, not copied. */
  setCells(cells: Uint8Array, columnCount: number, rowCount: number): void {
    this.checkGrid(columnCount, rowCount);
    if (cells.length !== columnCount * rowCount) {
      throw new RangeError(`Expected ${columnCount * rowCount} cells, got ${cells.length}`);
    }
    this.show(integerSource(cells, columnCount, rowCount), cells, undefined, [columnCount, rowCount]);
  }

  /**
   * Shows the cells of a chart of several layers (docs/decisions/layers.md, "Cost of a switch"): every layer's own
   * array (bottom first, read in place) and overview, composed by the grid shader with a visibility mask.
   */
  setLayerCells(
    arrays: readonly Uint8Array[],
    visible: readonly boolean[],
    columnCount: number,
    rowCount: number,
  ): void {
    this.checkGrid(columnCount, rowCount);
    const layers = new LayerTextures(arrays, visible, columnCount, rowCount);
    this.show(integerSource(new Uint8Array(1), 1, 1), undefined, layers, [columnCount, rowCount]);
  }

  /**
   * Shows and hides layers of a chart of several layers: the mask uniform, and a frame of only the cells the toggled
   * layers fill (a scissor, as an edit's; whole overview blocks far out) — no pass over cells, no upload.
   */
  setLayerVisibility(visible: readonly boolean[]): void {
    if (!this.layers) return;
    const { changed, rect } = this.layers.setVisibility(visible);
    if (!changed || !rect) return;
    this.dirty.add(rect);
    this.host.drawEdit();
  }

  get showsSeveralLayers(): boolean {
    return this.layers !== undefined;
  }

  /** Whether the cells shown are these layers' arrays (the same arrays in the same order). */
  showsLayers(arrays: readonly Uint8Array[]): boolean {
    return this.layers?.holds(arrays) ?? false;
  }

  private checkGrid(columnCount: number, rowCount: number): void {
    checkGridSize(columnCount, rowCount, this.maximumGridSide);
  }

  private show(
    source: BufferImageSource,
    cells: Uint8Array | undefined,
    layers: LayerTextures | undefined,
    [columnCount, rowCount]: [number, number],
  ): void {
    const previousCells = this.cells;
    const previousLayers = this.layers;
    this.cells = source;
    this.cellData = cells;
    this.layers = layers;
    this.dirty.clear();
    const resized = columnCount !== this.columnCount || rowCount !== this.rowCount;
    this.columnCount = columnCount;
    this.rowCount = rowCount;
    const previousOverview = this.overview.reset(layers ? 1 : columnCount, layers ? 1 : rowCount);
    // A tracker of another size no longer matches: shown again once its owner hands it over.
    const previousTracker = resized ? this.tracker.setCells(undefined, 0, 0) : [];
    this.rebuildScene();
    // Destroyed only once the new scene no longer binds them.
    previousCells?.destroy();
    previousLayers?.destroy();
    previousOverview.destroy();
    for (const source of previousTracker) source.destroy();
  }

  /**
   * Marks a changed rectangle (in cells): its cells are uploaded before the next frame, which is requested. With
   * several layers, `layers` names the layers whose own cells changed (undefined: all; empty: only the shown cells,
   * which the shader composes anyway — nothing to upload).
   */
  updateRect(x: number, y: number, width: number, height: number, layers?: readonly number[]): void {
    if (!this.cells) return;
    const left = Math.max(0, Math.floor(x));
    const top = Math.max(0, Math.floor(y));
    const right = Math.min(this.columnCount, Math.ceil(x + width));
    const bottom = Math.min(this.rowCount, Math.ceil(y + height));
    if (right <= left || bottom <= top) return;
    const rect = { x: left, y: top, width: right - left, height: bottom - top };
    this.dirty.add(rect);
    this.layers?.markDirty(rect, layers);
    this.host.drawEdit();
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
    this.host.redrawAll();
  }

  /** Done flags changed in these rectangles (see flipRegions): uploaded and redrawn as an edit is. */
  updateTrackerCells(rects: readonly CellRect[]): void {
    if (!this.tracker.active || rects.length === 0) return;
    this.tracker.markDirty(rects);
    this.host.drawEdit();
  }

  /** Done flags uploaded by rectangles so far (a measure for tests and benchmarks). */
  get uploadedTrackerCellCount(): number {
    return this.tracker.uploadedCellCount;
  }

  /**
   * Shows a list of half or quarter stitches, all of it (a new chart, a new size, a list replaced): drawn by the
   * cells' shader from a texture of the chart's size, made when the chart first has stitches of the list.
   */
  setPartStitches(kind: PartStitchKind, stitches: readonly PartStitch[]): void {
    const replaced = this.partStitches.set(kind, stitches, this.columnCount, this.rowCount);
    if (replaced.length > 0) this.rebuildScene();
    else this.host.redrawAll();
    for (const source of replaced) source.destroy();
  }

  /** Part stitches changed within `rect` (cells): repacked, uploaded and redrawn as a cell edit is. */
  updatePartStitches(kind: PartStitchKind, stitches: readonly PartStitch[], rect: CellRect): void {
    if (!this.partStitches.update(kind, stitches, rect)) {
      this.setPartStitches(kind, stitches);
      return;
    }
    this.host.drawEdit();
  }

  /** Part-stitch cells uploaded by rectangles so far and the milliseconds it took (tests and benchmarks). */
  get partStitchUploads(): { readonly cells: number; readonly packMs: number; readonly uploadMs: number } {
    return this.partStitches.uploads;
  }

  /** How the cells look, for layers that draw cells of their own. */
  look(): CellLook {
    return this.looks.look(this.lineRanks.columns, this.lineRanks.rows);
  }

  /** Cells uploaded by dirty rectangles so far (a measure for tests and benchmarks). */
  get uploadedCellCount(): number {
    return this.cellsUploaded + (this.layers?.uploadedCellCount ?? 0);
  }

  /**
   * Before a frame: uploads the changed cells, done flags and part stitches; returns their rectangles (the cells
   * whose screen area the frame must draw).
   */
  upload(): CellRect[] {
    return [
      ...this.uploadDirty(),
      ...this.tracker.upload(this.renderer),
      ...this.partStitches.upload(this.renderer),
    ];
  }

  /** Uploads the dirty rectangles (texSubImage2D over the document's own cells) and updates the overview. */
  private uploadDirty(): CellRect[] {
    const cells = this.cells;
    const data = this.cellData;
    if (this.layers) this.layers.upload(this.renderer);
    if (!cells || this.dirty.isEmpty) return [];
    const rects = this.dirty.take();
    if (data) {
      uploadCellRects(this.renderer, cells, data, this.columnCount, rects);
      for (const rect of rects) this.cellsUploaded += rect.width * rect.height;
    }
    if (data)
      this.overview.update({ cells: data, columnCount: this.columnCount, rowCount: this.rowCount }, rects);
    return rects;
  }

  /**
   * The cells a changed cell's screen rectangle is rounded out to at this zoom: whole overview blocks when the
   * overview is shown (`devicePixelsPerCell` small enough), else single cells.
   */
  redrawBlock(devicePixelsPerCell: number): number {
    return (this.layers?.overviews ?? this.overview).redrawBlock(devicePixelsPerCell);
  }

  /** Cells to the right of a change that may look different too (a multi-cell symbol spans them). */
  get redrawReachRight(): number {
    return this.looks.multiCellSymbols ? 32 : 0;
  }

  /** The palette: background and foreground colours and symbol tiles of every style. Uploads 3 KB. */
  setStyles(styles: readonly StyleVisual[]): void {
    this.looks.setStyles(styles);
    this.tracker.setPalette(styles, this.looks.theme.emptyCell);
    this.host.redrawAll();
  }

  /** Replaces the symbol atlas (undefined: no symbols are drawn). */
  setAtlas(atlas: SymbolAtlasData | undefined): void {
    const previous = this.looks.setAtlas(atlas);
    this.rebuildScene();
    this.host.lookChanged();
    previous.destroy();
  }

  /** The grid's colours and line settings (the renderer sets its background colour itself). */
  setTheme(theme: GridTheme): void {
    this.looks.theme = theme;
    if (this.scene) {
      applyTheme(this.scene.uniforms, theme);
      this.host.layout();
    }
    this.host.lookChanged();
    this.setStyles(this.looks.styles);
  }

  /** Brightness as a shader amount (−1 black … 0 as is … 1 white); see `brightnessAmount`. */
  setBrightness(amount: number): void {
    this.looks.brightness = amount;
    if (this.scene) {
      this.scene.uniforms.uniforms.uBrightness = amount;
      this.scene.uniforms.update();
    }
    this.host.lookChanged();
    this.host.redrawAll();
  }

  /** Releases the scene first, then the textures it binds. */
  destroy(): void {
    this.destroyScene();
    this.cells?.destroy();
    this.layers?.destroy();
    this.looks.destroy();
    this.overview.destroy();
    this.lineRanks.destroy();
    this.tracker.destroy();
    this.partStitches.destroy();
  }

  /** Recomputes the overview when it is stale and the current zoom (`cellWidth` CSS pixels a cell) shows it. */
  refreshOverview(cellWidth: number): void {
    const devicePixelsPerCell = cellWidth * this.renderer.resolution;
    if (this.layers) this.layers.overviews.refresh(this.renderer, devicePixelsPerCell);
    else if (this.cellData) {
      const grid = { cells: this.cellData, columnCount: this.columnCount, rowCount: this.rowCount };
      this.overview.refresh(grid, devicePixelsPerCell);
    }
  }

  private rebuildScene(): void {
    if (!this.cells) return;
    this.destroyScene();
    const scene = createGridScene({
      cells: this.cells,
      columnCount: this.columnCount,
      rowCount: this.rowCount,
      look: this.look(),
      overview: this.overview.texture,
      overviewFactor: this.layers?.overviews.factor ?? this.overview.factor,
      tracker: this.tracker,
      partStitches: this.partStitches,
      layers: this.layers,
    });
    const { mesh } = scene;
    // The cells are the bottom layer, under the layers added above them.
    this.host.stage.addChildAt(mesh, 0);
    this.scene = scene;
    this.host.layout();
    this.host.redrawAll();
  }

  /** Positions the grid quad (cell units scaled to the cell size; one device pixel more for the closing lines). */
  layout(view: LayerView): void {
    const scene = this.scene;
    if (!scene) return;
    const { originX, originY, cellWidth, cellHeight, resolution } = view;
    applyScale(scene.uniforms, cellWidth * resolution, cellHeight * resolution);
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
    this.lineRanks.update(
      {
        offsetX,
        offsetY,
        pixelsX: cellWidth * resolution,
        pixelsY: cellHeight * resolution,
        width: view.bufferWidth,
        height: view.bufferHeight,
      },
      { columnCount: this.columnCount, rowCount: this.rowCount },
      this.looks.theme,
    );
  }

  private destroyScene(): void {
    const scene = this.scene;
    if (!scene) return;
    this.scene = undefined;
    destroyGridScene(scene);
  }
}
