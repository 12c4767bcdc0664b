/**
 * The freeform hit index inside the engine worker (`EngineWorkerApi.freeformHit`), loaded on its first call. The
 * editor asks the main-thread index instead (docs/decisions/freeform.md "Hit index"); this path serves callers
 * that are asynchronous anyway and the benchmark of the round trip.
 */
import type { FreeformHitReply, FreeformHitRequest } from './engineProtocol';
import type { FreeformHitEngine, WasmHitIndex } from './freeformHitWasm';

/** Answers hit-index requests with indexes kept by id; `loadEngine` loads the wasm (once, on first use). */
export function createFreeformHitService(loadEngine: () => Promise<FreeformHitEngine>) {
  let engine: Promise<FreeformHitEngine> | undefined;
  const indexes = new Map<number, WasmHitIndex>();

  async function indexFor(indexId: number): Promise<WasmHitIndex> {
    const loading = (engine ??= loadEngine());
    loading.catch(() => {
      if (engine === loading) engine = undefined;
    });
    let index = indexes.get(indexId);
    if (!index) {
      index = (await loading).createIndex();
      indexes.set(indexId, index);
    }
    return index;
  }

  return async function answer(request: FreeformHitRequest): Promise<FreeformHitReply> {
    let index: WasmHitIndex;
    try {
      if (request.op === 'dispose') {
        indexes.get(request.indexId)?.dispose();
        indexes.delete(request.indexId);
        return { ok: true, ids: [] };
      }
      index = await indexFor(request.indexId);
    } catch (error) {
      console.error('[engine worker] loading the hit index failed', error);
      return { ok: false, code: 'engineUnavailable' };
    }
    try {
      switch (request.op) {
        case 'update':
          if (request.clear) index.clear();
          for (const id of request.remove ?? []) index.remove(id);
          if (request.set) index.setBatch(request.set);
          return { ok: true, ids: [index.size] };
        case 'pickPoint':
          return { ok: true, ids: [index.pickPoint(request.x, request.y, request.layerIds)] };
        case 'pickRect':
          return { ok: true, ids: index.pickRect(request.rect, request.partial, request.layerIds) };
      }
    } catch (error) {
      if (error instanceof RangeError) return { ok: false, code: 'invalidHitEntry' };
      throw error;
    }
  };
}
