// Writes formats/src/pdf/font/arimo.ts: Arimo Regular and Bold, the Latin subset @fontsource/arimo ships (SIL Open
// Font License 1.1, see formats/src/pdf/font/LICENSE-Arimo.txt), so the PDF writer has its text fonts in the browser's
// worker and in Node without reading files. Arimo is metric-compatible with Helvetica and Arial (Liberation Sans 2 is
// made from it), so the pages keep the layout they had with the standard Helvetica.
// The package ships WOFF, whose tables fontkit inflates (in plain JavaScript) every time a PDF embeds the font; the
// module holds the same tables as a plain TrueType file instead, zlib-deflated as a whole and base64.
// Usage: node scripts/make-text-font-module.mjs (after npm install; formats/src/pdf/textFonts.test.ts checks that the
// module holds the installed package's fonts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';

/** The TrueType (sfnt) file a WOFF 1.0 file wraps: the same tables, uncompressed, in a plain table directory. */
function sfntOfWoff(woff) {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = [];
  for (let index = 0; index < count; index += 1) {
    const at = 44 + index * 20;
    const [tag, offset, compLength, origLength, checksum] = [
      woff.readUInt32BE(at),
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
      woff.readUInt32BE(at + 16),
    ];
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('a WOFF table does not inflate to its length');
    tables.push({ tag, checksum, data });
  }
  tables.sort((a, b) => a.tag - b.tag);
  const entrySelector = Math.floor(Math.log2(count));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(count * 16 - searchRange, 10);
  const parts = [header];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, index) => {
    const at = 12 + index * 16;
    header.writeUInt32BE(tag, at);
    header.writeUInt32BE(checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const require = createRequire(new URL('../formats/package.json', import.meta.url));
const packageDirectory = dirname(require.resolve('@fontsource/arimo/package.json'));
const { version } = JSON.parse(readFileSync(join(packageDirectory, 'package.json'), 'utf8'));
const font = (weight) => {
  const ttf = sfntOfWoff(readFileSync(join(packageDirectory, 'files', `arimo-latin-${weight}-normal.woff`)));
  return { length: ttf.length, base64: deflateSync(ttf, { level: 9 }).toString('base64') };
};
const [regular, bold] = [font(400), font(700)];
writeFileSync(
  new URL('../formats/src/pdf/font/arimo.ts', import.meta.url),
  `/** Arimo Regular and Bold, the Latin subset of @fontsource/arimo ${version} as TrueType, zlib-deflated; licence in\n` +
    ` * LICENSE-Arimo.txt. Made by scripts/make-text-font-module.mjs. */\n` +
    `export const arimoVersion = '${version}';\n` +
    `export const arimoRegularByteLength = ${regular.length};\n` +
    `export const arimoRegularDeflatedBase64 =\n  '${regular.base64}';\n` +
    `export const arimoBoldByteLength = ${bold.length};\n` +
    `export const arimoBoldDeflatedBase64 =\n  '${bold.base64}';\n`,
);
