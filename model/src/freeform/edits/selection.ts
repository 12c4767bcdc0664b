/**
 * What every freeform edit starts from (issue 29, docs/decisions/freeform.md "Edits"): a selection is a list of
 * indices into the chart's symbol array (the array order is the z order, bottom first). Indices that are no whole
 * number or lie outside the array are dropped, duplicates counted once; an edit with nothing left changes nothing.
 *
 * Edits are pure: they return a new array (symbols they did not touch are the same objects) and the indices the
 * selection has afterwards, or `undefined` when nothing would change (so the editor records no undo step). The
 * symbols may carry more than the wire fields (the editor's per-session id): edits copy them with the spread, so
 * whatever else a symbol holds stays with it.
 */
import type { FreeformSymbol } from '../../chart/chartState';
import { boundingBoxOf, boxFromEdges, type FreeformBox } from '../geometry';

/** What an edit returns: the symbols afterwards and where the selected ones are now. */
export interface FreeformEdit<Symbol extends FreeformSymbol = FreeformSymbol> {
  readonly symbols: Symbol[];
  /** Indices into `symbols`, ascending. */
  readonly selection: number[];
}

import type { FreeformPoint } from '../geometry';
export type { FreeformPoint };

/** The chart's size in freeform units. */
export interface FreeformSize {
  readonly width: number;
  readonly height: number;
}

/** The valid, distinct indices of `selection` into an array of `count` symbols, ascending. */
export function validSelection(count: number, selection: Iterable<number>): number[] {
  const seen = new Set<number>();
  for (const index of selection) {
    if (Number.isInteger(index) && index >= 0 && index < count) seen.add(index);
  }
  return [...seen].sort((a, b) => a - b);
}

/** The symbol with its `boundingBox` derived from its placement (spec §3; kept in sync after every edit). */
export function withBoundingBox<Symbol extends FreeformSymbol>(symbol: Symbol): Symbol {
  return { ...symbol, boundingBox: boundingBoxOf(symbol) };
}

/** Whether every number a placement is made of is finite (a symbol from an old or hand-edited chart may not be). */
export function isFinitePlacement(symbol: FreeformSymbol): boolean {
  return [symbol.x, symbol.y, symbol.width, symbol.height, symbol.rotate, symbol.size].every(Number.isFinite);
}

/** The box around the turned symbols at these indices (already valid), or undefined for none. */
export function selectionBox(
  symbols: readonly FreeformSymbol[],
  indices: readonly number[],
): FreeformBox | undefined {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const index of indices) {
    const symbol = symbols[index];
    if (!symbol || !isFinitePlacement(symbol)) continue;
    const box = boundingBoxOf(symbol);
    left = Math.min(left, box.x);
    top = Math.min(top, box.y);
    right = Math.max(right, box.right);
    bottom = Math.max(bottom, box.bottom);
  }
  return left <= right ? boxFromEdges(left, top, right, bottom) : undefined;
}

/** The pivot a selection turns and scales about: the middle of its box. */
export function selectionPivot(
  symbols: readonly FreeformSymbol[],
  selection: Iterable<number>,
): FreeformPoint | undefined {
  const box = selectionBox(symbols, validSelection(symbols.length, selection));
  return box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * The shift that keeps a box of this extent inside the chart as far as it can: a box already inside may move up to
 * the chart's edges; a box lying partly outside (an older chart) may move back in but no further out; a box larger
 * than the chart keeps its left or top edge.
 */
export function clampShift(delta: number, start: number, end: number, limit: number): number {
  const least = Math.min(-start, 0);
  const most = Math.max(limit - end, 0);
  if (least > most) return 0;
  return Math.min(most, Math.max(least, delta));
}

/** The array with the symbols at `indices` replaced by `change(symbol)` (box recomputed). */
export function replaceAt<Symbol extends FreeformSymbol>(
  symbols: readonly Symbol[],
  indices: readonly number[],
  change: (symbol: Symbol, index: number) => Symbol,
): Symbol[] {
  const result = symbols.slice();
  for (const index of indices) result[index] = withBoundingBox(change(symbols[index]!, index));
  return result;
}
