import { describe, expect, it } from 'vitest';
import { chartStateSchema, createChartState } from './chartState';
import { contrastingForeground, hexColorSchema, normalizeHexColor } from './color';
import { defaultGridSettings } from './grid';
import { freeTierLimits, premiumTierLimits, tierLimits } from './limits';
import {
  createPalette,
  createPaletteStyle,
  findMatchingStyle,
  isNoStitchName,
  nextFreeStyleId,
  paletteSchema,
} from './palette';

describe('hex colours (spec §5)', () => {
  it('accepts 3 or 6 hex digits and normalises to lower-case #rrggbb', () => {
    expect(normalizeHexColor('#ABC')).toBe('#aabbcc');
    expect(hexColorSchema.parse('#BF3F3F')).toBe('#bf3f3f');
  });

  it.each(['#abcd', 'abc', '#ggg', '', '#12345', 123, null])(
    'rejects %j with "Invalid HEX color"',
    (value) => {
      const result = hexColorSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Invalid HEX color');
      expect(() => normalizeHexColor(value)).toThrow('Invalid HEX color');
    },
  );

  it('picks a contrasting foreground', () => {
    expect(contrastingForeground('#ffffff')).toBe('#000000');
    expect(contrastingForeground('#000080')).toBe('#ffffff');
    expect(contrastingForeground('#bf3f3f')).toBe('#ffffff');
  });
});

describe('palette', () => {
  it('creates styles with the defaults of spec §3', () => {
    const style = createPaletteStyle(3);
    expect(style).toMatchObject({
      styleId: 3,
      colorBackground: '#ffffff',
      colorForeground: '#000000',
      consumes: 1,
      produces: 1,
      showInTotal: true,
      writtenStitchEnclosed: 'no',
      progressTracker: true,
    });
    expect(createPaletteStyle(4, { colorBackground: '#222222' }).colorForeground).toBe('#ffffff');
  });

  it('refuses duplicate style ids and a selected style that is not in the palette', () => {
    const palette = createPalette([createPaletteStyle(1), createPaletteStyle(2)]);
    expect(paletteSchema.safeParse(palette).success).toBe(true);
    expect(paletteSchema.safeParse({ ...palette, selectedStyleId: 9 }).success).toBe(false);
    expect(
      paletteSchema.safeParse({ ...palette, styles: [createPaletteStyle(1), createPaletteStyle(1)] }).success,
    ).toBe(false);
  });

  it('finds free ids, matching styles and no-stitch names', () => {
    const palette = createPalette([
      createPaletteStyle(1),
      createPaletteStyle(3, { colorBackground: '#bf3f3f' }),
    ]);
    expect(nextFreeStyleId(palette)).toBe(2);
    expect(
      findMatchingStyle(palette, { symbolId: '', colorBackground: '#bf3f3f', colorForeground: '#ffffff' })
        ?.styleId,
    ).toBe(3);
    expect(isNoStitchName(' Geen steek ')).toBe(true);
    expect(isNoStitchName('steek')).toBe(false);
  });
});

describe('chart state', () => {
  it('creates a new chart that passes its own schema', () => {
    const state = createChartState({
      craft: 'knitting',
      type: 'colors',
      size: { columnCount: 2, rowCount: 2 },
      rows: '1:AAAAAA==',
      styles: [createPaletteStyle(1)],
    });
    expect(chartStateSchema.parse(state)).toEqual(state);
    expect(state.settings).toMatchObject({ chartId: 'new', zoomLevel: 30, brightness: -60 });
    expect(state.grid.settings).toMatchObject({ direction1: 'bottomToTop', direction2: 'rightToLeft' });
    expect(state.grid.settings.gridLines.highlight2).toEqual({ color: '#000000', thickness: 1, every: 10 });
  });

  it('rejects an unknown craft and a bad colour deep in the palette', () => {
    const state = createChartState({
      craft: 'quilt',
      type: 'other',
      size: { columnCount: 1, rowCount: 1 },
      rows: '1:AA==',
    });
    expect(
      chartStateSchema.safeParse({ ...state, settings: { ...state.settings, craft: 'weaving' } }).success,
    ).toBe(false);
    const badStyle = { ...createPaletteStyle(1), colorBackground: 'red' };
    const result = chartStateSchema.safeParse({ ...state, palette: createPalette([badStyle]) });
    expect(result.error?.issues[0]?.message).toBe('Invalid HEX color');
  });

  it('has the tier limits decided for the storage issue', () => {
    expect(tierLimits(false)).toBe(freeTierLimits);
    expect(freeTierLimits).toEqual({
      maxGridSize: 400,
      maxPaletteStyles: 60,
      maxFreeformSize: 500,
      maxFreeformSymbols: 5_000,
      maxLayers: 5,
      maxLayerCells: 800_000,
    });
    expect(premiumTierLimits).toEqual({
      maxGridSize: 2000,
      maxPaletteStyles: 255,
      maxFreeformSize: 2000,
      maxFreeformSymbols: 100_000,
      maxLayers: 20,
      maxLayerCells: 12_000_000,
    });
    expect(defaultGridSettings({ columnCount: 5, rowCount: 6 }).size).toEqual({
      columnCount: 5,
      rowCount: 6,
    });
  });
});
