// Photo files in Node for the import-picture CLI and the benchmarks, all through libvips (sharp: libjpeg-turbo,
// libspng, libwebp; a 12 MP JPEG in about 60 ms where pure JavaScript took 2 s): JPEG, PNG, WebP and GIF decoded
// to RGBA, charts written as PNG with one pixel per cell, JPEG test photos encoded. One image library for the job
// (pngjs and jpeg-js did the writing before; docs/decisions/files-and-print.md).
import sharp from 'sharp';

/** Largest photo decoded, in megapixels: the engine refuses more than 40 anyway. */
const MAX_DECODE_MEGAPIXELS = 100;

/** The formats the CLI takes, by libvips's name for them. */
const formats = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };

/**
 * Decodes a JPEG, PNG, WebP or GIF file into RGBA pixels (8 bits per channel, sRGB, turned upright by its EXIF
 * orientation as browsers do; a GIF's first frame).
 *
 * @param {Uint8Array} bytes the file
 * @returns {Promise<{ pixels: Uint8Array, width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' }>}
 * @throws Error naming the problem for other formats and broken files
 */
export async function decodePhoto(bytes) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const options = { limitInputPixels: MAX_DECODE_MEGAPIXELS * 1e6, failOn: 'error' };
  let format;
  try {
    format = formats[(await sharp(buffer, options).metadata()).format];
  } catch {
    format = undefined;
  }
  if (!format) throw new Error('not a JPEG, PNG, WebP or GIF file');
  const { data, info } = await sharp(buffer, options)
    .rotate()
    .toColourspace('srgb')
    .ensureAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return { pixels, width: info.width, height: info.height, format };
}

/** libvips's view of RGBA pixels, without copying them. */
function rawImage({ pixels, width, height }) {
  const buffer = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  return sharp(buffer, { raw: { width, height, channels: 4 }, limitInputPixels: false });
}

/**
 * Encodes RGBA pixels as a PNG file.
 *
 * @param {{ pixels: Uint8Array, width: number, height: number }} image
 * @returns {Promise<Buffer>}
 */
export function encodePng(image) {
  return rawImage(image).png().toBuffer();
}

/**
 * Encodes RGBA pixels as a JPEG file (quality 1..100; the alpha channel is dropped).
 *
 * @param {{ pixels: Uint8Array, width: number, height: number }} image
 * @param {number} quality
 * @returns {Promise<Buffer>}
 */
export function encodeJpeg(image, quality = 90) {
  return rawImage(image).jpeg({ quality }).toBuffer();
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
