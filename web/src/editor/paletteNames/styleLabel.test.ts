import { createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { dutchColourName } from './dutchColourName';
import { styleLabel } from './styleLabel';

const hexCode = /#?[0-9a-f]{6}\b/i;

describe('style labels', () => {
  it('names a product style by its brand, number and name, and adds the symbol', () => {
    const style = createPaletteStyle(1, {
      colorBackground: '#a64510',
      productId: 'dmc-919',
      abbreviation: '919',
      description: 'DMC 919 Red–Copper',
    });
    expect(styleLabel(style, 'Kruissteek')).toEqual({
      name: 'DMC 919 Red–Copper',
      symbol: 'Kruissteek',
      full: 'DMC 919 Red–Copper · Kruissteek',
    });
    expect(styleLabel({ ...style, description: '', abbreviation: '' }, undefined).full).toBe('DMC 919');
  });

  it('puts the brand number before a description that lacks it, so two imported blacks differ', () => {
    const linked = createPaletteStyle(1, {
      colorBackground: '#000000',
      productId: 'dmc-310',
      description: 'Black',
    });
    const numbered = createPaletteStyle(2, {
      colorBackground: '#020202',
      abbreviation: '403',
      description: 'Black',
    });
    expect(styleLabel(linked, undefined).name).toBe('DMC 310 Black');
    expect(styleLabel(numbered, undefined).name).toBe('403 Black');
    // A description that has its number keeps its words; a stitch abbreviation is no thread number.
    const anchor = createPaletteStyle(3, { abbreviation: '403', description: 'Anchor 403 Black' });
    expect(styleLabel(anchor, undefined).name).toBe('Anchor 403 Black');
    const knit = createPaletteStyle(4, { abbreviation: 'k2tog', description: 'twee samen' });
    expect(styleLabel(knit, undefined).name).toBe('twee samen');
    const blend = createPaletteStyle(5, { productId: 'dmc-b5200', description: 'Snow White' });
    expect(styleLabel(blend, undefined).name).toBe('DMC B5200 Snow White');
  });

  it('gives a style without product or texts a Dutch colour name, never its hex code', () => {
    const styles = ['#bf3f3f', '#3f6fbf', '#f2c14e', '#3f9f5f', '#333333', '#ffffff'].map((colour, index) =>
      createPaletteStyle(index + 1, { colorBackground: colour }),
    );
    const labels = styles.map((style) => styleLabel(style, 'Kruissteek').full);
    expect(labels).toEqual([
      'Rood · Kruissteek',
      'Blauw · Kruissteek',
      'Geel · Kruissteek',
      'Groen · Kruissteek',
      'Donkergrijs · Kruissteek',
      'Wit · Kruissteek',
    ]);
    for (const label of labels) expect(label).not.toMatch(hexCode);
  });

  it('treats a description or abbreviation that is only a hex code as no name', () => {
    const style = createPaletteStyle(1, {
      colorBackground: '#0a1f6b',
      description: '#0a1f6b',
      abbreviation: '0a1f6b',
    });
    expect(styleLabel(style, undefined).full).toBe('Donkerblauw');
  });

  it('marks a symbol meaning no stitch', () => {
    const style = createPaletteStyle(1, { colorBackground: '#ffffff' });
    expect(styleLabel(style, 'Doek').full).toBe('Wit · Doek (geen steek)');
    expect(styleLabel(style, 'Geen steek').full).toBe('Wit · Geen steek');
  });
});

describe('Dutch colour names', () => {
  it('names colours by the nearest of the named colours', () => {
    expect(dutchColourName('#000')).toBe('Zwart');
    expect(dutchColourName('#ff0000')).toBe('Rood');
    expect(dutchColourName('#800000')).toBe('Donkerrood');
    expect(dutchColourName('#add8e6')).toBe('Lichtblauw');
    expect(dutchColourName('#008000')).toBe('Groen');
    expect(dutchColourName('#ffa500')).toBe('Oranje');
    expect(dutchColourName('#800080')).toBe('Paars');
    expect(dutchColourName('#8b4513')).toBe('Bruin');
  });

  it('never echoes bad input', () => {
    expect(dutchColourName('rood')).toBe('Kleur');
    expect(dutchColourName('#12345')).toBe('Kleur');
    expect(dutchColourName('')).toBe('Kleur');
  });
});
