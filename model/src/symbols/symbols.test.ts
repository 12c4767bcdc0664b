import { describe, expect, it } from 'vitest';
import { isNoStitchName } from '../chart/palette';
import { builtInSymbols, findBuiltInSymbol, keySymbols } from './builtInSymbols';
import { parseViewBox, stitchSymbolSchema, symbolCategories } from './symbol';

describe('built-in symbols', () => {
  it('has valid symbols with unique ids', () => {
    expect(builtInSymbols.length).toBeGreaterThanOrEqual(120);
    for (const definition of builtInSymbols) expect(stitchSymbolSchema.parse(definition)).toEqual(definition);
    expect(new Set(builtInSymbols.map((definition) => definition.symbolId)).size).toBe(builtInSymbols.length);
  });

  it('sizes each view box to its width in cells and uses known categories', () => {
    const known = new Set<string>(symbolCategories.map((category) => category.categoryId));
    for (const definition of builtInSymbols) {
      const box = parseViewBox(definition.svgViewBox);
      expect(box.width / box.height).toBe(definition.cells);
      for (const categoryId of definition.categoryIds) expect(known.has(categoryId)).toBe(true);
    }
    expect(findBuiltInSymbol('cable-2-2-right')?.cells).toBe(4);
  });

  it('covers knitting, crochet and cross stitch, with no-stitch symbols', () => {
    for (const categoryId of ['knitting', 'crochet', 'crossStitch']) {
      expect(
        builtInSymbols.filter((definition) => definition.categoryIds.includes(categoryId)).length,
      ).toBeGreaterThan(4);
    }
    expect(
      builtInSymbols.filter((definition) => isNoStitchName(definition.title)).map((s) => s.symbolId),
    ).toEqual(['no-stitch', 'background']);
  });

  it('refuses markup in path data', () => {
    const good = builtInSymbols[0];
    expect(good).toBeDefined();
    const bad = { ...good, paths: [{ d: '<script>alert(1)</script>', fill: false }] };
    expect(stitchSymbolSchema.safeParse(bad).success).toBe(false);
  });

  it('has at least 60 knitting and crochet symbols and 60 key symbols for cross stitch, each in one family', () => {
    const stitches = builtInSymbols.filter(
      (definition) =>
        definition.categoryIds.includes('knitting') || definition.categoryIds.includes('crochet'),
    );
    expect(stitches.length).toBeGreaterThanOrEqual(60);
    const keys = keySymbols();
    expect(keys.length).toBeGreaterThanOrEqual(60);
    for (const definition of keys) {
      expect(definition.cells).toBe(1);
      expect(definition.categoryIds).toContain('crossStitch');
    }
    const families = new Set(keys.map((definition) => definition.categoryIds[0]));
    expect([...families].sort()).toEqual(['arrows', 'digits', 'letters', 'lines', 'outlines', 'shapes']);
  });

  it('sizes every cable to the stitches it crosses', () => {
    const cables = builtInSymbols.filter((definition) => definition.symbolId.startsWith('cable-'));
    expect(cables.length).toBeGreaterThanOrEqual(12);
    for (const cable of cables) {
      const [, front, back, side] = /^cable-(\d)-(\d)-(right|left)$/.exec(cable.symbolId) ?? [];
      expect(cable.cells).toBe(Number(front) + Number(back));
      expect(cable.title).toBe(`Kabel ${front}/${back} ${side === 'right' ? 'rechts' : 'links'}`);
    }
  });

  it('keeps every symbol charts were saved with, with its title and width', () => {
    for (const [symbolId, title, cells] of savedSymbols) {
      expect(findBuiltInSymbol(symbolId), symbolId).toMatchObject({ title, cells });
    }
  });
});

/** The symbols of the set before issue 28: id, Dutch title, width in cells. */
const savedSymbols: readonly (readonly [string, string, number])[] = [
  ['knit', 'Recht', 1],
  ['purl', 'Averecht', 1],
  ['purl-bar', 'Averecht (streep)', 1],
  ['yarn-over', 'Omslag', 1],
  ['k2tog', 'Twee recht samen', 1],
  ['ssk', 'Overhaling', 1],
  ['k3tog', 'Drie recht samen', 1],
  ['sk2p', 'Dubbele overhaling', 1],
  ['cdd', 'Centrale dubbele minder', 1],
  ['m1l', 'Meerderen links', 1],
  ['m1r', 'Meerderen rechts', 1],
  ['slip', 'Afhalen', 1],
  ['bobble', 'Noppe', 1],
  ['knit-tbl', 'Recht gedraaid', 1],
  ['kfb', 'Recht voor en achter', 1],
  ['no-stitch', 'Geen steek', 1],
  ['cable-1-1-right', 'Kabel 1/1 rechts', 2],
  ['cable-1-1-left', 'Kabel 1/1 links', 2],
  ['cable-2-2-right', 'Kabel 2/2 rechts', 4],
  ['cable-2-2-left', 'Kabel 2/2 links', 4],
  ['chain', 'Losse', 1],
  ['slip-stitch', 'Halve vaste', 1],
  ['single-crochet', 'Vaste', 1],
  ['half-double-crochet', 'Half stokje', 1],
  ['double-crochet', 'Stokje', 1],
  ['treble-crochet', 'Dubbel stokje', 1],
  ['magic-ring', 'Magische ring', 1],
  ['picot', 'Picot', 1],
  ['shell', 'Schelp', 2],
  ['popcorn', 'Popcorn', 1],
  ['puff', 'Puff', 1],
  ['front-post-double', 'Reliëfstokje voor', 1],
  ['cross', 'Kruissteek', 1],
  ['half-stitch', 'Halve kruissteek', 1],
  ['quarter-stitch', 'Kwartsteek', 1],
  ['backstitch', 'Steelsteek', 1],
  ['french-knot', 'Franse knoop', 1],
  ['square', 'Vierkant', 1],
  ['triangle', 'Driehoek', 1],
  ['diamond', 'Ruit', 1],
  ['heart', 'Hart', 1],
  ['star', 'Ster', 1],
  ['ring', 'Cirkel', 1],
  ['background', 'Leeg', 1],
  ['cable-4-4-right', 'Kabel 4/4 rechts', 8],
  ['cable-4-4-left', 'Kabel 4/4 links', 8],
  ['brioche-knit', 'Brioche recht', 1],
  ['brioche-purl', 'Brioche averecht', 1],
  ['slip-yarn-over', 'Afhalen met omslag', 1],
  ['filet-open', 'Open vakje', 1],
  ['filet-closed', 'Dicht vakje', 1],
  ['c2c-tile', 'C2C-tegel', 1],
  ['tunisian-simple', 'Tunische enkele steek', 1],
  ['tunisian-knit', 'Tunische breisteek', 1],
  ['tunisian-purl', 'Tunische averechte steek', 1],
];
