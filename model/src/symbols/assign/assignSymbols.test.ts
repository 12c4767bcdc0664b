import { describe, expect, it } from 'vitest';
import { keySymbols } from '../builtInSymbols';
import { deltaE2000Hex } from '../../catalogue/deltaE2000';
import { assignmentCost, assignSymbols, keySymbolDistances } from './assignSymbols';

describe('assignSymbols', () => {
  const distances = keySymbolDistances();
  const apart = (a: string, b: string) => {
    const n = distances.symbolIds.length;
    return distances.distance[distances.symbolIds.indexOf(a) * n + distances.symbolIds.indexOf(b)]!;
  };

  it('gives every colour its own key symbol, the same ones for the same colours', () => {
    const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#000000', '#ffffff'];
    const symbols = assignSymbols(colours);
    expect(new Set(symbols).size).toBe(colours.length);
    const keys = new Set(keySymbols().map((symbol) => symbol.symbolId));
    for (const symbolId of symbols) expect(keys.has(symbolId)).toBe(true);
    expect(assignSymbols(colours)).toEqual(symbols);
    expect(assignSymbols([])).toEqual([]);
  });

  it('puts the most different symbols on two near-identical colours', () => {
    // DMC-like greys and blues: two blues 1.5 ΔE apart among colours far from them.
    const colours = ['#1f3b73', '#203d75', '#e8c070', '#9a2a2a', '#f5f5f5', '#3a7a3a', '#111111', '#c8a2c8'];
    const symbols = assignSymbols(colours);
    const blues = apart(symbols[0]!, symbols[1]!);
    // Among every pair of key symbols, the two blues' are in the most different tenth.
    const all = [...distances.distance].filter((value) => value > 0).sort((a, b) => a - b);
    expect(blues).toBeGreaterThanOrEqual(all[Math.floor(all.length * 0.9)]!);
  });

  it('costs less than handing the symbols out in palette order', () => {
    const colours = Array.from({ length: 40 }, (_, index) => {
      // Ten hues, four close shades of each: many near pairs.
      const hue = index % 10;
      const shade = Math.floor(index / 10);
      const channel = (value: number) => Math.round(value).toString(16).padStart(2, '0');
      return `#${channel(40 + hue * 20 + shade * 4)}${channel(200 - hue * 15 + shade * 3)}${channel(90 + shade * 5)}`;
    });
    const chosen = assignSymbols(colours);
    const inOrder = distances.symbolIds.slice(0, colours.length);
    expect(assignmentCost(colours, chosen)).toBeLessThan(assignmentCost(colours, inOrder) * 0.8);
  });

  it('keeps the symbols a style chose and avoids them for the others', () => {
    const colours = ['#ff0000', '#fe0101', '#0000ff'];
    const symbols = assignSymbols(colours, { fixed: ['heart', undefined, 'knit'] });
    expect(symbols[0]).toBe('heart');
    expect(symbols[2]).toBe('knit');
    expect(symbols[1]).not.toBe('heart');
    expect(apart('heart', symbols[1]!)).toBeGreaterThan(10);
  });

  it('repeats symbols only when the colours outnumber them, on colours far apart', () => {
    const colours = Array.from({ length: distances.symbolIds.length + 5 }, (_, index) => {
      const value = (index * 2654435761) % 0xffffff;
      return `#${value.toString(16).padStart(6, '0')}`;
    });
    const symbols = assignSymbols(colours, { maxPasses: 2 });
    const counts = new Map<string, number[]>();
    symbols.forEach((symbolId, colour) => counts.set(symbolId, [...(counts.get(symbolId) ?? []), colour]));
    expect(counts.size).toBe(distances.symbolIds.length);
    for (const sharing of counts.values()) {
      expect(sharing.length).toBeLessThanOrEqual(2);
      if (sharing.length === 2) {
        expect(deltaE2000Hex(colours[sharing[0]!]!, colours[sharing[1]!]!)).toBeGreaterThan(10);
      }
    }
  });

  it('refuses a colour that is no colour', () => {
    expect(() => assignSymbols(['#ff0000', 'blauw'])).toThrow();
  });
});
