import { createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import {
  drawnSymbolsOf,
  freeformKeyOf,
  freeformStyleName,
  inkOf,
  plainStitchSymbol,
  symbolFit,
} from './freeformScene';
import { doilyChart, placed } from './testing/doilyChart';

describe('what a freeform export draws', () => {
  it('leaves hidden layers out and draws layers bottom first', () => {
    const chart = doilyChart();
    const onTop = placed(1, 2, 10, 10);
    const shown = {
      ...chart,
      layers: { ...chart.layers, items: chart.layers.items.map((layer) => ({ ...layer, visible: true })) },
      // A symbol of the top layer saved before one of the bottom layer still draws after it.
      freeform: { ...chart.freeform, symbols: [onTop, ...chart.freeform.symbols] },
    };
    expect(drawnSymbolsOf(chart).map((item) => item.symbol.layerId)).toEqual(Array(18).fill(1));
    const order = drawnSymbolsOf(shown).map((item) => item.symbol.layerId);
    expect(order.slice(0, 18)).toEqual(Array(18).fill(1));
    expect(order.slice(18)).toEqual([2, 2, 2, 2]);
  });

  it('counts the visible symbols per style in the key, in palette order', () => {
    const key = freeformKeyOf(doilyChart());
    expect(key.map((entry) => [entry.style.styleId, entry.stitch.symbolId, entry.count])).toEqual([
      [1, 'chain', 6],
      [2, 'double-crochet', 12],
    ]);
    expect(key.map((entry) => freeformStyleName(entry.style, entry.stitch))).toEqual(['Losse blauw', 'stk']);
  });

  it('draws a style in its colour, unless it vanishes on the background', () => {
    expect(inkOf(createPaletteStyle(1, { colorBackground: '#1f4e9c' }), '#ffffff')).toBe('#1f4e9c');
    expect(inkOf(createPaletteStyle(1, { colorBackground: '#ffffff' }), '#fff8e7')).toBe('#000000');
    expect(inkOf(createPaletteStyle(1, { colorBackground: '#101010' }), '#000000')).toBe('#ffffff');
  });

  it('draws a style without a known symbol as a dot, named by its colour', () => {
    const chart = doilyChart([placed(4, 1, 20, 20)]);
    const styles = chart.palette.styles.map((style) =>
      style.styleId === 4 ? { ...style, symbolId: 'no-such-symbol' } : style,
    );
    const key = freeformKeyOf({ ...chart, palette: { ...chart.palette, styles } });
    const plain = key.find((entry) => entry.style.styleId === 4)!;
    expect(plain.stitch).toBe(plainStitchSymbol);
    expect(freeformStyleName(plain.style, plain.stitch)).toBe('#ffffff');
  });

  it('fits a stitch symbol evenly inside its box less the margins, centred', () => {
    const fit = symbolFit(plainStitchSymbol, 40, 20);
    // 100 view-box units into 20 × 0.8 = 16 units.
    expect(fit.scale).toBeCloseTo(0.16);
    expect(50 * fit.scale + fit.left).toBeCloseTo(0);
    expect(50 * fit.scale + fit.top).toBeCloseTo(0);
  });
});
