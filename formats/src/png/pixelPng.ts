/**
 * "One pixel per cell" PNGs: each cell is one pixel in its style's colour, an empty cell a transparent pixel. Read
 * back, each distinct opaque colour becomes a style (most used first); a pixel less than half opaque is an empty
 * cell. A picture with more distinct colours than a palette holds is refused (photos go through picture import).
 */
import { createChartState, hexToRgb, rgbToHex, createPaletteStyle, type GridCraft } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import type { ChartSnapshot } from '../chart/chartSnapshot';
import { ChartFileError } from '../chart/chartFileError';
import type { ImportedChart } from '../chart/importedChart';
import { importLimits } from '../chart/importLimits';
import { decodePng, encodePng } from './pngCodec';

/** The chart as an indexed PNG of one pixel per cell. */
export function writePixelPng(snapshot: ChartSnapshot): Uint8Array<ArrayBuffer> {
  const { chart: state, cells } = snapshot;
  const { columnCount, rowCount } = state.grid.settings.size;
  const palette = new Uint8Array(256 * 3);
  palette.fill(255, 0, 3);
  for (const style of state.palette.styles) palette.set(hexToRgb(style.colorBackground), style.styleId * 3);
  let highest = 0;
  for (const style of state.palette.styles) highest = Math.max(highest, style.styleId);
  return encodePng({
    kind: 'indexed',
    width: columnCount,
    height: rowCount,
    pixels: cells,
    palette: palette.subarray(0, (highest + 1) * 3),
    transparentZero: true,
  });
}

export interface ReadPixelPngOptions {
  readonly title?: string;
  readonly craft?: GridCraft;
}

/**
 * Reads a one-pixel-per-cell PNG into a chart.
 *
 * @throws ChartFileError for a file that is not a readable PNG, larger than the largest chart, or with more than
 *   255 colours
 */
export function readPixelPng(bytes: Uint8Array, options: ReadPixelPngOptions = {}): ImportedChart {
  const max = importLimits.maxGridSide;
  if (bytes.length > importLimits.maxPngBytes) {
    throw new ChartFileError(
      `Het bestand is te groot (meer dan ${importLimits.maxPngBytes / 1024 / 1024} MB).`,
    );
  }
  const image = decodePng(bytes, max * max);
  if (image.width > max || image.height > max) {
    throw new ChartFileError(
      `Het plaatje is ${image.width} × ${image.height} pixels; een kaart heeft hoogstens ${max} × ${max} steken ` +
        '(één pixel per steek).',
    );
  }
  const { width, height, rgba } = image;
  const indexOfColour = new Map<number, number>();
  const counts: number[] = [];
  const colourIndex = new Int32Array(width * height).fill(-1);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const at = pixel * 4;
    if (rgba[at + 3]! < 128) continue;
    const key = (rgba[at]! << 16) | (rgba[at + 1]! << 8) | rgba[at + 2]!;
    let index = indexOfColour.get(key);
    if (index === undefined) {
      index = counts.length;
      if (index >= importLimits.maxColours) {
        throw new ChartFileError(
          `Het plaatje heeft meer dan ${importLimits.maxColours} kleuren. Een plaatje met één pixel per steek mag ` +
            'hoogstens 255 kleuren hebben; een foto importeer je met "Importeer een afbeelding".',
        );
      }
      indexOfColour.set(key, index);
      counts.push(0);
    }
    counts[index]! += 1;
    colourIndex[pixel] = index;
  }
  const colours = [...indexOfColour.keys()];
  const order = colours.map((_colour, index) => index).sort((a, b) => counts[b]! - counts[a]! || a - b);
  const styleOf = new Uint8Array(colours.length);
  order.forEach((index, rank) => (styleOf[index] = rank + 1));
  const cells = new Uint8Array(width * height);
  for (let pixel = 0; pixel < cells.length; pixel += 1) {
    const index = colourIndex[pixel]!;
    if (index >= 0) cells[pixel] = styleOf[index]!;
  }
  const styles = order.map((index, rank) => {
    const key = colours[index]!;
    return createPaletteStyle(rank + 1, {
      colorBackground: rgbToHex(key >> 16, (key >> 8) & 255, key & 255),
    });
  });
  const state = createChartState({
    craft: options.craft ?? 'other',
    type: 'other',
    size: { columnCount: width, rowCount: height },
    rows: encodeRowsPlain(cells, width, height),
    styles,
    title: (options.title ?? '').slice(0, 200),
  });
  return { state, skipped: {} };
}
