/**
 * `@steekwerk/engine`: the typed API over `engine.wasm`, for browsers, workers and Node alike.
 *
 * Callers pass and receive plain typed arrays and strings; only this folder touches wasm memory.
 * This module imports nothing from Node, so a Web Worker can bundle it: fetch the wasm (e.g. a Vite
 * `?url` import), `WebAssembly.compileStreaming` it and pass the module to {@link loadEngine}.
 * In Node, `@steekwerk/engine/node` finds and loads the built wasm.
 */
import { EngineHeap, instantiateEngine, throwIfFailed, type EngineExports, type EngineSource } from './abi';
import { GridRowsError, encodedRowsLength, gridCellCount } from './gridRows';
import { createPictureEngine, type PictureEngine } from './picture';
import { webBase64, type PlatformBase64 } from './platformBase64';

export { EngineError, Status, type EngineSource } from './abi';
export { GRID_ROWS_ERROR, GridRowsError } from './gridRows';
export {
  type ChartPalette,
  type CleanedChart,
  type CleanupOptions,
  type Dither,
  type PictureEngine,
  type PictureReport,
  type RgbaImage,
} from './picture';
export {
  MAX_BRAND_COLORS,
  MAX_COLORS,
  MAX_GRID_SIDE,
  MAX_PHOTO_PIXELS,
  PictureError,
  type PictureErrorCode,
} from './pictureError';
export {
  DEFAULT_CLEANUP,
  canRefitPalette,
  compactPalette,
  gridRowsFor,
  importPicture,
  pictureSteps,
  type ImportPictureOptions,
  type ImportedChart,
  type PictureSource,
  type PictureStep,
  type PictureStepsOptions,
  type SteppedChart,
} from './importPicture';
export { webBase64, type PlatformBase64 } from './platformBase64';

const ROWS_PREFIX = '1:';

/**
 * The engine's operations: the rows codec and the picture import steps ({@link PictureEngine}). Every
 * method is synchronous; an instance is not shared between threads. Besides {@link GridRowsError} and
 * `PictureError` for invalid input, a method throws `EngineError` only when the engine's memory cannot grow.
 */
export interface Engine extends PictureEngine {
  /** The engine version (Cargo.toml's `major.minor.patch`). */
  version(): string;

  /** The rows codec's fast path: the platform base64's name, or `wasm` when every call runs in the wasm. */
  readonly rowsCodec: string;

  /**
   * Encodes a grid's cells (one byte per cell, row-major) as the rows text `"1:" + base64`.
   *
   * @throws GridRowsError when `cells` is not a `Uint8Array` of exactly `columnCount * rowCount` bytes
   *   or a count is not a whole number of at least 1
   */
  encodeRows(cells: Uint8Array, columnCount: number, rowCount: number): string;

  /**
   * Decodes rows text into a fresh `Uint8Array` of `columnCount * rowCount` cells. The result owns its
   * buffer (it is no view on wasm memory), so it can be transferred to another thread.
   *
   * @throws GridRowsError for every case of spec §5: not a string, shorter than 2 characters, no `1:`
   *   prefix, a count below 1 (or not whole), invalid base64, a byte count other than columns times rows
   */
  decodeRows(rows: unknown, columnCount: number, rowCount: number): Uint8Array<ArrayBuffer>;
}

/** Platform hooks for {@link loadEngine}; the defaults work everywhere. */
export interface EngineOptions {
  /**
   * Turns ASCII bytes (a view on wasm memory, valid during the call only) into a string. Defaults to
   * `TextDecoder`; `@steekwerk/engine/node` passes Node's faster `Buffer` decoding.
   */
  readonly asciiToString?: (bytes: Uint8Array) => string;
  /**
   * The platform's base64, tried before the wasm for the rows codec because it is several times faster
   * (`platformBase64.ts`). Defaults to `Uint8Array.fromBase64` where present; `null` sends every call to the
   * wasm; `@steekwerk/engine/node` passes Node's `Buffer`.
   */
  readonly platformBase64?: PlatformBase64 | null;
}

const textEncoder = new TextEncoder();
const textDecoder = new TextDecoder();

/**
 * Instantiates the engine from the bytes of `engine.wasm` or from a compiled `WebAssembly.Module`.
 *
 * @throws Error when the wasm does not have the engine's exports
 */
export async function loadEngine(source: EngineSource, options: EngineOptions = {}): Promise<Engine> {
  return createEngine(await instantiateEngine(source), options);
}

function createEngine(exports: EngineExports, options: EngineOptions): Engine {
  const heap = new EngineHeap(exports);
  const asciiToString = options.asciiToString ?? ((bytes: Uint8Array) => textDecoder.decode(bytes));
  const platform = options.platformBase64 === undefined ? webBase64() : (options.platformBase64 ?? undefined);
  const packedVersion = exports.sw_version();
  const version = `${packedVersion >>> 16}.${(packedVersion >>> 8) & 0xff}.${packedVersion & 0xff}`;

  return {
    ...createPictureEngine(exports, heap),
    version: () => version,
    rowsCodec: platform?.name ?? 'wasm',

    encodeRows(cells: Uint8Array, columnCount: number, rowCount: number): string {
      if (!(cells instanceof Uint8Array)) throw new GridRowsError();
      const cellCount = gridCellCount(columnCount, rowCount);
      if (cells.length !== cellCount) throw new GridRowsError();
      if (platform) return ROWS_PREFIX + platform.encode(cells);
      const textLength = encodedRowsLength(cellCount);
      // One block holds the cells and then the text, so a call allocates and frees once.
      const block = heap.alloc(cellCount + textLength);
      try {
        heap.bytes(block, cellCount).set(cells);
        const textPointer = block + cellCount;
        throwIfFailed(
          exports.sw_rows_encode(block, cellCount, columnCount, rowCount, textPointer, textLength),
        );
        return asciiToString(heap.bytes(textPointer, textLength));
      } finally {
        heap.free(block, cellCount + textLength);
      }
    },

    decodeRows(rows: unknown, columnCount: number, rowCount: number): Uint8Array<ArrayBuffer> {
      if (typeof rows !== 'string') throw new GridRowsError();
      const cellCount = gridCellCount(columnCount, rowCount);
      // The engine checks this too; checking it here first means no allocation for text that cannot fit.
      const textLength = rows.length;
      if (textLength !== encodedRowsLength(cellCount)) throw new GridRowsError();
      if (platform && rows.startsWith(ROWS_PREFIX)) {
        const cells = platform.decode(rows.slice(ROWS_PREFIX.length));
        if (cells?.length === cellCount) return cells;
        // Not canonical base64, or padding that does not fit the cell count: the wasm gives the verdict.
      }
      const block = heap.alloc(textLength + cellCount);
      try {
        // Base64 is ASCII: any other character takes more than one UTF-8 byte, so it cannot all fit.
        const { read, written } = textEncoder.encodeInto(rows, heap.bytes(block, textLength));
        if (read !== textLength || written !== textLength) throw new GridRowsError();
        const cellsPointer = block + textLength;
        throwIfFailed(
          exports.sw_rows_decode(block, textLength, columnCount, rowCount, cellsPointer, cellCount),
        );
        // A copy into a buffer of its own: the caller may keep or transfer it while wasm memory changes.
        return heap.bytes(cellsPointer, cellCount).slice();
      } finally {
        heap.free(block, textLength + cellCount);
      }
    },
  };
}
