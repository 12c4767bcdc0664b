import { describe, expect, it } from 'vitest';
import { chartTypesByCraft } from '../crafts';
import { findBuiltInSymbol } from '../symbols/builtInSymbols';
import { stitchOfSymbol } from '../symbols/stitchReference';
import { paletteSchema, createPalette } from './palette';
import { defaultStylesOf, isSymbolChartType } from './typePalettes';

describe('default palettes per chart type', () => {
  it('gives every type of knitting and crochet a valid palette of known symbols', () => {
    for (const craft of ['knitting', 'crochet'] as const) {
      for (const type of chartTypesByCraft[craft] ?? []) {
        const styles = defaultStylesOf(craft, type);
        expect(styles.length).toBeGreaterThan(1);
        expect(paletteSchema.safeParse(createPalette(styles)).success).toBe(true);
        for (const style of styles)
          if (style.symbolId) expect(findBuiltInSymbol(style.symbolId)).toBeDefined();
      }
    }
  });

  it('names the stitches of symbol charts from the stitch reference', () => {
    const lace = defaultStylesOf('knitting', 'lace');
    const yarnOver = lace.find((style) => style.symbolId === 'yarn-over');
    expect(yarnOver).toMatchObject({ abbreviation: 'omsl', description: 'omslag', consumes: 0, produces: 1 });
    expect(lace.find((style) => style.symbolId === 'k2tog')?.abbreviation).toBe('2 r samen');
    for (const type of ['lace', 'cables', 'brioche', 'filet', 'tunisian1', 'tunisian2'] as const) {
      expect(isSymbolChartType(type)).toBe(true);
      const craft = type === 'lace' || type === 'cables' || type === 'brioche' ? 'knitting' : 'crochet';
      for (const style of defaultStylesOf(craft, type)) {
        expect(stitchOfSymbol(style.symbolId)).toBeDefined();
      }
    }
  });

  it('ends symbol palettes with a grey "geen steek" that the text and the counts skip', () => {
    const noStitch = defaultStylesOf('knitting', 'cables').at(-1);
    expect(noStitch).toMatchObject({
      symbolId: 'no-stitch',
      colorBackground: '#bbbbbb',
      showInWritten: false,
      produces: 0,
      progressTracker: false,
    });
  });

  it('gives cables the 4/4 cable over 8 cells, written once per cable', () => {
    const cable = defaultStylesOf('knitting', 'cables').find((style) => style.symbolId === 'cable-4-4-right');
    expect(findBuiltInSymbol('cable-4-4-right')?.cells).toBe(8);
    expect(cable?.writtenStitchCountSingle).toBe(true);
  });

  it('starts mosaic charts with colours A and B', () => {
    for (const type of ['mosaic', 'mosaicOverlay', 'mosaicInset'] as const) {
      expect(defaultStylesOf('crochet', type).map((style) => style.description)).toEqual([
        'kleur A',
        'kleur B',
      ]);
    }
    expect(isSymbolChartType('colors')).toBe(false);
  });
});
