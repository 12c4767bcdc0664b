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
  /**
   * The exact cells of the new lines per layer (bottom first), used to undo a removal from a chart of several
   * layers. Without it, the selected layer gets `values` or `styleId` and the other layers empty cells.
   */
  readonly layerValues?: readonly Uint8Array[];
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
    if (args.layerValues && args.layerValues.length !== document.layerCells.length) return false;
    for (const values of args.layerValues ?? []) if (values.length !== blockWidth * blockHeight) return false;
    const oldColumns = document.columnCount;
    const selected = document.selectedLayerIndex;
    const layers = document.layerCells.map((source, layer) => {
      const values = args.layerValues
        ? args.layerValues[layer]
        : layer === selected
          ? args.values
          : undefined;
      const fill = layer === selected ? validStyle(args.styleId) : 0;
      return insertInto(source, oldColumns, columnCount, rowCount, axis, index, count, values, fill);
    });
    const source = document.cells;
    const before = document.items;
    const owner = edgeOwnerOfCells(source, oldColumns, document.rowCount, axis, index);
    const items =
      args.items ?? itemsAfterInsert(before, axis, index, count, lineCount(document, axis), owner);
    document.replaceCells(layers, columnCount, rowCount, items);
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
    const removedPerLayer: Uint8Array[] = [];
    const layers = document.layerCells.map((source) => {
      const { cells, removed } = removeFrom(source, oldColumns, columnCount, rowCount, axis, index, count);
      removedPerLayer.push(removed);
      return cells;
    });
    const before = document.items;
    const items = args.items ?? itemsAfterRemove(before, axis, index, count);
    document.replaceCells(layers, columnCount, rowCount, items);
    return {
      inverse: invoke(insertLines, { axis, index, count, layerValues: removedPerLayer, items: before }),
    };
  },
);

/** One layer's cells with `count` lines inserted at `index`: `values` when given, else `fill`. */
function insertInto(
  source: Uint8Array,
  oldColumns: number,
  columnCount: number,
  rowCount: number,
  axis: GridAxis,
  index: number,
  count: number,
  values: Uint8Array | undefined,
  fill: number,
): Uint8Array {
  const cells = new Uint8Array(columnCount * rowCount);
  if (axis === 'rows') {
    cells.set(source.subarray(0, index * oldColumns), 0);
    if (values) cells.set(values, index * columnCount);
    else cells.fill(fill, index * columnCount, (index + count) * columnCount);
    cells.set(source.subarray(index * oldColumns), (index + count) * columnCount);
    return cells;
  }
  for (let row = 0; row < rowCount; row += 1) {
    const from = row * oldColumns;
    const to = row * columnCount;
    cells.set(source.subarray(from, from + index), to);
    if (values) cells.set(values.subarray(row * count, (row + 1) * count), to + index);
    else cells.fill(fill, to + index, to + index + count);
    cells.set(source.subarray(from + index, from + oldColumns), to + index + count);
  }
  return cells;
}

/** One layer's cells without `count` lines at `index`, and the removed cells (row-major over the block). */
function removeFrom(
  source: Uint8Array,
  oldColumns: number,
  columnCount: number,
  rowCount: number,
  axis: GridAxis,
  index: number,
  count: number,
): { cells: Uint8Array; removed: Uint8Array } {
  const cells = new Uint8Array(columnCount * rowCount);
  if (axis === 'rows') {
    const removed = source.slice(index * oldColumns, (index + count) * oldColumns);
    cells.set(source.subarray(0, index * oldColumns), 0);
    cells.set(source.subarray((index + count) * oldColumns), index * oldColumns);
    return { cells, removed };
  }
  const removed = new Uint8Array(count * rowCount);
  for (let row = 0; row < rowCount; row += 1) {
    const from = row * oldColumns;
    const to = row * columnCount;
    removed.set(source.subarray(from + index, from + index + count), row * count);
    cells.set(source.subarray(from, from + index), to);
    cells.set(source.subarray(from + index + count, from + oldColumns), to + index);
  }
  return { cells, removed };
}
