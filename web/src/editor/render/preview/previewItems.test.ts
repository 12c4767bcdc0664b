import { describe, expect, it } from 'vitest';
import { noGridItems } from '../../document/gridItems';
import { itemTriangles, type UnitColour } from './previewItems';

const colours: Record<number, UnitColour> = { 1: [1, 0, 0], 2: [0, 0, 1] };
const colourOf = (styleId: number) => colours[styleId] ?? [0, 0, 0];

/** The vertices of the triangles as [x, y] pairs. */
function points(positions: Float32Array): Array<[number, number]> {
  return Array.from({ length: positions.length / 2 }, (_, index): [number, number] => [
    positions[index * 2]!,
    positions[index * 2 + 1]!,
  ]);
}

describe('the preview layer’s items as triangles', () => {
  it('draws a half stitch as the triangle at its corner, in its style’s colour', () => {
    const topLeft = itemTriangles(
      { ...noGridItems, halfStitches: [{ x: 2, y: 1, left: true, top: true, styleId: 1 }] },
      colourOf,
    );
    expect(topLeft.vertexCount).toBe(3);
    expect(points(topLeft.positions)).toEqual([
      [2, 1],
      [3, 1],
      [2, 2],
    ]);
    expect([...topLeft.colours]).toEqual([1, 0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1]);
    const bottomRight = itemTriangles(
      { ...noGridItems, halfStitches: [{ x: 2, y: 1, left: false, top: false, styleId: 2 }] },
      colourOf,
    );
    expect(points(bottomRight.positions)).toEqual([
      [3, 2],
      [2, 2],
      [3, 1],
    ]);
  });

  it('draws a quarter stitch as the quarter cell at its corner', () => {
    const quarter = itemTriangles(
      { ...noGridItems, quarterStitches: [{ x: 0, y: 0, left: false, top: true, styleId: 1 }] },
      colourOf,
    );
    const xs = points(quarter.positions).map(([x]) => x);
    const ys = points(quarter.positions).map(([, y]) => y);
    expect([Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]).toEqual([0.5, 1, 0, 0.5]);
  });

  it('draws a line as a thin band along it, and keeps one vertex array for every kind', () => {
    const items = {
      customLines: [{ x1: 0, y1: 1, x2: 4, y2: 1, styleId: 2 }],
      halfStitches: [{ x: 0, y: 0, left: true, top: true, styleId: 1 }],
      quarterStitches: [],
      ornaments: [
        { x: 1, y: 1, kind: 'knot' as const, styleId: 1 },
        { x: 2, y: 2, kind: 'bead' as const, styleId: 2 },
      ],
    };
    const triangles = itemTriangles(items, colourOf);
    expect(triangles.vertexCount).toBe(3 + 6 + 8 * 3 + 8 * 6);
    const band = points(triangles.positions.subarray(6, 18));
    expect(Math.min(...band.map(([x]) => x))).toBe(0);
    expect(Math.max(...band.map(([x]) => x))).toBe(4);
    expect(Math.max(...band.map(([, y]) => Math.abs(y - 1)))).toBeCloseTo(0.075);
    expect(triangles.colours.length).toBe(triangles.vertexCount * 4);
  });

  it('gives nothing for no items', () => {
    expect(itemTriangles(undefined, colourOf).vertexCount).toBe(0);
    expect(itemTriangles(noGridItems, colourOf).vertexCount).toBe(0);
  });
});
