/**
 * How far apart two symbols look in a printed or on-screen chart: both drawn at 12 px a cell, the sum of the
 * coverage differences of their pixels (in pixels: 1 is one pixel wholly drawn in one and empty in the other),
 * the smallest over shifts of one pixel either way in x and y (a symbol that is another one moved by a pixel is
 * the same symbol to the eye; print registration and anti-aliasing move symbols that much).
 * docs/decisions/symbols.md says why 12 px and the threshold.
 */
import type { StitchSymbol } from '../symbol';
import { rasteriseSymbol, type SymbolImage } from './rasteriseSymbol';

/** The cell size the symbols are compared at (a chart at working zoom, a PDF cell of 3 mm at 100 dpi). */
export const distinctnessCellPx = 12;

/**
 * The least difference two key symbols may have, in pixels at {@link distinctnessCellPx}: above the pairs a
 * maker confuses (◆ and ♦ 4.5, E and F 3.0, a disc and a square of one area 4.0) and below the closest pairs that
 * read apart at a glance (T and ↑ 6.3, ← and → 7.3). docs/decisions/symbols.md.
 */
export const distinctnessThresholdPx = 6;

/** Shifts tried, in pixels either way. */
export const distinctnessShift = 1;

/** The coverage difference of two images of the same size, `b` moved by (dx, dy) pixels. */
function shiftedDifference(a: SymbolImage, b: SymbolImage, dx: number, dy: number): number {
  let total = 0;
  for (let row = 0; row < a.height; row += 1) {
    for (let column = 0; column < a.width; column += 1) {
      const sourceRow = row - dy;
      const sourceColumn = column - dx;
      const inside = sourceRow >= 0 && sourceRow < b.height && sourceColumn >= 0 && sourceColumn < b.width;
      const other = inside ? b.pixels[sourceRow * b.width + sourceColumn]! : 0;
      total += Math.abs(a.pixels[row * a.width + column]! - other);
    }
  }
  return total;
}

/** The difference of two images in pixels: the smallest over the allowed shifts (images of one width). */
export function imageDifference(a: SymbolImage, b: SymbolImage, shift = distinctnessShift): number {
  let best = Infinity;
  for (let dy = -shift; dy <= shift; dy += 1) {
    for (let dx = -shift; dx <= shift; dx += 1) best = Math.min(best, shiftedDifference(a, b, dx, dy));
  }
  return best;
}

/** An image mirrored left to right and/or top to bottom (both: turned half round). */
function mirrored(image: SymbolImage, horizontal: boolean, vertical: boolean): SymbolImage {
  const { width, height } = image;
  const pixels = new Float32Array(width * height);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const sourceRow = vertical ? height - 1 - row : row;
      const sourceColumn = horizontal ? width - 1 - column : column;
      pixels[row * width + column] = image.pixels[sourceRow * width + sourceColumn]!;
    }
  }
  return { width, height, pixels };
}

/** An image mirrored in its diagonal (square images only). */
function transposed(image: SymbolImage): SymbolImage {
  const { width, pixels } = image;
  const turned = new Float32Array(width * width);
  for (let row = 0; row < width; row += 1) {
    for (let column = 0; column < width; column += 1)
      turned[row * width + column] = pixels[column * width + row]!;
  }
  return { width, height: width, pixels: turned };
}

/**
 * An image and its mirror images and quarter turns (the eight of a square; left–right, top–bottom and the half
 * turn only for a wide symbol), for {@link orientationFreeDifference}.
 */
export function orientations(image: SymbolImage): readonly SymbolImage[] {
  const flips = [
    image,
    mirrored(image, true, false),
    mirrored(image, false, true),
    mirrored(image, true, true),
  ];
  return image.width === image.height ? [...flips, ...flips.map(transposed)] : flips;
}

/**
 * How different two symbols look when orientation does not count: the least {@link imageDifference} of `a` and
 * `b`'s mirror images and quarter turns. ◐ and ◑, ◣ and ◥, ← and ↑, an hourglass and a bow are one shape turned, which a maker confuses
 * at a glance on two close colours although their pixels differ most; the key assignment uses this measure.
 */
export function orientationFreeDifference(a: SymbolImage, bOrientations: readonly SymbolImage[]): number {
  let best = Infinity;
  for (const b of bOrientations) best = Math.min(best, imageDifference(a, b));
  return best;
}

export interface SymbolPair {
  readonly a: string;
  readonly b: string;
  /** The difference in pixels at {@link distinctnessCellPx}. */
  readonly difference: number;
}

/** The pairwise differences of one-cell symbols, closest first. */
export function symbolPairDifferences(symbols: readonly StitchSymbol[]): SymbolPair[] {
  const images = symbols.map((symbol) => rasteriseSymbol(symbol, distinctnessCellPx));
  const pairs: SymbolPair[] = [];
  for (let first = 0; first < symbols.length; first += 1) {
    for (let second = first + 1; second < symbols.length; second += 1) {
      if (images[first]!.width !== images[second]!.width) continue;
      pairs.push({
        a: symbols[first]!.symbolId,
        b: symbols[second]!.symbolId,
        difference: imageDifference(images[first]!, images[second]!),
      });
    }
  }
  return pairs.sort((x, y) => x.difference - y.difference);
}
