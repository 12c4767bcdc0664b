/**
 * Moving a selection (issue 29: by drag and by the arrow keys): every selected symbol shifts by the same amount,
 * clamped so the selection's box stays within the chart (`clampShift`).
 */
import type { FreeformSymbol } from '../../chart/chartState';
import {
  clampShift,
  replaceAt,
  selectionBox,
  validSelection,
  type FreeformEdit,
  type FreeformSize,
} from './selection';

/** The shift a move of `dx`, `dy` comes to once clamped to the chart (0, 0 when nothing can move). */
export function clampedMove(
  symbols: readonly FreeformSymbol[],
  selection: Iterable<number>,
  dx: number,
  dy: number,
  size: FreeformSize,
): { readonly dx: number; readonly dy: number } {
  const box = selectionBox(symbols, validSelection(symbols.length, selection));
  if (!box || !Number.isFinite(dx) || !Number.isFinite(dy)) return { dx: 0, dy: 0 };
  return {
    dx: clampShift(dx, box.x, box.right, size.width),
    dy: clampShift(dy, box.y, box.bottom, size.height),
  };
}

/** Moves the selected symbols by `dx`, `dy` freeform units, kept within the chart. */
export function moveSymbols<Symbol extends FreeformSymbol>(
  symbols: readonly Symbol[],
  selection: Iterable<number>,
  dx: number,
  dy: number,
  size: FreeformSize,
): FreeformEdit<Symbol> | undefined {
  const indices = validSelection(symbols.length, selection);
  const shift = clampedMove(symbols, indices, dx, dy, size);
  if (shift.dx === 0 && shift.dy === 0) return undefined;
  return {
    symbols: replaceAt(symbols, indices, (symbol) => ({
      ...symbol,
      x: symbol.x + shift.dx,
      y: symbol.y + shift.dy,
    })),
    selection: indices,
  };
}

/** The arrow keys' step in freeform units: 1, or 10 with shift (half a chain at size 1). */
export function arrowStep(shift: boolean): number {
  return shift ? 10 : 1;
}
