import { describe, expect, it } from 'vitest';
import { findBuiltInSymbol } from './builtInSymbols';
import { stitchOfSymbol } from './stitchReference';
import { namesWrongSideStitches, wrongSideStitchOf, wrongSideSymbolIds } from './wrongSideStitches';

describe('the wrong-side stitches of the stitch reference', () => {
  it('turns knit into purl and purl into knit', () => {
    expect(wrongSideStitchOf('knit')).toEqual({ stitch: stitchOfSymbol('purl'), symbolId: 'purl' });
    expect(wrongSideStitchOf('purl')).toEqual({ stitch: stitchOfSymbol('knit'), symbolId: 'knit' });
    expect(wrongSideStitchOf('purl-bar')?.symbolId).toBe('knit');
    expect(wrongSideStitchOf('brioche-knit')?.symbolId).toBe('brioche-purl');
    expect(wrongSideStitchOf('brioche-purl')?.symbolId).toBe('brioche-knit');
  });

  it('names the wrong-side form of twisted stitches and decreases', () => {
    expect(wrongSideStitchOf('knit-tbl')?.stitch.abbreviation).toBe('av gedr');
    expect(wrongSideStitchOf('k2tog')?.stitch.abbreviation).toBe('2 av samen');
    expect(wrongSideStitchOf('ssk')?.stitch.abbreviation).toBe('2 av gedr samen');
    expect(wrongSideStitchOf('k3tog')?.stitch.abbreviation).toBe('3 av samen');
    expect(wrongSideStitchOf('sk2p')?.stitch.abbreviation).toBe('3 av gedr samen');
  });

  it('keeps yarn overs, slips, cables, bobbles and unknown symbols', () => {
    for (const symbolId of [
      'yarn-over',
      'slip',
      'slip-yarn-over',
      'bobble',
      'cable-4-4-left',
      'no-stitch',
      '',
      'x',
    ])
      expect(wrongSideStitchOf(symbolId)).toBeUndefined();
    expect(wrongSideStitchOf('__proto__')).toBeUndefined();
    expect(wrongSideStitchOf('toString')).toBeUndefined();
  });

  it('only lists built-in symbols of the reference, each with a named stitch', () => {
    for (const symbolId of wrongSideSymbolIds()) {
      expect(findBuiltInSymbol(symbolId), symbolId).toBeDefined();
      expect(stitchOfSymbol(symbolId), symbolId).toBeDefined();
      const turned = wrongSideStitchOf(symbolId)!;
      expect(turned.stitch.name.length).toBeGreaterThan(0);
      expect(turned.stitch.abbreviation.length).toBeGreaterThan(0);
      if (turned.symbolId) expect(findBuiltInSymbol(turned.symbolId)).toBeDefined();
    }
  });

  it('applies to knitted lace, cable and brioche charts only', () => {
    expect(namesWrongSideStitches('knitting', 'lace')).toBe(true);
    expect(namesWrongSideStitches('knitting', 'cables')).toBe(true);
    expect(namesWrongSideStitches('knitting', 'brioche')).toBe(true);
    for (const type of ['colors', 'mosaic', 'machineSymbols', 'machineColors'] as const)
      expect(namesWrongSideStitches('knitting', type)).toBe(false);
    expect(namesWrongSideStitches('crochet', 'filet')).toBe(false);
  });
});
