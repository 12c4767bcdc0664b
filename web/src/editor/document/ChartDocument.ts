/**
 * The chart being edited: the single owner of its cells, palette and settings. Cells are one style id per byte
 * (0 = empty), row-major, `columnCount * rowCount` long.
 *
 * React never holds the cells; stores hold metadata and the `version` counter only. Every change is announced to
 * the listeners with what changed (a cell rectangle, the size, the palette, the settings), so the renderer can
 * upload only what it must and the store can flag the chart for saving.
 */
import type { ChartSettings, GridSettings, Palette } from '@steekwerk/model';

/** A rectangle of cells: `x`, `y` of its top-left cell, `width` and `height` in cells. */
export interface CellRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What changed in the document. */
export type DocumentChange =
  | { readonly type: 'cells'; readonly rect: CellRect }
  | { readonly type: 'size' }
  | { readonly type: 'palette' }
  | { readonly type: 'settings' }
  | { readonly type: 'gridSettings' };

export type DocumentListener = (change: DocumentChange) => void;

/** The chart metadata the document keeps beside its cells (everything of the chart state but the rows). */
export interface ChartMetadata {
  readonly settings: ChartSettings;
  readonly gridSettings: GridSettings;
  readonly palette: Palette;
}

function isGridDimension(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1;
}

function checkSize(cells: Uint8Array, columnCount: number, rowCount: number): void {
  if (!isGridDimension(columnCount) || !isGridDimension(rowCount)) {
    throw new RangeError(`Invalid grid size ${columnCount}×${rowCount}`);
  }
  if (cells.length !== columnCount * rowCount) {
    throw new RangeError(`Expected ${columnCount * rowCount} cells, got ${cells.length}`);
  }
}

/** Whether a value is a whole style id 0–255. */
export function isCellValue(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 255;
}

/** The smallest rectangle holding both (either may be undefined). */
export function unionRect(a: CellRect | undefined, b: CellRect | undefined): CellRect | undefined {
  if (!a) return b;
  if (!b) return a;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x,
    y,
    width: Math.max(a.x + a.width, b.x + b.width) - x,
    height: Math.max(a.y + a.height, b.y + b.height) - y,
  };
}

export class ChartDocument {
  private currentVersion = 0;
  private currentCells: Uint8Array;
  private currentColumnCount: number;
  private currentRowCount: number;
  private metadata: ChartMetadata | undefined;
  private readonly listeners = new Set<DocumentListener>();

  /**
   * Wraps existing cells (not copied: the document owns them from now on).
   * @throws RangeError when the sizes are not whole numbers of at least 1 or the cells do not fit them.
   */
  constructor(cells: Uint8Array, columnCount: number, rowCount: number, metadata?: ChartMetadata) {
    checkSize(cells, columnCount, rowCount);
    this.currentCells = cells;
    this.currentColumnCount = columnCount;
    this.currentRowCount = rowCount;
    this.metadata = metadata;
  }

  /** A document of empty cells. */
  static createEmpty(columnCount: number, rowCount: number, metadata?: ChartMetadata): ChartDocument {
    if (!isGridDimension(columnCount) || !isGridDimension(rowCount)) {
      throw new RangeError(`Invalid grid size ${columnCount}×${rowCount}`);
    }
    return new ChartDocument(new Uint8Array(columnCount * rowCount), columnCount, rowCount, metadata);
  }

  /** Increases with every change. */
  get version(): number {
    return this.currentVersion;
  }

  get cells(): Uint8Array {
    return this.currentCells;
  }

  get columnCount(): number {
    return this.currentColumnCount;
  }

  get rowCount(): number {
    return this.currentRowCount;
  }

  /** The chart settings, grid settings and palette; throws for a bare document made without them. */
  get meta(): ChartMetadata {
    if (!this.metadata) throw new Error('This document has no chart metadata');
    return this.metadata;
  }

  get hasMetadata(): boolean {
    return this.metadata !== undefined;
  }

  get palette(): Palette {
    return this.meta.palette;
  }

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: DocumentListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Whether (column, row) is a whole-number coordinate inside the grid. */
  contains(column: number, row: number): boolean {
    return (
      Number.isInteger(column) &&
      Number.isInteger(row) &&
      column >= 0 &&
      row >= 0 &&
      column < this.currentColumnCount &&
      row < this.currentRowCount
    );
  }

  /** The style id at (column, row), or undefined outside the grid. */
  cellAt(column: number, row: number): number | undefined {
    return this.contains(column, row) ? this.currentCells[row * this.currentColumnCount + column] : undefined;
  }

  /**
   * Sets one cell to a style id (0–255; 0 empties it). Coordinates outside the grid are ignored.
   * @returns the changed rectangle, or undefined when nothing changed.
   */
  setCell(column: number, row: number, styleId: number): CellRect | undefined {
    if (!isCellValue(styleId)) throw new RangeError(`Invalid style id ${styleId}`);
    if (!this.contains(column, row)) return undefined;
    const index = row * this.currentColumnCount + column;
    if (this.currentCells[index] === styleId) return undefined;
    this.currentCells[index] = styleId;
    const rect = { x: column, y: row, width: 1, height: 1 };
    this.changed({ type: 'cells', rect });
    return rect;
  }

  /**
   * Writes cells by index (row-major) without announcing them; the caller announces the changed rectangle
   * with {@link announceCells} once a batch is written. Returns the previous value.
   */
  writeCellByIndex(index: number, styleId: number): number {
    const previous = this.currentCells[index] ?? 0;
    this.currentCells[index] = styleId;
    return previous;
  }

  /** Announces changed cells (after {@link writeCellByIndex} calls). */
  announceCells(rect: CellRect): void {
    this.changed({ type: 'cells', rect });
  }

  /** Replaces all cells and the size (grid size changes). The document owns `cells` from now on. */
  replaceCells(cells: Uint8Array, columnCount: number, rowCount: number): void {
    checkSize(cells, columnCount, rowCount);
    this.currentCells = cells;
    this.currentColumnCount = columnCount;
    this.currentRowCount = rowCount;
    if (this.metadata) {
      const gridSettings = { ...this.metadata.gridSettings, size: { columnCount, rowCount } };
      this.metadata = { ...this.metadata, gridSettings };
    }
    this.changed({ type: 'size' });
  }

  /** Replaces the palette (styles and the selected style). */
  setPalette(palette: Palette): void {
    this.metadata = { ...this.meta, palette };
    this.changed({ type: 'palette' });
  }

  /** Replaces the chart settings. */
  setSettings(settings: ChartSettings): void {
    this.metadata = { ...this.meta, settings };
    this.changed({ type: 'settings' });
  }

  /**
   * Records the chart's id and revision after a save. Not an edit: nothing is announced, nothing is undone, and
   * the change count stays (the save queue must not save again because it saved).
   */
  identify(chartId: string, revision: number): void {
    this.metadata = { ...this.meta, settings: { ...this.meta.settings, chartId, revision } };
  }

  /** Replaces the grid settings (the size is the document's own and kept). */
  setGridSettings(gridSettings: GridSettings): void {
    const size = { columnCount: this.currentColumnCount, rowCount: this.currentRowCount };
    this.metadata = { ...this.meta, gridSettings: { ...gridSettings, size } };
    this.changed({ type: 'gridSettings' });
  }

  private changed(change: DocumentChange): void {
    this.currentVersion += 1;
    for (const listener of this.listeners) listener(change);
  }
}
