import { describe, expect, it } from 'vitest';
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { decodePng } from '../png/pngCodec';
import { patternPreviewPng, patternPreviewSize } from './previewPng';

function chart(columns: number, rows: number, rowsText?: string) {
  const cells = new Uint8Array(columns * rows).fill(1);
  return createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: columns, rowCount: rows },
    rows: rowsText ?? `1:${Buffer.from(cells).toString('base64')}`,
    styles: [createPaletteStyle(1, { colorBackground: '#cc0000' })],
    title: 'Roosjes',
  });
}

describe('the preview of an imported pattern', () => {
  it('is a PNG of the chart in its colours, its longer side the preview size', () => {
    const png = decodePng(patternPreviewPng(chart(30, 20)), 10_000_000);
    expect(Math.max(png.width, png.height)).toBeLessThanOrEqual(patternPreviewSize);
    expect(png.width).toBeGreaterThan(png.height);
    // Most of the picture is the stitches of the only colour (the rest: grid lines and the ruler's bands).
    let red = 0;
    for (let index = 0; index < png.rgba.length; index += 4) {
      if (png.rgba[index] === 0xcc && png.rgba[index + 1] === 0 && png.rgba[index + 2] === 0) red += 1;
    }
    expect(red / (png.width * png.height)).toBeGreaterThan(0.5);
  });

  it('refuses rows that do not fit the chart (a Dutch message)', () => {
    expect(() => patternPreviewPng(chart(30, 20, '1:AAAA'))).toThrow(/passen niet bij de maat/);
  });
});
