#!/usr/bin/env node
/** `npm run --silent convert -- --in FILE --out FILE …` in Node: the file system and DMC table for {@link runConvert}. */
import { readFile, writeFile } from 'node:fs/promises';
import { loadBrandPalette } from '@steekwerk/engine/node';
import { knownProductsOf } from '../oxs/oxsPalette';
import { runConvert } from './convertMain';

void runConvert(process.argv.slice(2), {
  readFile: (path) => readFile(path),
  writeFile: (path, bytes) => writeFile(path, bytes),
  out: (line) => process.stdout.write(`${line}\n`),
  error: (line) => process.stderr.write(`${line.replace(/\s*\n\s*/g, ' ')}\n`),
  now: () => performance.now(),
  // Without the DMC table (not installed), numbers still link by their catalogue id.
  knownProducts: async () => knownProductsOf(await loadBrandPalette('dmc').catch(() => [])),
}).then((status) => {
  process.exitCode = status;
});
