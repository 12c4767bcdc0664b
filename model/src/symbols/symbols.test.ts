import { describe, expect, it } from 'vitest';
import { isNoStitchName } from '../chart/palette';
import { builtInSymbols, findBuiltInSymbol } from './builtInSymbols';
import { parseViewBox, stitchSymbolSchema, symbolCategories } from './symbol';

describe('built-in symbols', () => {
  it('has 30–70 valid symbols with unique ids', () => {
    expect(builtInSymbols.length).toBeGreaterThanOrEqual(30);
    expect(builtInSymbols.length).toBeLessThanOrEqual(70);
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
});
