import { createPalette, createPaletteStyle, findBuiltInSymbol } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { keySymbolIds, withKeySymbols } from './keySymbols';

describe('key symbols of the tracker', () => {
  it('gives every colour without a symbol its own built-in symbol, leaving symbols already chosen', () => {
    const palette = createPalette([
      createPaletteStyle(1, { colorBackground: '#ff0000' }),
      createPaletteStyle(2, { colorBackground: '#ff1010', symbolId: 'square' }),
      createPaletteStyle(3, { colorBackground: '#ff2020' }),
    ]);
    const keyed = withKeySymbols(palette);
    expect(keyed.styles.map((style) => style.symbolId)).toEqual(['triangle', 'square', 'ring']);
    expect(palette.styles[0]!.symbolId).toBe('');
    for (const symbolId of keySymbolIds) expect(findBuiltInSymbol(symbolId)).toBeDefined();
  });

  it('keeps a palette whose styles all have symbols as it is, and repeats symbols only past the list', () => {
    const symbolic = createPalette([createPaletteStyle(1, { symbolId: 'knit' })]);
    expect(withKeySymbols(symbolic)).toBe(symbolic);
    const many = createPalette(
      Array.from({ length: keySymbolIds.length + 2 }, (_, index) => createPaletteStyle(index + 1)),
    );
    const ids = withKeySymbols(many).styles.map((style) => style.symbolId);
    expect(new Set(ids.slice(0, keySymbolIds.length)).size).toBe(keySymbolIds.length);
    expect(ids.at(-1)).toBe(keySymbolIds[1]);
  });

  it('replaces a symbol that several colours share (every colour of a cross-stitch chart is a cross)', () => {
    const crosses = createPalette([
      createPaletteStyle(1, { symbolId: 'cross', colorBackground: '#ff0000' }),
      createPaletteStyle(2, { symbolId: 'cross', colorBackground: '#0000ff' }),
      createPaletteStyle(3, { symbolId: 'star', colorBackground: '#00ff00' }),
    ]);
    expect(withKeySymbols(crosses).styles.map((style) => style.symbolId)).toEqual([
      'square',
      'triangle',
      'star',
    ]);
  });

  it('handles an empty palette', () => {
    const empty = createPalette([]);
    expect(withKeySymbols(empty)).toBe(empty);
  });
});
