import { describe, expect, it } from 'vitest';
import { bigChart, cellsOf, smallChart } from '../chart/testing/sampleChart';
import { readPixelPng, writePixelPng } from './pixelPng';
import { decodePng, encodePng } from './pngCodec';
import { writeViewPng } from './viewPng';

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
    const bytes = writePixelPng(state);
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
    const good = writePixelPng(smallChart());
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
    const image = decodePng(writeViewPng(state, { size: 800 }), 10_000_000);
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
    const plain = decodePng(writeViewPng(state, { size: 400 }), 10_000_000);
    const withLegend = decodePng(writeViewPng(state, { size: 400, legend: true }), 10_000_000);
    expect(withLegend.width).toBe(plain.width);
    expect(withLegend.height).toBeGreaterThan(plain.height);
  });
});
