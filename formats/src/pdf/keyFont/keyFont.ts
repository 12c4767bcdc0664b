/**
 * The key font at export time: its bytes (kept deflated, embedded as they are, like the text fallback font in
 * `symbolFont.ts`) and the code point of each symbol. The font itself is made at build time (`buildKeyFont.ts`).
 */
import { unzlibSync } from 'fflate';
import type { PDFDocument } from 'pdf-lib';
import { keyFontByteLength, keyFontDeflatedBase64 } from '../font/keyFont';
import { fromBase64, zlibTransform } from '../symbolFont';
import { keyFontFirstCodePoint, keyFontSymbolIds } from './keyFontOrder';

const codePoints = new Map(
  keyFontSymbolIds.map((symbolId, index) => [symbolId, keyFontFirstCodePoint + index]),
);

/** Whether the key font has a glyph for the symbol (every built-in symbol; a user's own symbol not). */
export const keyFontHas = (symbolId: string) => codePoints.has(symbolId);

/** The character of a symbol in the key font, or undefined when the font lacks it. */
export function keyFontCharacter(symbolId: string): string | undefined {
  const codePoint = codePoints.get(symbolId);
  return codePoint === undefined ? undefined : String.fromCodePoint(codePoint);
}

let deflated: Uint8Array<ArrayBuffer> | undefined;
let inflated: Promise<Uint8Array> | undefined;
let inflatedNow: Uint8Array | undefined;

/** zlib-deflated bytes of the font. */
export function keyFontDeflatedBytes(): Uint8Array<ArrayBuffer> {
  deflated ??= fromBase64(keyFontDeflatedBase64);
  return deflated;
}

/** The font file, inflated once per worker or process. */
export async function keyFontBytes(): Promise<Uint8Array> {
  inflated ??= zlibTransform(keyFontDeflatedBytes(), 'inflate').then((bytes) => {
    if (bytes.length !== keyFontByteLength) throw new Error('Het symboollettertype is beschadigd.');
    return bytes;
  });
  return inflated;
}

/** The font file, inflated at once (tests and measuring). */
export function keyFontBytesNow(): Uint8Array {
  inflatedNow ??= unzlibSync(keyFontDeflatedBytes());
  return inflatedNow;
}

/**
 * Lets the document embed a font file from bytes deflated beforehand instead of deflating it again (pdf-lib's
 * embedder passes the very bytes it was given to `flateStream`).
 */
export function embedDeflated(doc: PDFDocument, fontBytes: Uint8Array, deflatedBytes: Uint8Array): void {
  const context = doc.context;
  const flateStream = context.flateStream.bind(context);
  context.flateStream = (contents, dict = {}) =>
    contents === fontBytes
      ? context.stream(deflatedBytes, { ...dict, Filter: 'FlateDecode' })
      : flateStream(contents, dict);
}
