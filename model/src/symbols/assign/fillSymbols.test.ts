import { describe, expect, it } from 'vitest';
import { createPaletteStyle } from '../../chart/palette';
import { keySymbols } from '../builtInSymbols';
import { fillKeySymbols, fillMissingSymbols } from './fillSymbols';

describe('fillMissingSymbols', () => {
  const keyIds = new Set(keySymbols().map((symbol) => symbol.symbolId));

  it('gives every style without a symbol its own key symbol and keeps the others', () => {
    const styles = [
      createPaletteStyle(1, { colorBackground: '#000000', description: 'DMC 310 Black' }),
      createPaletteStyle(2, { colorBackground: '#020202', description: 'Anchor 403 Black' }),
      createPaletteStyle(3, { colorBackground: '#ff0000', symbolId: 'square' }),
      createPaletteStyle(4, { colorBackground: '#00ff00', symbolId: 'cross' }),
    ];
    const filled = fillMissingSymbols(styles);
    expect(filled[2]!.symbolId).toBe('square');
    expect(filled[3]!.symbolId).toBe('cross');
    const given = [filled[0]!.symbolId, filled[1]!.symbolId];
    for (const symbolId of given) expect(keyIds.has(symbolId)).toBe(true);
    // Two blacks, each its own symbol, neither the square another style has.
    expect(new Set([...given, 'square']).size).toBe(3);
    expect(filled[0]!.description).toBe('DMC 310 Black');
  });

  it('returns the very styles when none lacks a symbol, and survives a colour that is not hex', () => {
    const styles = [createPaletteStyle(1, { symbolId: 'ring' })];
    expect(fillMissingSymbols(styles)).toBe(styles);
    const odd = [
      { symbolId: '', colorBackground: 'rood' },
      { symbolId: '  ', colorBackground: '#123456' },
    ];
    const filled = fillMissingSymbols(odd);
    expect(filled.every((style) => keyIds.has(style.symbolId))).toBe(true);
    expect(fillMissingSymbols([])).toEqual([]);
  });

  it('fills the styles a caller picks, such as those sharing a symbol', () => {
    const styles = ['#ff0000', '#fe0101', '#0000ff'].map((colorBackground, index) =>
      createPaletteStyle(index + 1, { colorBackground, symbolId: 'cross' }),
    );
    const filled = fillMissingSymbols(styles, () => true);
    expect(new Set(filled.map((style) => style.symbolId)).size).toBe(3);
  });
});

describe('fillKeySymbols', () => {
  it('keeps a unique usable symbol and gives shared, missing and unusable ones key symbols of their own', () => {
    const styles = [
      createPaletteStyle(1, { colorBackground: '#ff0000', symbolId: 'cross' }),
      createPaletteStyle(2, { colorBackground: '#fe0101', symbolId: 'cross' }),
      createPaletteStyle(3, { colorBackground: '#0000ff', symbolId: 'heart' }),
      createPaletteStyle(4, { colorBackground: '#00ff00', symbolId: 'mijn-eigen' }),
      createPaletteStyle(5, { colorBackground: '#00fe00' }),
    ];
    const filled = fillKeySymbols(styles, (symbolId) => symbolId !== 'mijn-eigen');
    expect(filled[2]!.symbolId).toBe('heart');
    const ids = filled.map((style) => style.symbolId);
    expect(new Set(ids).size).toBe(5);
    expect(ids).not.toContain('cross');
    expect(ids).not.toContain('mijn-eigen');
    // Without a rule on usable symbols a user's own symbol stays; the same colours give the same symbols.
    expect(fillKeySymbols(styles)[3]!.symbolId).toBe('mijn-eigen');
    expect(fillKeySymbols(styles, (symbolId) => symbolId !== 'mijn-eigen')).toEqual(filled);
  });
});
