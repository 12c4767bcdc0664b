// Writes formats/src/pdf/font/dejaVuSans.ts: DejaVu Sans (Bitstream Vera licence, see LICENSE-DejaVu.txt) deflated
// (zlib, as a PDF's FlateDecode wants it) and base64, so the PDF writer has its symbol font in the browser's worker
// and in Node without reading files, and embeds it whole without compressing 760 kB on every export.
// Usage: node scripts/make-symbol-font-module.mjs [/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf]
import { readFileSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const source = process.argv[2] ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const font = readFileSync(source);
const base64 = deflateSync(font, { level: 9 }).toString('base64');
writeFileSync(
  new URL('../formats/src/pdf/font/dejaVuSans.ts', import.meta.url),
  `/** DejaVu Sans 2.37 (Debian fonts-dejavu-core; licence in LICENSE-DejaVu.txt), zlib-deflated, made by\n` +
    ` * scripts/make-symbol-font-module.mjs. */\n` +
    `export const dejaVuSansByteLength = ${font.length};\n` +
    `export const dejaVuSansDeflatedBase64 =\n  '${base64}';\n`,
);
