/**
 * The items a maker ticks off in each tracker mode (spec §3): whole lines (`rowsFull`), stitches or groups of N
 * stitches within a line (`rowsStitches`, `rowsGroupN`) or single cells (`perGridCell`), all in work order.
 */
import type { WorkOrder } from '@steekwerk/model';

/** The largest group of the `rowsGroupN` modes. */
export const maxTrackerGroup = 99;

/** What a mode name means: a row mode with its group size (`'line'` for whole lines), or per grid cell. */
export type TrackerModeKind =
  { readonly kind: 'rows'; readonly group: number | 'line' } | { readonly kind: 'perGridCell' };

/**
 * Reads a mode name of the protocol: `perGridCell`, `rowsStitches` (one stitch at a time), `rowsGroupN` (N from 2
 * to 99 stitches at a time) and `rowsFull`; any other name (other row modes of older apps) is worked as `rowsFull`.
 */
export function parseTrackerMode(mode: string): TrackerModeKind {
  if (mode === 'perGridCell') return { kind: 'perGridCell' };
  if (mode === 'rowsStitches') return { kind: 'rows', group: 1 };
  const group = /^rowsGroup([1-9]\d?)$/.exec(mode);
  if (group?.[1] !== undefined) return { kind: 'rows', group: Number(group[1]) };
  return { kind: 'rows', group: 'line' };
}

/** The items of one mode over one work order. */
export interface TrackerLayout {
  readonly order: WorkOrder;
  readonly mode: TrackerModeKind;
  /** Where each item begins in `order.cells`, plus the end. */
  readonly itemStarts: Int32Array;
  /** The line each item lies in (for the current-row highlight). */
  readonly lineOfItem: Int32Array;
  /** The item each cell belongs to. */
  readonly itemOfCell: Int32Array;
}

/** Cuts a work order into the items of `mode`. */
export function trackerLayoutOf(order: WorkOrder, mode: string): TrackerLayout {
  const kind = parseTrackerMode(mode);
  const lineCount = order.lineStarts.length - 1;
  const groupOf = (length: number): number =>
    kind.kind === 'perGridCell' ? 1 : kind.group === 'line' ? Math.max(1, length) : kind.group;
  let count = 0;
  for (let line = 0; line < lineCount; line += 1) {
    const length = (order.lineStarts[line + 1] ?? 0) - (order.lineStarts[line] ?? 0);
    count += Math.ceil(length / groupOf(length));
  }
  const itemStarts = new Int32Array(count + 1);
  const lineOfItem = new Int32Array(count);
  const itemOfCell = new Int32Array(order.cells.length);
  let item = 0;
  for (let line = 0; line < lineCount; line += 1) {
    const begin = order.lineStarts[line] ?? 0;
    const end = order.lineStarts[line + 1] ?? 0;
    const step = groupOf(end - begin);
    for (let start = begin; start < end; start += step) {
      itemStarts[item] = start;
      lineOfItem[item] = line;
      for (let at = start; at < Math.min(start + step, end); at += 1) itemOfCell[order.cells[at] ?? 0] = item;
      item += 1;
    }
  }
  itemStarts[count] = order.cells.length;
  return { order, mode: kind, itemStarts, lineOfItem, itemOfCell };
}

/** How many items there are to tick off. */
export function itemCount(layout: TrackerLayout): number {
  return layout.itemStarts.length - 1;
}

/** The cells of one item, in work order (empty for an item outside the chart). */
export function cellsOfItem(layout: TrackerLayout, item: number): Int32Array {
  if (!Number.isInteger(item) || item < 0 || item >= itemCount(layout)) return new Int32Array(0);
  return layout.order.cells.subarray(layout.itemStarts[item], layout.itemStarts[item + 1]);
}

/** The item a cell belongs to, or -1 outside the chart. */
export function itemAt(layout: TrackerLayout, x: number, y: number): number {
  const { columnCount, rowCount } = layout.order.size;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= columnCount || y >= rowCount)
    return -1;
  return layout.itemOfCell[y * columnCount + x] ?? -1;
}

/**
 * The position in `to` that stands where `position` stood in `from` (another work order or mode of the same chart):
 * the item holding the first stitch of the item the maker was at, so a changed direction or mode keeps the needle on
 * the same stitch. Not started stays at the start, finished at the end; another chart size keeps the number.
 */
export function carriedPosition(from: TrackerLayout, position: number, to: TrackerLayout): number {
  const end = itemCount(to);
  if (!Number.isFinite(position) || position <= 0) return 0;
  const sameSize =
    from.order.size.columnCount === to.order.size.columnCount &&
    from.order.size.rowCount === to.order.size.rowCount;
  if (!sameSize) return Math.min(Math.trunc(position), end);
  if (position >= itemCount(from)) return end;
  const firstCell = cellsOfItem(from, Math.trunc(position))[0];
  return firstCell === undefined ? 0 : Math.min(to.itemOfCell[firstCell] ?? 0, end);
}
