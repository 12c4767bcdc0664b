import { describe, expect, it } from 'vitest';
import {
  chartSizeFor,
  countStep,
  densityFromFabric,
  densityFromGauge,
  densityFromSwatch,
  finishedSizeOf,
  gaugeOf,
  stepCount,
  unitOfLengthSetting,
} from './chartSize';

describe('chart-size maths', () => {
  it('gives columns and rows from a gauge per 10 cm', () => {
    const density = densityFromGauge({ stitches: 22, rows: 30, unit: 'cm' })!;
    expect(chartSizeFor(density, 50, 60, 'cm')).toEqual({ columns: 110, rows: 180 });
    expect(finishedSizeOf(density, 110, 180, 'cm')).toEqual({ width: 50, height: 60 });
  });

  it('gives columns and rows from a gauge per 4 inches', () => {
    const density = densityFromGauge({ stitches: 20, rows: 28, unit: 'in' })!;
    expect(chartSizeFor(density, 10, 12, 'in')).toEqual({ columns: 50, rows: 84 });
    expect(finishedSizeOf(density, 50, 84, 'in')).toEqual({ width: 10, height: 12 });
    // The same gauge in the other unit: 4 inches are 10.16 cm.
    expect(finishedSizeOf(density, 50, 84, 'cm')).toEqual({ width: 25.4, height: 30.5 });
  });

  it('measures a swatch', () => {
    const density = densityFromSwatch({ stitches: 18, rows: 24, width: 8, height: 8, unit: 'cm' })!;
    expect(chartSizeFor(density, 40, 40, 'cm')).toEqual({ columns: 90, rows: 120 });
    expect(gaugeOf(density, 'cm')).toEqual({ stitches: 22.5, rows: 30, unit: 'cm' });
  });

  it('counts cross-stitch fabric over one or two threads', () => {
    const aida14 = densityFromFabric({ count: 14, over: 1 })!;
    expect(chartSizeFor(aida14, 10, 8, 'in')).toEqual({ columns: 140, rows: 112 });
    expect(finishedSizeOf(aida14, 140, 112, 'in')).toEqual({ width: 10, height: 8 });
    const evenweave28 = densityFromFabric({ count: 28, over: 2 })!;
    expect(finishedSizeOf(evenweave28, 140, 112, 'in')).toEqual({ width: 10, height: 8 });
    expect(finishedSizeOf(aida14, 100, 100, 'cm')).toEqual({ width: 18.1, height: 18.1 });
  });

  it('has no density without positive counts and lengths', () => {
    expect(densityFromGauge({ stitches: 0, rows: 30, unit: 'cm' })).toBeUndefined();
    expect(densityFromSwatch({ stitches: 10, rows: 10, width: 0, height: 5, unit: 'in' })).toBeUndefined();
    expect(densityFromFabric({ count: Number.NaN, over: 1 })).toBeUndefined();
  });

  it('never gives fewer than one column or row', () => {
    const density = densityFromGauge({ stitches: 10, rows: 10, unit: 'cm' })!;
    expect(chartSizeFor(density, 0.1, 0, 'cm')).toEqual({ columns: 1, rows: 1 });
  });

  it('steps counts by the rule of §9', () => {
    expect([1, 9, 10, 19, 20, 49, 50, 99, 100, 400].map(countStep)).toEqual([
      1, 1, 3, 3, 5, 5, 10, 10, 25, 25,
    ]);
    expect(stepCount(9, 1)).toBe(10);
    expect(stepCount(10, 1)).toBe(13);
    expect(stepCount(13, -1)).toBe(10);
    expect(stepCount(10, -1)).toBe(9);
    expect(stepCount(100, 1)).toBe(125);
    expect(stepCount(100, -1)).toBe(90);
    expect(stepCount(1, -1)).toBe(1);
    expect(stepCount(Number.NaN, 1)).toBe(2);
  });

  it('follows the lengthUnits setting', () => {
    expect(unitOfLengthSetting('metric')).toBe('cm');
    expect(unitOfLengthSetting('imperial')).toBe('in');
  });
});
