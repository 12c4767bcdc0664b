import { describe, expect, it } from 'vitest';
import { builtInSymbols, findBuiltInSymbol } from './builtInSymbols';
import { describeStitches } from './reference/stitchDescriptions';
import { stitchEntries, stitchOfSymbol } from './stitchReference';

const referenceStitches = describeStitches(stitchEntries);

describe('the stitch reference', () => {
  it('lists knitting, crochet and cross-stitch stitches, each with a name, description and a built-in symbol', () => {
    for (const craft of ['knitting', 'crochet', 'crossStitch'] as const) {
      expect(referenceStitches.filter((stitch) => stitch.craft === craft).length).toBeGreaterThanOrEqual(5);
    }
    for (const stitch of referenceStitches) {
      expect(stitch.name.trim()).not.toBe('');
      expect(stitch.description.length).toBeGreaterThan(10);
      for (const symbolId of stitch.symbolIds) expect(findBuiltInSymbol(symbolId), symbolId).toBeDefined();
    }
    const names = referenceStitches.map((stitch) => stitch.name);
    for (const name of ['recht', 'averecht', 'omslag', 'kabel 2/2 rechts', 'losse', 'halve vaste', 'vaste']) {
      expect(names).toContain(name);
    }
    for (const name of [
      'half stokje',
      'stokje',
      'dubbel stokje',
      'kruissteek',
      'halve kruissteek',
      'kwartsteek',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toContain('steelsteek');
    expect(names).toContain('Franse knoop');
  });

  it('gives every knitting and crochet symbol a stitch, and none to cross-stitch or key symbols', () => {
    for (const symbol of builtInSymbols) {
      const stitch = symbol.categoryIds.some((id) => id === 'knitting' || id === 'crochet');
      if (stitch && symbol.symbolId !== 'c2c-tile')
        expect(stitchOfSymbol(symbol.symbolId), symbol.symbolId).toBeDefined();
      if (!stitch) expect(stitchOfSymbol(symbol.symbolId), symbol.symbolId).toBeUndefined();
    }
    // A C2C tile is a colour, not a stitch: C2C charts are named by colour.
    expect(stitchOfSymbol('c2c-tile')).toBeUndefined();
    expect(stitchOfSymbol('cross')).toBeUndefined();
  });

  it('describes a cable by the stitches it holds and the side it holds them', () => {
    const cable = referenceStitches.find((stitch) => stitch.symbolIds[0] === 'cable-2-1-left')!;
    expect(cable.description).toMatch(/^Zet 2 steken op een hulpnaald voor het werk, brei 1 steek recht/);
  });

  it('keeps the names and abbreviations the written text and the keys used before', () => {
    for (const [symbolId, name, abbreviation] of savedNames) {
      expect(stitchOfSymbol(symbolId), symbolId).toEqual({ name, abbreviation });
    }
  });
});

/** The stitch names of the reference before issue 28. */
const savedNames: readonly (readonly [string, string, string])[] = [
  ['knit', 'recht', 'r'],
  ['purl', 'averecht', 'av'],
  ['purl-bar', 'averecht', 'av'],
  ['yarn-over', 'omslag', 'omsl'],
  ['k2tog', '2 recht samen', '2 r samen'],
  ['ssk', 'overhaling', 'ovh'],
  ['k3tog', '3 recht samen', '3 r samen'],
  ['sk2p', 'dubbele overhaling', 'dubb ovh'],
  ['cdd', 'centrale dubbele mindering', 'cdm'],
  ['m1l', 'meerderen links', 'meerd l'],
  ['m1r', 'meerderen rechts', 'meerd r'],
  ['slip', 'afhalen', 'afh'],
  ['bobble', 'noppe', 'noppe'],
  ['knit-tbl', 'recht gedraaid', 'r gedr'],
  ['kfb', 'recht voor en achter', 'r v+a'],
  ['cable-1-1-right', 'kabel 1/1 rechts', 'kab 1/1 r'],
  ['cable-1-1-left', 'kabel 1/1 links', 'kab 1/1 l'],
  ['cable-2-2-right', 'kabel 2/2 rechts', 'kab 2/2 r'],
  ['cable-2-2-left', 'kabel 2/2 links', 'kab 2/2 l'],
  ['cable-4-4-right', 'kabel 4/4 rechts', 'kab 4/4 r'],
  ['cable-4-4-left', 'kabel 4/4 links', 'kab 4/4 l'],
  ['brioche-knit', 'brioche recht', 'brr'],
  ['brioche-purl', 'brioche averecht', 'brav'],
  ['slip-yarn-over', 'afhalen met omslag', 'afh+omsl'],
  ['chain', 'losse', 'l'],
  ['slip-stitch', 'halve vaste', 'hv'],
  ['single-crochet', 'vaste', 'v'],
  ['half-double-crochet', 'half stokje', 'hstk'],
  ['double-crochet', 'stokje', 'stk'],
  ['treble-crochet', 'dubbel stokje', 'dstk'],
  ['magic-ring', 'magische ring', 'mr'],
  ['picot', 'picot', 'picot'],
  ['shell', 'schelp', 'schelp'],
  ['popcorn', 'popcorn', 'popcorn'],
  ['puff', 'puff', 'puff'],
  ['front-post-double', 'reliëfstokje voor', 'rstv'],
  ['filet-open', 'open vakje', 'open'],
  ['filet-closed', 'dicht vakje', 'dicht'],
  ['tunisian-simple', 'Tunische enkele steek', 'tes'],
  ['tunisian-knit', 'Tunische breisteek', 'tbs'],
  ['tunisian-purl', 'Tunische averechte steek', 'tas'],
  ['no-stitch', 'geen steek', ''],
];
