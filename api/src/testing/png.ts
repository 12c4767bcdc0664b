/** Reads PNG thumbnails back in tests, through formats' PNG codec (which the thumbnails are written with). */
import { decodePng as decodeRgba } from '@steekwerk/formats/png';

/** The RGB pixels of a PNG (its alpha dropped: thumbnails are opaque). */
export function decodePng(png: Uint8Array): { width: number; height: number; rgb: Uint8Array } {
  const { width, height, rgba } = decodeRgba(png, 10_000_000);
  const rgb = new Uint8Array(width * height * 3);
  for (let pixel = 0; pixel < width * height; pixel += 1)
    rgb.set(rgba.subarray(pixel * 4, pixel * 4 + 3), pixel * 3);
  return { width, height, rgb };
}
