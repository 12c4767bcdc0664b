import { chartStateSchema, findBuiltInSymbol } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import type { ConvertedPicture } from '../engine/engineClient';
import { loadSymbolAssignment } from '../editor/symbols/symbolAssignment';
import { importedChartState, titleOfFile, type BrandPalette } from './importedChart';

const chart: ConvertedPicture = {
  columns: 2,
  rows: 2,
  cells: Uint8Array.of(1, 2, 2, 1),
  rgb: Uint8Array.of(0, 0, 0, 255, 250, 240),
  brandIndices: Uint16Array.of(1, 0),
  rowsText: '1:AQICAQ==',
  colorsUsed: 2,
  confettiShare: 0,
  meanDeltaE: 1,
  timings: {},
};

const dmc: BrandPalette = {
  brand: { brandId: 'dmc', name: 'DMC', category: 'floss', colorCount: 2 },
  colors: [
    { productId: 'dmc-blanc', code: 'BLANC', name: 'White', color: '#fffbf0' },
    { productId: 'dmc-310', code: '310', name: 'Black', color: '#000000' },
  ],
};

describe('the imported chart', () => {
  it('is a new chart with one style per brand colour, named after the thread', () => {
    const state = importedChartState({
      craft: 'crossStitch',
      type: 'colors',
      chart,
      brand: dmc,
      title: 'koffie',
    });
    expect(chartStateSchema.parse(state)).toBeTruthy();
    expect(state.settings).toMatchObject({
      chartId: 'new',
      craft: 'crossStitch',
      type: 'colors',
      title: 'koffie',
    });
    expect(state.grid.settings.size).toEqual({ columnCount: 2, rowCount: 2 });
    expect(state.grid.rows).toBe('1:AQICAQ==');
    expect(
      state.palette.styles.map((style) => [
        style.styleId,
        style.productId,
        style.abbreviation,
        style.description,
        style.colorBackground,
      ]),
    ).toEqual([
      [1, 'dmc-310', '310', 'DMC 310 Black', '#000000'],
      [2, 'dmc-blanc', 'BLANC', 'DMC BLANC White', '#fffbf0'],
    ]);
    expect(state.palette.selectedStyleId).toBe(1);
  });

  it('gives every colour its own key symbol when the assignment is passed', async () => {
    const fillMissingSymbols = await loadSymbolAssignment();
    const state = importedChartState({
      craft: 'crossStitch',
      type: 'colors',
      chart,
      title: 'koffie',
      fillMissingSymbols,
    });
    const symbols = state.palette.styles.map((style) => style.symbolId);
    expect(
      symbols.every((symbolId) => findBuiltInSymbol(symbolId)?.categoryIds.includes('crossStitch')),
    ).toBe(true);
    expect(new Set(symbols).size).toBe(symbols.length);
    expect(chartStateSchema.parse(state)).toBeTruthy();
  });

  it('uses the converted colours without a brand, and keeps the gauge', () => {
    const free = { ...chart, brandIndices: undefined };
    const state = importedChartState({
      craft: 'knitting',
      type: 'colors',
      chart: free,
      title: '',
      gauge: { stitches: 22, rows: 30, unit: 'cm' },
    });
    expect(state.palette.styles.map((style) => [style.colorBackground, style.productId])).toEqual([
      ['#000000', ''],
      ['#fffaf0', ''],
    ]);
    expect(state.grid.settings.gauge).toMatchObject({ unit: 'cm', gaugeHorizontal: 22, gaugeVertical: 30 });
  });

  it('is titled after the file', () => {
    expect(titleOfFile('coffee.png')).toBe('coffee');
    expect(titleOfFile('vakantie 2024.foto.JPEG')).toBe('vakantie 2024.foto');
  });
});
