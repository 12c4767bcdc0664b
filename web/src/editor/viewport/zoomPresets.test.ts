import { describe, expect, it } from 'vitest';
import { defaultZoom, zoomLimits } from './zoom';
import { cellPixelsOfZoom, percentOfZoom, zoomForPercent } from './zoomPresets';

describe('zoom percentages', () => {
  it('calls the default zoom 100 % with 18 px cells', () => {
    expect(percentOfZoom(defaultZoom)).toBe(100);
    expect(cellPixelsOfZoom(defaultZoom)).toBe(18);
    expect(zoomForPercent(100)).toBeCloseTo(defaultZoom, 10);
  });

  it('makes 200 % cells twice as wide and 50 % half as wide', () => {
    expect(cellPixelsOfZoom(zoomForPercent(200))).toBe(36);
    expect(cellPixelsOfZoom(zoomForPercent(50))).toBe(9);
    expect(percentOfZoom(zoomForPercent(400))).toBe(400);
  });

  it('keeps bad or extreme percentages within the zoom range', () => {
    expect(zoomForPercent(Number.NaN)).toBe(zoomLimits.min);
    expect(zoomForPercent(-20)).toBe(zoomLimits.min);
    expect(zoomForPercent(1e9)).toBe(zoomLimits.max);
  });
});
