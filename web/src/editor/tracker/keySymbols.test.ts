import {
  createPalette,
  createPaletteStyle,
  keySymbolDistances,
  keySymbols,
  symbolDistances,
} from '@steekwerk/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSymbolAssignment } from '../symbols/symbolAssignment';
import { withKeySymbols } from './keySymbols';

describe('key symbols of the tracker', () => {
  beforeAll(async () => {
    await loadSymbolAssignment();
  });
  const keyIds = new Set(keySymbols().map((symbol) => symbol.symbolId));

  it('gives every colour without a symbol its own key symbol, leaving symbols already chosen', () => {
    const palette = createPalette([
      createPaletteStyle(1, { colorBackground: '#ff0000' }),
      createPaletteStyle(2, { colorBackground: '#ff1010', symbolId: 'square' }),
      createPaletteStyle(3, { colorBackground: '#ff2020' }),
    ]);
    const ids = withKeySymbols(palette).styles.map((style) => style.symbolId);
    expect(ids[1]).toBe('square');
    expect(new Set(ids).size).toBe(3);
    expect(keyIds.has(ids[0]!) && keyIds.has(ids[2]!)).toBe(true);
    expect(palette.styles[0]!.symbolId).toBe('');
  });

  it('gives near-identical colours very different symbols', () => {
    // Two blacks (DMC 310 and Anchor 403), two near blues, and colours far from them.
    const colours = ['#000000', '#030303', '#1f3b73', '#203d75', '#e8c070', '#9a2a2a', '#f5f5f5', '#3a7a3a'];
    const palette = createPalette(
      colours.map((colorBackground, index) => createPaletteStyle(index + 1, { colorBackground })),
    );
    const ids = withKeySymbols(palette).styles.map((style) => style.symbolId);
    const { symbolIds, distance } = keySymbolDistances();
    const apart = (a: string, b: string) =>
      distance[symbolIds.indexOf(a) * symbolIds.length + symbolIds.indexOf(b)]!;
    const all = [...distance].filter((value) => value > 0).sort((a, b) => a - b);
    const topQuarter = all[Math.floor(all.length * 0.75)]!;
    expect(apart(ids[0]!, ids[1]!)).toBeGreaterThanOrEqual(topQuarter);
    expect(apart(ids[2]!, ids[3]!)).toBeGreaterThanOrEqual(topQuarter);
    expect(symbolDistances(keySymbols()).symbolIds.length).toBe(keyIds.size);
  });

  it('keeps a palette whose styles all have symbols as it is, and repeats symbols only past the key set', () => {
    const symbolic = createPalette([createPaletteStyle(1, { symbolId: 'knit' })]);
    expect(withKeySymbols(symbolic)).toBe(symbolic);
    const many = createPalette(
      Array.from({ length: keyIds.size + 2 }, (_, index) =>
        createPaletteStyle(index + 1, {
          colorBackground: `#${(index * 3).toString(16).padStart(2, '0')}8040`,
        }),
      ),
    );
    const ids = withKeySymbols(many).styles.map((style) => style.symbolId);
    expect(new Set(ids).size).toBe(keyIds.size);
  });

  it('replaces a symbol that several colours share (every colour of a cross-stitch chart is a cross)', () => {
    const crosses = createPalette([
      createPaletteStyle(1, { symbolId: 'cross', colorBackground: '#ff0000' }),
      createPaletteStyle(2, { symbolId: 'cross', colorBackground: '#0000ff' }),
      createPaletteStyle(3, { symbolId: 'star', colorBackground: '#00ff00' }),
    ]);
    const ids = withKeySymbols(crosses).styles.map((style) => style.symbolId);
    expect(ids[2]).toBe('star');
    expect(new Set(ids).size).toBe(3);
    expect(ids).not.toContain('cross');
  });

  it('handles an empty palette', () => {
    const empty = createPalette([]);
    expect(withKeySymbols(empty)).toBe(empty);
  });
});
