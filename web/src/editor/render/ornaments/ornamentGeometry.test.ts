import { describe, expect, it } from 'vitest';
import type { Rgb } from '../gridTheme';
import { beadRadius, buildOrnamentGeometry, knotRadius, ornamentVertexFloats } from './ornamentGeometry';

const red: Rgb = [255, 0, 0];

describe('the ornament mesh', () => {
  it('makes one quad per ornament around its point, sized by kind and bead size, coloured by its style', () => {
    const { vertices, indices, count } = buildOrnamentGeometry(
      [
        { x: 2, y: 3, kind: 'knot', styleId: 1 },
        { x: 4.5, y: 0.5, kind: 'bead', sizeMm: 4, styleId: 1 },
      ],
      (styleId) => (styleId === 1 ? red : undefined),
    );
    expect(count).toBe(2);
    expect(Array.from(indices)).toEqual([0, 1, 2, 0, 2, 3, 4, 5, 6, 4, 6, 7]);
    const vertex = (index: number) =>
      Array.from(vertices.subarray(index * ornamentVertexFloats, (index + 1) * ornamentVertexFloats));
    expect(vertex(0)).toEqual([2 - knotRadius, 3 - knotRadius, -1, -1, 1, 0, 0, 0].map(Math.fround));
    expect(vertex(6)[0]).toBeCloseTo(4.5 + beadRadius(4));
    expect(vertex(6)[7]).toBe(1);
  });

  it('draws a plain bead a little wider than a cell on 14-count, within bounds for odd sizes', () => {
    expect(beadRadius(undefined)).toBeCloseTo(0.551, 3);
    expect(beadRadius(1.5)).toBeLessThan(beadRadius(2));
    expect(beadRadius(20)).toBe(1.2);
    expect(beadRadius(Number.NaN)).toBe(0.25);
  });

  it('leaves out ornaments of a style not in the palette and points that are not numbers', () => {
    const { count, vertices } = buildOrnamentGeometry(
      [
        { x: 1, y: 1, kind: 'knot', styleId: 9 },
        { x: Number.NaN, y: 1, kind: 'knot', styleId: 1 },
        { x: 1, y: 1, kind: 'knot', styleId: 1 },
      ],
      (styleId) => (styleId === 1 ? red : undefined),
    );
    expect(count).toBe(1);
    expect(vertices).toHaveLength(4 * ornamentVertexFloats);
  });
});
