// Writes formats/src/pdf/font/dejaVuSans.ts: DejaVu Sans (Bitstream Vera licence, see LICENSE-DejaVu.txt) as base64,
// so the PDF writer has its symbol font in the browser's worker and in Node without reading files.
// Usage: node scripts/make-symbol-font-module.mjs [/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf]
import { readFileSync, writeFileSync } from 'node:fs';

const source = process.argv[2] ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const base64 = readFileSync(source).toString('base64');
writeFileSync(
  new URL('../formats/src/pdf/font/dejaVuSans.ts', import.meta.url),
  `/** DejaVu Sans 2.37 (Debian fonts-dejavu-core; licence in LICENSE-DejaVu.txt), made by scripts/make-symbol-font-module.mjs. */\n` +
    `export const dejaVuSansBase64 =\n  '${base64}';\n`,
);
