import { createChartState, createPaletteStyle, type Craft } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { buildKey } from '../pdf/keyCounts';
import { keyLines } from '../pdf/keyLines';
import { formatAmount } from '../pdf/skeinEstimate';
import { defaultPdfOptions } from '../pdf/pdfOptions';
import { rowsOfCells } from '../pdf/testing/sampleChart';
import { defaultSuppliesOptions, suppliesOf } from './suppliesOf';

function chartOf(craft: Craft, cells: Uint8Array, columns: number, productId = '') {
  return createChartState({
    craft,
    type: 'other',
    size: { columnCount: columns, rowCount: cells.length / columns },
    rows: rowsOfCells(cells),
    styles: [1, 2].map((id) => createPaletteStyle(id, { productId: id === 1 ? productId : '' })),
  });
}

function supplies(chart: ReturnType<typeof chartOf>, options = {}) {
  return suppliesOf(chart, chartSnapshotOf(chart).cells, { ...defaultSuppliesOptions, ...options });
}

describe('suppliesOf', () => {
  it('works out 10 000 full stitches of one colour on 14-count Aida with 2 strands by hand', () => {
    // 100 × 100 cells, all style 1. Per stitch and strand the thread is K / 14 cm (notes §5.1); a skein holds
    // 8 m × 6 strands = 48 m of single strand, and 2 strands double the thread:
    //   low  K 19.6: 10 000 × 2 × 1.4 cm = 280 m → 280 / 48 = 5.83 → 6 skeins
    //   buy  K 28  : 10 000 × 2 × 2.0 cm = 400 m → 400 / 48 = 8.33 → 9 skeins
    //   high K 35  : 10 000 × 2 × 2.5 cm = 500 m → 500 / 48 = 10.42 → 11 skeins
    // The design is 100 / 14 × 2.54 = 18.14 cm square; with 5 cm on each side 28.14 → 28.2 cm.
    const chart = chartOf('crossStitch', new Uint8Array(10_000).fill(1), 100);
    const result = supplies(chart);
    expect(result.styles).toHaveLength(1);
    const [style] = result.styles;
    expect(style!.counts.full).toBe(10_000);
    expect(style!.amount).toEqual({ low: 6, buy: 9, high: 11, unit: 'streng' });
    expect(formatAmount(style!.amount)).toBe('6–11 strengen (koop 9)');
    expect(result.fabric).toEqual({
      designWidthCm: 18.2,
      designHeightCm: 18.2,
      widthCm: 28.2,
      heightCm: 28.2,
    });
  });

  it('gives the same figure as the PDF key at the same fabric count and strands', () => {
    const cells = new Uint8Array(600).fill(1);
    cells.fill(2, 0, 150);
    const chart = chartOf('crossStitch', cells, 30);
    chart.grid.customLines.push({ x1: 0, y1: 0, x2: 10, y2: 0, styleId: 2 });
    chart.grid.halfStitches.push({ x: 1, y: 1, left: true, top: true, styleId: 2 });
    const options = { ...defaultPdfOptions, fabricCount: 16, strands: 3 };
    const snapshot = chartSnapshotOf(chart);
    const key = keyLines(chart, buildKey(chart, snapshot.cells), options).filter((line) => line.first);
    const result = supplies(chart, { fabricCount: 16, strands: 3 });
    expect(result.styles.map((style) => formatAmount(style.amount))).toEqual(
      key.map((line) => line.estimate),
    );
    // 10 cells of backstitch at 16 count: 10 × 2.54 / 16 = 1.5875 cm.
    expect(result.styles.find((style) => style.style.styleId === 2)!.backstitchCm).toBeCloseTo(1.5875, 4);
  });

  it('measures yarn at a gauge and counts balls from the linked product', () => {
    // 1 000 knit stitches at the reference gauge (20 per 10 cm): 2 / 2.6 / 3.5 cm each → 20 / 26 / 35 m.
    const chart = chartOf('knitting', new Uint8Array(1_000).fill(1), 50, 'scheepjes-110');
    const atReference = supplies(chart, { ballMetres: () => 125 });
    expect(atReference.styles[0]!.amount).toEqual({ low: 20, buy: 26, high: 35, unit: 'm' });
    expect(atReference.styles[0]!.balls).toEqual({ low: 1, buy: 1, high: 1, ballMetres: 125 });
    expect(atReference.fabric).toBeUndefined();
    // At 10 stitches per 10 cm each stitch is twice as large: 40 / 52 / 70 m; balls of 50 m → 1 / 2 / 2.
    const chunky = supplies(chart, { gauge: 10, ballMetres: () => 50 });
    expect(chunky.styles[0]!.amount).toEqual({ low: 40, buy: 52, high: 70, unit: 'm' });
    expect(chunky.styles[0]!.balls).toEqual({ low: 1, buy: 2, high: 2, ballMetres: 50 });
    // No product linked: no balls.
    expect(supplies(chartOf('knitting', new Uint8Array(10).fill(1), 5)).styles[0]!.balls).toBeUndefined();
  });

  it('counts drills for diamond painting with 10 % spare', () => {
    const chart = chartOf('diamondPainting', new Uint8Array(1_000).fill(2), 40);
    expect(supplies(chart).styles[0]!.amount).toEqual({ low: 1_000, buy: 1_100, high: 1_100, unit: 'stuks' });
  });

  it('brings bad inputs into range instead of dividing by zero', () => {
    const chart = chartOf('crossStitch', new Uint8Array(100).fill(1), 10);
    const result = supplies(chart, { fabricCount: 0, strands: Number.NaN, marginCm: -4, gauge: Infinity });
    expect(result.styles[0]!.amount!.buy).toBeGreaterThanOrEqual(1);
    // fabric count 0 → 6 (the lowest), margin → 0: 10 / 6 × 2.54 = 4.23 → 4.3 cm.
    expect(result.fabric!.widthCm).toBe(4.3);
  });
});
