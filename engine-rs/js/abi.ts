/**
 * The raw side of the binding: the typed exports of `engine.wasm`, its status codes and the heap
 * helpers that allocate, view and free wasm memory. `ABI.md` documents each export.
 */
import { GridRowsError } from './gridRows';

/** The status every `sw_*` call returns; the numbers mirror `Status` in `src/abi.rs`. */
export const Status = {
  Ok: 0,
  InvalidGridRows: 1,
  InvalidArgument: 2,
  OutOfMemory: 3,
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
}

const functionNames = [
  'sw_version',
  'sw_alloc',
  'sw_free',
  'sw_rows_encoded_len',
  'sw_rows_encode',
  'sw_rows_decode',
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
}

/**
 * Turns a status into the binding's error: {@link GridRowsError} for invalid rows, {@link EngineError}
 * for everything else that is not {@link Status.Ok}.
 */
export function throwIfFailed(status: number): void {
  if (status === Status.Ok) return;
  if (status === Status.InvalidGridRows) throw new GridRowsError();
  throw new EngineError(status);
}
