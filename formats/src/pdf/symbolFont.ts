import { dejaVuSansBase64 } from './font/dejaVuSans';

let bytes: Uint8Array | undefined;

/** The bytes of the bundled symbol font (DejaVu Sans), decoded once. */
export function symbolFontBytes(): Uint8Array {
  if (!bytes) {
    const binary = atob(dejaVuSansBase64);
    bytes = new Uint8Array(binary.length);
    for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  }
  return bytes;
}
