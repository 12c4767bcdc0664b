import { describe, expect, it } from 'vitest';
import { LinearHitIndex } from './hitIndex';
import { boundingBoxOf, rectCoverage, rubberBandSelects, symbolContainsPoint } from './geometry';

const square = { x: 50, y: 50, width: 20, height: 10, rotate: 0 };
const turned = { ...square, rotate: 90 };

describe('freeform symbol geometry', () => {
  it('boxes an unturned symbol around its centre', () => {
    expect(boundingBoxOf(square)).toEqual({ x: 40, y: 45, width: 20, height: 10, right: 60, bottom: 55 });
  });

  it('boxes a quarter-turned symbol the other way round', () => {
    const box = boundingBoxOf(turned);
    expect(box.width).toBeCloseTo(10);
    expect(box.height).toBeCloseTo(20);
    expect(box.x).toBeCloseTo(45);
  });

  it('hits points inside the turned box only', () => {
    expect(symbolContainsPoint(square, 59, 54)).toBe(true);
    expect(symbolContainsPoint(square, 50, 58)).toBe(false);
    expect(symbolContainsPoint(turned, 50, 58)).toBe(true);
    expect(symbolContainsPoint(turned, 59, 50)).toBe(false);
  });

  it('tells full, partial and no cover of a rectangle, whichever way it was dragged', () => {
    expect(rectCoverage(square, { x: 30, y: 30, width: 40, height: 40 })).toBe('full');
    expect(rectCoverage(square, { x: 70, y: 70, width: -40, height: -40 })).toBe('full');
    expect(rectCoverage(square, { x: 55, y: 30, width: 40, height: 40 })).toBe('partial');
    expect(rectCoverage(square, { x: 61, y: 30, width: 40, height: 40 })).toBe('none');
  });

  it('sees no overlap in the corner a turned box leaves empty', () => {
    const diamond = { x: 50, y: 50, width: 20, height: 20, rotate: 45 };
    // The axis-aligned boxes overlap, the diamond does not reach the corner.
    expect(rectCoverage(diamond, { x: 35, y: 35, width: 4, height: 4 })).toBe('none');
    expect(rectCoverage(diamond, { x: 45, y: 45, width: 4, height: 4 })).toBe('partial');
  });

  it('selects partly covered symbols only when the setting asks for it', () => {
    const band = { x: 55, y: 30, width: 40, height: 40 };
    expect(rubberBandSelects(square, band, true)).toBe(true);
    expect(rubberBandSelects(square, band, false)).toBe(false);
  });
});

describe('the linear hit index', () => {
  it('picks the topmost symbol under a point among the layers asked for', () => {
    const index = new LinearHitIndex();
    index.set(1, { ...square, layerId: 1, z: 1 });
    index.set(2, { ...square, layerId: 2, z: 2 });
    expect(index.pickPoint(50, 50, null)).toBe(2);
    expect(index.pickPoint(50, 50, [1])).toBe(1);
    expect(index.pickPoint(0, 0, null)).toBe(-1);
    index.remove(2);
    expect(index.pickPoint(50, 50, null)).toBe(1);
    expect(index.pickRect({ x: 0, y: 0, width: 100, height: 100 }, false, null)).toEqual([1]);
  });
});
