/**
 * Loads the freeform hit index's own wasm (`freeform-hit.wasm`, about 55 KB) and its binding. Only ever imported
 * dynamically, so the grid editor never downloads it: the main-thread index (`freeformHitIndex.ts`) and the engine
 * worker (`freeformHitWorker.ts`) load it when a freeform chart needs it.
 */
import {
  loadFreeformHitEngine,
  packHitEntries,
  type FreeformHitEngine,
  type HitIndexEntry,
  type WasmHitIndex,
} from '@steekwerk/engine/freeform';
import wasmUrl from '@steekwerk/freeform-hit-wasm?url';

export { packHitEntries, type FreeformHitEngine, type HitIndexEntry, type WasmHitIndex };

async function compile(url: string): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch (error) {
    // compileStreaming needs `Content-Type: application/wasm`; compile from the bytes when a server sends another.
    if (!(error instanceof TypeError)) throw error;
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Fetching the hit index failed: HTTP ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/** Fetches, compiles and instantiates `freeform-hit.wasm`. */
export async function loadBrowserFreeformHitEngine(): Promise<FreeformHitEngine> {
  return loadFreeformHitEngine(await compile(wasmUrl));
}
