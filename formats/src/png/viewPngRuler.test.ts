/** The PNG prints the ruler's numbers on the sides the ruler names (model's one numbering). */
import { defaultRuler, type Ruler } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { bigChart } from '../chart/testing/sampleChart';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { decodePng } from './pngCodec';
import { writeViewPng } from './viewPng';

type Image = { width: number; height: number; rgba: Uint8Array };

function pngWith(ruler: Partial<Ruler>): Image {
  const state = bigChart(40, 5);
  state.grid.settings.ruler = { ...defaultRuler(), ...ruler, explicit: true };
  return decodePng(writeViewPng(chartSnapshotOf(state), { size: 600 }), 10_000_000);
}

/** The black pixels in a rectangle of the image. */
function inkIn(image: Image, x0: number, y0: number, x1: number, y1: number): number {
  let ink = 0;
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      const at = (y * image.width + x) * 4;
      if (image.rgba[at] === 0 && image.rgba[at + 1] === 0 && image.rgba[at + 2] === 0) ink += 1;
    }
  return ink;
}

/** The margin band around the grid: the first black (border) pixel along the middle row. */
function bandOf(image: Image): number {
  const y = Math.floor(image.height / 2);
  for (let x = 0; x < image.width; x += 1) if (inkIn(image, x, y, x + 1, y + 1) > 0) return x;
  return 0;
}

describe('the PNG ruler', () => {
  it('prints on the sides the ruler shows', () => {
    const hidden = pngWith({ horizontal: 'hidden', vertical: 'hidden' });
    const band = bandOf(hidden);
    expect(band).toBeGreaterThan(4);
    const { width, height } = hidden;
    const left = (image: Image) => inkIn(image, 0, band, band - 1, height - band);
    const right = (image: Image) => inkIn(image, width - band + 1, band, width, height - band);
    const top = (image: Image) => inkIn(image, band, 0, width - band, band - 1);
    const bottom = (image: Image) => inkIn(image, band, height - band + 1, width - band, height);
    expect([left(hidden), right(hidden), top(hidden), bottom(hidden)]).toEqual([0, 0, 0, 0]);
    const both = pngWith({});
    expect([left(both), right(both), top(both), bottom(both)].every((ink) => ink > 0)).toBe(true);
    const ends = pngWith({ horizontal: 'onlyBottom', vertical: 'onlyRight' });
    expect([left(ends), top(ends)]).toEqual([0, 0]);
    expect(right(ends)).toBeGreaterThan(0);
    expect(bottom(ends)).toBeGreaterThan(0);
  });
});
