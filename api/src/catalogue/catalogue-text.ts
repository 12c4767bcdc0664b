/**
 * The text of a brand palette file, decoded and repaired before its names go into the catalogue. The shipped
 * DMC list lost a character in some names before it came to us ("Red?Copper", "Orange?Red Bright": 0x3F where
 * the source had a dash its writer could not encode); a file saved by a spreadsheet may be Windows-1252 instead
 * of UTF-8. The import decodes strictly as UTF-8, falls back to Windows-1252, and puts the dash back.
 */

/** Bumped when decoding or repairs change, so that brands imported before are written again with fixed names. */
export const catalogueTextVersion = 2;

/** Windows-1252 bytes 0x80–0x9F (the rest is Latin-1); undefined bytes stay U+FFFD. */
const windows1252High = '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFDŽ\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFDžŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text += byte >= 0x80 && byte <= 0x9f ? windows1252High[byte - 0x80] : String.fromCharCode(byte);
  }
  return text;
}

/**
 * A file's text: UTF-8 when the bytes are valid UTF-8 (a byte order mark dropped), else Windows-1252.
 */
export function decodeCatalogueFile(bytes: Uint8Array | string): string {
  if (typeof bytes === 'string') return bytes.replace(/^\uFEFF/, '');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/**
 * A colour name as people read it: a `?` or a replacement character (U+FFFD) between two letters is the lost
 * dash (en dash, "Red–Copper"); surrounding spaces trimmed. Other text is kept as it is.
 */
export function repairColourName(name: string): string {
  return name.replace(/(?<=\p{L})[?\uFFFD](?=\p{L})/gu, '–').trim();
}
