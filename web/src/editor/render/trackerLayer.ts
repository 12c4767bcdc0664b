/**
 * The renderer's tracker data on the GPU: the done flags (R8UI over the tracker's own `done` array, read in place
 * and uploaded by dirty rectangles like the cells), the line of every cell (R16UI, uploaded once per tracker
 * layout) and the look's uniforms. Outside tracker mode both textures are 1 × 1 placeholders and `uTracker` is 0.
 */
import { BufferImageSource, type WebGLRenderer } from 'pixi.js';
import type { CellRect } from '../document/ChartDocument';
import { applyTrackerLook, createTrackerUniforms, type TrackerUniforms } from './trackerShader';
import type { TrackerLook } from './trackerLook';
import { uploadCellRects } from './uploadCellRects';
import { integerSource } from './cellQuad';
import type { Rgb } from './gridTheme';
import { paletteSize, type StyleVisual } from './styleTextures';
import { buildTrackerTableRgba, trackerTableRows } from './trackerTable';

/** What the renderer shows of a tracker: its done flags and the line of each cell, row-major, chart-sized. */
export interface TrackerCells {
  readonly done: Uint8Array;
  readonly lines: Uint16Array;
}

export class TrackerLayer {
  readonly uniforms: TrackerUniforms = createTrackerUniforms();
  private doneSource = integerSource(new Uint8Array(1), 1, 1, 'r8uint');
  private linesSource = integerSource(new Uint16Array(1), 1, 1, 'r16uint');
  private doneData: Uint8Array | undefined;
  private readonly table = new BufferImageSource({
    resource: new Uint8Array(paletteSize * trackerTableRows * 4),
    width: paletteSize,
    height: trackerTableRows,
    format: 'rgba8unorm',
    scaleMode: 'nearest',
    alphaMode: 'no-premultiply-alpha',
  });
  private styles: readonly StyleVisual[] = [];
  private plain: Rgb = [255, 255, 255];
  private look: TrackerLook | undefined;
  private resolution = 1;
  private columnCount = 0;
  /** Changed rectangles (flipRegions keeps them few and small; not merged further, a diagonal stays a staircase). */
  private dirty: CellRect[] = [];
  private uploaded = 0;

  get done(): BufferImageSource {
    return this.doneSource;
  }

  get lines(): BufferImageSource {
    return this.linesSource;
  }

  /** The colours per style and state (trackerTable.ts). */
  get colourTable(): BufferImageSource {
    return this.table;
  }

  /** Whether a tracker is shown. */
  get active(): boolean {
    return this.doneData !== undefined;
  }

  /** Bytes its textures hold on the GPU (1 per cell for the done flags, 2 for the lines). */
  get gpuBytes(): number {
    return this.doneSource.width * this.doneSource.height * 3;
  }

  /** Done cells uploaded by rectangles so far (for tests and benchmarks). */
  get uploadedCellCount(): number {
    return this.uploaded;
  }

  /**
   * Shows a tracker's cells (undefined: none). Returns the textures replaced, for the caller to destroy once the
   * scene no longer binds them.
   */
  setCells(cells: TrackerCells | undefined, columnCount: number, rowCount: number): BufferImageSource[] {
    const replaced = [this.doneSource, this.linesSource];
    this.dirty = [];
    if (cells && cells.done.length === columnCount * rowCount && cells.lines.length === cells.done.length) {
      this.doneSource = integerSource(cells.done, columnCount, rowCount, 'r8uint');
      this.linesSource = integerSource(cells.lines, columnCount, rowCount, 'r16uint');
      this.doneData = cells.done;
      this.columnCount = columnCount;
    } else {
      this.doneSource = integerSource(new Uint8Array(1), 1, 1, 'r8uint');
      this.linesSource = integerSource(new Uint16Array(1), 1, 1, 'r16uint');
      this.doneData = undefined;
      this.columnCount = 0;
      this.look = undefined;
      applyTrackerLook(this.uniforms, undefined);
    }
    return replaced;
  }

  /** Puts the look into the uniforms and the colour table; undefined (or no tracker shown) turns it off. */
  setLook(look: TrackerLook | undefined, resolution: number): void {
    this.look = this.active ? look : undefined;
    this.resolution = resolution;
    this.refresh();
  }

  /** The palette and the grid's empty-cell colour changed (the table is made again in tracker mode). */
  setPalette(styles: readonly StyleVisual[], plain: Rgb): void {
    this.styles = styles;
    this.plain = plain;
    if (this.look) this.refresh();
  }

  private refresh(): void {
    applyTrackerLook(this.uniforms, this.look, this.plain, this.resolution);
    if (!this.look) return;
    (this.table.resource as Uint8Array).set(buildTrackerTableRgba(this.styles, this.plain, this.look));
    this.table.update();
  }

  /** Marks rectangles of done flags as changed (uploaded before the next frame). */
  markDirty(rects: readonly CellRect[]): void {
    if (!this.active) return;
    this.dirty.push(...rects);
  }

  /** Uploads the changed done flags; returns their rectangles (the screen area to redraw). */
  upload(renderer: WebGLRenderer): CellRect[] {
    const data = this.doneData;
    if (!data || this.dirty.length === 0) return [];
    const rects = this.dirty;
    this.dirty = [];
    uploadCellRects(renderer, this.doneSource, data, this.columnCount, rects);
    for (const rect of rects) this.uploaded += rect.width * rect.height;
    return rects;
  }

  destroy(): void {
    this.doneSource.destroy();
    this.linesSource.destroy();
    this.table.destroy();
  }
}
