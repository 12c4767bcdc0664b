/**
 * The picture import steps of the engine, each one call into the wasm (`ABI.md`, `sw_picture_*`):
 * resize, adjust, quantise, remap, clean up, report, and the k-means kernel on its own. Callers pass
 * and receive typed arrays that own their buffers; refused inputs throw {@link PictureError}.
 */
import { EngineHeap, throwIfFailed, type EngineExports } from './abi';
import { MAX_BRAND_COLORS, MAX_COLORS, MAX_GRID_SIDE, MAX_PHOTO_PIXELS, PictureError } from './pictureError';

/** RGBA pixels, 4 bytes per pixel, row-major, with their size (a canvas `ImageData` fits as it is). */
export interface RgbaImage {
  readonly pixels: Uint8Array | Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

/** The colours the quantiser chose, most used first. */
export interface ChartPalette {
  /** 8-bit sRGB triplets, 3 bytes per colour. */
  readonly rgb: Uint8Array<ArrayBuffer>;
  /** With a brand palette: each colour's index in it. */
  readonly products?: Uint16Array<ArrayBuffer>;
}

/** Dithering: none (the default, no confetti added) or Floyd–Steinberg. */
export type Dither = 'none' | 'fs';

/** The clean-up's settings. */
export interface CleanupOptions {
  /** 0 (off) to 100. */
  readonly strength: number;
  /** Keep small high-contrast regions (eyes, highlights). */
  readonly keepDetails?: boolean;
  /**
   * The palette is free (not a brand's) and the cells were remapped without dithering: on small charts the
   * colours may move to suit the cleaned cells (the result's `rgb`).
   */
  readonly refitPalette?: boolean;
}

/** A cleaned chart: its cells and its palette (the given one unless refitted). */
export interface CleanedChart {
  readonly cells: Uint8Array<ArrayBuffer>;
  readonly rgb: Uint8Array<ArrayBuffer>;
}

/** Figures of a chart against the image it was made from. */
export interface PictureReport {
  /** Distinct colours the cells use. */
  readonly colorsUsed: number;
  /** Cells none of whose 4-neighbours has their colour. */
  readonly confettiCells: number;
  /** Non-empty cells. */
  readonly filledCells: number;
  /** `confettiCells / filledCells` (0 for an empty chart). */
  readonly confettiShare: number;
  /** Mean CIEDE2000 between a cell's colour and its pixel. */
  readonly meanDeltaE: number;
  /** 95th percentile of that CIEDE2000, to 0.05. */
  readonly p95DeltaE: number;
}

/** The picture steps every {@link Engine} offers. Each is synchronous and leaves its inputs untouched. */
export interface PictureEngine {
  /**
   * Resizes a photo to `columns` by `rows` by area averaging in linear light (alpha kept as coverage).
   *
   * @throws PictureError `invalid-size`, `image-too-large` (above 40 megapixels), `grid-too-large`
   */
  resizePicture(photo: RgbaImage, columns: number, rows: number): RgbaImage;

  /**
   * A copy of a chart-sized image with brightness (-100..100, 0 neutral) and contrast (0..200 %, 100 neutral)
   * applied to its OKLab lightness.
   *
   * @throws PictureError `invalid-option`, or a size error
   */
  adjustPicture(image: RgbaImage, brightness: number, contrast: number): RgbaImage;

  /**
   * Chooses at most `colorCount` (1..255) colours for a chart-sized image; from `brand` (RGB triplets) when
   * given, then `products` holds each colour's brand index. An image with at most `colorCount` distinct
   * colours keeps them exactly; an image without opaque pixels gets no colours.
   *
   * @throws PictureError `invalid-color-count`, or a size error
   */
  quantizePicture(image: RgbaImage, colorCount: number, brand?: Uint8Array): ChartPalette;

  /**
   * One byte per cell: the nearest palette colour's index + 1 (OKLab), 0 for a transparent pixel.
   *
   * @throws PictureError `invalid-color-count` (palette of 1..255 colours), `invalid-option`, or a size error
   */
  remapPicture(image: RgbaImage, palette: Uint8Array, dither?: Dither): Uint8Array<ArrayBuffer>;

  /**
   * A cleaned copy of `cells`: near-duplicate colours merged, confetti fixed, rare colours and small regions
   * recoloured, never more confetti than before; with `refitPalette`, a palette moved to suit the cells.
   *
   * @throws PictureError `invalid-option`, `invalid-cells`, `invalid-color-count`, or a size error
   */
  cleanupChart(
    cells: Uint8Array,
    image: RgbaImage,
    palette: Uint8Array,
    options: CleanupOptions,
  ): CleanedChart;

  /**
   * Colours used, confetti and ΔE2000 of `cells` against the image they were made from.
   *
   * @throws PictureError `invalid-cells`, `invalid-color-count`, or a size error
   */
  reportChart(cells: Uint8Array, image: RgbaImage, palette: Uint8Array): PictureReport;

  /**
   * The quantiser's k-means kernel on its own: refines `centroids` (OKLab triplets, 1..255 of them) over
   * weighted `points` (`L, a, b, weight` each) for at most `iterations` (1..1000) rounds; returns new centroids.
   *
   * @throws PictureError `invalid-color-count`, `invalid-option`, `invalid-size` (no points)
   */
  kmeansKernel(points: Float32Array, centroids: Float32Array, iterations: number): Float32Array<ArrayBuffer>;
}

const REPORT_LENGTH = 20;

function isCount(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 0x7fff_ffff;
}

function isPixels(pixels: unknown): boolean {
  return pixels instanceof Uint8Array || pixels instanceof Uint8ClampedArray;
}

/** Checks a photo's pixels and size the way the engine does, before any copy into wasm memory. */
function checkPhoto(photo: RgbaImage): number {
  if (!isPixels(photo?.pixels)) {
    throw new PictureError('invalid-size', 'pixels must be a Uint8Array or Uint8ClampedArray');
  }
  const { width, height, pixels } = photo;
  if (!isCount(width) || !isCount(height)) throw new PictureError('invalid-size', `${width} × ${height}`);
  if (width * height > MAX_PHOTO_PIXELS) throw new PictureError('image-too-large', `${width} × ${height}`);
  if (pixels.length !== width * height * 4) {
    throw new PictureError('invalid-size', `${pixels.length} bytes for ${width} × ${height} RGBA pixels`);
  }
  return pixels.length;
}

function checkGrid(columns: number, rows: number): number {
  if (!isCount(columns) || !isCount(rows)) throw new PictureError('invalid-size', `${columns} × ${rows}`);
  if (columns > MAX_GRID_SIDE || rows > MAX_GRID_SIDE) {
    throw new PictureError('grid-too-large', `${columns} × ${rows}`);
  }
  return columns * rows;
}

/** Checks a chart-sized image; returns its cell count. */
function checkChartImage(image: RgbaImage): number {
  if (!isPixels(image?.pixels)) {
    throw new PictureError('invalid-size', 'pixels must be a Uint8Array or Uint8ClampedArray');
  }
  const cellCount = checkGrid(image.width, image.height);
  if (image.pixels.length !== cellCount * 4) {
    throw new PictureError(
      'invalid-size',
      `${image.pixels.length} bytes for ${image.width} × ${image.height}`,
    );
  }
  return cellCount;
}

function checkPalette(palette: Uint8Array, max: number): void {
  if (!(palette instanceof Uint8Array) || palette.length % 3 !== 0) {
    throw new PictureError('invalid-color-count', 'a palette is RGB triplets in a Uint8Array');
  }
  const count = palette.length / 3;
  if (count < 1 || count > max) throw new PictureError('invalid-color-count', `${count} colours`);
}

function checkCells(cells: Uint8Array, cellCount: number): void {
  if (!(cells instanceof Uint8Array) || cells.length !== cellCount) {
    throw new PictureError('invalid-size', `cells must be a Uint8Array of ${cellCount} bytes`);
  }
}

/** Bytes of a float array, for copying into wasm memory (wasm and every JavaScript host are little-endian). */
function bytesOf(values: Float32Array): Uint8Array {
  return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
}

/**
 * Buffers laid out one after the other in one allocation, so a call allocates and frees once and its
 * regions can never overlap.
 */
function layout(lengths: readonly number[]): { total: number; offsets: number[] } {
  const offsets: number[] = [];
  let total = 0;
  for (const length of lengths) {
    offsets.push(total);
    total += length;
  }
  return { total, offsets };
}

/** Runs `body` with one wasm block of `total` bytes, freed afterwards whatever happens. */
function withBlock<T>(heap: EngineHeap, total: number, body: (block: number) => T): T {
  const block = heap.alloc(total);
  try {
    return body(block);
  } finally {
    heap.free(block, total);
  }
}

/** The picture steps over an instantiated engine; `index.ts` merges them into {@link Engine}. */
export function createPictureEngine(exports: EngineExports, heap: EngineHeap): PictureEngine {
  return {
    resizePicture(photo, columns, rows) {
      const pixelsLength = checkPhoto(photo);
      const outLength = checkGrid(columns, rows) * 4;
      const { total, offsets } = layout([pixelsLength, outLength]);
      const [pixelsAt = 0, outAt = 0] = offsets;
      return withBlock(heap, total, (block) => {
        heap.bytes(block + pixelsAt, pixelsLength).set(photo.pixels);
        throwIfFailed(
          exports.sw_picture_resize(
            block + pixelsAt,
            pixelsLength,
            photo.width,
            photo.height,
            columns,
            rows,
            block + outAt,
            outLength,
          ),
        );
        return { pixels: heap.bytes(block + outAt, outLength).slice(), width: columns, height: rows };
      });
    },

    adjustPicture(image, brightness, contrast) {
      const length = checkChartImage(image) * 4;
      if (!Number.isInteger(brightness) || !Number.isInteger(contrast)) {
        throw new PictureError('invalid-option', `brightness ${brightness}, contrast ${contrast}`);
      }
      return withBlock(heap, length, (block) => {
        heap.bytes(block, length).set(image.pixels);
        throwIfFailed(
          exports.sw_picture_adjust(block, length, image.width, image.height, brightness, contrast),
        );
        return { pixels: heap.bytes(block, length).slice(), width: image.width, height: image.height };
      });
    },

    quantizePicture(image, colorCount, brand) {
      const pixelsLength = checkChartImage(image) * 4;
      if (!Number.isInteger(colorCount) || colorCount < 1 || colorCount > MAX_COLORS) {
        throw new PictureError('invalid-color-count', `K = ${colorCount}`);
      }
      if (brand !== undefined) checkPalette(brand, MAX_BRAND_COLORS);
      const brandLength = brand?.length ?? 0;
      const outLength = 4 + 5 * colorCount;
      const { total, offsets } = layout([pixelsLength, brandLength, outLength]);
      const [pixelsAt = 0, brandAt = 0, outAt = 0] = offsets;
      return withBlock(heap, total, (block) => {
        heap.bytes(block + pixelsAt, pixelsLength).set(image.pixels);
        if (brand) heap.bytes(block + brandAt, brandLength).set(brand);
        throwIfFailed(
          exports.sw_picture_quantize(
            block + pixelsAt,
            pixelsLength,
            image.width,
            image.height,
            colorCount,
            brandLength > 0 ? block + brandAt : 0,
            brandLength,
            block + outAt,
            outLength,
          ),
        );
        const out = heap.view(block + outAt, outLength);
        const count = out.getUint32(0, true);
        const rgb = heap.bytes(block + outAt + 4, 3 * count).slice();
        if (!brand) return { rgb };
        const products = new Uint16Array(count);
        const productsAt = 4 + 3 * colorCount;
        for (let index = 0; index < count; index += 1) {
          products[index] = out.getUint16(productsAt + 2 * index, true);
        }
        return { rgb, products };
      });
    },

    remapPicture(image, palette, dither = 'none') {
      const cellCount = checkChartImage(image);
      checkPalette(palette, MAX_COLORS);
      if (dither !== 'none' && dither !== 'fs')
        throw new PictureError('invalid-option', `dither ${String(dither)}`);
      const pixelsLength = cellCount * 4;
      const { total, offsets } = layout([pixelsLength, palette.length, cellCount]);
      const [pixelsAt = 0, paletteAt = 0, cellsAt = 0] = offsets;
      return withBlock(heap, total, (block) => {
        heap.bytes(block + pixelsAt, pixelsLength).set(image.pixels);
        heap.bytes(block + paletteAt, palette.length).set(palette);
        throwIfFailed(
          exports.sw_picture_remap(
            block + pixelsAt,
            pixelsLength,
            image.width,
            image.height,
            block + paletteAt,
            palette.length,
            dither === 'fs' ? 1 : 0,
            block + cellsAt,
            cellCount,
          ),
        );
        return heap.bytes(block + cellsAt, cellCount).slice();
      });
    },

    cleanupChart(cells, image, palette, options) {
      const cellCount = checkChartImage(image);
      checkCells(cells, cellCount);
      checkPalette(palette, MAX_COLORS);
      const { strength, keepDetails = false, refitPalette = false } = options ?? {};
      if (
        !Number.isInteger(strength) ||
        typeof keepDetails !== 'boolean' ||
        typeof refitPalette !== 'boolean'
      ) {
        throw new PictureError('invalid-option', `strength ${strength}`);
      }
      const pixelsLength = cellCount * 4;
      const { total, offsets } = layout([cellCount, pixelsLength, palette.length]);
      const [cellsAt = 0, pixelsAt = 0, paletteAt = 0] = offsets;
      return withBlock(heap, total, (block) => {
        heap.bytes(block + cellsAt, cellCount).set(cells);
        heap.bytes(block + pixelsAt, pixelsLength).set(image.pixels);
        heap.bytes(block + paletteAt, palette.length).set(palette);
        throwIfFailed(
          exports.sw_picture_cleanup(
            block + cellsAt,
            cellCount,
            image.width,
            image.height,
            block + pixelsAt,
            pixelsLength,
            block + paletteAt,
            palette.length,
            strength,
            (keepDetails ? 1 : 0) | (refitPalette ? 2 : 0),
          ),
        );
        return {
          cells: heap.bytes(block + cellsAt, cellCount).slice(),
          rgb: heap.bytes(block + paletteAt, palette.length).slice(),
        };
      });
    },

    reportChart(cells, image, palette) {
      const cellCount = checkChartImage(image);
      checkCells(cells, cellCount);
      checkPalette(palette, MAX_COLORS);
      const pixelsLength = cellCount * 4;
      const { total, offsets } = layout([cellCount, pixelsLength, palette.length, REPORT_LENGTH]);
      const [cellsAt = 0, pixelsAt = 0, paletteAt = 0, outAt = 0] = offsets;
      return withBlock(heap, total, (block) => {
        heap.bytes(block + cellsAt, cellCount).set(cells);
        heap.bytes(block + pixelsAt, pixelsLength).set(image.pixels);
        heap.bytes(block + paletteAt, palette.length).set(palette);
        throwIfFailed(
          exports.sw_picture_report(
            block + cellsAt,
            cellCount,
            image.width,
            image.height,
            block + pixelsAt,
            pixelsLength,
            block + paletteAt,
            palette.length,
            block + outAt,
            REPORT_LENGTH,
          ),
        );
        const out = heap.view(block + outAt, REPORT_LENGTH);
        const filledCells = out.getUint32(8, true);
        const confettiCells = out.getUint32(4, true);
        return {
          colorsUsed: out.getUint32(0, true),
          confettiCells,
          filledCells,
          confettiShare: filledCells > 0 ? confettiCells / filledCells : 0,
          meanDeltaE: out.getFloat32(12, true),
          p95DeltaE: out.getFloat32(16, true),
        };
      });
    },

    kmeansKernel(points, centroids, iterations) {
      if (!(points instanceof Float32Array) || points.length === 0 || points.length % 4 !== 0) {
        throw new PictureError('invalid-size', 'points must be a non-empty Float32Array of L, a, b, weight');
      }
      if (!(centroids instanceof Float32Array) || centroids.length % 3 !== 0) {
        throw new PictureError('invalid-color-count', 'centroids must be a Float32Array of L, a, b');
      }
      const { total, offsets } = layout([points.byteLength, centroids.byteLength]);
      const [pointsAt = 0, centroidsAt = 0] = offsets;
      if (!Number.isInteger(iterations)) throw new PictureError('invalid-option', `${iterations} iterations`);
      return withBlock(heap, total, (block) => {
        heap.bytes(block + pointsAt, points.byteLength).set(bytesOf(points));
        heap.bytes(block + centroidsAt, centroids.byteLength).set(bytesOf(centroids));
        throwIfFailed(
          exports.sw_picture_kmeans(
            block + pointsAt,
            points.byteLength,
            block + centroidsAt,
            centroids.byteLength,
            iterations,
          ),
        );
        const result = new Float32Array(centroids.length);
        bytesOf(result).set(heap.bytes(block + centroidsAt, centroids.byteLength));
        return result;
      });
    },
  };
}
