/**
 * Reads a picture's format and size from the first bytes of its file (PNG, JPEG, WebP, GIF), so a picture too
 * large to import is refused before anything is decoded or allocated.
 */

export type PictureFormat = 'png' | 'jpeg' | 'webp' | 'gif';

export type ImageHeader =
  | { readonly status: 'ok'; readonly format: PictureFormat; readonly width: number; readonly height: number }
  /** The header goes on past these bytes: read at least `bytes` and ask again. */
  | { readonly status: 'needMore'; readonly bytes: number }
  /** Not one of the four formats. */
  | { readonly status: 'unknown' }
  /** Starts like a picture but its header is broken. */
  | { readonly status: 'corrupt'; readonly format: PictureFormat };

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((value, index) => bytes[at + index] === value);
}

function ascii(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

function sized(format: PictureFormat, width: number, height: number): ImageHeader {
  return width >= 1 && height >= 1 ? { status: 'ok', format, width, height } : { status: 'corrupt', format };
}

function png(bytes: Uint8Array, view: DataView): ImageHeader {
  if (bytes.length < 24) return { status: 'needMore', bytes: 24 };
  if (!startsWith(bytes, ascii('IHDR'), 12)) return { status: 'corrupt', format: 'png' };
  return sized('png', view.getUint32(16), view.getUint32(20));
}

function gif(bytes: Uint8Array, view: DataView): ImageHeader {
  if (bytes.length < 10) return { status: 'needMore', bytes: 10 };
  return sized('gif', view.getUint16(6, true), view.getUint16(8, true));
}

function webp(bytes: Uint8Array, view: DataView): ImageHeader {
  if (bytes.length < 30) return { status: 'needMore', bytes: 30 };
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8 ') {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return { status: 'corrupt', format: 'webp' };
    return sized('webp', view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return { status: 'corrupt', format: 'webp' };
    const bits = view.getUint32(21, true);
    return sized('webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    const width = (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16)) + 1;
    const height = (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16)) + 1;
    return sized('webp', width, height);
  }
  return { status: 'corrupt', format: 'webp' };
}

/** JPEG markers of a frame header (SOF0–SOF15 but DHT, JPG and DAC), which holds the size. */
function isFrameMarker(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function jpeg(bytes: Uint8Array, view: DataView): ImageHeader {
  let offset = 2;
  for (;;) {
    if (offset + 4 > bytes.length) return { status: 'needMore', bytes: offset + 4 };
    if (bytes[offset] !== 0xff) return { status: 'corrupt', format: 'jpeg' };
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return { status: 'corrupt', format: 'jpeg' };
    const length = view.getUint16(offset + 2);
    if (length < 2) return { status: 'corrupt', format: 'jpeg' };
    if (isFrameMarker(marker)) {
      if (offset + 9 > bytes.length) return { status: 'needMore', bytes: offset + 9 };
      return sized('jpeg', view.getUint16(offset + 7), view.getUint16(offset + 5));
    }
    offset += 2 + length;
  }
}

/**
 * The format and size of a picture from the first bytes of its file.
 *
 * @param bytes the file's first bytes (64 KiB finds almost every JPEG's size; `needMore` asks for more)
 */
export function readImageHeader(bytes: Uint8Array): ImageHeader {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signatures: ReadonlyArray<readonly [PictureFormat, readonly number[]]> = [
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
    ['jpeg', [0xff, 0xd8, 0xff]],
    ['gif', ascii('GIF87a')],
    ['gif', ascii('GIF89a')],
    ['webp', ascii('RIFF')],
  ];
  // A prefix too short to decide asks for more, as long as it could still be one of the formats.
  const possible = signatures.filter(([, signature]) =>
    startsWith(bytes.subarray(0, signature.length), [
      ...signature.slice(0, Math.min(bytes.length, signature.length)),
    ]),
  );
  if (bytes.length === 0 || possible.length === 0) return { status: 'unknown' };
  if (bytes.length < 12) return { status: 'needMore', bytes: 12 };
  const format = possible[0]![0];
  if (format === 'png') return png(bytes, view);
  if (format === 'jpeg') return jpeg(bytes, view);
  if (format === 'gif') return gif(bytes, view);
  return startsWith(bytes, ascii('WEBP'), 8) ? webp(bytes, view) : { status: 'unknown' };
}
