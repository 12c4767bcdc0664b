/**
 * The chart being edited: the single owner of its cells. Cells are one style id per byte (0 = empty), row-major,
 * `columnCount * rowCount` long.
 *
 * React never holds the cells; stores hold metadata and the `version` counter only.
 */

/** A rectangle of cells: `x`, `y` of its top-left cell, `width` and `height` in cells. */
export interface CellRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

function isGridDimension(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1;
}

export class ChartDocument {
  /** Increases with every change to the cells. */
  private currentVersion = 0;

  /**
   * Wraps existing cells (not copied: the document owns them from now on).
   * @throws RangeError when the sizes are not whole numbers of at least 1 or the cells do not fit them.
   */
  constructor(
    readonly cells: Uint8Array,
    readonly columnCount: number,
    readonly rowCount: number,
  ) {
    if (!isGridDimension(columnCount) || !isGridDimension(rowCount)) {
      throw new RangeError(`Invalid grid size ${columnCount}×${rowCount}`);
    }
    if (cells.length !== columnCount * rowCount) {
      throw new RangeError(`Expected ${columnCount * rowCount} cells, got ${cells.length}`);
    }
  }

  /** A document of empty cells. */
  static createEmpty(columnCount: number, rowCount: number): ChartDocument {
    if (!isGridDimension(columnCount) || !isGridDimension(rowCount)) {
      throw new RangeError(`Invalid grid size ${columnCount}×${rowCount}`);
    }
    return new ChartDocument(new Uint8Array(columnCount * rowCount), columnCount, rowCount);
  }

  get version(): number {
    return this.currentVersion;
  }

  /** Whether (column, row) is a whole-number coordinate inside the grid. */
  contains(column: number, row: number): boolean {
    return (
      Number.isInteger(column) &&
      Number.isInteger(row) &&
      column >= 0 &&
      row >= 0 &&
      column < this.columnCount &&
      row < this.rowCount
    );
  }

  /** The style id at (column, row), or undefined outside the grid. */
  cellAt(column: number, row: number): number | undefined {
    return this.contains(column, row) ? this.cells[row * this.columnCount + column] : undefined;
  }

  /**
   * Sets one cell to a style id (0–255; 0 empties it). Coordinates outside the grid are ignored.
   * @returns the changed rectangle, or undefined when nothing changed.
   */
  setCell(column: number, row: number, styleId: number): CellRect | undefined {
    if (!Number.isInteger(styleId) || styleId < 0 || styleId > 255) {
      throw new RangeError(`Invalid style id ${styleId}`);
    }
    if (!this.contains(column, row)) return undefined;
    const index = row * this.columnCount + column;
    if (this.cells[index] === styleId) return undefined;
    this.cells[index] = styleId;
    this.currentVersion += 1;
    return { x: column, y: row, width: 1, height: 1 };
  }
}
