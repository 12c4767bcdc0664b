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
