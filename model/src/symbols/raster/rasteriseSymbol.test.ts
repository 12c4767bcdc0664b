import { describe, expect, it } from 'vitest';
import { findBuiltInSymbol } from '../builtInSymbols';
import type { StitchSymbol } from '../symbol';
import { symbol, fill, stroke, circle } from '../symbolSeed';
import { pathOutline } from './pathOutline';
import { rasteriseSymbol, symbolImageText } from './rasteriseSymbol';

const inked = (image: { pixels: Float32Array }) => image.pixels.reduce((sum, value) => sum + value, 0);
const of = (seed: Partial<StitchSymbol> & Pick<StitchSymbol, 'paths'>): StitchSymbol => ({
  ...symbol({ symbolId: 'test', title: 'Test', categoryIds: [], paths: seed.paths }),
  ...seed,
});

describe('pathOutline', () => {
  it('reads absolute and relative commands, H and V, and closes subpaths', () => {
    const [first, second] = pathOutline('M 10 10 h 20 v 20 H 10 z m 5 5 l 5 0');
    expect(first).toEqual({ points: [10, 10, 30, 10, 30, 30, 10, 30], closed: true });
    expect(second).toEqual({ points: [15, 15, 20, 15], closed: false });
  });

  it('flattens a circle of two arcs onto the circle', () => {
    const [ring] = pathOutline(circle(50, 50, 30));
    const points = ring!.points;
    for (let index = 0; index < points.length; index += 2) {
      expect(Math.hypot(points[index]! - 50, points[index + 1]! - 50)).toBeCloseTo(30, 5);
    }
  });

  it('never throws on odd path data', () => {
    for (const d of ['', 'Z', '10 10', 'M', 'M 1 2 C 3', 'A 0 0 0 0 0 5 5', 'M 1 1 A 1 1 0 0 0 1 1']) {
      expect(() => pathOutline(d)).not.toThrow();
    }
  });
});

describe('rasteriseSymbol', () => {
  it('fills a square over the pixels it covers, inside the grid margin', () => {
    const image = rasteriseSymbol(of({ paths: [fill('M 0 0 L 100 0 L 100 100 L 0 100 Z')] }), 10);
    // A 10 % margin on each side: the middle 8 × 8 pixels.
    expect(inked(image)).toBeCloseTo(64, 5);
    expect(image.pixels[0]).toBe(0);
    expect(image.pixels[5 * 10 + 5]).toBe(1);
  });

  it('strokes a line at the symbol width with round caps', () => {
    const image = rasteriseSymbol(of({ paths: [stroke('M 10 50 L 90 50')], strokeWidth: 10 }), 100);
    // 0.8 × 80 units long, 8 px wide, plus two half discs of radius 4 px.
    expect(inked(image)).toBeCloseTo(64 * 8 + Math.PI * 16, -1);
  });

  it('fills a disc by the non-zero rule to about its area', () => {
    const image = rasteriseSymbol(of({ paths: [fill(circle(50, 50, 50))] }), 50);
    expect(Math.abs(inked(image) / (Math.PI * 20 * 20) - 1)).toBeLessThan(0.01);
  });

  it('draws a symbol of several cells over its width', () => {
    const cable = findBuiltInSymbol('cable-2-2-right')!;
    const image = rasteriseSymbol(cable, 12);
    expect(image.width).toBe(48);
    expect(symbolImageText(image).split('\n')).toHaveLength(12);
  });

  it('draws every built-in key shape with ink (a shape that fills nothing is a drawing error)', () => {
    expect(inked(rasteriseSymbol(findBuiltInSymbol('moon')!, 12))).toBeGreaterThan(8);
  });
});
