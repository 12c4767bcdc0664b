// Writes formats/src/pdf/font/keyFont.ts: the key font (our symbols as glyphs, formats/src/pdf/keyFont/buildKeyFont.ts)
// zlib-deflated and base64, with the fingerprint of its glyphs. Run by `make build-formats` after tsc; it rewrites
// the module only when the glyphs changed (keyFont.test.ts fails while the committed module is out of date).
// Usage: node scripts/make-key-font-module.mjs [--rebuild]   (--rebuild: compile formats again when it changed)
import { readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const {
  buildKeyFont,
  keyFontFingerprint,
  keyFontGlyphs,
} = require('../formats/dist/pdf/keyFont/buildKeyFont.js');

const target = new URL('../formats/src/pdf/font/keyFont.ts', import.meta.url);
const glyphs = keyFontGlyphs();
const fingerprint = keyFontFingerprint(glyphs);
let current = '';
try {
  current = readFileSync(target, 'utf8');
} catch {
  // No module yet.
}
if (current.includes(`keyFontGlyphsFingerprint = '${fingerprint}'`)) {
  console.log(`key font up to date (${fingerprint})`);
} else {
  const font = buildKeyFont(glyphs);
  const base64 = deflateSync(font, { level: 9 }).toString('base64');
  writeFileSync(
    target,
    `/** The key font (our symbols, one glyph per private-use code point), zlib-deflated, made by\n` +
      ` * scripts/make-key-font-module.mjs from formats/src/pdf/keyFont/buildKeyFont.ts. Do not edit. */\n` +
      `export const keyFontGlyphsFingerprint = '${fingerprint}';\n` +
      `export const keyFontByteLength = ${font.length};\n` +
      `export const keyFontDeflatedBase64 =\n  '${base64}';\n`,
  );
  console.log(`key font written: ${glyphs.length} glyphs, ${font.length} bytes (${fingerprint})`);
  if (process.argv.includes('--rebuild'))
    execSync('npx tsc -p formats/tsconfig.build.json', {
      stdio: 'inherit',
      cwd: new URL('..', import.meta.url),
    });
  console.log('formats/src/pdf/font/keyFont.ts changed: commit it');
}
