import { describe, expect, it } from 'vitest';
import { keySymbols } from '../builtInSymbols';
import { assignmentCost, assignSymbols, keySymbolDistances } from './assignSymbols';
import { ciede2000, hexToLab, type Lab } from './colourDifference';

describe('ciede2000', () => {
  // Sharma, Wu and Dalal (2005), supplementary test data: pairs 1, 7, 13, 17, 25 and 34.
  const cases: readonly (readonly [Lab, Lab, number])[] = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
    [[50, 2.5, 0], [73, 25, -18], 27.1492],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ];
  it('matches the published test pairs to four decimals, both ways round', () => {
    for (const [first, second, expected] of cases) {
      expect(ciede2000(first, second)).toBeCloseTo(expected, 4);
      expect(ciede2000(second, first)).toBeCloseTo(expected, 4);
    }
  });

  it('reads sRGB colours as CIELAB under D65', () => {
    expect(hexToLab('#ffffff')[0]).toBeCloseTo(100, 3);
    expect(hexToLab('#000')).toEqual([0, 0, 0]);
    const red = hexToLab('#ff0000');
    expect(red[0]).toBeCloseTo(53.24, 1);
    expect(red[1]).toBeCloseTo(80.09, 1);
    expect(() => hexToLab('rood')).toThrow();
  });
});

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
        expect(ciede2000(hexToLab(colours[sharing[0]!]!), hexToLab(colours[sharing[1]!]!))).toBeGreaterThan(
          10,
        );
      }
    }
  });

  it('refuses a colour that is no colour', () => {
    expect(() => assignSymbols(['#ff0000', 'blauw'])).toThrow();
  });
});
