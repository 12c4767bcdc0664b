import { createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { bigChart, cellsOf, smallChart } from '../chart/testing/sampleChart';
import { readPixelPng, writePixelPng } from './pixelPng';
import { decodePng, encodePng } from './pngCodec';
import { writeViewPng } from './viewPng';
import { chartSnapshotOf } from '../chart/chartSnapshot';

function errorOf(bytes: Uint8Array): string {
  try {
    readPixelPng(bytes);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
}

function pixelAt(image: { width: number; rgba: Uint8Array }, x: number, y: number): number[] {
  const at = (y * image.width + x) * 4;
  return [...image.rgba.subarray(at, at + 4)];
}

describe('one pixel per cell', () => {
  it('round trip: the same cells and colours, empty cells transparent', () => {
    const state = smallChart();
    const bytes = writePixelPng(chartSnapshotOf(state));
    const image = decodePng(bytes, 1_000_000);
    expect([image.width, image.height]).toEqual([6, 4]);
    expect(pixelAt(image, 0, 0)).toEqual([0, 0, 0, 255]);
    expect(pixelAt(image, 3, 0)[3]).toBe(0);
    const back = readPixelPng(bytes, { title: 'roos' }).state;
    const colourOf = (styles: typeof back.palette.styles, id: number) =>
      styles.find((style) => style.styleId === id)?.colorBackground;
    const original = cellsOf(state);
    const read = cellsOf(back);
    expect([...read].map((id) => colourOf(back.palette.styles, id) ?? 'leeg')).toEqual(
      [...original].map((id) => colourOf(state.palette.styles, id) ?? 'leeg'),
    );
    expect(back.palette.styles).toHaveLength(3);
    expect(back.settings.title).toBe('roos');
  });

  it('reads RGB pictures other programs write: a colour per distinct pixel, most used first', () => {
    const pixels = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 255, 0, 0, 255, 255]);
    const bytes = encodePng({ kind: 'rgb', width: 2, height: 2, pixels });
    const { state } = readPixelPng(bytes);
    expect(state.palette.styles.map((style) => style.colorBackground)).toEqual([
      '#00ff00',
      '#ff0000',
      '#00ffff',
    ]);
    expect([...cellsOf(state)]).toEqual([2, 1, 1, 3]);
  });

  it('refuses more than 255 colours, a broken file, a file that is no PNG, and a too large picture', () => {
    const pixels = new Uint8Array(300 * 3);
    for (let index = 0; index < 300; index += 1) pixels.set([index & 255, index >> 8, 7], index * 3);
    expect(errorOf(encodePng({ kind: 'rgb', width: 300, height: 1, pixels }))).toMatch(
      /meer dan 255 kleuren/,
    );
    const good = writePixelPng(chartSnapshotOf(smallChart()));
    expect(errorOf(good.slice(0, good.length - 20))).toMatch(/^Het PNG-bestand klopt niet: /);
    expect(errorOf(new TextEncoder().encode('<chart/>'))).toBe(
      'Het PNG-bestand klopt niet: het is geen PNG-bestand.',
    );
    const huge = encodePng({ kind: 'rgb', width: 2001, height: 1, pixels: new Uint8Array(2001 * 3) });
    expect(errorOf(huge)).toBe(
      'Het plaatje is 2001 × 1 pixels; een kaart heeft hoogstens 2000 × 2000 steken (één pixel per steek).',
    );
  });

  it('refuses a header claiming a giant picture before inflating anything', () => {
    const bytes = encodePng({ kind: 'rgb', width: 1, height: 1, pixels: new Uint8Array(3) });
    const view = new DataView(bytes.buffer);
    view.setUint32(16, 100_000);
    view.setUint32(20, 100_000);
    expect(() => decodePng(bytes, 4_000_000)).toThrow(/beschadigd|te groot/);
  });
});

describe('the chart as seen', () => {
  it('is the asked width, with the cell colours, black 10-lines and ruler numbers', () => {
    const state = bigChart(40, 5);
    const image = decodePng(writeViewPng(chartSnapshotOf(state), { size: 800 }), 10_000_000);
    expect(image.width).toBeGreaterThan(760);
    expect(image.width).toBeLessThanOrEqual(800);
    const colours = new Set<string>();
    for (let index = 0; index < image.rgba.length; index += 4)
      colours.add(image.rgba.subarray(index, index + 3).join(','));
    expect(colours.has('0,0,0')).toBe(true);
    expect(colours.has('187,187,187')).toBe(true);
    const style = state.palette.styles[0]!.colorBackground;
    const rgb = [1, 3, 5].map((start) => parseInt(style.slice(start, start + 2), 16)).join(',');
    expect(colours.has(rgb)).toBe(true);
  });

  it('grows by the legend when asked', () => {
    const state = smallChart();
    const plain = decodePng(writeViewPng(chartSnapshotOf(state), { size: 400 }), 10_000_000);
    const withLegend = decodePng(
      writeViewPng(chartSnapshotOf(state), { size: 400, legend: true }),
      10_000_000,
    );
    expect(withLegend.width).toBe(plain.width);
    expect(withLegend.height).toBeGreaterThan(plain.height);
  });

  it('puts the legend to the right when asked, the image as wide as asked', () => {
    const state = smallChart();
    const plain = decodePng(writeViewPng(chartSnapshotOf(state), { size: 400 }), 10_000_000);
    const right = decodePng(
      writeViewPng(chartSnapshotOf(state), { size: 400, legend: true, legendPlacement: 'right' }),
      10_000_000,
    );
    expect(Math.abs(right.width - 400)).toBeLessThanOrEqual(2);
    expect(right.height).toBeLessThan(plain.height);
    // The right quarter of the image holds the legend: black swatch frames and numbers on white.
    let inked = 0;
    for (let y = 0; y < right.height; y += 1)
      for (let x = Math.floor(right.width * 0.75); x < right.width; x += 1)
        if (
          pixelAt(right, x, y)
            .slice(0, 3)
            .every((value) => value < 60)
        )
          inked += 1;
    expect(inked).toBeGreaterThan(20);
  });
});

describe('knots and beads as seen', () => {
  /** The 6 × 4 sample with two colours of its own: green for a knot, magenta for a 4 mm bead. */
  function chartWithOrnaments() {
    const state = smallChart();
    state.palette.styles.push(
      createPaletteStyle(4, { colorBackground: '#00ff00' }),
      createPaletteStyle(5, { colorBackground: '#ff00ff' }),
    );
    state.grid.ornaments = [
      { x: 3.5, y: 0.5, kind: 'knot', styleId: 4 },
      { x: 4, y: 3, kind: 'bead', sizeMm: 4, styleId: 5 },
    ];
    return state;
  }

  /** The bounding box of the pixels of one colour, and whether the box's centre pixel has it. */
  function shapeOf(
    image: { width: number; height: number; rgba: Uint8Array },
    rgb: [number, number, number],
  ) {
    let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
    const has = (x: number, y: number) => {
      const at = (y * image.width + x) * 4;
      return image.rgba[at] === rgb[0] && image.rgba[at + 1] === rgb[1] && image.rgba[at + 2] === rgb[2];
    };
    for (let y = 0; y < image.height; y += 1) {
      for (let x = 0; x < image.width; x += 1) {
        if (!has(x, y)) continue;
        [left, top, right, bottom] = [
          Math.min(left, x),
          Math.min(top, y),
          Math.max(right, x),
          Math.max(bottom, y),
        ];
      }
    }
    const centre = has(Math.round((left + right) / 2), Math.round((top + bottom) / 2));
    return { width: right - left + 1, height: bottom - top + 1, centre };
  }

  it('draws a knot as a filled dot and a bead as a ring about its size on Aida 14', () => {
    const image = decodePng(writeViewPng(chartSnapshotOf(chartWithOrnaments()), { size: 400 }), 10_000_000);
    // The grid takes the width but for the ruler bands on both sides (a few digits wide).
    const cell = image.width / 6.4;
    const knot = shapeOf(image, [0, 255, 0]);
    expect(knot.centre).toBe(true);
    expect(knot.width).toBeLessThan(cell / 2);
    const bead = shapeOf(image, [255, 0, 255]);
    expect(bead.centre).toBe(false);
    expect(Math.abs(bead.width - bead.height)).toBeLessThanOrEqual(1);
    // 4 mm on 14 count is 2.2 cells.
    expect(bead.width / cell).toBeGreaterThan(1.6);
    expect(bead.width / cell).toBeLessThan(2.8);
  });

  it('lists a colour used only for a knot or a bead in the legend', () => {
    const plain = decodePng(
      writeViewPng(chartSnapshotOf(smallChart()), { size: 400, legend: true }),
      10_000_000,
    );
    const more = decodePng(
      writeViewPng(chartSnapshotOf(chartWithOrnaments()), { size: 400, legend: true }),
      10_000_000,
    );
    expect(more.height).toBeGreaterThan(plain.height);
  });
});

describe('the PNG codec', () => {
  it('writes an RGB image that decodes to the same pixels, at any zlib level', () => {
    const rgb = Uint8Array.from({ length: 5 * 3 * 3 }, (_, index) => (index * 37) % 256);
    for (const level of [1, 9] as const) {
      const image = decodePng(encodePng({ kind: 'rgb', width: 5, height: 3, pixels: rgb }, level), 100);
      const back = new Uint8Array(5 * 3 * 3);
      for (let pixel = 0; pixel < 15; pixel += 1)
        back.set(image.rgba.subarray(pixel * 4, pixel * 4 + 3), pixel * 3);
      expect({ width: image.width, height: image.height, back }).toEqual({ width: 5, height: 3, back: rgb });
    }
  });

  it('refuses sizes that do not match the pixels', () => {
    expect(() => encodePng({ kind: 'rgb', width: 0, height: 1, pixels: new Uint8Array(0) })).toThrow(
      RangeError,
    );
    expect(() => encodePng({ kind: 'rgb', width: 2, height: 2, pixels: new Uint8Array(3) })).toThrow(
      RangeError,
    );
  });
});
