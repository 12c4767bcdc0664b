import { describe, expect, it } from 'vitest';
import type { FreeformSymbol } from '../../chart/chartState';
import { deleteSymbols, duplicateOffset, duplicateSymbols, restackSymbols } from './order';
import { chartSize, symbolAt } from './testSymbols';

/** Symbols named by their style id, so an order reads as a list of names. */
const named = (...layers: number[]) =>
  layers.map((layerId, index) => symbolAt(50 + index * 30, 50, { layerId, styleId: index + 1 }));
const names = (symbols: readonly FreeformSymbol[] | undefined) => symbols?.map((symbol) => symbol.styleId);

describe('deleting', () => {
  it('removes the selected symbols and empties the selection', () => {
    const edit = deleteSymbols(named(1, 1, 1, 1), [1, 3]);
    expect(names(edit?.symbols)).toEqual([1, 3]);
    expect(edit?.selection).toEqual([]);
  });

  it('changes nothing without a known selected symbol', () => {
    expect(deleteSymbols(named(1, 1), [])).toBeUndefined();
    expect(deleteSymbols(named(1, 1), [2, -1, Number.NaN])).toBeUndefined();
  });
});

describe('duplicating', () => {
  it('puts shifted copies on top and selects them, with the id the editor gives', () => {
    const symbols = named(1, 2).map((symbol, id) => ({ ...symbol, id }));
    let next = 10;
    const edit = duplicateSymbols(symbols, [0, 1], chartSize, (symbol) => ({ ...symbol, id: next++ }));
    expect(edit?.symbols.map((symbol) => symbol.id)).toEqual([0, 1, 10, 11]);
    expect(edit?.selection).toEqual([2, 3]);
    expect(edit?.symbols[2]).toMatchObject({ x: 50 + duplicateOffset, y: 50 + duplicateOffset, layerId: 1 });
    expect(edit?.symbols[2]?.boundingBox?.x).toBe(40 + duplicateOffset);
  });

  it('keeps copies within the chart', () => {
    const edit = duplicateSymbols([symbolAt(490, 490)], [0], chartSize);
    expect(edit?.symbols[1]).toMatchObject({ x: 490, y: 490 });
  });

  it('changes nothing without a selection', () => {
    expect(duplicateSymbols(named(1), [], chartSize)).toBeUndefined();
    expect(duplicateSymbols(named(1), [4], chartSize)).toBeUndefined();
  });
});

describe('restacking', () => {
  it('steps forward past the next symbol of the same layer, a run of selected symbols as one', () => {
    const symbols = named(1, 1, 1, 1);
    const edit = restackSymbols(symbols, [1, 2], 'forward');
    expect(names(edit?.symbols)).toEqual([1, 4, 2, 3]);
    expect(edit?.selection).toEqual([2, 3]);
    // Symbols of another layer in between are not passed on their own.
    expect(names(restackSymbols(named(1, 2, 1), [0], 'forward')?.symbols)).toEqual([2, 3, 1]);
  });

  it('steps backward the same way', () => {
    const edit = restackSymbols(named(1, 1, 1), [2], 'backward');
    expect(names(edit?.symbols)).toEqual([1, 3, 2]);
    expect(edit?.selection).toEqual([1]);
  });

  it('goes to the front or the back keeping the order among the selected', () => {
    expect(names(restackSymbols(named(1, 1, 1, 1), [0, 2], 'toFront')?.symbols)).toEqual([2, 4, 1, 3]);
    expect(names(restackSymbols(named(1, 1, 1, 1), [1, 3], 'toBack')?.symbols)).toEqual([2, 4, 1, 3]);
  });

  it('changes nothing when already there, or without a selection', () => {
    expect(restackSymbols(named(1, 1), [1], 'forward')).toBeUndefined();
    expect(restackSymbols(named(1, 1), [1], 'toFront')).toBeUndefined();
    expect(restackSymbols(named(1, 1), [0], 'backward')).toBeUndefined();
    expect(restackSymbols(named(1, 1), [0, 1], 'forward')).toBeUndefined();
    expect(restackSymbols(named(1, 1), [], 'toBack')).toBeUndefined();
    expect(restackSymbols(named(1, 1), [9], 'toBack')).toBeUndefined();
  });
});
