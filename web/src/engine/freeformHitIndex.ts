/**
 * The freeform hit index the editor's tools ask (issue 29; docs/decisions/freeform.md "Hit index"): the engine's
 * spatial index in a wasm instance on the main thread, answering synchronously as `FreeformHitIndex` demands.
 *
 * `createFreeformHitIndex()` returns at once. Until the wasm has loaded (it is fetched on the first freeform chart
 * only, never by the grid editor) the answers come from the model's `LinearHitIndex`; then every entry moves into
 * the wasm in one batch and the linear copy is dropped. Should the wasm fail to load, the linear index stays: the
 * answers are the same, only slower.
 */
import { LinearHitIndex, type FreeformHitIndex, type FreeformRect, type HitEntry } from '@steekwerk/model';
import type { WasmHitIndex } from '@steekwerk/engine/freeform';

/** Makes a wasm index holding `entries`; the default loads `freeform-hit.wasm` once per page. */
export type WasmHitIndexMaker = (entries: ReadonlyMap<number, HitEntry>) => Promise<WasmHitIndex>;

let sharedEngine: Promise<import('./freeformHitWasm').FreeformHitEngine> | undefined;

/** The page's one instance of `freeform-hit.wasm` (all indexes share it); a failed load is tried again later. */
const browserMaker: WasmHitIndexMaker = async (entries) => {
  const loading = (sharedEngine ??= import('./freeformHitWasm').then((wasm) =>
    wasm.loadBrowserFreeformHitEngine(),
  ));
  loading.catch(() => {
    if (sharedEngine === loading) sharedEngine = undefined;
  });
  const [engine, { packHitEntries }] = await Promise.all([loading, import('./freeformHitWasm')]);
  const index = engine.createIndex();
  try {
    index.setBatch(packHitEntries(entries));
  } catch (error) {
    index.dispose();
    throw error;
  }
  return index;
};

/** A `FreeformHitIndex` over the engine, usable at once (see the module comment). */
export class EngineFreeformHitIndex implements FreeformHitIndex {
  private wasm: WasmHitIndex | undefined;
  /** The answers until the wasm takes over, and the entries to hand it. */
  private linear: LinearHitIndex | undefined = new LinearHitIndex();
  private pending: Map<number, HitEntry> | undefined = new Map();
  private disposed = false;
  /** Settles when the wasm has taken over (true) or will not (false: the linear index stays). */
  readonly ready: Promise<boolean>;

  constructor(makeWasm: WasmHitIndexMaker = browserMaker) {
    this.ready = this.takeOver(makeWasm);
  }

  /** Whether the answers come from the wasm. */
  get usesEngine(): boolean {
    return this.wasm !== undefined;
  }

  get size(): number {
    return this.wasm ? this.wasm.size : (this.linear?.size ?? 0);
  }

  set(id: number, entry: HitEntry): void {
    if (this.wasm) return this.wasm.set(id, entry);
    this.linear?.set(id, entry);
    this.pending?.set(id, entry);
  }

  remove(id: number): void {
    if (this.wasm) return this.wasm.remove(id);
    this.linear?.remove(id);
    this.pending?.delete(id);
  }

  clear(): void {
    if (this.wasm) return this.wasm.clear();
    this.linear?.clear();
    this.pending?.clear();
  }

  pickPoint(x: number, y: number, layerIds: readonly number[] | null): number {
    if (this.wasm) return this.wasm.pickPoint(x, y, layerIds);
    return this.linear?.pickPoint(x, y, layerIds) ?? -1;
  }

  pickRect(rect: FreeformRect, partial: boolean, layerIds: readonly number[] | null): number[] {
    if (this.wasm) return this.wasm.pickRect(rect, partial, layerIds);
    return this.linear?.pickRect(rect, partial, layerIds) ?? [];
  }

  /** Frees the wasm index (when the chart closes); the index is empty and unusable afterwards. */
  dispose(): void {
    this.disposed = true;
    this.wasm?.dispose();
    this.wasm = undefined;
    this.linear = new LinearHitIndex();
    this.pending = undefined;
  }

  private async takeOver(makeWasm: WasmHitIndexMaker): Promise<boolean> {
    try {
      // Entries set while the batch loads are applied after it, so nothing is lost.
      const entries = this.pending ?? new Map<number, HitEntry>();
      const snapshot = new Map(entries);
      const wasm = await makeWasm(snapshot);
      if (this.disposed) {
        wasm.dispose();
        return false;
      }
      const latest = this.pending ?? new Map<number, HitEntry>();
      try {
        for (const id of snapshot.keys()) if (!latest.has(id)) wasm.remove(id);
        for (const [id, entry] of latest) if (snapshot.get(id) !== entry) wasm.set(id, entry);
      } catch (error) {
        wasm.dispose();
        throw error;
      }
      this.wasm = wasm;
      this.linear = undefined;
      this.pending = undefined;
      return true;
    } catch (error) {
      // An id or number the wasm cannot hold, or no wasm at all: the linear index keeps answering.
      console.error('[freeform] the engine hit index is unavailable; using the linear scan', error);
      this.pending = undefined;
      return false;
    }
  }
}

/** The editor's freeform hit index (a drop-in for `new LinearHitIndex()`). */
export function createFreeformHitIndex(makeWasm?: WasmHitIndexMaker): EngineFreeformHitIndex {
  return new EngineFreeformHitIndex(makeWasm);
}
