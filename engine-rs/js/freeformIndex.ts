/**
 * The freeform hit index over the engine (`src/hit/`, `src/abi_hit.rs`): which symbol lies under a point, which
 * symbols a rubber band selects. It implements `FreeformHitIndex` of `@steekwerk/model` (the types here are
 * structural copies, so this package builds before the model) with the same answers as `LinearHitIndex`.
 *
 * Every call is synchronous and cheap enough for a pointer move on the main thread; `setBatch` loads a whole
 * chart from one `Float64Array` (`packHitEntries`). `@steekwerk/engine/freeform` loads only what the index needs.
 */
import { EngineError, Status } from './abi';
import { hitFunctionNames, type HitExports } from './hitAbi';

export { hitFunctionNames, type HitExports } from './hitAbi';

/** A symbol's placement as the index needs it (`HitEntry` of the model): centre, unturned size, turn, layer, z. */
export interface HitIndexEntry {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Degrees clockwise about the centre. */
  readonly rotate: number;
  readonly layerId: number;
  readonly z: number;
}

/** A rubber band from its corner and size (either may be negative). */
export interface HitRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The largest id an entry may have. */
export const MAX_HIT_ID = 0x7fff_ffff;
/** Numbers per record of {@link WasmHitIndex.setBatch}: id, layer, z, x, y, width, height, rotate. */
export const HIT_RECORD_NUMBERS = 8;

const INVALID = -2;

function isId(id: number): boolean {
  return Number.isInteger(id) && id >= 0 && id <= MAX_HIT_ID;
}

function isLayer(layer: number): boolean {
  return Number.isInteger(layer) && layer >= -0x8000_0000 && layer <= 0x7fff_ffff;
}

function checkEntry(id: number, entry: HitIndexEntry): void {
  if (!isId(id)) throw new RangeError(`A hit index id is a whole number from 0 to ${MAX_HIT_ID}: ${id}`);
  if (!isLayer(entry.layerId)) throw new RangeError(`A layer id is a whole 32-bit number: ${entry.layerId}`);
  for (const key of ['z', 'x', 'y', 'width', 'height', 'rotate'] as const) {
    if (!Number.isFinite(entry[key])) throw new RangeError(`A hit entry's ${key} is a finite number`);
  }
}

/**
 * Entries as the records {@link WasmHitIndex.setBatch} takes: eight numbers each (id, layer, z, x, y, width,
 * height, rotate).
 */
export function packHitEntries(entries: Iterable<readonly [number, HitIndexEntry]>): Float64Array {
  const list = Array.isArray(entries) ? (entries as (readonly [number, HitIndexEntry])[]) : [...entries];
  const records = new Float64Array(list.length * HIT_RECORD_NUMBERS);
  list.forEach(([id, e], i) => {
    records.set([id, e.layerId, e.z, e.x, e.y, e.width, e.height, e.rotate], i * HIT_RECORD_NUMBERS);
  });
  return records;
}

/**
 * A hit index living in the engine's memory. Throws `RangeError` for an id, layer or number it cannot hold,
 * `EngineError` when the engine's memory cannot grow or the index was disposed.
 */
export class WasmHitIndex {
  private handle: number;
  /** The layer list the engine's filter holds (`sw_hit_filter`), so a pick sends it only when it changes. */
  private filter: readonly number[] | undefined;

  constructor(
    private readonly engine: HitExports,
    cellSize = 0,
  ) {
    this.handle = engine.sw_hit_new(cellSize);
  }

  get size(): number {
    const size = this.engine.sw_hit_len(this.handle);
    if (size < 0) throw this.disposedError();
    return size;
  }

  /** Adds an entry or replaces the one with this id. */
  set(id: number, entry: HitIndexEntry): void {
    checkEntry(id, entry);
    const { x, y, width, height, rotate, layerId, z } = entry;
    this.check(this.engine.sw_hit_set(this.handle, id, layerId, z, x, y, width, height, rotate));
  }

  /**
   * Adds or replaces many entries from records of eight numbers (`packHitEntries`). Nothing changes when one
   * record is refused (`RangeError`).
   */
  setBatch(records: Float64Array): void {
    if (records.length % HIT_RECORD_NUMBERS !== 0) {
      throw new RangeError(`Hit records come in groups of ${HIT_RECORD_NUMBERS} numbers`);
    }
    if (records.length === 0) return;
    const length = records.byteLength;
    const pointer = this.alloc(length);
    try {
      // Bytes, not a Float64Array view: `sw_alloc` promises no alignment. Typed arrays are little-endian on
      // every platform that runs wasm, as the engine reads them.
      this.bytes(pointer, length).set(new Uint8Array(records.buffer, records.byteOffset, length));
      const status = this.engine.sw_hit_set_many(this.handle, pointer, length);
      if (status === Status.InvalidHitEntry)
        throw new RangeError('A hit record has an id, layer or number out of range');
      this.check(status);
    } finally {
      this.engine.sw_free(pointer, length);
    }
  }

  /** Removes an entry; an unknown id does nothing. */
  remove(id: number): void {
    if (!isId(id)) return;
    if (this.engine.sw_hit_remove(this.handle, id) < 0) throw this.disposedError();
  }

  clear(): void {
    this.check(this.engine.sw_hit_clear(this.handle));
  }

  /** The id of the topmost (highest `z`, then highest id) entry containing the point, or -1. */
  pickPoint(x: number, y: number, layerIds: readonly number[] | null): number {
    const id = this.engine.sw_hit_pick_point(this.handle, x, y, this.layersMode(layerIds));
    if (id === INVALID) throw this.disposedError();
    return id;
  }

  /** The ids a rubber band selects (fully covered, or partly when `partial`), in no particular order. */
  pickRect(rect: HitRect, partial: boolean, layerIds: readonly number[] | null): number[] {
    const mode = this.layersMode(layerIds);
    const count = this.engine.sw_hit_pick_rect(
      this.handle,
      rect.x,
      rect.y,
      rect.width,
      rect.height,
      partial ? 1 : 0,
      mode,
    );
    if (count === INVALID) throw this.disposedError();
    if (count === 0) return [];
    const pointer = this.engine.sw_hit_results(this.handle) >>> 0;
    return Array.from(new Uint32Array(this.engine.memory.buffer, pointer, count));
  }

  /** Frees the index in the engine; later calls throw `EngineError`. */
  dispose(): void {
    if (this.handle === 0) return;
    this.engine.sw_hit_drop(this.handle);
    this.handle = 0;
  }

  /** 0 for every layer; 1 for the engine's filter, sent first when the list differs from the last one. */
  private layersMode(layerIds: readonly number[] | null): number {
    if (layerIds === null) return 0;
    const last = this.filter;
    if (last?.length === layerIds.length && last.every((layer, i) => layer === layerIds[i])) return 1;
    // A layer that is not a whole 32-bit number holds no entries: it is left out.
    const layers = Int32Array.from(layerIds.filter(isLayer));
    const length = layers.byteLength;
    const pointer = this.alloc(length);
    try {
      if (length > 0) this.bytes(pointer, length).set(new Uint8Array(layers.buffer));
      this.check(this.engine.sw_hit_filter(this.handle, pointer, length));
    } finally {
      this.engine.sw_free(pointer, length);
    }
    this.filter = [...layerIds];
    return 1;
  }

  private bytes(pointer: number, length: number): Uint8Array {
    return new Uint8Array(this.engine.memory.buffer, pointer, length);
  }

  private alloc(length: number): number {
    if (length === 0) return 0;
    const pointer = this.engine.sw_alloc(length) >>> 0;
    if (pointer === 0)
      throw new EngineError(Status.OutOfMemory, `The engine could not allocate ${length} bytes`);
    return pointer;
  }

  private check(status: number): void {
    if (status === Status.Ok) return;
    if (status === Status.InvalidHitEntry) throw new RangeError('The hit entry is out of range');
    if (status === Status.InvalidArgument && this.handle === 0) throw this.disposedError();
    throw new EngineError(status);
  }

  private disposedError(): EngineError {
    return new EngineError(Status.InvalidArgument, 'The hit index was disposed');
  }
}

/** What `loadFreeformHitEngine` gives: a factory of hit indexes sharing one engine instance. */
export interface FreeformHitEngine {
  /** A new, empty index; `cellSize` in freeform units (0: the engine's default, 64). */
  createIndex(cellSize?: number): WasmHitIndex;
}

/**
 * Instantiates `engine.wasm` for the hit index alone (no picture or rows binding is bundled): from its bytes or
 * a compiled module.
 *
 * @throws Error naming the missing exports when the wasm is not this engine
 */
export async function loadFreeformHitEngine(
  source: BufferSource | WebAssembly.Module,
): Promise<FreeformHitEngine> {
  const instance =
    source instanceof WebAssembly.Module
      ? await WebAssembly.instantiate(source, {})
      : (await WebAssembly.instantiate(source, {})).instance;
  const { exports } = instance;
  const missing: string[] = hitFunctionNames.filter((name) => typeof exports[name] !== 'function');
  if (!(exports.memory instanceof WebAssembly.Memory)) missing.push('memory');
  if (missing.length > 0) throw new Error(`engine.wasm lacks the exports ${missing.join(', ')}`);
  return freeformHitEngine(exports as unknown as HitExports);
}

/** The factory over an instance already loaded (the engine worker's). */
export function freeformHitEngine(exports: HitExports): FreeformHitEngine {
  return { createIndex: (cellSize = 0) => new WasmHitIndex(exports, cellSize) };
}
