/**
 * Deleting, duplicating and restacking a selection (issue 29). The symbol array's order is the z order, bottom
 * first; symbols of different layers never hide each other within a layer, so a step forward or back passes the
 * next symbol of the same layer, while to front and to back move the selection to the end or the start of the
 * array (keeping their order among themselves).
 */
import type { FreeformSymbol } from '../../chart/chartState';
import { clampedMove } from './move';
import { validSelection, withBoundingBox, type FreeformEdit, type FreeformSize } from './selection';

/** How far a duplicate lands from its original, in freeform units (half a chain at size 1, right and down). */
export const duplicateOffset = 10;

/** The symbols without the selected ones (the selection is empty afterwards). */
export function deleteSymbols<Symbol extends FreeformSymbol>(
  symbols: readonly Symbol[],
  selection: Iterable<number>,
): FreeformEdit<Symbol> | undefined {
  const indices = new Set(validSelection(symbols.length, selection));
  if (indices.size === 0) return undefined;
  return { symbols: symbols.filter((_, index) => !indices.has(index)), selection: [] };
}

/**
 * Copies of the selected symbols, shifted by `offset` (clamped to the chart like a move), on top of everything;
 * the copies become the selection. `copy` gives each copy what the editor keeps beside the wire fields (a new id).
 */
export function duplicateSymbols<Symbol extends FreeformSymbol>(
  symbols: readonly Symbol[],
  selection: Iterable<number>,
  size: FreeformSize,
  copy: (symbol: Symbol) => Symbol = (symbol) => ({ ...symbol }),
  offset = duplicateOffset,
): FreeformEdit<Symbol> | undefined {
  const indices = validSelection(symbols.length, selection);
  if (indices.length === 0) return undefined;
  const shift = clampedMove(symbols, indices, offset, offset, size);
  const copies = indices.map((index) => {
    const symbol = symbols[index]!;
    return withBoundingBox(copy({ ...symbol, x: symbol.x + shift.dx, y: symbol.y + shift.dy }));
  });
  return {
    symbols: [...symbols, ...copies],
    selection: copies.map((_, offsetInCopies) => symbols.length + offsetInCopies),
  };
}

export type StackMove = 'forward' | 'backward' | 'toFront' | 'toBack';

/** The selection moved up or down the z order; undefined when it is already there. */
export function restackSymbols<Symbol extends FreeformSymbol>(
  symbols: readonly Symbol[],
  selection: Iterable<number>,
  move: StackMove,
): FreeformEdit<Symbol> | undefined {
  const indices = validSelection(symbols.length, selection);
  if (indices.length === 0) return undefined;
  const selected = new Set(indices);
  let order: number[];
  if (move === 'toFront' || move === 'toBack') {
    const rest = symbols.map((_, index) => index).filter((index) => !selected.has(index));
    order = move === 'toFront' ? [...rest, ...indices] : [...indices, ...rest];
  } else {
    order = step(symbols, selected, move === 'forward');
  }
  if (order.every((from, to) => from === to)) return undefined;
  return {
    symbols: order.map((from) => symbols[from]!),
    selection: order.flatMap((from, to) => (selected.has(from) ? [to] : [])),
  };
}

/**
 * The new order after each selected symbol passes the next unselected symbol of its layer upward (`up`) or
 * downward. Symbols are visited from the end they move toward, so a run of selected symbols moves as one.
 */
function step(symbols: readonly FreeformSymbol[], selected: ReadonlySet<number>, up: boolean): number[] {
  const order = symbols.map((_, index) => index);
  const positions = up ? [...order].reverse() : order.slice();
  for (const start of positions) {
    if (!selected.has(order[start]!)) continue;
    const layerId = symbols[order[start]!]!.layerId;
    // The nearest symbol of the same layer beyond this one that is not selected.
    let target = start;
    for (let at = start + (up ? 1 : -1); at >= 0 && at < order.length; at += up ? 1 : -1) {
      const other = order[at]!;
      if (symbols[other]!.layerId !== layerId) continue;
      if (selected.has(other)) break;
      target = at;
      break;
    }
    if (target === start) continue;
    const [moving] = order.splice(start, 1);
    order.splice(target, 0, moving!);
  }
  return order;
}
