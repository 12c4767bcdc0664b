import { describe, expect, it } from 'vitest';
import { lineAt, linesAlongPath, lineWidthPixels, minimumLineWidth } from './lineGeometry';

const cell = { width: 18, height: 18 };

describe('custom lines on screen', () => {
  it('are thickness / 32 of a cell wide, at least 1.5 px and at most half a cell', () => {
    expect(lineWidthPixels(7, 18)).toBeCloseTo(3.94, 2);
    expect(lineWidthPixels(7, 200)).toBeCloseTo(43.75, 2);
    expect(lineWidthPixels(7, 2)).toBe(minimumLineWidth);
    expect(lineWidthPixels(64, 18)).toBe(9);
    expect(lineWidthPixels(Number.NaN, 18)).toBeCloseTo(3.94, 2);
    expect(lineWidthPixels(7, 0)).toBe(minimumLineWidth);
  });

  it('are hit within half their width and 4 px, the last drawn first', () => {
    const lines = [
      { x1: 0, y1: 1, x2: 6, y2: 1, styleId: 1 },
      { x1: 3, y1: 0, x2: 3, y2: 4, styleId: 2 },
    ];
    expect(lineAt(lines, { x: 1, y: 1.3 }, cell, 7)).toBe(0);
    // 0.4 cells = 7.2 px away: beyond 1.97 + 4 px.
    expect(lineAt(lines, { x: 1, y: 1.4 }, cell, 7)).toBe(-1);
    expect(lineAt(lines, { x: 3, y: 1 }, cell, 7)).toBe(1);
    // Past an end, the distance is to the end point.
    expect(lineAt(lines, { x: 6.2, y: 1 }, cell, 7)).toBe(0);
    expect(lineAt(lines, { x: Number.NaN, y: 1 }, cell, 7)).toBe(-1);
    expect(lineAt([], { x: 1, y: 1 }, cell, 7)).toBe(-1);
  });

  it('are found along a pointer path, crossing it or near it', () => {
    const lines = [
      { x1: 2, y1: 0, x2: 2, y2: 4, styleId: 1 },
      { x1: 0, y1: 3, x2: 6, y2: 3, styleId: 1 },
      { x1: 5, y1: 0, x2: 5, y2: 1, styleId: 1 },
    ];
    expect(linesAlongPath(lines, { x: 0.5, y: 1.5 }, { x: 3.5, y: 1.5 }, cell, 7)).toEqual([0]);
    expect(linesAlongPath(lines, { x: 4.8, y: 0.5 }, { x: 4.8, y: 0.5 }, cell, 7)).toEqual([2]);
    expect(linesAlongPath(lines, { x: 0.5, y: 0.5 }, { x: 0.5, y: 2.5 }, cell, 7)).toEqual([]);
  });
});
