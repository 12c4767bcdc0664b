/**
 * Steekwerk's one PNG codec (`@steekwerk/formats/png`): the chart files, the `convert` command and the API's
 * thumbnails write through it. A small reader and writer over fflate's zlib (pure JS, the same in the worker and
 * in Node). It writes 8-bit
 * RGB and indexed images (with transparency for index 0 when asked) and reads every non-interlaced PNG a chart or
 * pixel-art program writes: grey, RGB, indexed (1–8 bits), grey with alpha and RGBA, at 8 or 16 bits (16-bit
 * samples keep their high byte). Sizes are checked before anything is inflated.
 */
import { unzlibSync, zlibSync } from 'fflate';
import { ChartFileError } from '../chart/chartFileError';

const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let crc = 0xffffffff;
  for (let index = start; index < end; index += 1)
    crc = crcTable[(crc ^ bytes[index]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let index = 0; index < 4; index += 1) out[4 + index] = type.charCodeAt(index);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out, 4, 8 + data.length));
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** An image to write: RGB (3 bytes per pixel) or indexed (1 byte per pixel, with its palette). */
export type PngImage =
  | { readonly kind: 'rgb'; readonly width: number; readonly height: number; readonly pixels: Uint8Array }
  | {
      readonly kind: 'indexed';
      readonly width: number;
      readonly height: number;
      readonly pixels: Uint8Array;
      /** RGB triplets, at most 256. */
      readonly palette: Uint8Array;
      /** Index 0 is transparent. */
      readonly transparentZero: boolean;
    };

/**
 * Encodes an image as PNG. Each row is filtered with "Up" (charts repeat rows), the first with "Sub".
 *
 * @param level zlib level 1–9 (6 by default)
 * @throws RangeError for a size below 1 × 1 or pixels that do not match it
 */
export function encodePng(
  image: PngImage,
  level: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 = 6,
): Uint8Array<ArrayBuffer> {
  const { width, height, pixels } = image;
  const channels = image.kind === 'rgb' ? 3 : 1;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`encodePng: invalid size ${width}×${height}`);
  }
  if (pixels.length !== width * height * channels) {
    throw new RangeError('encodePng: pixel data does not match the size');
  }
  const stride = width * channels;
  const filtered = new Uint8Array((stride + 1) * height);
  for (let row = 0; row < height; row += 1) {
    const source = row * stride;
    const target = row * (stride + 1);
    if (row === 0) {
      filtered[target] = 1;
      for (let index = 0; index < stride; index += 1) {
        filtered[target + 1 + index] =
          pixels[source + index]! - (index >= channels ? pixels[source + index - channels]! : 0);
      }
    } else {
      filtered[target] = 2;
      for (let index = 0; index < stride; index += 1) {
        filtered[target + 1 + index] = pixels[source + index]! - pixels[source - stride + index]!;
      }
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8;
  header[9] = image.kind === 'rgb' ? 2 : 3;
  const parts = [Uint8Array.from(signature), pngChunk('IHDR', header)];
  if (image.kind === 'indexed') {
    parts.push(pngChunk('PLTE', image.palette));
    if (image.transparentZero) parts.push(pngChunk('tRNS', Uint8Array.of(0)));
  }
  parts.push(pngChunk('IDAT', zlibSync(filtered, { level })), pngChunk('IEND', new Uint8Array(0)));
  return concat(parts);
}

/** A decoded image: 4 bytes per pixel (RGBA). */
export interface DecodedPng {
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8Array;
}

function bad(what: string): never {
  throw new ChartFileError(`Het PNG-bestand klopt niet: ${what}.`);
}

const channelsOfType: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/**
 * Decodes a PNG into RGBA.
 *
 * @param maxPixels the most pixels accepted (checked from the header, before inflating)
 * @throws ChartFileError for anything that is not a readable PNG, an interlaced one, or one larger than allowed
 */
export function decodePng(bytes: Uint8Array, maxPixels: number): DecodedPng {
  if (bytes.length < 8 || signature.some((value, index) => bytes[index] !== value))
    bad('het is geen PNG-bestand');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let width = 0;
  let height = 0;
  let depth = 0;
  let type = -1;
  let palette: Uint8Array | undefined;
  let alphas: Uint8Array | undefined;
  const data: Uint8Array[] = [];
  let ended = false;
  while (offset + 12 <= bytes.length && !ended) {
    const length = view.getUint32(offset);
    const kind = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const start = offset + 8;
    if (start + length + 4 > bytes.length) bad('het bestand is afgebroken');
    if (view.getUint32(start + length) !== crc32(bytes, offset + 4, start + length))
      bad(`blok ${kind} is beschadigd`);
    const body = bytes.subarray(start, start + length);
    if (kind === 'IHDR') {
      width = view.getUint32(start);
      height = view.getUint32(start + 4);
      depth = body[8]!;
      type = body[9]!;
      if (body[12] !== 0) bad('plaatjes met interlacing worden niet gelezen; bewaar het zonder interlacing');
      if (!(type in channelsOfType) || ![1, 2, 4, 8, 16].includes(depth)) bad('een onbekend kleurtype');
      if (width < 1 || height < 1) bad('het plaatje is leeg');
      if (width * height > maxPixels) {
        throw new ChartFileError(`Het plaatje is te groot: ${width} × ${height} pixels.`);
      }
    } else if (kind === 'PLTE') palette = body;
    else if (kind === 'tRNS') alphas = body;
    else if (kind === 'IDAT') data.push(body);
    else if (kind === 'IEND') ended = true;
    offset = start + length + 4;
  }
  if (type < 0) bad('de kop (IHDR) ontbreekt');
  if (!ended || data.length === 0) bad('het bestand is afgebroken');
  if (type === 3 && !palette) bad('het palet (PLTE) ontbreekt');
  const channels = channelsOfType[type]!;
  const bitsPerPixel = channels * depth;
  const stride = Math.ceil((width * bitsPerPixel) / 8);
  const bytesPerPixel = Math.max(1, bitsPerPixel / 8);
  let raw: Uint8Array;
  try {
    raw = unzlibSync(concat(data), { out: new Uint8Array((stride + 1) * height) });
  } catch {
    bad('de beeldgegevens zijn beschadigd');
  }
  if (raw.length < (stride + 1) * height) bad('de beeldgegevens zijn te kort');
  unfilter(raw, stride, height, bytesPerPixel);
  return { width, height, rgba: toRgba(raw, { width, height, stride, depth, type, palette, alphas }) };
}

function unfilter(raw: Uint8Array, stride: number, height: number, bpp: number): void {
  for (let row = 0; row < height; row += 1) {
    const start = row * (stride + 1) + 1;
    const previous = start - stride - 1;
    const filter = raw[start - 1]!;
    for (let index = 0; index < stride; index += 1) {
      const left = index >= bpp ? raw[start + index - bpp]! : 0;
      const up = row > 0 ? raw[previous + index]! : 0;
      const upLeft = row > 0 && index >= bpp ? raw[previous + index - bpp]! : 0;
      let add: number;
      if (filter === 0) add = 0;
      else if (filter === 1) add = left;
      else if (filter === 2) add = up;
      else if (filter === 3) add = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        add = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else bad('een onbekend filter');
      raw[start + index] = (raw[start + index]! + add) & 0xff;
    }
  }
}

interface Layout {
  readonly width: number;
  readonly height: number;
  readonly stride: number;
  readonly depth: number;
  readonly type: number;
  readonly palette: Uint8Array | undefined;
  readonly alphas: Uint8Array | undefined;
}

function toRgba(raw: Uint8Array, layout: Layout): Uint8Array {
  const { width, height, stride, depth, type, palette, alphas } = layout;
  const rgba = new Uint8Array(width * height * 4);
  const channels = channelsOfType[type]!;
  const sample = (rowStart: number, index: number): number => {
    if (depth === 8) return raw[rowStart + index]!;
    if (depth === 16) return raw[rowStart + index * 2]!;
    const bit = index * depth;
    const value = (raw[rowStart + (bit >> 3)]! >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
    return type === 3 ? value : Math.round((value * 255) / ((1 << depth) - 1));
  };
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * (stride + 1) + 1;
    for (let x = 0; x < width; x += 1) {
      const out = (y * width + x) * 4;
      const base = x * channels;
      if (type === 3) {
        const index = sample(rowStart, x);
        if (index * 3 + 2 >= palette!.length) bad('een pixel verwijst naar een kleur buiten het palet');
        rgba[out] = palette![index * 3]!;
        rgba[out + 1] = palette![index * 3 + 1]!;
        rgba[out + 2] = palette![index * 3 + 2]!;
        rgba[out + 3] = alphas && index < alphas.length ? alphas[index]! : 255;
      } else if (type === 0 || type === 4) {
        const grey = sample(rowStart, base);
        rgba[out] = rgba[out + 1] = rgba[out + 2] = grey;
        rgba[out + 3] = type === 4 ? sample(rowStart, base + 1) : 255;
      } else {
        rgba[out] = sample(rowStart, base);
        rgba[out + 1] = sample(rowStart, base + 1);
        rgba[out + 2] = sample(rowStart, base + 2);
        rgba[out + 3] = type === 6 ? sample(rowStart, base + 3) : 255;
      }
    }
  }
  return rgba;
}
