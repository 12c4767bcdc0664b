import { findBuiltInSymbol } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { decodePng } from '../png/pngCodec';
import { pixel, type Image } from '../png/testing/pngReading';
import { writeFreeformPng } from './freeformPng';
import { symbolFit } from './freeformScene';
import { doilyChart, placed } from './testing/doilyChart';

const read = (bytes: Uint8Array): Image => decodePng(bytes, 50_000_000);
const background = [0xff, 0xf8, 0xe7];
const green = [0x2a, 0x7a, 0x2a];

/** One big half double crochet (a T) turned by `rotate` in the middle of an otherwise empty doily chart. */
function oneT(rotate: number): Image {
  const chart = doilyChart();
  const symbol = placed(2, 1, 250, 250, { rotate, size: 8 });
  const styles = chart.palette.styles.map((style) =>
    style.styleId === 2 ? { ...style, symbolId: 'half-double-crochet' } : style,
  );
  const state = {
    ...chart,
    palette: { ...chart.palette, styles },
    freeform: { ...chart.freeform, symbols: [symbol], roundGuides: [] },
  };
  return read(writeFreeformPng(chartSnapshotOf(state), { size: 500 }));
}

describe('a freeform chart as a PNG', () => {
  it('is the freeform size on its background, the longer side `size` pixels', () => {
    const chart = doilyChart();
    const wide = { ...chart, freeform: { ...chart.freeform, size: { width: 1000, height: 500 } } };
    const image = read(writeFreeformPng(chartSnapshotOf(wide), { size: 800 }));
    expect([image.width, image.height]).toEqual([800, 400]);
    expect(pixel(image, 5, 5)).toEqual(background);
  });

  it('draws the symbols at their centre in their colour, and leaves hidden layers out', () => {
    const image = read(writeFreeformPng(chartSnapshotOf(doilyChart()), { size: 500 }));
    // The double crochet at 12 o'clock (centre 250, 160, 40 × 40 units at size 2): its stem runs through the centre.
    expect(pixel(image, 250, 160)).toEqual(green);
    // The hidden picots at (100, 450): nothing there.
    for (const x of [100, 130, 160]) expect(pixel(image, x, 450)).toEqual(background);
  });

  it('turns a symbol clockwise about its centre', () => {
    const stitch = findBuiltInSymbol('half-double-crochet')!;
    const fit = symbolFit(stitch, 160, 160);
    // A point on the T's top bar, left of the stem: view box (35, 20).
    const lx = 35 * fit.scale + fit.left;
    const ly = 20 * fit.scale + fit.top;
    const upright = oneT(0);
    const turned = oneT(90);
    expect(pixel(upright, 250 + lx, 250 + ly)).toEqual(green);
    expect(pixel(turned, 250 + lx, 250 + ly)).toEqual(background);
    // Turned 90° clockwise, (lx, ly) goes to (-ly, lx).
    expect(pixel(turned, 250 - ly, 250 + lx)).toEqual(green);
  });

  it('adds the legend below with each visible style', () => {
    const plain = read(writeFreeformPng(chartSnapshotOf(doilyChart()), { size: 500 }));
    const withKey = read(writeFreeformPng(chartSnapshotOf(doilyChart()), { size: 500, legend: true }));
    expect(withKey.width).toBe(500);
    expect(withKey.height).toBeGreaterThan(plain.height);
    const right = read(
      writeFreeformPng(chartSnapshotOf(doilyChart()), { size: 500, legend: true, legendPlacement: 'right' }),
    );
    expect(right.width).toBeGreaterThan(500);
    expect(right.height).toBe(500);
  });

  it('draws an empty chart as its background only', () => {
    const chart = doilyChart();
    const empty = { ...chart, freeform: { ...chart.freeform, symbols: [] } };
    const image = read(writeFreeformPng(chartSnapshotOf(empty), { size: 100, legend: true }));
    expect([image.width, image.height]).toEqual([100, 100]);
    const seen = new Set<string>();
    for (let y = 0; y < 100; y += 7) for (let x = 0; x < 100; x += 7) seen.add(pixel(image, x, y).join());
    expect([...seen]).toEqual([background.join()]);
  });
});
