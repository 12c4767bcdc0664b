/**
 * The raw side of the binding: the typed exports of `engine.wasm`, its status codes and the heap
 * helpers that allocate, view and free wasm memory. `ABI.md` documents each export.
 */
import { GridRowsError } from './gridRows';
import { PictureError, pictureErrorCodes } from './pictureError';

/** The status every `sw_*` call returns; the numbers mirror `Status` in `src/abi.rs`. */
export const Status = {
  Ok: 0,
  InvalidGridRows: 1,
  InvalidArgument: 2,
  OutOfMemory: 3,
  ImageTooLarge: 4,
  GridTooLarge: 5,
  InvalidImageSize: 6,
  InvalidColorCount: 7,
  InvalidOption: 8,
  InvalidCells: 9,
  InvalidHitEntry: 10,
} as const;
export type Status = (typeof Status)[keyof typeof Status];

/** A failure of the engine itself (a broken call contract or exhausted memory), never of the input rows. */
export class EngineError extends Error {
  constructor(
    readonly status: number,
    message = `Engine call failed with status ${status}`,
  ) {
    super(message);
    this.name = 'EngineError';
  }
}

/** The exports of `engine.wasm`. Pointers and lengths are byte offsets and counts in its memory. */
export interface EngineExports {
  readonly memory: WebAssembly.Memory;
  sw_version(): number;
  sw_alloc(len: number): number;
  sw_free(ptr: number, len: number): void;
  sw_rows_encoded_len(cellCount: number): number;
  sw_rows_encode(
    cellsPtr: number,
    cellsLen: number,
    columnCount: number,
    rowCount: number,
    outPtr: number,
    outLen: number,
  ): number;
  sw_rows_decode(
    textPtr: number,
    textLen: number,
    columnCount: number,
    rowCount: number,
    outPtr: number,
    outLen: number,
  ): number;
  sw_picture_resize(
    pixelsPtr: number,
    pixelsLen: number,
    width: number,
    height: number,
    columns: number,
    rows: number,
    outPtr: number,
    outLen: number,
  ): number;
  sw_picture_adjust(
    pixelsPtr: number,
    pixelsLen: number,
    columns: number,
    rows: number,
    brightness: number,
    contrast: number,
  ): number;
  sw_picture_quantize(
    pixelsPtr: number,
    pixelsLen: number,
    columns: number,
    rows: number,
    colorCount: number,
    brandPtr: number,
    brandLen: number,
    outPtr: number,
    outLen: number,
  ): number;
  sw_picture_remap(
    pixelsPtr: number,
    pixelsLen: number,
    columns: number,
    rows: number,
    palettePtr: number,
    paletteLen: number,
    dither: number,
    outPtr: number,
    outLen: number,
  ): number;
  sw_picture_cleanup(
    cellsPtr: number,
    cellsLen: number,
    columns: number,
    rows: number,
    pixelsPtr: number,
    pixelsLen: number,
    palettePtr: number,
    paletteLen: number,
    strength: number,
    flags: number,
  ): number;
  sw_picture_report(
    cellsPtr: number,
    cellsLen: number,
    columns: number,
    rows: number,
    pixelsPtr: number,
    pixelsLen: number,
    palettePtr: number,
    paletteLen: number,
    outPtr: number,
    outLen: number,
  ): number;
  sw_picture_kmeans(
    pointsPtr: number,
    pointsLen: number,
    centroidsPtr: number,
    centroidsLen: number,
    iterations: number,
  ): number;
}

const functionNames = [
  'sw_version',
  'sw_alloc',
  'sw_free',
  'sw_rows_encoded_len',
  'sw_rows_encode',
  'sw_rows_decode',
  'sw_picture_resize',
  'sw_picture_adjust',
  'sw_picture_quantize',
  'sw_picture_remap',
  'sw_picture_cleanup',
  'sw_picture_report',
  'sw_picture_kmeans',
] as const;

/** What `loadEngine` accepts: the wasm bytes, or a module compiled from them (e.g. by `compileStreaming`). */
export type EngineSource = BufferSource | WebAssembly.Module;

/**
 * Instantiates `engine.wasm` (it imports nothing) and checks that it has every export the binding calls.
 *
 * @throws Error naming the missing exports when the wasm is not this engine or another version of it
 */
export async function instantiateEngine(source: EngineSource): Promise<EngineExports> {
  const instance =
    source instanceof WebAssembly.Module
      ? await WebAssembly.instantiate(source, {})
      : (await WebAssembly.instantiate(source, {})).instance;
  const { exports } = instance;
  const missing: string[] = functionNames.filter((name) => typeof exports[name] !== 'function');
  if (!(exports.memory instanceof WebAssembly.Memory)) missing.push('memory');
  if (missing.length > 0) throw new Error(`engine.wasm lacks the exports ${missing.join(', ')}`);
  return exports as unknown as EngineExports;
}

/**
 * Allocation and views on the engine's memory. A view is only valid until the next call that may
 * allocate (memory growth detaches the old buffer), so take views after allocating and drop them soon.
 */
export class EngineHeap {
  constructor(private readonly engine: EngineExports) {}

  /**
   * Allocates `length` bytes; pair every call with {@link free}.
   *
   * @throws EngineError with {@link Status.OutOfMemory} when the engine cannot grow its memory
   */
  alloc(length: number): number {
    if (length === 0) return 0;
    // Pointers above 2 GiB come back as negative i32 values.
    const pointer = this.engine.sw_alloc(length) >>> 0;
    if (pointer === 0) {
      throw new EngineError(Status.OutOfMemory, `The engine could not allocate ${length} bytes`);
    }
    return pointer;
  }

  /** Frees what {@link alloc} returned for this `length`. */
  free(pointer: number, length: number): void {
    this.engine.sw_free(pointer, length);
  }

  /** A view on `length` bytes at `pointer`, over the memory's current buffer. */
  bytes(pointer: number, length: number): Uint8Array<ArrayBuffer> {
    return new Uint8Array(this.engine.memory.buffer, pointer, length);
  }

  /** A `DataView` on `length` bytes at `pointer` (little-endian numbers), over the memory's current buffer. */
  view(pointer: number, length: number): DataView<ArrayBuffer> {
    return new DataView(this.engine.memory.buffer, pointer, length);
  }
}

/**
 * Turns a status into the binding's error: {@link GridRowsError} for invalid rows, {@link PictureError}
 * for a refused picture input, {@link EngineError} for everything else that is not {@link Status.Ok}.
 */
export function throwIfFailed(status: number): void {
  if (status === Status.Ok) return;
  if (status === Status.InvalidGridRows) throw new GridRowsError();
  const pictureCode = pictureErrorCodes[status];
  if (pictureCode) throw new PictureError(pictureCode);
  throw new EngineError(status);
}
