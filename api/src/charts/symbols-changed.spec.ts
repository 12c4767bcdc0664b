import { createPalette, createPaletteStyle, stitchStyle, type PaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { symbolsChanged } from './symbols-changed';

const of = (...styles: PaletteStyle[]) => symbolsChanged({ palette: createPalette(styles) });

describe('symbolsChanged', () => {
  it('lists nothing for a palette that keeps the built-in stitch texts (a new knitting chart)', () => {
    expect(of(stitchStyle(1, 'knit'), stitchStyle(2, 'purl'), stitchStyle(3, 'yarn-over'))).toEqual([]);
  });

  it('lists a built-in stitch whose abbreviation or description the maker changed, with its alternatives', () => {
    const knit = { ...stitchStyle(1, 'knit'), abbreviation: 'k', alternativeAbbreviation: 'r' };
    const purl = { ...stitchStyle(2, 'purl'), description: 'Averechtse steek (van achteren)' };
    expect(of(knit, purl)).toEqual([
      {
        symbolId: 'knit',
        abbreviation: 'k',
        description: knit.description,
        alternativeAbbreviation: 'r',
        alternativeDescription: '',
      },
      {
        symbolId: 'purl',
        abbreviation: purl.abbreviation,
        description: 'Averechtse steek (van achteren)',
        alternativeAbbreviation: '',
        alternativeDescription: '',
      },
    ]);
  });

  it('ignores empty texts, case and spaces, product titles, symbols without texts and repeats', () => {
    const knit = stitchStyle(1, 'knit');
    expect(
      of(
        { ...knit, abbreviation: '', description: '' },
        { ...stitchStyle(2, 'purl'), description: ` ${stitchStyle(2, 'purl').description.toUpperCase()} ` },
        { ...stitchStyle(3, 'knit'), productId: 'drops-air-01', description: 'Drops Air 01' },
        createPaletteStyle(4, { symbolId: 'circle', abbreviation: 'o', description: 'DMC 310' }),
        createPaletteStyle(5, { symbolId: '', description: 'Rood' }),
      ),
    ).toEqual([]);
    const twice = of({ ...knit, abbreviation: 'k' }, { ...stitchStyle(2, 'knit'), abbreviation: 'kn' });
    expect(twice.map((change) => change.abbreviation)).toEqual(['k']);
  });
});
