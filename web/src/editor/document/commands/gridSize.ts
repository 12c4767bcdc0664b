/**
 * Grid size commands (spec §4 "Insert rows", §5): insert or remove rows and columns at any edge or index.
 * The count must be above 0; index -1 appends. Tier limits are the tier gate's business (`tierGate.ts`, through
 * `sizeAfter`); these commands only refuse sizes no chart can have. Custom lines, part stitches, knots and beads
 * move or are clipped with the cells (`itemsOnResize.ts`); undo puts back exactly the items there were.
 */
import { MAX_GRID_SIDE } from '@steekwerk/model';
import type { ChartDocument, GridAxis } from '../ChartDocument';
import type { GridItems } from '../gridItems';
import { edgeOwnerOfCells, itemsAfterInsert, itemsAfterRemove } from '../itemsOnResize';
import { defineCommand, invoke, type CommandResult } from './command';

export type { GridAxis } from '../ChartDocument';

export interface InsertLinesArgs {
  readonly axis: GridAxis;
  /** Where the new lines go: 0 before the first, the current count (or -1) after the last. */
  readonly index: number;
  readonly count: number;
  /** The style of the new cells; missing or invalid means an empty cell (0). */
  readonly styleId?: number;
  /** The exact cells of the new lines (row-major over the inserted block), used to undo a removal. */
  readonly values?: Uint8Array;
  /** The exact items after the insertion (undoing a removal puts back what was removed or clipped). */
  readonly items?: GridItems;
}

export interface RemoveLinesArgs {
  readonly axis: GridAxis;
  readonly index: number;
  readonly count: number;
  /** The exact items after the removal (undoing an insertion). */
  readonly items?: GridItems;
}

function lineCount(document: ChartDocument, axis: GridAxis): number {
  return axis === 'rows' ? document.rowCount : document.columnCount;
}

/** The size after inserting `count` lines, or undefined when the arguments are invalid. */
export function sizeAfterInsert(
  document: ChartDocument,
  args: Pick<InsertLinesArgs, 'axis' | 'index' | 'count'>,
): { columnCount: number; rowCount: number; index: number } | undefined {
  const { axis, count } = args;
  const current = lineCount(document, axis);
  const index = args.index === -1 ? current : args.index;
  if (!Number.isInteger(count) || count <= 0 || !Number.isInteger(index) || index < 0 || index > current) {
    return undefined;
  }
  const columnCount = document.columnCount + (axis === 'columns' ? count : 0);
  const rowCount = document.rowCount + (axis === 'rows' ? count : 0);
  return { columnCount, rowCount, index };
}

function validStyle(styleId: number | undefined): number {
  return styleId !== undefined && Number.isInteger(styleId) && styleId >= 0 && styleId <= 255 ? styleId : 0;
}

/** Inserts rows or columns. Its inverse removes them. */
export const insertLines = defineCommand<InsertLinesArgs>(
  'insertLines',
  (document, args): CommandResult | false => {
    const size = sizeAfterInsert(document, args);
    if (!size || size.columnCount > MAX_GRID_SIDE || size.rowCount > MAX_GRID_SIDE) return false;
    const { columnCount, rowCount, index } = size;
    const { axis, count } = args;
    const blockWidth = axis === 'rows' ? columnCount : count;
    const blockHeight = axis === 'rows' ? count : rowCount;
    if (args.values && args.values.length !== blockWidth * blockHeight) return false;
    const cells = new Uint8Array(columnCount * rowCount);
    const source = document.cells;
    const oldColumns = document.columnCount;
    if (axis === 'rows') {
      cells.set(source.subarray(0, index * oldColumns), 0);
      if (args.values) cells.set(args.values, index * columnCount);
      else cells.fill(validStyle(args.styleId), index * columnCount, (index + count) * columnCount);
      cells.set(source.subarray(index * oldColumns), (index + count) * columnCount);
    } else {
      const fill = validStyle(args.styleId);
      for (let row = 0; row < rowCount; row += 1) {
        const from = row * oldColumns;
        const to = row * columnCount;
        cells.set(source.subarray(from, from + index), to);
        if (args.values) cells.set(args.values.subarray(row * count, (row + 1) * count), to + index);
        else cells.fill(fill, to + index, to + index + count);
        cells.set(source.subarray(from + index, from + oldColumns), to + index + count);
      }
    }
    const before = document.items;
    const owner = edgeOwnerOfCells(source, oldColumns, document.rowCount, axis, index);
    const items =
      args.items ?? itemsAfterInsert(before, axis, index, count, lineCount(document, axis), owner);
    document.replaceCells(cells, columnCount, rowCount, items);
    return { inverse: invoke(removeLines, { axis, index, count, items: before }) };
  },
  sizeAfterInsert,
);

/** Removes rows or columns; at least one of each stays. Its inverse inserts them back with their cells. */
export const removeLines = defineCommand<RemoveLinesArgs>(
  'removeLines',
  (document, args): CommandResult | false => {
    const { axis, index, count } = args;
    const current = lineCount(document, axis);
    if (
      !Number.isInteger(count) ||
      count <= 0 ||
      !Number.isInteger(index) ||
      index < 0 ||
      index + count > current ||
      count >= current
    ) {
      return false;
    }
    const oldColumns = document.columnCount;
    const columnCount = oldColumns - (axis === 'columns' ? count : 0);
    const rowCount = document.rowCount - (axis === 'rows' ? count : 0);
    const source = document.cells;
    const cells = new Uint8Array(columnCount * rowCount);
    let removed: Uint8Array;
    if (axis === 'rows') {
      removed = source.slice(index * oldColumns, (index + count) * oldColumns);
      cells.set(source.subarray(0, index * oldColumns), 0);
      cells.set(source.subarray((index + count) * oldColumns), index * oldColumns);
    } else {
      removed = new Uint8Array(count * rowCount);
      for (let row = 0; row < rowCount; row += 1) {
        const from = row * oldColumns;
        const to = row * columnCount;
        removed.set(source.subarray(from + index, from + index + count), row * count);
        cells.set(source.subarray(from, from + index), to);
        cells.set(source.subarray(from + index + count, from + oldColumns), to + index);
      }
    }
    const before = document.items;
    const items = args.items ?? itemsAfterRemove(before, axis, index, count);
    document.replaceCells(cells, columnCount, rowCount, items);
    return { inverse: invoke(insertLines, { axis, index, count, values: removed, items: before }) };
  },
);
