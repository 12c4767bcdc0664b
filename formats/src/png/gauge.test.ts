/**
 * The gauge in the exports (issue 27, spec §9): with `adjustGrid` on and both gauges above 0, cells take the swatch's
 * aspect (height over width = stitches / rows, clamped to 0.5–1.5) in the PNG as seen and on the PDF's pages.
 */
import type { ChartState, Gauge } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { bigChart } from '../chart/testing/sampleChart';
import { layoutChartPages } from '../pdf/pageTiling';
import { defaultPdfOptions } from '../pdf/pdfOptions';
import { decodePng } from './pngCodec';
import { gridBox, pixel } from './testing/pngReading';
import { writeViewPng } from './viewPng';

function withGauge(state: ChartState, gauge: Partial<Gauge>): ChartState {
  const settings = state.grid.settings;
  return {
    ...state,
    grid: { ...state.grid, settings: { ...settings, gauge: { ...settings.gauge, ...gauge } } },
  };
}

const knitted = { adjustGrid: true, gaugeHorizontal: 20, gaugeVertical: 28 };

describe('the gauge in the exports', () => {
  it('makes the PNG as seen of a square chart lower by the aspect (20 stitches, 28 rows: 0.714)', () => {
    const square = decodePng(writeViewPng(chartSnapshotOf(bigChart(40, 5)), { size: 800 }), 10_000_000);
    const gauged = decodePng(
      writeViewPng(chartSnapshotOf(withGauge(bigChart(40, 5), knitted)), { size: 800 }),
      10_000_000,
    );
    expect(gauged.width).toBe(square.width);
    const chartHeight = (image: { height: number }) => image.height;
    expect(chartHeight(gauged) / chartHeight(square)).toBeGreaterThan(0.7);
    expect(chartHeight(gauged) / chartHeight(square)).toBeLessThan(0.8);
  });

  it('keeps square cells when the gauge is off or a gauge is 0, and clamps to 1.5', () => {
    const size = (gauge: Partial<Gauge>) =>
      decodePng(writeViewPng(chartSnapshotOf(withGauge(bigChart(40, 5), gauge)), { size: 800 }), 10_000_000);
    const square = size({});
    expect(size({ ...knitted, adjustGrid: false }).height).toBe(square.height);
    expect(size({ ...knitted, gaugeVertical: 0 }).height).toBe(square.height);
    const tall = size({ adjustGrid: true, gaugeHorizontal: 40, gaugeVertical: 10 });
    // Height over width 1.5 at most: the longer side (now the height) gets the size.
    expect(tall.height).toBeGreaterThan(tall.width * 1.3);
  });

  it('gives the PDF cells of the gauge’s height and fits more rows on a page', () => {
    const square = layoutChartPages({ columnCount: 120, rowCount: 300 }, defaultPdfOptions);
    const gauged = layoutChartPages({ columnCount: 120, rowCount: 300 }, defaultPdfOptions, 20 / 28);
    expect(gauged.cellPt).toBe(square.cellPt);
    expect(gauged.cellHeightPt).toBeCloseTo((square.cellPt * 20) / 28);
    expect(gauged.columnsPerPage).toBe(square.columnsPerPage);
    expect(gauged.rowsPerPage).toBeGreaterThan(square.rowsPerPage * 1.35);
  });
});

describe('part stitches in gauged cells of the PNG', () => {
  /** A 10 × 10 empty chart with one half and one quarter stitch, cells of the gauge's aspect. */
  function partsPng(gauge: Partial<Gauge>) {
    const state = withGauge(bigChart(10, 1), gauge);
    state.grid.rows = bigChart(10, 0).grid.rows;
    state.grid.halfStitches = [{ x: 2, y: 2, left: true, top: true, styleId: 1 }];
    state.grid.quarterStitches = [{ x: 6, y: 6, left: false, top: false, styleId: 1 }];
    const snapshot = chartSnapshotOf(state);
    const image = decodePng(writeViewPng(snapshot, { size: 800 }), 10_000_000);
    const grid = gridBox(image);
    const cellWidth = (grid.right - grid.left) / 10;
    const cellHeight = (grid.bottom - grid.top) / 10;
    const colour = pixel(image, grid.left + 2 * cellWidth + 3, grid.top + 2 * cellHeight + 3);
    /** The share of a cell's inner pixels (grid lines left out) in the stitch's colour, and its corner pixels. */
    const cover = (column: number, row: number) => {
      let inked = 0;
      let all = 0;
      const x0 = Math.ceil(grid.left + column * cellWidth) + 2;
      const y0 = Math.ceil(grid.top + row * cellHeight) + 2;
      const x1 = Math.floor(grid.left + (column + 1) * cellWidth) - 2;
      const y1 = Math.floor(grid.top + (row + 1) * cellHeight) - 2;
      const inks = (x: number, y: number) =>
        pixel(image, x, y).every((value, index) => value === colour[index]);
      for (let y = y0; y < y1; y += 1)
        for (let x = x0; x < x1; x += 1) {
          all += 1;
          if (inks(x, y)) inked += 1;
        }
      return {
        share: inked / all,
        corners: [inks(x0, y0), inks(x1 - 1, y0), inks(x0, y1 - 1), inks(x1 - 1, y1 - 1)],
      };
    };
    return { colour, half: cover(2, 2), quarter: cover(6, 6), cellWidth, cellHeight };
  }

  it.each([
    ['wide cells (20 stitches, 28 rows)', knitted],
    ['tall cells (30 stitches, 20 rows)', { adjustGrid: true, gaugeHorizontal: 30, gaugeVertical: 20 }],
    ['square cells', {}],
  ])('fill their part of the real rectangle in %s', (_name, gauge) => {
    const { colour, half, quarter } = partsPng(gauge);
    expect(colour).not.toEqual([255, 255, 255]);
    // A half stitch at the top left: half the cell, reaching the top-right and bottom-left corners.
    expect(half.share).toBeGreaterThan(0.44);
    expect(half.share).toBeLessThan(0.56);
    expect(half.corners).toEqual([true, true, true, false]);
    // A quarter at the bottom right: an eighth of the cell, in that corner only.
    expect(quarter.share).toBeGreaterThan(0.08);
    expect(quarter.share).toBeLessThan(0.17);
    expect(quarter.corners).toEqual([false, false, false, true]);
  });
});
