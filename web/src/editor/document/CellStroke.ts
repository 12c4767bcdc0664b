/**
 * A stroke: cells painted one after another while a pointer is down, shown at once, and recorded as one undoable
 * change when it ends. The stroke remembers each cell's value from before the stroke, so it can be reverted (a
 * rectangle or line being dragged is reverted and drawn again on every move) and inverted exactly.
 */
import type { CellRect, ChartDocument } from './ChartDocument';
import { rectOfIndices, type CellPatch } from './commands/cellPatch';

export class CellStroke {
  /** Cell index → value before the stroke. */
  private readonly before = new Map<number, number>();

  constructor(private readonly document: ChartDocument) {}

  /** Whether the stroke has painted this cell (and not reverted it). */
  touched(column: number, row: number): boolean {
    return this.before.has(row * this.document.columnCount + column);
  }

  get size(): number {
    return this.before.size;
  }

  /** Paints cells (column, row pairs); those outside the grid are ignored. Announces one rectangle. */
  paint(cells: Iterable<readonly [number, number]>, styleId: number): void {
    const document = this.document;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const [column, row] of cells) {
      if (!document.contains(column, row)) continue;
      const index = row * document.columnCount + column;
      const previous = document.writeCellByIndex(index, styleId);
      if (!this.before.has(index)) this.before.set(index, previous);
      if (previous === styleId) continue;
      minX = Math.min(minX, column);
      maxX = Math.max(maxX, column);
      minY = Math.min(minY, row);
      maxY = Math.max(maxY, row);
    }
    if (maxX >= minX)
      document.announceCells({ x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 });
  }

  /** Paints cells given by index (a flood fill). */
  paintIndices(indices: Uint32Array, styleId: number): void {
    const document = this.document;
    let changed = false;
    for (const index of indices) {
      const previous = document.writeCellByIndex(index, styleId);
      if (!this.before.has(index)) this.before.set(index, previous);
      if (previous !== styleId) changed = true;
    }
    const rect = changed ? rectOfIndices(indices, document.columnCount) : undefined;
    if (rect) document.announceCells(rect);
  }

  /** Puts back every cell the stroke painted and forgets them. */
  revert(): void {
    const rect = this.restore();
    this.before.clear();
    if (rect) this.document.announceCells(rect);
  }

  /**
   * Ends the stroke: the patch that redoes it and the patch that undoes it, or undefined when no cell ended up
   * different.
   */
  finish(): { redo: CellPatch; undo: CellPatch } | undefined {
    const document = this.document;
    const indices: number[] = [];
    const oldValues: number[] = [];
    const newValues: number[] = [];
    for (const [index, previous] of this.before) {
      const current = document.cells[index] ?? 0;
      if (current === previous) continue;
      indices.push(index);
      oldValues.push(previous);
      newValues.push(current);
    }
    this.before.clear();
    if (indices.length === 0) return undefined;
    const indexArray = Uint32Array.from(indices);
    const columnCount = document.columnCount;
    return {
      redo: { kind: 'sparse', indices: indexArray, values: Uint8Array.from(newValues), columnCount },
      undo: { kind: 'sparse', indices: indexArray.slice(), values: Uint8Array.from(oldValues), columnCount },
    };
  }

  private restore(): CellRect | undefined {
    if (this.before.size === 0) return undefined;
    const indices = new Uint32Array(this.before.size);
    let position = 0;
    for (const [index, previous] of this.before) {
      this.document.writeCellByIndex(index, previous);
      indices[position++] = index;
    }
    return rectOfIndices(indices, this.document.columnCount);
  }
}
