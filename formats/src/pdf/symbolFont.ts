/**
 * The bundled fallback font of written pages (DejaVu Sans; the chart's symbols are in the key font, keyFont/), kept
 * deflated: fontkit gets the font inflated once, and the PDF embeds the
 * deflated bytes as they are (FlateDecode), so no export spends a second compressing 760 kB again.
 */
import { unzlibSync } from 'fflate';
import type { PDFDocument } from 'pdf-lib';
import { dejaVuSansByteLength, dejaVuSansDeflatedBase64 } from './font/dejaVuSans';

let deflated: Uint8Array<ArrayBuffer> | undefined;
let inflated: Promise<Uint8Array> | undefined;

/** Bytes of a base64 text (works in the worker and in Node). */
export function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** zlib-deflated bytes of the font. */
function deflatedBytes(): Uint8Array<ArrayBuffer> {
  deflated ??= fromBase64(dejaVuSansDeflatedBase64);
  return deflated;
}

/** Compresses or decompresses with the platform's own zlib (the worker's and Node's CompressionStream). */
export async function zlibTransform(
  bytes: Uint8Array<ArrayBuffer>,
  direction: 'deflate' | 'inflate',
): Promise<Uint8Array> {
  const stream = new Blob([bytes])
    .stream()
    .pipeThrough(
      direction === 'deflate' ? new CompressionStream('deflate') : new DecompressionStream('deflate'),
    );
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The font file, inflated once per worker or process. */
export async function symbolFontBytes(): Promise<Uint8Array> {
  inflated ??= zlibTransform(deflatedBytes(), 'inflate').then((bytes) => {
    if (bytes.length !== dejaVuSansByteLength) throw new Error('Het symboollettertype is beschadigd.');
    return bytes;
  });
  return inflated;
}

let inflatedNow: Uint8Array | undefined;

/** The font file, inflated at once (for measuring text without waiting; the writer uses {@link symbolFontBytes}). */
export function symbolFontBytesNow(): Uint8Array {
  inflatedNow ??= unzlibSync(deflatedBytes());
  return inflatedNow;
}

/**
 * Lets the document embed the font file from its deflated bytes instead of deflating it again (pdf-lib's embedder
 * passes the very bytes it was given to `flateStream`).
 */
export function embedFontDeflated(doc: PDFDocument, fontBytes: Uint8Array): void {
  const context = doc.context;
  const flateStream = context.flateStream.bind(context);
  context.flateStream = (contents, dict = {}) =>
    contents === fontBytes
      ? context.stream(deflatedBytes(), { ...dict, Filter: 'FlateDecode' })
      : flateStream(contents, dict);
}
