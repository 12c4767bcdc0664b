/**
 * A chart's thumbnail (spec §2 list thumbnails, §3 imageLink): the cells in their styles' background colours as
 * a small PNG, made on the server from the saved cells and palette. Small charts are drawn with whole pixels per
 * cell (and light grid lines once a cell is 8 px), large ones averaged down to {@link thumbnailMaxSide}. A freeform
 * chart (issue 29) shows its visible symbols on its background, drawn by formats as its PNG export draws them.
 */
import { isFreeformCraft, type ChartState } from '@steekwerk/model';
import { encodePng } from '@steekwerk/formats/png';
import { freeformThumbnailPixels } from '@steekwerk/formats/freeform';

/** The longest side of a thumbnail in pixels (list thumbnails are shown up to 160 CSS px, sharp on 1.5× screens). */
export const thumbnailMaxSide = 240;

/** Cells whose side reaches this many pixels get grid lines. */
const gridLineFrom = 8;
const emptyColour = [0xff, 0xff, 0xff] as const;
const gridLineColour = [0xdd, 0xdd, 0xdd] as const;
/** Cells sampled per output pixel and axis when averaging a large chart down. */
const samplesPerAxis = 4;

/** The size of a chart's thumbnail and the pixels per cell (fractional below 1). */
export function thumbnailSize(columnCount: number, rowCount: number) {
  const longest = Math.max(columnCount, rowCount, 1);
  if (longest <= thumbnailMaxSide) {
    const cellSize = Math.max(1, Math.floor(thumbnailMaxSide / longest));
    return { width: Math.max(1, columnCount * cellSize), height: Math.max(1, rowCount * cellSize), cellSize };
  }
  const cellSize = thumbnailMaxSide / longest;
  return {
    width: Math.max(1, Math.round(columnCount * cellSize)),
    height: Math.max(1, Math.round(rowCount * cellSize)),
    cellSize,
  };
}

/**
 * For each of `pixels` pixels along an axis of `cells` cells, the {@link samplesPerAxis} cells sampled inside the
 * block of cells the pixel covers (evenly spread, at the centres of equal parts).
 */
function samplePositions(pixels: number, cells: number): Uint32Array {
  const positions = new Uint32Array(pixels * samplesPerAxis);
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const start = Math.floor((pixel * cells) / pixels);
    const end = Math.max(start + 1, Math.floor(((pixel + 1) * cells) / pixels));
    for (let sample = 0; sample < samplesPerAxis; sample += 1) {
      positions[pixel * samplesPerAxis + sample] =
        start + Math.floor(((end - start) * (2 * sample + 1)) / (2 * samplesPerAxis));
    }
  }
  return positions;
}

/** `#rgb` or `#rrggbb` as bytes; anything else white. */
export function hexToRgb(hex: string): [number, number, number] {
  const digits = hex.replace(/^#/, '');
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return [...emptyColour];
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** 256 colours by style id: each style's background, white for the empty cell and unknown ids. */
function colourTable(state: Pick<ChartState, 'palette'>): Uint8Array {
  const table = new Uint8Array(256 * 3).fill(0xff);
  for (const style of state.palette.styles) {
    if (style.styleId >= 1 && style.styleId <= 255)
      table.set(hexToRgb(style.colorBackground), style.styleId * 3);
  }
  return table;
}

/**
 * The RGB pixels of a chart's thumbnail.
 *
 * @param state the chart (its palette and grid size)
 * @param cells one style id per cell, row by row
 */
export function thumbnailPixels(
  state: Pick<ChartState, 'palette' | 'grid'>,
  cells: Uint8Array,
): { width: number; height: number; rgb: Uint8Array } {
  const { columnCount, rowCount } = state.grid.settings.size;
  const { width, height, cellSize } = thumbnailSize(columnCount, rowCount);
  const colours = colourTable(state);
  const rgb = new Uint8Array(width * height * 3);
  if (cellSize >= 1) {
    const lines = cellSize >= gridLineFrom;
    for (let y = 0; y < height; y += 1) {
      const row = Math.floor(y / cellSize);
      for (let x = 0; x < width; x += 1) {
        const column = Math.floor(x / cellSize);
        const at = (y * width + x) * 3;
        if (lines && (x % cellSize === 0 || y % cellSize === 0)) {
          rgb.set(gridLineColour, at);
          continue;
        }
        const styleId = cells[row * columnCount + column] ?? 0;
        rgb[at] = colours[styleId * 3]!;
        rgb[at + 1] = colours[styleId * 3 + 1]!;
        rgb[at + 2] = colours[styleId * 3 + 2]!;
      }
    }
    return { width, height, rgb };
  }
  // Averaged down: each pixel covers a block of cells, sampled on a small regular grid inside it. The sampled rows
  // and columns are worked out once per axis, not per pixel.
  const sampledColumns = samplePositions(width, columnCount);
  const sampledRows = samplePositions(height, rowCount);
  const count = samplesPerAxis * samplesPerAxis;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let sy = 0; sy < samplesPerAxis; sy += 1) {
        const rowStart = sampledRows[y * samplesPerAxis + sy]! * columnCount;
        for (let sx = 0; sx < samplesPerAxis; sx += 1) {
          const colour = cells[rowStart + sampledColumns[x * samplesPerAxis + sx]!]! * 3;
          red += colours[colour]!;
          green += colours[colour + 1]!;
          blue += colours[colour + 2]!;
        }
      }
      const at = (y * width + x) * 3;
      rgb[at] = (red + count / 2) / count;
      rgb[at + 1] = (green + count / 2) / count;
      rgb[at + 2] = (blue + count / 2) / count;
    }
  }
  return { width, height, rgb };
}

/** The parts of a chart its thumbnail reads. */
export type ThumbnailChart = Pick<ChartState, 'palette' | 'grid' | 'settings' | 'freeform' | 'layers'>;

/**
 * A chart's thumbnail as PNG bytes.
 *
 * @param state the validated chart state
 * @param cells its cells (a freeform chart's are not read)
 */
export function renderChartThumbnail(state: ThumbnailChart, cells: Uint8Array): Buffer {
  const { width, height, rgb } = isFreeformCraft(state.settings.craft)
    ? freeformThumbnailPixels(state, thumbnailMaxSide)
    : thumbnailPixels(state, cells);
  // The fastest deflate: a thumbnail is made with every save, and flat colours compress well at any level.
  const png = encodePng({ kind: 'rgb', width, height, pixels: rgb }, 1);
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}
