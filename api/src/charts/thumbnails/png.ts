/**
 * A minimal PNG writer (RGB, 8 bits per channel, no interlace) over node:zlib: the thumbnails need nothing more,
 * and no native image library has to be installed.
 */
import { crc32, deflateSync } from 'node:zlib';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)) >>> 0, 8 + data.length);
  return out;
}

/**
 * Encodes an RGB image as PNG.
 *
 * @param width pixels per row, at least 1
 * @param height rows, at least 1
 * @param rgb `width * height * 3` bytes, row by row
 * @param level the deflate level (1 fastest … 9 smallest)
 */
export function encodePng(width: number, height: number, rgb: Uint8Array, level = 6): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`encodePng: invalid size ${width}×${height}`);
  }
  if (rgb.length !== width * height * 3)
    throw new RangeError('encodePng: pixel data does not match the size');
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: RGB
  const stride = width * 3;
  // Each row starts with its filter type; 0 ("none") suits blocks of flat colour.
  const raw = Buffer.alloc((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    raw.set(rgb.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  }
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
