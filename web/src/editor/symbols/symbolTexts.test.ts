import { createPalette, createPaletteStyle, type SymbolChange } from '@steekwerk/model';
import { afterEach, describe, expect, it } from 'vitest';
import { styleLabel } from '../paletteNames/styleLabel';
import { ownSymbolDescription, symbolTextsNotice, useSymbolTexts } from './symbolTexts';

const knit: SymbolChange = {
  symbolId: 'knit',
  abbreviation: 'R1',
  description: 'Recht door de achterste lus',
  alternativeAbbreviation: '',
  alternativeDescription: '',
};

afterEach(() => useSymbolTexts.getState().reset());

describe("the maker's own symbol texts from a save (symbolsChanged)", () => {
  it('takes over what a save reports, once: the same texts again are nothing new', () => {
    const store = useSymbolTexts.getState();
    expect(store.takeOver([knit])).toEqual([knit]);
    expect(useSymbolTexts.getState().fresh).toEqual([knit]);
    expect(useSymbolTexts.getState().takeOver([knit])).toEqual([]);
    const changed = { ...knit, abbreviation: 'R2' };
    expect(useSymbolTexts.getState().takeOver([changed])).toEqual([changed]);
    expect(useSymbolTexts.getState().texts.knit?.abbreviation).toBe('R2');
  });

  it('takes over nothing from an empty list and keeps what it knew', () => {
    useSymbolTexts.getState().takeOver([knit]);
    useSymbolTexts.getState().dismiss();
    expect(useSymbolTexts.getState().takeOver([])).toEqual([]);
    expect(useSymbolTexts.getState().fresh).toEqual([]);
    expect(ownSymbolDescription('knit')).toBe('Recht door de achterste lus');
  });

  it('names a style of the symbol without text of its own by the maker’s text', () => {
    const style = createPalette([createPaletteStyle(1, { symbolId: 'knit' })]).styles[0]!;
    const before = styleLabel(style, undefined).name;
    useSymbolTexts.getState().takeOver([knit]);
    expect(styleLabel(style, undefined).name).toBe('Recht door de achterste lus');
    useSymbolTexts.getState().reset();
    expect(styleLabel(style, undefined).name).toBe(before);
    // An empty description reported is no name.
    useSymbolTexts.getState().takeOver([{ ...knit, description: '  ' }]);
    expect(ownSymbolDescription('knit')).toBeUndefined();
  });

  it('tells the maker in Dutch which texts now apply', () => {
    expect(symbolTextsNotice([knit])).toMatch(/^Je eigen tekst voor .+ \(R1\) geldt nu/);
    const purl = { ...knit, symbolId: 'purl', abbreviation: 'AV1' };
    expect(symbolTextsNotice([knit, purl])).toMatch(
      /^Je eigen teksten voor .+ \(R1\) en .+ \(AV1\) gelden nu/,
    );
  });
});
