/**
 * `@steekwerk/engine/node`: loads the built `dist/engine.wasm` in Node, once per process, and reads the
 * brand palettes shipped in `data/palettes/`.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEngine, type Engine, type PlatformBase64 } from './index';
import { loadFreeformHitEngine, type FreeformHitEngine } from './freeformIndex';
import { brandPaletteFiles, parseBrandPalette, type BrandColor, type BrandId } from './palettes';

export {
  EngineError,
  GRID_ROWS_ERROR,
  GridRowsError,
  Status,
  loadEngine,
  type Engine,
  type EngineOptions,
  type EngineSource,
  type PlatformBase64,
} from './index';
export {
  BRAND_IDS,
  PaletteParseError,
  brandPaletteFiles,
  brandPaletteRgb,
  isBrandId,
  parseBrandPalette,
  type BrandColor,
  type BrandId,
} from './palettes';

export { type FreeformHitEngine, type HitIndexEntry, type HitRect, WasmHitIndex } from './freeformIndex';

let cachedEngine: Promise<Engine> | undefined;
let cachedHitEngine: Promise<FreeformHitEngine> | undefined;

/** Node's `Buffer` turns ASCII into a string about ten times faster than its `TextDecoder`. */
function bufferAsciiToString(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('ascii');
}

/**
 * Node's `Buffer` base64 as the rows codec's fast path (5–6× faster than the wasm at 2000 × 2000, `make bench`).
 * Its decoder is lenient (it skips foreign characters, takes the URL alphabet and missing padding), so a text
 * counts as decoded only when encoding the bytes again gives back exactly that text; anything else goes to the
 * wasm, which decides.
 */
export const bufferBase64: PlatformBase64 = {
  name: 'Buffer',
  decode(text) {
    const bytes = Buffer.from(text, 'base64');
    if (bytes.toString('base64') !== text) return undefined;
    // Small buffers share Node's pool; the caller gets an array that owns its whole buffer.
    if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
      return new Uint8Array(bytes.buffer as ArrayBuffer, 0, bytes.byteLength);
    }
    return new Uint8Array(bytes);
  },
  encode: (cells) => Buffer.from(cells.buffer, cells.byteOffset, cells.byteLength).toString('base64'),
};

/**
 * The path of the built `engine.wasm`: `dist/engine.wasm` of this package, found from the compiled
 * `dist/js/node.js` as well as from the source `js/node.ts` (tests).
 *
 * @throws Error when the wasm has not been built (`sh build-wasm.sh`)
 */
export function engineWasmPath(): string {
  const candidates = [
    path.join(__dirname, '..', 'engine.wasm'),
    path.join(__dirname, '..', 'dist', 'engine.wasm'),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found)
    throw new Error(
      `engine.wasm is not built; run engine-rs/build-wasm.sh (looked at ${candidates.join(', ')})`,
    );
  return found;
}

/**
 * The engine for this process: the first call reads and instantiates `engine.wasm`, later calls share
 * that instance. A failed load is forgotten, so the next call tries again.
 */
export function loadEngineNode(): Promise<Engine> {
  if (!cachedEngine) {
    const loading = (async () => {
      const bytes = await readFile(engineWasmPath());
      return loadEngine(new Uint8Array(bytes), {
        asciiToString: bufferAsciiToString,
        platformBase64: bufferBase64,
      });
    })();
    cachedEngine = loading;
    loading.catch(() => {
      if (cachedEngine === loading) cachedEngine = undefined;
    });
  }
  return cachedEngine;
}

/** The freeform hit index's wasm (`dist/freeform-hit.wasm`), loaded once per process. */
export function loadFreeformHitEngineNode(): Promise<FreeformHitEngine> {
  if (!cachedHitEngine) {
    const wasm = path.join(path.dirname(engineWasmPath()), 'freeform-hit.wasm');
    const loading = readFile(wasm).then((bytes) => loadFreeformHitEngine(new Uint8Array(bytes)));
    cachedHitEngine = loading;
    loading.catch(() => {
      if (cachedHitEngine === loading) cachedHitEngine = undefined;
    });
  }
  return cachedHitEngine;
}

/**
 * The folder of the brand palette CSVs (`data/palettes/` of this package), found from the compiled
 * `dist/js/node.js` as well as from the source `js/node.ts`.
 */
export function brandPalettesPath(): string {
  const candidates = [
    path.join(__dirname, '..', 'data', 'palettes'),
    path.join(__dirname, '..', '..', 'data', 'palettes'),
  ];
  const found = candidates.find((candidate) => existsSync(path.join(candidate, brandPaletteFiles.dmc.file)));
  if (!found) throw new Error(`The brand palettes are missing (looked at ${candidates.join(', ')})`);
  return found;
}

/** Reads and parses a brand's palette from `data/palettes/`. */
export async function loadBrandPalette(brand: BrandId): Promise<BrandColor[]> {
  const csv = await readFile(path.join(brandPalettesPath(), brandPaletteFiles[brand].file), 'utf8');
  return parseBrandPalette(brand, csv);
}
