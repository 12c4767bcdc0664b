/**
 * Aligning and distributing a selection (issue 29), by the symbols' boxes around their turned shapes (what the user
 * sees). Several symbols align to the box around them all; a single symbol aligns to the chart (its left edge, its
 * middle…), which is what a one-symbol alignment can mean. Distributing needs three symbols or more: the outermost
 * two stay and the others are spaced so the gaps between neighbouring boxes are equal.
 */
import type { FreeformSymbol } from '../../chart/chartState';
import { boundingBoxOf, type FreeformBox } from '../geometry';
import {
  isFinitePlacement,
  replaceAt,
  selectionBox,
  validSelection,
  type FreeformEdit,
  type FreeformSize,
} from './selection';

export type AlignEdge = 'left' | 'centre' | 'right' | 'top' | 'middle' | 'bottom';
export type DistributeAxis = 'horizontal' | 'vertical';

export const alignEdges: readonly AlignEdge[] = ['left', 'centre', 'right', 'top', 'middle', 'bottom'];

/** How far a box must move along its axis so its `edge` meets the target's. */
function alignShift(box: FreeformBox, target: FreeformBox, edge: AlignEdge): number {
  switch (edge) {
    case 'left':
      return target.x - box.x;
    case 'centre':
      return target.x + target.width / 2 - (box.x + box.width / 2);
    case 'right':
      return target.right - box.right;
    case 'top':
      return target.y - box.y;
    case 'middle':
      return target.y + target.height / 2 - (box.y + box.height / 2);
    case 'bottom':
      return target.bottom - box.bottom;
  }
}

const tolerance = 1e-9;

/** Lines the selected symbols up on an edge or middle; undefined when they already are (or none is selected). */
export function alignSymbols<Symbol extends FreeformSymbol>(
  symbols: readonly Symbol[],
  selection: Iterable<number>,
  edge: AlignEdge,
  size: FreeformSize,
): FreeformEdit<Symbol> | undefined {
  if (!alignEdges.includes(edge)) return undefined;
  const indices = validSelection(symbols.length, selection).filter((index) =>
    isFinitePlacement(symbols[index]!),
  );
  if (indices.length === 0) return undefined;
  const target =
    indices.length === 1
      ? { x: 0, y: 0, width: size.width, height: size.height, right: size.width, bottom: size.height }
      : selectionBox(symbols, indices)!;
  const horizontal = edge === 'left' || edge === 'centre' || edge === 'right';
  const moving = indices.filter(
    (index) => Math.abs(alignShift(boundingBoxOf(symbols[index]!), target, edge)) > tolerance,
  );
  if (moving.length === 0) return undefined;
  return {
    symbols: replaceAt(symbols, moving, (symbol) => {
      const shift = alignShift(boundingBoxOf(symbol), target, edge);
      return horizontal ? { ...symbol, x: symbol.x + shift } : { ...symbol, y: symbol.y + shift };
    }),
    selection: indices,
  };
}

/** Spaces three or more selected symbols evenly between the outermost two; undefined when nothing moves. */
export function distributeSymbols<Symbol extends FreeformSymbol>(
  symbols: readonly Symbol[],
  selection: Iterable<number>,
  axis: DistributeAxis,
): FreeformEdit<Symbol> | undefined {
  if (axis !== 'horizontal' && axis !== 'vertical') return undefined;
  const indices = validSelection(symbols.length, selection).filter((index) =>
    isFinitePlacement(symbols[index]!),
  );
  if (indices.length < 3) return undefined;
  const horizontal = axis === 'horizontal';
  const boxes = new Map(indices.map((index) => [index, boundingBoxOf(symbols[index]!)]));
  const start = (index: number) => (horizontal ? boxes.get(index)!.x : boxes.get(index)!.y);
  const length = (index: number) => (horizontal ? boxes.get(index)!.width : boxes.get(index)!.height);
  const middle = (index: number) => start(index) + length(index) / 2;
  // Ordered by their middles, ties by z order, so the same selection always distributes the same way.
  const ordered = [...indices].sort((a, b) => middle(a) - middle(b) || a - b);
  const first = ordered[0]!;
  const last = ordered[ordered.length - 1]!;
  const span = start(last) + length(last) - start(first);
  const filled = ordered.reduce((sum, index) => sum + length(index), 0);
  const gap = (span - filled) / (ordered.length - 1);
  const shifts = new Map<number, number>();
  let at = start(first);
  for (const index of ordered) {
    const shift = at - start(index);
    if (Math.abs(shift) > tolerance) shifts.set(index, shift);
    at += length(index) + gap;
  }
  if (shifts.size === 0) return undefined;
  return {
    symbols: replaceAt(symbols, [...shifts.keys()], (symbol, index) => {
      const shift = shifts.get(index)!;
      return horizontal ? { ...symbol, x: symbol.x + shift } : { ...symbol, y: symbol.y + shift };
    }),
    selection: indices,
  };
}
