import { describe, expect, it } from 'vitest';
import { chartSnapshotOf, type ChartSnapshot } from './chartSnapshot';
import { selectedCellArea } from '@steekwerk/model';
import { cropSnapshot, rotateSnapshot } from './snapshotTransform';
import { smallChart } from './testing/sampleChart';

/** The cells as rows of numbers, for reading a test at a glance. */
function rowsOf(snapshot: ChartSnapshot): number[][] {
  const { columnCount, rowCount } = snapshot.chart.grid.settings.size;
  return Array.from({ length: rowCount }, (_, row) =>
    Array.from(snapshot.cells.subarray(row * columnCount, (row + 1) * columnCount)),
  );
}

function sample(): ChartSnapshot {
  const state = smallChart();
  state.grid.customLines = [{ x1: 0, y1: 0, x2: 2, y2: 0, styleId: 1 }];
  state.grid.halfStitches = [{ x: 1, y: 0, left: true, top: true, styleId: 2 }];
  state.grid.quarterStitches = [{ x: 5, y: 3, left: false, top: false, styleId: 3 }];
  state.grid.ornaments = [{ x: 3.5, y: 0.5, kind: 'knot', styleId: 1 }];
  return chartSnapshotOf(state);
}

describe('turning a chart for the download (rotation)', () => {
  it('turns the cells clockwise a quarter at a time', () => {
    const snapshot = sample();
    expect(rowsOf(snapshot)).toEqual([
      [1, 1, 2, 0, 3, 3],
      [0, 0, 0, 0, 0, 0],
      [0, 2, 2, 0, 0, 1],
      [0, 0, 0, 0, 0, 2],
    ]);
    const turned = rotateSnapshot(snapshot, 90);
    expect(turned.chart.grid.settings.size).toEqual({ columnCount: 4, rowCount: 6 });
    // The left column read bottom to top is the top row.
    expect(rowsOf(turned)[0]).toEqual([0, 0, 0, 1]);
    expect(rowsOf(turned)[5]).toEqual([2, 1, 0, 3]);
    expect(rowsOf(rotateSnapshot(snapshot, 180))[0]).toEqual([2, 0, 0, 0, 0, 0]);
    expect(rowsOf(rotateSnapshot(snapshot, 0))).toEqual(rowsOf(snapshot));
    expect(rowsOf(rotateSnapshot(rotateSnapshot(snapshot, 270), 90))).toEqual(rowsOf(snapshot));
  });

  it('moves lines, part stitches and knots with their cells, corners turning too', () => {
    const turned = rotateSnapshot(sample(), 90).chart.grid;
    // The line along the top edge from x 0 to 2 becomes the right edge from y 0 to 2.
    expect(turned.customLines[0]).toMatchObject({ x1: 4, y1: 0, x2: 4, y2: 2 });
    // Cell (1, 0) goes to (3, 1); its top-left corner becomes the top-right one.
    expect(turned.halfStitches[0]).toMatchObject({ x: 3, y: 1, left: false, top: true });
    // Cell (5, 3) goes to (0, 5); bottom-right becomes bottom-left.
    expect(turned.quarterStitches[0]).toMatchObject({ x: 0, y: 5, left: true, top: false });
    expect(turned.ornaments[0]).toMatchObject({ x: 3.5, y: 3.5 });
  });

  it('turns the work directions and the ruler with the chart', () => {
    const original = sample().chart.grid.settings;
    expect([original.direction1, original.direction2]).toEqual(['bottomToTop', 'rightToLeft']);
    const settings = rotateSnapshot(sample(), 90).chart.grid.settings;
    // Rows worked from the bottom, right to left, become columns worked from the left, bottom to top.
    expect([settings.direction1, settings.direction2]).toEqual(['leftToRight', 'bottomToTop']);
    expect(settings.ruler.horizontalDirection).toBe(
      original.ruler.verticalDirection === 'bottomToTop' ? 'leftToRight' : 'rightToLeft',
    );
    const full = rotateSnapshot(rotateSnapshot(sample(), 180), 180).chart.grid.settings;
    expect([full.direction1, full.direction2, full.ruler]).toEqual([
      original.direction1,
      original.direction2,
      original.ruler,
    ]);
  });
});

describe('only the selection (selectedAreaOnly)', () => {
  it('keeps the cells of the area and the items wholly inside it, moved to its corner', () => {
    const snapshot = sample();
    const cut = cropSnapshot(snapshot, { x: 1, y: 0, width: 3, height: 3 });
    expect(rowsOf(cut)).toEqual([
      [1, 2, 0],
      [0, 0, 0],
      [2, 2, 0],
    ]);
    expect(cut.chart.grid.customLines).toEqual([]); // it starts left of the area
    expect(cut.chart.grid.halfStitches[0]).toMatchObject({ x: 0, y: 0 });
    expect(cut.chart.grid.quarterStitches).toEqual([]);
    expect(cut.chart.grid.ornaments[0]).toMatchObject({ x: 2.5, y: 0.5 });
  });

  it('cuts and turns every layer’s own cells with the shown ones', () => {
    const snapshot = sample();
    const top = new Uint8Array(snapshot.cells.length);
    top[1] = 3; // cell (1, 0)
    const layered: ChartSnapshot = { ...snapshot, layerCells: [snapshot.cells, top] };
    const cut = cropSnapshot(layered, { x: 1, y: 0, width: 2, height: 2 });
    expect(cut.layerCells?.map((layer) => [...layer])).toEqual([
      [1, 2, 0, 0],
      [3, 0, 0, 0],
    ]);
    const turned = rotateSnapshot(layered, 90);
    // Cell (1, 0) of a 6 × 4 chart goes to (3, 1) of the 4 × 6 one.
    expect(turned.layerCells?.[1]?.[1 * 4 + 3]).toBe(3);
    expect(turned.layerCells?.[0]).toEqual(turned.cells);
  });

  it('clamps an area to the grid and leaves the chart whole for an empty one', () => {
    const snapshot = sample();
    expect(cropSnapshot(snapshot, { x: 4, y: 2, width: 50, height: 50 }).chart.grid.settings.size).toEqual({
      columnCount: 2,
      rowCount: 2,
    });
    expect(cropSnapshot(snapshot, { x: 1, y: 1, width: 0, height: 3 })).toBe(snapshot);
  });

  it('reads the chart’s selected area, corners in any order; none when -1', () => {
    const snapshot = sample();
    const { selectedArea, size } = snapshot.chart.grid.settings;
    expect(selectedCellArea(selectedArea, size)).toBeUndefined();
    expect(selectedCellArea({ x1: 4, y1: 3, x2: 2, y2: 1 }, size)).toEqual({
      x: 2,
      y: 1,
      width: 3,
      height: 3,
    });
    expect(selectedCellArea({ x1: 4, y1: 3, x2: 90, y2: 1 }, size)).toEqual({
      x: 4,
      y: 1,
      width: 2,
      height: 3,
    });
  });
});
