import { createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartState, randomCells } from '../../testing/charts';
import { decodePng } from '../../testing/png';
import { hexToRgb, renderChartThumbnail, thumbnailMaxSide, thumbnailSize } from './chart-thumbnail';

const pixel = (image: { width: number; rgb: Uint8Array }, x: number, y: number) => [
  ...image.rgb.subarray((y * image.width + x) * 3, (y * image.width + x) * 3 + 3),
];

describe('chart thumbnails', () => {
  const styles = [
    createPaletteStyle(1, { colorBackground: '#ff0000' }),
    createPaletteStyle(2, { colorBackground: '#00f' }),
  ];

  it('draws small charts with whole pixels per cell, grid lines, white empty cells', () => {
    // 3 × 2 cells: red, blue, empty / empty, red, blue
    const cells = Uint8Array.from([1, 2, 0, 0, 1, 2]);
    const state = chartState({ columnCount: 3, rowCount: 2, cells, styles });
    const image = decodePng(renderChartThumbnail(state, cells));
    const cell = Math.floor(thumbnailMaxSide / 3);
    expect(image.width).toBe(3 * cell);
    expect(image.height).toBe(2 * cell);
    const centre = (column: number, row: number) =>
      pixel(image, column * cell + cell / 2, row * cell + Math.floor(cell / 2));
    expect(centre(0, 0)).toEqual([255, 0, 0]);
    expect(centre(1, 0)).toEqual([0, 0, 255]);
    expect(centre(2, 0)).toEqual([255, 255, 255]);
    expect(centre(1, 1)).toEqual([255, 0, 0]);
    expect(pixel(image, cell, 3)).toEqual([0xdd, 0xdd, 0xdd]);
  });

  it('averages large charts down to the longest side', () => {
    const columnCount = 1000;
    const rowCount = 500;
    const cells = new Uint8Array(columnCount * rowCount);
    // Left half red, right half blue.
    for (let row = 0; row < rowCount; row += 1) {
      cells.fill(1, row * columnCount, row * columnCount + columnCount / 2);
      cells.fill(2, row * columnCount + columnCount / 2, (row + 1) * columnCount);
    }
    const state = chartState({ columnCount, rowCount, cells, styles });
    const image = decodePng(renderChartThumbnail(state, cells));
    expect(image.width).toBe(thumbnailMaxSide);
    expect(image.height).toBe(thumbnailMaxSide / 2);
    expect(pixel(image, 10, 10)).toEqual([255, 0, 0]);
    expect(pixel(image, thumbnailMaxSide - 10, 10)).toEqual([0, 0, 255]);
  });

  it('is small and quick enough to make with every save of a 2000 × 2000 chart', () => {
    const cells = randomCells(2000 * 2000, 40, 3);
    const state = chartState({ columnCount: 2000, rowCount: 2000, cells, styleCount: 40 });
    const png = renderChartThumbnail(state, cells);
    expect(png.length).toBeLessThan(200_000);
    expect(thumbnailSize(2000, 2000)).toMatchObject({ width: thumbnailMaxSide, height: thumbnailMaxSide });
  });

  it('reads #rgb and #rrggbb colours, anything else as white', () => {
    expect(hexToRgb('#0f8')).toEqual([0, 255, 136]);
    expect(hexToRgb('#123456')).toEqual([0x12, 0x34, 0x56]);
    expect(hexToRgb('rood')).toEqual([255, 255, 255]);
  });
});
