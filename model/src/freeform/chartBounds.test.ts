import { describe, expect, it } from 'vitest';
import { liesWithinChart, symbolsExtent } from './chartBounds';

const size = { width: 100, height: 80 };
const symbol = (x: number, y: number, rotate = 0) => ({ x, y, width: 20, height: 10, rotate });

describe('the chart edge', () => {
  it('holds a symbol whose turned box lies within the chart, edges included', () => {
    expect(liesWithinChart(symbol(10, 5), size)).toBe(true);
    expect(liesWithinChart(symbol(90, 75), size)).toBe(true);
    expect(liesWithinChart(symbol(9.9, 40), size)).toBe(false);
    expect(liesWithinChart(symbol(50, 76), size)).toBe(false);
    // Turned a quarter, the box is 10 wide and 20 high.
    expect(liesWithinChart(symbol(5, 40, 90), size)).toBe(true);
    expect(liesWithinChart(symbol(50, 5, 90), size)).toBe(false);
    expect(liesWithinChart(symbol(Number.NaN, 5), size)).toBe(false);
  });

  it('gives the extent of the symbols in whole units, 0 × 0 without any', () => {
    expect(symbolsExtent([])).toEqual({ width: 0, height: 0 });
    expect(symbolsExtent([symbol(10, 5), symbol(70.2, 30, 90)])).toEqual({ width: 76, height: 40 });
    expect(symbolsExtent([symbol(10, 5), symbol(Number.NaN, 300)])).toEqual({ width: 20, height: 10 });
  });
});
