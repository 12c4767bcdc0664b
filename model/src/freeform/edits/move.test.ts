import { describe, expect, it } from 'vitest';
import { boundingBoxOf } from '../geometry';
import { arrowStep, moveSymbols } from './move';
import { chartSize, symbolAt } from './testSymbols';

const symbols = [symbolAt(100, 100), symbolAt(200, 150), symbolAt(300, 300)];

describe('moving a selection', () => {
  it('moves the selected symbols only, keeping their boxes in sync', () => {
    const edit = moveSymbols(symbols, [0, 2], 15, -5, chartSize);
    expect(edit?.selection).toEqual([0, 2]);
    expect(edit?.symbols.map(({ x, y }) => [x, y])).toEqual([
      [115, 95],
      [200, 150],
      [315, 295],
    ]);
    expect(edit?.symbols[1]).toBe(symbols[1]);
    for (const symbol of edit?.symbols ?? []) expect(symbol.boundingBox).toEqual(boundingBoxOf(symbol));
  });

  it('stops at the chart edges as a whole', () => {
    // The selection's box runs from 90 to 310 across: it can go 90 left and 190 right.
    expect(moveSymbols(symbols, [0, 2], -1000, 0, chartSize)?.symbols[0]?.x).toBe(10);
    expect(moveSymbols(symbols, [0, 2], 1000, 0, chartSize)?.symbols[2]?.x).toBe(490);
    expect(moveSymbols(symbols, [2], 0, 1000, chartSize)?.symbols[2]?.y).toBe(490);
    // Already at the edge: nothing moves, no edit.
    const atEdge = [symbolAt(10, 10)];
    expect(moveSymbols(atEdge, [0], -5, -5, chartSize)).toBeUndefined();
  });

  it('lets a symbol lying outside the chart (an older chart) move back in, never further out', () => {
    const outside = [symbolAt(-20, 100)];
    expect(moveSymbols(outside, [0], -5, 0, chartSize)).toBeUndefined();
    expect(moveSymbols(outside, [0], 50, 0, chartSize)?.symbols[0]?.x).toBe(30);
  });

  it('changes nothing for an empty selection, unknown indices or a shift that is no number', () => {
    expect(moveSymbols(symbols, [], 10, 10, chartSize)).toBeUndefined();
    expect(moveSymbols(symbols, [7, -1, 1.5], 10, 10, chartSize)).toBeUndefined();
    expect(moveSymbols(symbols, [0], Number.NaN, 10, chartSize)).toBeUndefined();
    expect(moveSymbols(symbols, [0], Infinity, 0, chartSize)).toBeUndefined();
    expect(moveSymbols(symbols, [0, 0, 9], 10, 0, chartSize)?.selection).toEqual([0]);
  });

  it('skips a symbol whose placement is no number when boxing the selection', () => {
    const broken = [symbolAt(100, 100), { ...symbolAt(0, 0), x: Number.NaN }];
    expect(moveSymbols(broken, [1], 10, 0, chartSize)).toBeUndefined();
  });

  it('steps 1 unit by the arrow keys, 10 with shift', () => {
    expect(arrowStep(false)).toBe(1);
    expect(arrowStep(true)).toBe(10);
  });
});
