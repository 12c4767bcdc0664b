/**
 * The cells' overview on the GPU (overview.ts): one texel per block of cells, drawn by the grid shader instead of
 * the cells when a block is at most two device pixels wide. Made (empty and stale) for every grid size, computed
 * whole only once a zoom shows it, and from then on kept up to date by the rectangles of the cells' edits.
 */
import type { BufferImageSource } from 'pixi.js';
import type { CellRect } from '../../document/ChartDocument';
import { computeOverview, overviewFactor, overviewSize } from '../overview';
import { integerSource } from '../cellQuad';

/** The size of the grid the overview reduces, and its cells (row-major, read in place). */
export interface OverviewGrid {
  readonly cells: Uint8Array;
  readonly columnCount: number;
  readonly rowCount: number;
}

export class CellsOverview {
  private source = integerSource(new Uint8Array(1), 1, 1);
  private cellsPerBlock = 0;
  /** The overview needs recomputing (all of it, or at least the rectangles listed). */
  private stale = true;

  /** The texture the grid shader binds (1 × 1 when the grid has no overview). */
  get texture(): BufferImageSource {
    return this.source;
  }

  /** Cells per overview texel side, or 0 when the grid is drawn cell by cell at any zoom (`uOverviewFactor`). */
  get factor(): number {
    return this.cellsPerBlock;
  }

  /** Bytes its texture holds (on the GPU, and the same in JavaScript). */
  get bytes(): number {
    return this.source.width * this.source.height;
  }

  /** Makes a new overview texture for the grid size; returns the old one for the caller to destroy. */
  reset(columnCount: number, rowCount: number): BufferImageSource {
    const previous = this.source;
    this.cellsPerBlock = overviewFactor(columnCount, rowCount);
    if (this.cellsPerBlock > 0) {
      const { width, height } = overviewSize(columnCount, rowCount, this.cellsPerBlock);
      this.source = integerSource(new Uint8Array(width * height), width, height);
    } else {
      this.source = integerSource(new Uint8Array(1), 1, 1);
    }
    this.stale = true;
    return previous;
  }

  /** Cells changed in these rectangles (just uploaded): their blocks recomputed, unless the overview is stale. */
  update(grid: OverviewGrid, rects: readonly CellRect[]): void {
    if (this.cellsPerBlock === 0 || this.stale) return;
    const target = this.source.resource as Uint8Array;
    for (const rect of rects) {
      computeOverview(grid.cells, grid.columnCount, grid.rowCount, this.cellsPerBlock, target, rect);
    }
    // After the raw uploads: PixiJS uploads an updated texture at once, on the unit it believes active.
    this.source.update();
  }

  /** Recomputes the overview when it is stale and the current zoom (device pixels per cell) shows it. */
  refresh(grid: OverviewGrid, devicePixelsPerCell: number): void {
    if (!this.stale || this.cellsPerBlock === 0) return;
    if (devicePixelsPerCell * this.cellsPerBlock > 2) return;
    computeOverview(
      grid.cells,
      grid.columnCount,
      grid.rowCount,
      this.cellsPerBlock,
      this.source.resource as Uint8Array,
    );
    this.source.update();
    this.stale = false;
  }

  /**
   * The cells a changed cell's screen rectangle is rounded out to at this zoom: whole blocks when the overview is
   * shown, else single cells.
   */
  redrawBlock(devicePixelsPerCell: number): number {
    return this.cellsPerBlock > 0 && devicePixelsPerCell * this.cellsPerBlock <= 2 ? this.cellsPerBlock : 1;
  }

  destroy(): void {
    this.source.destroy();
  }
}
