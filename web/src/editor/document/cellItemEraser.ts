/**
 * What an erasing stroke does to the items in the cells it passes: the half and quarter stitches of those cells
 * go, and the knots and beads whose point lies in one of them (its edges and corners included: the eraser covers
 * the whole cell). They go at once while the pointer moves; the stroke ends with one removal patch per list, so
 * undo and redo cost one pass over each list however long the stroke was. Custom lines have no rule here yet
 * (a line crosses cells; the lines tool decides how the eraser treats them).
 */
import type { Ornament, PartStitch } from '@steekwerk/model';
import type { ChartDocument } from './ChartDocument';
import { patchItems } from './commands/itemCommands';
import { invoke, type Invocation } from './commands/command';
import { removePatch, type GridItemKind, type GridItemTypes, type ItemPatch } from './gridItems';

/** The item lists an erasing stroke clears in the cells it passes. */
export type ErasableKind = Extract<GridItemKind, 'halfStitches' | 'quarterStitches' | 'ornaments'>;

export const erasableKinds: readonly ErasableKind[] = ['halfStitches', 'quarterStitches', 'ornaments'];

/** Whether a point of the hole lattice lies in one of the cells (on its edges and corners included). */
function pointInCells(
  x: number,
  y: number,
  cells: ReadonlySet<number>,
  columnCount: number,
  rowCount: number,
): boolean {
  // A point lies in the cells from ceil(x) − 1 to floor(x): two columns on a vertical edge, one inside a cell.
  const x0 = Math.max(0, Math.ceil(x) - 1);
  const x1 = Math.min(columnCount - 1, Math.floor(x));
  const y0 = Math.max(0, Math.ceil(y) - 1);
  const y1 = Math.min(rowCount - 1, Math.floor(y));
  for (let row = y0; row <= y1; row += 1) {
    for (let column = x0; column <= x1; column += 1) if (cells.has(row * columnCount + column)) return true;
  }
  return false;
}

/**
 * Positions of the items of a list that lie in one of the cells (row-major indices of a grid `columnCount`
 * wide). One tight pass over the list: an eraser asks for every cell it passes.
 */
export function itemsInCells<Kind extends ErasableKind>(
  kind: Kind,
  list: readonly GridItemTypes[Kind][],
  cells: ReadonlySet<number>,
  columnCount: number,
  rowCount: number,
): number[] {
  const positions: number[] = [];
  if (cells.size === 0) return positions;
  if (kind === 'ornaments') {
    const ornaments = list as readonly Ornament[];
    for (let index = 0; index < ornaments.length; index += 1) {
      const { x, y } = ornaments[index]!;
      if (pointInCells(x, y, cells, columnCount, rowCount)) positions.push(index);
    }
    return positions;
  }
  const stitches = list as readonly PartStitch[];
  for (let index = 0; index < stitches.length; index += 1) {
    const { x, y } = stitches[index]!;
    if (x < columnCount && cells.has(y * columnCount + x)) positions.push(index);
  }
  return positions;
}

export class CellItemEraser {
  private readonly live: { kind: ErasableKind; inverse: ItemPatch<GridItemTypes[ErasableKind]> }[] = [];

  constructor(
    private readonly document: ChartDocument,
    private readonly kinds: readonly ErasableKind[],
  ) {}

  /** Removes the items in these cells now (shown at once; kept only when the stroke ends). */
  erase(cells: ReadonlySet<number>): void {
    for (const kind of this.kinds) {
      const positions = this.positionsIn(kind, cells);
      if (positions.length === 0) continue;
      const inverse = this.document.patchItems(kind, removePatch(positions));
      if (inverse) this.live.push({ kind, inverse });
    }
  }

  /** Puts back everything removed so far. */
  revert(): void {
    for (let index = this.live.length - 1; index >= 0; index -= 1) {
      const { kind, inverse } = this.live[index]!;
      this.document.patchItems(kind, inverse);
    }
    this.live.length = 0;
  }

  /**
   * Ends the stroke over its final cells: the items are put back and taken away again with one patch per list,
   * whose invocations redo and undo the removal.
   */
  finish(cells: ReadonlySet<number>): { redo: Invocation[]; undo: Invocation[] } {
    this.revert();
    const redo: Invocation[] = [];
    const undo: Invocation[] = [];
    for (const kind of this.kinds) {
      const patch = removePatch<GridItemTypes[ErasableKind]>(this.positionsIn(kind, cells));
      if (patch.remove.length === 0) continue;
      const inverse = this.document.patchItems(kind, patch);
      if (!inverse) continue;
      redo.push(invoke(patchItems, { kind, patch }));
      undo.unshift(invoke(patchItems, { kind, patch: inverse }));
    }
    return { redo, undo };
  }

  private positionsIn(kind: ErasableKind, cells: ReadonlySet<number>): number[] {
    const { document } = this;
    const list = document.items[kind] as readonly GridItemTypes[ErasableKind][];
    return itemsInCells(kind, list, cells, document.columnCount, document.rowCount);
  }
}
