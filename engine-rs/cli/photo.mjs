// Photo files in Node for the import-picture CLI and the benchmarks: PNG (pngjs) and JPEG (jpeg-js) decoded
// to RGBA, charts written as PNG with one pixel per cell.
import pngjs from 'pngjs';
import jpeg from 'jpeg-js';

const { PNG } = pngjs;

/** Largest photo decoded, in megapixels: the engine refuses more than 40 anyway. */
const MAX_DECODE_MEGAPIXELS = 100;

/**
 * Decodes a PNG or JPEG file (recognised by its first bytes) into RGBA pixels.
 *
 * @param {Uint8Array} bytes the file
 * @returns {{ pixels: Uint8Array, width: number, height: number, format: 'png' | 'jpeg' }}
 * @throws Error naming the problem for other formats and broken files
 */
export function decodePhoto(bytes) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length >= 8 && buffer.readUInt32BE(0) === 0x89504e47) {
    const png = PNG.sync.read(buffer);
    const pixels = new Uint8Array(png.data.buffer, png.data.byteOffset, png.data.byteLength);
    return { pixels, width: png.width, height: png.height, format: 'png' };
  }
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) {
    const image = jpeg.decode(buffer, {
      useTArray: true,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_DECODE_MEGAPIXELS,
      maxMemoryUsageInMB: 2048,
    });
    return { pixels: image.data, width: image.width, height: image.height, format: 'jpeg' };
  }
  throw new Error('not a PNG or JPEG file');
}

/**
 * Encodes RGBA pixels as a PNG file.
 *
 * @param {{ pixels: Uint8Array, width: number, height: number }} image
 * @returns {Buffer}
 */
export function encodePng({ pixels, width, height }) {
  const png = new PNG({ width, height });
  png.data = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return PNG.sync.write(png);
}

/**
 * Encodes RGBA pixels as a JPEG file (quality 0..100).
 *
 * @param {{ pixels: Uint8Array, width: number, height: number }} image
 * @param {number} quality
 * @returns {Buffer}
 */
export function encodeJpeg({ pixels, width, height }, quality = 90) {
  return jpeg.encode({ data: pixels, width, height }, quality).data;
}

/**
 * The chart as an image, one pixel per cell in its palette colour; empty cells are transparent.
 *
 * @param {Uint8Array} cells palette index + 1 per cell, 0 for empty
 * @param {Uint8Array} rgb the palette's RGB triplets
 * @param {number} width the chart's columns
 * @param {number} height the chart's rows
 * @returns {{ pixels: Uint8Array, width: number, height: number }}
 */
export function chartImage(cells, rgb, width, height) {
  const pixels = new Uint8Array(width * height * 4);
  for (let cell = 0; cell < cells.length; cell += 1) {
    const value = cells[cell];
    if (value === 0) continue;
    const from = (value - 1) * 3;
    pixels[cell * 4] = rgb[from];
    pixels[cell * 4 + 1] = rgb[from + 1];
    pixels[cell * 4 + 2] = rgb[from + 2];
    pixels[cell * 4 + 3] = 255;
  }
  return { pixels, width, height };
}

/**
 * A photo scaled up by pixel repetition (for benchmarks that need a large photo from a small sample).
 *
 * @param {{ pixels: Uint8Array, width: number, height: number }} photo
 * @param {number} width
 * @param {number} height
 * @returns {{ pixels: Uint8Array, width: number, height: number }}
 */
export function upscale(photo, width, height) {
  const pixels = new Uint8Array(width * height * 4);
  const source = new Uint32Array(photo.pixels.buffer, photo.pixels.byteOffset, photo.width * photo.height);
  const target = new Uint32Array(pixels.buffer);
  const columns = Int32Array.from({ length: width }, (_, x) => Math.floor((x * photo.width) / width));
  for (let y = 0; y < height; y += 1) {
    const row = Math.floor((y * photo.height) / height) * photo.width;
    for (let x = 0; x < width; x += 1) target[y * width + x] = source[row + columns[x]];
  }
  return { pixels, width, height };
}
