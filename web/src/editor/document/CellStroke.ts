/**
 * A stroke: cells painted one after another while a pointer is down, shown at once, and recorded as one undoable
 * change when it ends. The stroke remembers each cell's value from before the stroke, so it can be reverted (a
 * rectangle or line being dragged is reverted and drawn again on every move) and inverted exactly. An erasing
 * stroke also takes away the items of the cells it passes (`cellItemEraser.ts`).
 */
import type { CellRect, ChartDocument } from './ChartDocument';
import { rectOfIndices, setCells } from './commands/cellPatch';
import { invoke, sequence, type Invocation } from './commands/command';
import { CellItemEraser, type ErasableKind } from './cellItemEraser';

export interface CellStrokeOptions {
  /** The item lists whose items in the painted cells go too (the eraser's). */
  readonly eraseItems?: readonly ErasableKind[];
}

/** A finished stroke as one step of the history. */
export interface StrokeStep {
  readonly redo: Invocation;
  readonly undo: Invocation;
}

export class CellStroke {
  /** Cell index → value before the stroke. */
  private readonly before = new Map<number, number>();
  private readonly eraser: CellItemEraser | undefined;

  constructor(
    private readonly document: ChartDocument,
    options: CellStrokeOptions = {},
  ) {
    const kinds = options.eraseItems ?? [];
    this.eraser = kinds.length > 0 ? new CellItemEraser(document, kinds) : undefined;
  }

  /** Whether the stroke has painted this cell (and not reverted it). */
  touched(column: number, row: number): boolean {
    return this.before.has(row * this.document.columnCount + column);
  }

  get size(): number {
    return this.before.size;
  }

  /** The cells the stroke painted, in the order it first painted them: index and current value. */
  paintedCells(): Array<[index: number, styleId: number]> {
    return Array.from(this.before.keys(), (index): [number, number] => [
      index,
      this.document.cells[index] ?? 0,
    ]);
  }

  /** Paints cells (column, row pairs); those outside the grid are ignored. Announces one rectangle. */
  paint(cells: Iterable<readonly [number, number]>, styleId: number): void {
    const document = this.document;
    const painted = this.eraser ? new Set<number>() : undefined;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const [column, row] of cells) {
      if (!document.contains(column, row)) continue;
      const index = row * document.columnCount + column;
      const previous = document.writeCellByIndex(index, styleId);
      if (!this.before.has(index)) this.before.set(index, previous);
      painted?.add(index);
      if (previous === styleId) continue;
      minX = Math.min(minX, column);
      maxX = Math.max(maxX, column);
      minY = Math.min(minY, row);
      maxY = Math.max(maxY, row);
    }
    if (maxX >= minX)
      document.announceCells({ x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 });
    if (painted) this.eraser?.erase(painted);
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
    this.eraser?.erase(new Set(indices));
  }

  /** Puts back every cell the stroke painted and forgets them. */
  revert(): void {
    const rect = this.restore();
    this.before.clear();
    if (rect) this.document.announceCells(rect);
    this.eraser?.revert();
  }

  /**
   * Ends the stroke: the invocation that redoes it and the one that undoes it (cells, and the items an erasing
   * stroke took away), or undefined when nothing ended up different.
   */
  finish(): StrokeStep | undefined {
    const document = this.document;
    const items = this.eraser?.finish(new Set(this.before.keys()));
    const indices: number[] = [];
    const oldValues: number[] = [];
    const newValues: number[] = [];
    for (const [index, previous] of this.before) {
      const current = document.editCells[index] ?? 0;
      if (current === previous) continue;
      indices.push(index);
      oldValues.push(previous);
      newValues.push(current);
    }
    this.before.clear();
    const redo: Invocation[] = [];
    const undo: Invocation[] = [];
    if (indices.length > 0) {
      const indexArray = Uint32Array.from(indices);
      const columnCount = document.columnCount;
      const layerId = document.selectedLayerId;
      const values = (list: number[]) => ({
        kind: 'sparse' as const,
        values: Uint8Array.from(list),
        columnCount,
        layerId,
      });
      redo.push(invoke(setCells, { ...values(newValues), indices: indexArray }));
      undo.push(invoke(setCells, { ...values(oldValues), indices: indexArray.slice() }));
    }
    if (items) {
      redo.push(...items.redo);
      undo.unshift(...items.undo);
    }
    if (redo.length === 0) return undefined;
    if (redo.length === 1) return { redo: redo[0]!, undo: undo[0]! };
    return { redo: sequence('stroke', redo), undo: sequence('stroke', undo) };
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
