import { describe, expect, it } from 'vitest';
import { fitGridLayout } from './gridCamera';

describe('fitGridLayout', () => {
  it('fits whole-pixel cells and centres the grid, closing lines included', () => {
    const layout = fitGridLayout(1280, 700, 100, 100, 8);
    // (700 - 16 - 1) / 100 = 6.83 → 6 px per cell.
    expect(layout.cellSize).toBe(6);
    expect(layout.offsetY).toBe(Math.round((700 - 600 - 1) / 2));
    expect(layout.offsetX).toBe(Math.round((1280 - 600 - 1) / 2));
  });

  it('keeps fractional cells when the grid has more cells than pixels', () => {
    const layout = fitGridLayout(800, 600, 4000, 2000, 8);
    expect(layout.cellSize).toBeCloseTo((800 - 17) / 4000);
    expect(layout.offsetX).toBeGreaterThanOrEqual(8);
  });

  it('survives a view with no size yet', () => {
    const layout = fitGridLayout(0, 0, 10, 10);
    expect(layout.cellSize).toBeGreaterThan(0);
    expect(Number.isFinite(layout.offsetX)).toBe(true);
  });
});
