import { describe, expect, it } from 'vitest';
import { CellsOverview } from './CellsOverview';

/** 1024 × 10 cells of style 3: an overview of 2 × 2 cells a texel, 512 × 5 texels. */
function wideGrid() {
  return { cells: new Uint8Array(1024 * 10).fill(3), columnCount: 1024, rowCount: 10 };
}

describe('the cells’ overview', () => {
  it('is a 1 × 1 placeholder for a grid drawn cell by cell at any zoom', () => {
    const overview = new CellsOverview();
    overview.reset(512, 512);
    expect(overview.factor).toBe(0);
    expect(overview.bytes).toBe(1);
    expect(overview.redrawBlock(0.1)).toBe(1);
  });

  it('is made stale for a new size, returning the old texture, and computed only once a zoom shows it', () => {
    const overview = new CellsOverview();
    const placeholder = overview.texture;
    const grid = wideGrid();
    expect(overview.reset(grid.columnCount, grid.rowCount)).toBe(placeholder);
    expect(overview.factor).toBe(2);
    expect(overview.bytes).toBe(512 * 5);
    const texels = overview.texture.resource as Uint8Array;

    overview.refresh(grid, 2);
    expect(texels[0]).toBe(0);
    overview.refresh(grid, 1);
    expect(texels.every((texel) => texel === 3)).toBe(true);
  });

  it('follows the rectangles of edits once computed, and not before', () => {
    const overview = new CellsOverview();
    const grid = wideGrid();
    overview.reset(grid.columnCount, grid.rowCount);
    const texels = overview.texture.resource as Uint8Array;
    grid.cells.fill(7, 0, 2);
    grid.cells.fill(7, 1024, 1026);
    overview.update(grid, [{ x: 0, y: 0, width: 2, height: 2 }]);
    expect(texels[0]).toBe(0);

    overview.refresh(grid, 1);
    expect(texels[0]).toBe(7);
    grid.cells.fill(5, 2, 4);
    grid.cells.fill(5, 1026, 1028);
    overview.update(grid, [{ x: 2, y: 0, width: 2, height: 2 }]);
    expect(texels[1]).toBe(5);
    expect(texels[2]).toBe(3);
  });

  it('rounds redraws out to its blocks only while it is shown', () => {
    const overview = new CellsOverview();
    overview.reset(1024, 10);
    expect(overview.redrawBlock(1)).toBe(2);
    expect(overview.redrawBlock(1.5)).toBe(1);
  });
});
