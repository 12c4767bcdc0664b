/**
 * The raw exports of the freeform hit index (`src/abi_hit.rs`, `ABI.md` "Freeform hit index"), in a module of
 * their own so `abi.ts` and `freeformIndex.ts` share them without importing each other.
 */

/** The exports the hit index calls (`ABI.md`, "Freeform hit index"). */
export interface HitExports {
  readonly memory: WebAssembly.Memory;
  sw_alloc(len: number): number;
  sw_free(ptr: number, len: number): void;
  sw_hit_new(cellSize: number): number;
  sw_hit_drop(handle: number): number;
  sw_hit_len(handle: number): number;
  sw_hit_set(
    handle: number,
    id: number,
    layer: number,
    z: number,
    x: number,
    y: number,
    width: number,
    height: number,
    rotate: number,
  ): number;
  sw_hit_set_many(handle: number, recordsPtr: number, recordsLen: number): number;
  sw_hit_remove(handle: number, id: number): number;
  sw_hit_clear(handle: number): number;
  sw_hit_filter(handle: number, layersPtr: number, layersLen: number): number;
  sw_hit_pick_point(handle: number, x: number, y: number, layersMode: number): number;
  sw_hit_pick_rect(
    handle: number,
    x: number,
    y: number,
    width: number,
    height: number,
    partial: number,
    layersMode: number,
  ): number;
  sw_hit_results(handle: number): number;
}

/** The names `loadFreeformHitEngine` and `loadEngine` check. */
export const hitFunctionNames = [
  'sw_alloc',
  'sw_free',
  'sw_hit_new',
  'sw_hit_drop',
  'sw_hit_len',
  'sw_hit_set',
  'sw_hit_set_many',
  'sw_hit_remove',
  'sw_hit_clear',
  'sw_hit_filter',
  'sw_hit_pick_point',
  'sw_hit_pick_rect',
  'sw_hit_results',
] as const;
