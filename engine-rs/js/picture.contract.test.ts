/**
 * The contract of the picture import exports (`sw_picture_*`) against the real built wasm: each export's
 * results and every status it returns, through the raw ABI and through the typed binding.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { EngineHeap, Status, instantiateEngine, type EngineExports } from './abi';
import { EngineError, PictureError, type Engine, type PictureErrorCode, type RgbaImage } from './index';
import { engineWasmPath, loadEngineNode } from './node';

let engine: Engine;
let exports: EngineExports;
let heap: EngineHeap;

beforeAll(async () => {
  engine = await loadEngineNode();
  exports = await instantiateEngine(new Uint8Array(readFileSync(engineWasmPath())));
  heap = new EngineHeap(exports);
});

/** A `width` by `height` image filled by `color(x, y)`. */
function makeImage(width: number, height: number, color: (x: number, y: number) => number[]): RgbaImage {
  const pixels = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set(color(x, y), (y * width + x) * 4);
  }
  return { pixels, width, height };
}

/** A smooth colourful image with some noise, the same on every run. */
function photoLike(width: number, height: number): RgbaImage {
  let seed = 5;
  const noise = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 24) % 16;
  };
  return makeImage(width, height, (x, y) => [
    Math.min(255, (x * 255) / width + noise()),
    Math.min(255, (y * 255) / height + noise()),
    Math.min(255, ((x + y) * 128) / (width + height) + noise()),
    255,
  ]);
}

/** Asserts that `run` throws a PictureError with `code`. */
function expectPictureError(code: PictureErrorCode, run: () => unknown): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(PictureError);
  expect((thrown as PictureError).code).toBe(code);
}

/** Runs `body` with fresh wasm buffers holding `contents` (or zeros of the given length), freed afterwards. */
function withBuffers<T>(contents: Array<ArrayLike<number> | number>, body: (...pointers: number[]) => T): T {
  const lengths = contents.map((content) => (typeof content === 'number' ? content : content.length));
  const pointers = lengths.map((length) => heap.alloc(Math.max(length, 1)));
  try {
    contents.forEach((content, index) => {
      if (typeof content !== 'number') heap.bytes(pointers[index]!, content.length).set(content);
    });
    return body(...pointers);
  } finally {
    pointers.forEach((pointer, index) => heap.free(pointer, Math.max(lengths[index]!, 1)));
  }
}

describe('the binding', () => {
  it('resizes by area averaging in linear light', () => {
    const blackAndWhite = makeImage(2, 1, (x) => (x === 0 ? [0, 0, 0, 255] : [255, 255, 255, 255]));
    expect([...engine.resizePicture(blackAndWhite, 1, 1).pixels]).toEqual([188, 188, 188, 255]);
    const flat = makeImage(37, 23, () => [12, 200, 77, 255]);
    const resized = engine.resizePicture(flat, 10, 6);
    expect(resized.width).toBe(10);
    expect(resized.height).toBe(6);
    expect(resized.pixels).toEqual(makeImage(10, 6, () => [12, 200, 77, 255]).pixels);
  });

  it('takes the pixels of a canvas ImageData (a Uint8ClampedArray) as they are', () => {
    const image = makeImage(4, 4, (x) => [x * 60, 100, 200, 255]);
    const clamped = { ...image, pixels: new Uint8ClampedArray(image.pixels) };
    expect(engine.resizePicture(clamped, 2, 2).pixels).toEqual(engine.resizePicture(image, 2, 2).pixels);
    expect(engine.quantizePicture(clamped, 2).rgb).toEqual(engine.quantizePicture(image, 2).rgb);
  });

  it('adjusts brightness and contrast, and leaves the input untouched', () => {
    const grey = makeImage(2, 2, () => [118, 118, 118, 255]);
    expect(engine.adjustPicture(grey, 0, 100).pixels).toEqual(grey.pixels);
    const lighter = engine.adjustPicture(grey, 50, 100);
    expect(lighter.pixels[0]).toBeGreaterThan(118);
    expect(grey.pixels[0]).toBe(118);
  });

  it('keeps the exact colours of an image with at most K colours', () => {
    const colors = [
      [0, 0, 0],
      [1, 1, 1],
      [200, 100, 50],
      [201, 100, 50],
    ];
    const image = makeImage(8, 8, (x, y) => [...colors[(x + y * 3) % 4]!, 255]);
    const { rgb, products } = engine.quantizePicture(image, 4);
    expect(products).toBeUndefined();
    const found = Array.from({ length: rgb.length / 3 }, (_, index) => [
      ...rgb.subarray(index * 3, index * 3 + 3),
    ]);
    expect(found.sort()).toEqual([...colors].sort());
  });

  it('quantises to at most K colours, from a brand palette when given', () => {
    const photo = photoLike(60, 40);
    for (const colorCount of [1, 5, 30]) {
      const { rgb } = engine.quantizePicture(photo, colorCount);
      expect(rgb.length / 3).toBeGreaterThan(0);
      expect(rgb.length / 3).toBeLessThanOrEqual(colorCount);
    }
    const brand = new Uint8Array([255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 128, 128, 128]);
    const { rgb, products } = engine.quantizePicture(photo, 3, brand);
    expect(products).toBeInstanceOf(Uint16Array);
    expect(products!.length).toBe(rgb.length / 3);
    products!.forEach((product, index) => {
      expect([...rgb.subarray(index * 3, index * 3 + 3)]).toEqual([
        ...brand.subarray(product * 3, product * 3 + 3),
      ]);
    });
  });

  it('remaps to palette index + 1, with 0 for transparent pixels, and dithers on request', () => {
    const image = makeImage(3, 1, (x) =>
      x === 0 ? [250, 5, 5, 255] : x === 1 ? [5, 5, 250, 255] : [0, 0, 0, 0],
    );
    const palette = new Uint8Array([0, 0, 255, 255, 0, 0]);
    expect([...engine.remapPicture(image, palette)]).toEqual([2, 1, 0]);
    expect([...engine.remapPicture(image, palette, 'fs')]).toEqual([2, 1, 0]);
    const grey = makeImage(20, 20, () => [118, 118, 118, 255]);
    const blackAndWhite = new Uint8Array([0, 0, 0, 255, 255, 255]);
    expect(new Set(engine.remapPicture(grey, blackAndWhite, 'none'))).toEqual(new Set([2]));
    expect(new Set(engine.remapPicture(grey, blackAndWhite, 'fs'))).toEqual(new Set([1, 2]));
    // Eight pixels and more go eight at a time on small palettes: the same rules, and the first of
    // equal colours wins.
    const row = makeImage(17, 1, (x) =>
      x % 3 === 0 ? [250, 5, 5, 255] : x % 3 === 1 ? [5, 5, 250, 127] : [5, 5, 250, 255],
    );
    const twice = new Uint8Array([0, 0, 255, 255, 0, 0, 0, 0, 255, 255, 0, 0]);
    expect([...engine.remapPicture(row, twice)]).toEqual(
      Array.from({ length: 17 }, (_, x) => [2, 0, 1][x % 3]),
    );
  });

  it('remaps each pixel to its nearest colour whatever the pixel before it (the guess of the search) or beside it (converted at once)', () => {
    // Noise, so neighbouring pixels differ; each palette size takes another path of the guided search
    // (fewer than five colours, a few, many).
    const pixels = new Uint8Array(64 * 64 * 4);
    let state = 7;
    for (let index = 0; index < pixels.length; index += 1) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      pixels[index] = index % 4 === 3 ? 255 : state >>> 24;
    }
    const order = Array.from({ length: 64 * 64 }, (_, cell) => (cell * 1237) % (64 * 64));
    const shuffled = new Uint8Array(pixels.length);
    order.forEach((from, to) => shuffled.set(pixels.subarray(from * 4, from * 4 + 4), to * 4));
    for (const colorCount of [3, 5, 12, 40, 255]) {
      const { rgb } = engine.quantizePicture({ pixels, width: 64, height: 64 }, colorCount);
      const straight = engine.remapPicture({ pixels, width: 64, height: 64 }, rgb);
      const other = engine.remapPicture({ pixels: shuffled, width: 64, height: 64 }, rgb);
      expect(order.map((from) => straight[from])).toEqual([...other]);
      // Three-pixel images take the one-pixel OKLab conversion, a 64-wide one four pixels at once.
      for (let cell = 0; cell < 300; cell += 3) {
        const three = { pixels: pixels.subarray(cell * 4, cell * 4 + 12), width: 3, height: 1 };
        expect([...engine.remapPicture(three, rgb)]).toEqual([...straight.subarray(cell, cell + 3)]);
      }
    }
  });

  it('cleans up without adding confetti, and reports', () => {
    const photo = engine.resizePicture(photoLike(300, 200), 90, 60);
    const { rgb } = engine.quantizePicture(photo, 20);
    const dithered = engine.remapPicture(photo, rgb, 'fs');
    const before = engine.reportChart(dithered, photo, rgb);
    const cleaned = engine.cleanupChart(dithered, photo, rgb, { strength: 100 });
    expect(cleaned.rgb).toEqual(rgb);
    const after = engine.reportChart(cleaned.cells, photo, rgb);
    expect(before.confettiCells).toBeGreaterThan(0);
    expect(after.confettiCells).toBeLessThan(before.confettiCells);
    expect(after.filledCells).toBe(90 * 60);
    expect(after.confettiShare).toBeCloseTo(after.confettiCells / after.filledCells, 10);
    expect(after.colorsUsed).toBeLessThanOrEqual(20);
    expect(after.meanDeltaE).toBeGreaterThan(0);
    expect(after.p95DeltaE).toBeGreaterThanOrEqual(after.meanDeltaE);
    expect(engine.cleanupChart(dithered, photo, rgb, { strength: 0 }).cells).toEqual(dithered);
    expect(engine.reportChart(dithered, photo, rgb)).toEqual(before);
  });

  it('moves free colours to suit the cleaned cells only when asked, never to a worse chart', () => {
    const photo = engine.resizePicture(photoLike(300, 200), 90, 60);
    const { rgb } = engine.quantizePicture(photo, 30);
    const remapped = engine.remapPicture(photo, rgb);
    const fixed = engine.cleanupChart(remapped, photo, rgb, { strength: 50 });
    const refitted = engine.cleanupChart(remapped, photo, rgb, { strength: 50, refitPalette: true });
    expect(fixed.rgb).toEqual(rgb);
    expect(refitted.rgb).toHaveLength(rgb.length);
    const [before, withFixed, withRefit] = [
      engine.reportChart(remapped, photo, rgb),
      engine.reportChart(fixed.cells, photo, fixed.rgb),
      engine.reportChart(refitted.cells, photo, refitted.rgb),
    ];
    expect(withRefit.confettiCells).toBeLessThanOrEqual(withFixed.confettiCells);
    expect(withRefit.confettiCells).toBeLessThan(before.confettiCells);
    expect(withRefit.meanDeltaE).toBeLessThanOrEqual(withFixed.meanDeltaE);
    expectPictureError('invalid-option', () =>
      engine.cleanupChart(remapped, photo, rgb, { strength: 50, refitPalette: 1 as never }),
    );
  });

  it('runs the k-means kernel', () => {
    const points = new Float32Array([0.1, 0, 0, 1, 0.2, 0, 0, 1, 0.9, 0, 0, 2]);
    const centroids = new Float32Array([0, 0, 0, 1, 0, 0]);
    const refined = engine.kmeansKernel(points, centroids, 10);
    expect(refined[0]).toBeCloseTo(0.15, 6);
    expect(refined[3]).toBeCloseTo(0.9, 6);
    expect([...centroids]).toEqual([0, 0, 0, 1, 0, 0]);
  });

  it('returns arrays that own their buffers', () => {
    const photo = photoLike(20, 10);
    const { rgb } = engine.quantizePicture(photo, 4);
    for (const array of [engine.resizePicture(photo, 5, 5).pixels, rgb, engine.remapPicture(photo, rgb)]) {
      expect(array.byteOffset).toBe(0);
      expect(array.byteLength).toBe(array.buffer.byteLength);
    }
  });
});

describe('the binding rejects with typed errors', () => {
  const image = makeImage(4, 2, () => [10, 20, 30, 255]);
  const palette = new Uint8Array([10, 20, 30]);
  const cells = new Uint8Array(8).fill(1);

  it('bad sizes', () => {
    expectPictureError('invalid-size', () => engine.resizePicture(image, 0, 2));
    expectPictureError('invalid-size', () => engine.resizePicture(image, 2.5, 2));
    expectPictureError('invalid-size', () => engine.resizePicture({ ...image, width: 3 }, 2, 2));
    expectPictureError('invalid-size', () =>
      engine.resizePicture({ ...image, pixels: [1, 2] as never }, 2, 2),
    );
    expectPictureError('invalid-size', () => engine.quantizePicture({ ...image, height: 3 }, 2));
    expectPictureError('invalid-size', () =>
      engine.cleanupChart(new Uint8Array(7), image, palette, { strength: 1 }),
    );
    expectPictureError('invalid-size', () => engine.reportChart(new Uint8Array(9), image, palette));
    expectPictureError('invalid-size', () =>
      engine.kmeansKernel(new Float32Array(3), new Float32Array(3), 1),
    );
  });

  it('too large', () => {
    expectPictureError('image-too-large', () =>
      engine.resizePicture({ pixels: new Uint8Array(0), width: 8001, height: 5000 }, 10, 10),
    );
    expectPictureError('grid-too-large', () => engine.resizePicture(image, 4001, 10));
    expectPictureError('grid-too-large', () => engine.resizePicture(image, 10, 4001));
    expectPictureError('grid-too-large', () =>
      engine.quantizePicture({ pixels: new Uint8Array(4001 * 4), width: 4001, height: 1 }, 2),
    );
  });

  it('K and palettes out of range', () => {
    expectPictureError('invalid-color-count', () => engine.quantizePicture(image, 0));
    expectPictureError('invalid-color-count', () => engine.quantizePicture(image, 256));
    expectPictureError('invalid-color-count', () => engine.quantizePicture(image, 2, new Uint8Array(4)));
    expectPictureError('invalid-color-count', () => engine.quantizePicture(image, 2, new Uint8Array(0)));
    expectPictureError('invalid-color-count', () => engine.remapPicture(image, new Uint8Array(0)));
    expectPictureError('invalid-color-count', () => engine.remapPicture(image, new Uint8Array(256 * 3)));
    expectPictureError('invalid-color-count', () =>
      engine.kmeansKernel(new Float32Array(4), new Float32Array(0), 1),
    );
  });

  it('options out of range', () => {
    expectPictureError('invalid-option', () => engine.adjustPicture(image, 101, 100));
    expectPictureError('invalid-option', () => engine.adjustPicture(image, 0, 201));
    expectPictureError('invalid-option', () => engine.remapPicture(image, palette, 'ordered' as never));
    expectPictureError('invalid-option', () => engine.cleanupChart(cells, image, palette, { strength: 101 }));
    expectPictureError('invalid-option', () => engine.cleanupChart(cells, image, palette, { strength: -1 }));
    expectPictureError('invalid-option', () =>
      engine.kmeansKernel(new Float32Array(4), new Float32Array(3), 0),
    );
  });

  it('cells beyond the palette', () => {
    const wrong = new Uint8Array(8).fill(2);
    expectPictureError('invalid-cells', () => engine.cleanupChart(wrong, image, palette, { strength: 50 }));
    expectPictureError('invalid-cells', () => engine.reportChart(wrong, image, palette));
  });

  it('says what went wrong', () => {
    const error = new PictureError('image-too-large', '9000 × 9000');
    expect(error.message).toBe('The picture has more than 40 megapixels: 9000 × 9000');
    expect(error.name).toBe('PictureError');
  });
});

describe('the raw picture exports', () => {
  const pixels = Array.from({ length: 8 }, (_, index) => [
    index < 4 ? 250 : 0,
    0,
    index < 4 ? 0 : 250,
    255,
  ]).flat();

  it('sw_picture_resize: Ok, size statuses and InvalidArgument', () => {
    withBuffers([pixels, 8], (input, out) => {
      expect(exports.sw_picture_resize(input, 32, 4, 2, 2, 1, out, 8)).toBe(Status.Ok);
      expect(exports.sw_picture_resize(input, 32, 0, 2, 2, 1, out, 8)).toBe(Status.InvalidImageSize);
      expect(exports.sw_picture_resize(input, 32, 4, 2, 2, 0, out, 8)).toBe(Status.InvalidImageSize);
      expect(exports.sw_picture_resize(input, 32, 8001, 5000, 2, 1, out, 8)).toBe(Status.ImageTooLarge);
      expect(exports.sw_picture_resize(input, 32, 4, 2, 4001, 1, out, 8)).toBe(Status.GridTooLarge);
      expect(exports.sw_picture_resize(input, 31, 4, 2, 2, 1, out, 8)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_resize(input, 32, 4, 2, 2, 1, out, 9)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_resize(0, 32, 4, 2, 2, 1, out, 8)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_resize(input, 32, 4, 2, 2, 1, 0, 8)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_resize(input, 32, 4, 2, 2, 1, input + 8, 8)).toBe(Status.InvalidArgument);
      const pastMemory = exports.memory.buffer.byteLength - 4;
      expect(exports.sw_picture_resize(input, 32, 4, 2, 2, 1, pastMemory, 8)).toBe(Status.InvalidArgument);
    });
  });

  it('sw_picture_adjust: Ok, InvalidOption and InvalidArgument', () => {
    withBuffers([pixels], (input) => {
      expect(exports.sw_picture_adjust(input, 32, 4, 2, 0, 100)).toBe(Status.Ok);
      expect(exports.sw_picture_adjust(input, 32, 4, 2, -101, 100)).toBe(Status.InvalidOption);
      expect(exports.sw_picture_adjust(input, 32, 4, 2, 0, 201)).toBe(Status.InvalidOption);
      expect(exports.sw_picture_adjust(input, 32, 4, 2, 0, -1)).toBe(Status.InvalidOption);
      expect(exports.sw_picture_adjust(input, 32, 4, -2, 0, 100)).toBe(Status.InvalidImageSize);
      expect(exports.sw_picture_adjust(input, 32, 4001, 2, 0, 100)).toBe(Status.GridTooLarge);
      expect(exports.sw_picture_adjust(input, 30, 4, 2, 0, 100)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_adjust(0, 32, 4, 2, 0, 100)).toBe(Status.InvalidArgument);
    });
  });

  it('sw_picture_quantize: the output layout, InvalidColorCount and InvalidArgument', () => {
    withBuffers([pixels, [250, 0, 0, 0, 0, 250, 9, 9, 9], 4 + 5 * 3], (input, brand, out) => {
      expect(exports.sw_picture_quantize(input, 32, 4, 2, 3, 0, 0, out, 19)).toBe(Status.Ok);
      const view = heap.view(out, 19);
      expect(view.getUint32(0, true)).toBe(2);
      expect(view.getUint16(13, true)).toBe(0xffff);
      expect(exports.sw_picture_quantize(input, 32, 4, 2, 3, brand, 9, out, 19)).toBe(Status.Ok);
      expect(heap.view(out, 19).getUint32(0, true)).toBe(2);
      const products = [heap.view(out, 19).getUint16(13, true), heap.view(out, 19).getUint16(15, true)];
      expect(products.sort()).toEqual([0, 1]);
      expect(exports.sw_picture_quantize(input, 32, 4, 2, 0, 0, 0, out, 4)).toBe(Status.InvalidColorCount);
      expect(exports.sw_picture_quantize(input, 32, 4, 2, 256, 0, 0, out, 1284)).toBe(
        Status.InvalidColorCount,
      );
      expect(exports.sw_picture_quantize(input, 32, 4, 2, 3, brand, 8, out, 19)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_quantize(input, 32, 4, 2, 3, 0, 0, out, 18)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_quantize(input, 32, 4, 2, 3, 0, 0, input + 4, 19)).toBe(
        Status.InvalidArgument,
      );
      expect(exports.sw_picture_quantize(input, 32, 4, 2, 3, 0, 3, out, 19)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_quantize(input, 32, 0, 2, 3, 0, 0, out, 19)).toBe(Status.InvalidImageSize);
      expect(exports.sw_picture_quantize(input, 32, 4, 4001, 3, 0, 0, out, 19)).toBe(Status.GridTooLarge);
    });
  });

  it('sw_picture_remap: Ok, InvalidOption, InvalidColorCount and InvalidArgument', () => {
    withBuffers([pixels, [250, 0, 0, 0, 0, 250], 8], (input, palette, out) => {
      expect(exports.sw_picture_remap(input, 32, 4, 2, palette, 6, 0, out, 8)).toBe(Status.Ok);
      expect([...heap.bytes(out, 8)]).toEqual([1, 1, 1, 1, 2, 2, 2, 2]);
      expect(exports.sw_picture_remap(input, 32, 4, 2, palette, 6, 1, out, 8)).toBe(Status.Ok);
      expect(exports.sw_picture_remap(input, 32, 4, 2, palette, 6, 2, out, 8)).toBe(Status.InvalidOption);
      expect(exports.sw_picture_remap(input, 32, 4, 2, palette, 0, 0, out, 8)).toBe(Status.InvalidColorCount);
      expect(exports.sw_picture_remap(input, 32, 4, 2, palette, 5, 0, out, 8)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_remap(input, 32, 4, 2, palette, 6, 0, out, 7)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_remap(input, 32, 4, 2, palette, 6, 0, palette, 8)).toBe(
        Status.InvalidArgument,
      );
      expect(exports.sw_picture_remap(input, 32, 4, 2, 0, 6, 0, out, 8)).toBe(Status.InvalidArgument);
    });
  });

  it('sw_picture_cleanup: Ok, InvalidOption (strength, flags), InvalidCells and InvalidArgument', () => {
    withBuffers([[1, 1, 2, 1, 1, 1, 1, 1], pixels, [250, 0, 0, 0, 0, 250]], (cells, input, palette) => {
      expect(exports.sw_picture_cleanup(cells, 8, 4, 2, input, 32, palette, 6, 100, 0)).toBe(Status.Ok);
      expect([...heap.bytes(cells, 8)]).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
      expect(exports.sw_picture_cleanup(cells, 8, 4, 2, input, 32, palette, 6, 101, 0)).toBe(
        Status.InvalidOption,
      );
      expect(exports.sw_picture_cleanup(cells, 8, 4, 2, input, 32, palette, 6, 50, 4)).toBe(
        Status.InvalidOption,
      );
      // Flag 2 writes the palette back: it may not overlap the image.
      expect(exports.sw_picture_cleanup(cells, 8, 4, 2, input, 32, input, 6, 50, 2)).toBe(
        Status.InvalidArgument,
      );
      expect(exports.sw_picture_cleanup(cells, 8, 4, 2, input, 32, palette, 3, 50, 0)).toBe(Status.Ok);
      heap.bytes(cells, 1)[0] = 3;
      expect(exports.sw_picture_cleanup(cells, 8, 4, 2, input, 32, palette, 6, 50, 0)).toBe(
        Status.InvalidCells,
      );
      expect(exports.sw_picture_cleanup(cells, 8, 4, 2, input, 32, palette, 7, 50, 0)).toBe(
        Status.InvalidArgument,
      );
      expect(exports.sw_picture_cleanup(cells, 8, 4, 2, cells, 32, palette, 6, 50, 0)).toBe(
        Status.InvalidArgument,
      );
      expect(exports.sw_picture_cleanup(0, 8, 4, 2, input, 32, palette, 6, 50, 0)).toBe(
        Status.InvalidArgument,
      );
    });
  });

  it('sw_picture_report: the output layout, InvalidCells and InvalidArgument', () => {
    withBuffers(
      [[1, 1, 2, 2, 1, 1, 2, 2], pixels, [250, 0, 0, 0, 0, 250], 20],
      (cells, input, palette, out) => {
        expect(exports.sw_picture_report(cells, 8, 4, 2, input, 32, palette, 6, out, 20)).toBe(Status.Ok);
        const view = heap.view(out, 20);
        expect([view.getUint32(0, true), view.getUint32(4, true), view.getUint32(8, true)]).toEqual([
          2, 0, 8,
        ]);
        expect(view.getFloat32(12, true)).toBeGreaterThan(0);
        expect(exports.sw_picture_report(cells, 8, 4, 2, input, 32, palette, 3, out, 20)).toBe(
          Status.InvalidCells,
        );
        expect(exports.sw_picture_report(cells, 8, 4, 2, input, 32, palette, 6, out, 16)).toBe(
          Status.InvalidArgument,
        );
        expect(exports.sw_picture_report(cells, 8, 4, 2, input, 32, palette, 6, input, 20)).toBe(
          Status.InvalidArgument,
        );
        expect(exports.sw_picture_report(cells, 8, 4, 2, input, 32, palette, 768, out, 20)).toBe(
          Status.InvalidColorCount,
        );
      },
    );
  });

  it('sw_picture_kmeans: Ok, InvalidColorCount, InvalidOption and InvalidArgument', () => {
    const points = new Uint8Array(new Float32Array([0.1, 0, 0, 1, 0.9, 0, 0, 1]).buffer);
    const centroids = new Uint8Array(new Float32Array([0, 0, 0, 1, 0, 0]).buffer);
    withBuffers([points, centroids], (pointsAt, centroidsAt) => {
      expect(exports.sw_picture_kmeans(pointsAt, 32, centroidsAt, 24, 5)).toBe(Status.Ok);
      expect(heap.view(centroidsAt, 24).getFloat32(0, true)).toBeCloseTo(0.1, 6);
      expect(exports.sw_picture_kmeans(pointsAt, 32, centroidsAt, 0, 5)).toBe(Status.InvalidColorCount);
      expect(exports.sw_picture_kmeans(pointsAt, 32, centroidsAt, 24, 0)).toBe(Status.InvalidOption);
      expect(exports.sw_picture_kmeans(pointsAt, 32, centroidsAt, 24, 1001)).toBe(Status.InvalidOption);
      expect(exports.sw_picture_kmeans(pointsAt, 0, centroidsAt, 24, 5)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_kmeans(pointsAt, 30, centroidsAt, 24, 5)).toBe(Status.InvalidArgument);
      expect(exports.sw_picture_kmeans(pointsAt, 32, pointsAt + 4, 24, 5)).toBe(Status.InvalidArgument);
    });
  });

  it('every picture status number is fixed', () => {
    expect([
      Status.ImageTooLarge,
      Status.GridTooLarge,
      Status.InvalidImageSize,
      Status.InvalidColorCount,
      Status.InvalidOption,
      Status.InvalidCells,
    ]).toEqual([4, 5, 6, 7, 8, 9]);
    // InvalidArgument stays an EngineError: a broken call contract, not a refused picture.
    expect(new EngineError(Status.InvalidArgument).status).toBe(2);
  });
});
