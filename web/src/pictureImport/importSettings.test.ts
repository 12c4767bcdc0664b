import { describe, expect, it } from 'vitest';
import {
  brandRgbOf,
  chartSizeOf,
  defaultImportSettings,
  effectiveCrop,
  maxColorCount,
  pipelineOptions,
  sizeProblemOf,
  type PictureImportSettings,
} from './importSettings';

const base = defaultImportSettings('crossStitch', 'colors', 'cm');

describe('import settings', () => {
  it('start with the spec’s defaults', () => {
    expect(base).toMatchObject({
      colorCount: 10,
      brightness: 0,
      contrast: 100,
      dither: false,
      keepDetails: false,
      unit: 'cells',
      colourSource: { kind: 'free' },
    });
  });

  it('size the chart in cells keeping the picture’s (cropped) shape', () => {
    expect(chartSizeOf({ ...base, width: 80 }, 1200, 800)).toEqual({ columns: 80, rows: 53 });
    const cropped: PictureImportSettings = {
      ...base,
      width: 50,
      crop: { x: 100, y: 0, width: 400, height: 800 },
    };
    expect(chartSizeOf(cropped, 1200, 800)).toEqual({ columns: 50, rows: 100 });
    expect(chartSizeOf({ ...cropped, square: true }, 1200, 800)).toEqual({ columns: 50, rows: 50 });
    expect(effectiveCrop({ ...cropped, square: true }, 1200, 800)).toEqual({
      x: 100,
      y: 200,
      width: 400,
      height: 400,
    });
    expect(chartSizeOf({ ...base, width: 0 }, 100, 100)).toEqual({ problem: 'invalid' });
  });

  it('size the chart in centimetres or inches through the gauge or a swatch', () => {
    const knitted: PictureImportSettings = {
      ...base,
      unit: 'cm',
      width: 50,
      gauge: { stitches: 22, rows: 30, unit: 'cm' },
    };
    // 50 cm wide, 25 cm high (a 2:1 picture): 110 stitches, 75 rows.
    expect(chartSizeOf(knitted, 2000, 1000)).toEqual({ columns: 110, rows: 75 });
    const swatch: PictureImportSettings = {
      ...knitted,
      unit: 'in',
      width: 10,
      measure: 'swatch',
      swatch: { stitches: 20, rows: 25, width: 4, height: 4, unit: 'in' },
    };
    expect(chartSizeOf(swatch, 1000, 1000)).toEqual({ columns: 50, rows: 63 });
    expect(chartSizeOf({ ...knitted, gauge: { stitches: 0, rows: 0, unit: 'cm' } }, 10, 10)).toEqual({
      problem: 'noGauge',
    });
  });

  it('keep sizes within the tier', () => {
    expect(sizeProblemOf({ columns: 400, rows: 300 }, false)).toBeUndefined();
    expect(sizeProblemOf({ columns: 401, rows: 300 }, false)).toBe('needsPremium');
    expect(sizeProblemOf({ columns: 401, rows: 300 }, true)).toBeUndefined();
    expect(sizeProblemOf({ columns: 2001, rows: 300 }, true)).toBe('invalid');
    expect(sizeProblemOf({ columns: 2001, rows: 300 }, false)).toBe('invalid');
  });

  it('cap the colour count at the tier’s palette and the brand’s size', () => {
    expect(maxColorCount(false)).toBe(60);
    expect(maxColorCount(true)).toBe(255);
    expect(maxColorCount(true, 92)).toBe(92);
  });

  it('become the engine’s options', () => {
    const brandRgb = brandRgbOf([{ color: '#000000' }, { color: '#ff8000' }]);
    expect([...brandRgb]).toEqual([0, 0, 0, 255, 128, 0]);
    const settings: PictureImportSettings = {
      ...base,
      colorCount: 12,
      dither: true,
      cleanup: 70,
      keepDetails: true,
      brightness: 10,
      contrast: 120,
    };
    expect(
      pipelineOptions(settings, { columns: 80, rows: 53 }, { width: 1200, height: 800 }, { premium: false }),
    ).toEqual({
      columns: 80,
      rows: 53,
      colorCount: 12,
      dither: 'fs',
      cleanup: 70,
      keepDetails: true,
      brightness: 10,
      contrast: 120,
      crop: { x: 0, y: 0, width: 1200, height: 800 },
    });
    const branded = pipelineOptions(
      { ...settings, colorCount: 300 },
      { columns: 80, rows: 53 },
      { width: 1200, height: 800 },
      { premium: true, brandRgb, encodeRows: true },
    );
    expect(branded).toMatchObject({ colorCount: 2, brand: brandRgb, encodeRows: true });
  });
});
