// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinearHitIndex, type HitEntry } from '@steekwerk/model';
import { loadFreeformHitEngine, packHitEntries, type FreeformHitEngine } from '@steekwerk/engine/freeform';
import { createFreeformHitIndex, type WasmHitIndexMaker } from './freeformHitIndex';
import { createFreeformHitService } from './freeformHitWorker';
import { closeFakeWorkers, fakeWorkers } from './testing/fakeEngineWorkers';

afterEach(closeFakeWorkers);

const wasmPath = fileURLToPath(new URL('../../../engine-rs/dist/freeform-hit.wasm', import.meta.url));
const loadNodeEngine = (): Promise<FreeformHitEngine> =>
  loadFreeformHitEngine(new Uint8Array(readFileSync(wasmPath)));

const nodeMaker: WasmHitIndexMaker = async (entries) => {
  const index = (await loadNodeEngine()).createIndex();
  index.setBatch(packHitEntries(entries));
  return index;
};

function symbol(layerId: number, z: number, x: number, y: number, rotate = 0, width = 20): HitEntry {
  return { layerId, z, x, y, width, height: 20, rotate };
}

/** A small doily: 36 symbols around a centre on two layers, turned toward it. */
function doily(): [number, HitEntry][] {
  return Array.from({ length: 36 }, (_, i) => {
    const angle = (i * 10 * Math.PI) / 180;
    return [i + 1, symbol(i % 2, i, 250 + Math.sin(angle) * 60, 250 - Math.cos(angle) * 60, i * 10, 30)];
  });
}

describe('the editor’s freeform hit index', () => {
  it('answers as LinearHitIndex before and after the wasm takes over, keeping what was set meanwhile', async () => {
    const index = createFreeformHitIndex(nodeMaker);
    const reference = new LinearHitIndex();
    for (const [id, entry] of doily()) {
      index.set(id, entry);
      reference.set(id, entry);
    }
    expect(index.usesEngine).toBe(false);
    expect(index.pickPoint(250, 190, null)).toBe(reference.pickPoint(250, 190, null));
    // Edits while the wasm loads.
    index.remove(1);
    reference.remove(1);
    index.set(2, symbol(0, 99, 100, 100));
    reference.set(2, symbol(0, 99, 100, 100));
    expect(await index.ready).toBe(true);
    expect(index.usesEngine).toBe(true);
    expect(index.size).toBe(reference.size);
    const band = { x: 180, y: 150, width: 150, height: 80 };
    for (const partial of [true, false]) {
      for (const layers of [null, [0], [1], []]) {
        expect(index.pickRect(band, partial, layers).sort((a, b) => a - b)).toEqual(
          reference.pickRect(band, partial, layers).sort((a, b) => a - b),
        );
      }
    }
    for (let x = 150; x <= 350; x += 7) {
      for (let y = 150; y <= 350; y += 7) {
        expect(index.pickPoint(x, y, [1, 0])).toBe(reference.pickPoint(x, y, [1, 0]));
      }
    }
    expect(index.pickPoint(100, 100, null)).toBe(2);
    index.set(2, symbol(0, 99, 400, 400));
    expect(index.pickPoint(100, 100, null)).toBe(-1);
    expect(index.pickPoint(400, 400, [0])).toBe(2);
    index.clear();
    expect(index.size).toBe(0);
    index.dispose();
    expect(index.pickPoint(400, 400, null)).toBe(-1);
  });

  it('keeps answering from the linear scan when the wasm cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const index = createFreeformHitIndex(() => Promise.reject(new Error('offline')));
    index.set(7, symbol(0, 0, 50, 50));
    expect(await index.ready).toBe(false);
    expect(index.usesEngine).toBe(false);
    expect(index.pickPoint(50, 50, null)).toBe(7);
    expect(index.pickRect({ x: 0, y: 0, width: 100, height: 100 }, false, null)).toEqual([7]);
    expect(error).toHaveBeenCalled();
  });

  it('keeps the linear scan when an id is one the wasm cannot hold', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const index = createFreeformHitIndex(nodeMaker);
    index.set(-5, symbol(0, 0, 50, 50));
    expect(await index.ready).toBe(false);
    expect(index.pickPoint(50, 50, null)).toBe(-5);
  });
});

describe('the hit index in the engine worker', () => {
  it('loads, picks, refuses bad records and forgets an index', async () => {
    const { client } = fakeWorkers(() => ({ freeformHit: createFreeformHitService(loadNodeEngine) }));
    const records = packHitEntries(doily());
    expect(await client.freeformHit({ op: 'update', indexId: 1, set: records })).toEqual({
      ok: true,
      ids: [36],
    });
    // The caller's records are copied, not detached.
    expect(records.length).toBe(36 * 8);
    const reference = new LinearHitIndex();
    for (const [id, entry] of doily()) reference.set(id, entry);
    expect(await client.freeformHit({ op: 'pickPoint', indexId: 1, x: 250, y: 190, layerIds: null })).toEqual(
      {
        ok: true,
        ids: [reference.pickPoint(250, 190, null)],
      },
    );
    const band = { x: 180, y: 150, width: 150, height: 80 };
    const picked = await client.freeformHit({
      op: 'pickRect',
      indexId: 1,
      rect: band,
      partial: true,
      layerIds: [0],
    });
    expect(picked.ok && [...picked.ids].sort((a, b) => a - b)).toEqual(
      reference.pickRect(band, true, [0]).sort((a, b) => a - b),
    );
    expect(
      await client.freeformHit({ op: 'update', indexId: 1, set: new Float64Array(8).fill(Number.NaN) }),
    ).toEqual({ ok: false, code: 'invalidHitEntry' });
    expect(await client.freeformHit({ op: 'update', indexId: 1, remove: [1, 2], clear: false })).toEqual({
      ok: true,
      ids: [34],
    });
    expect(await client.freeformHit({ op: 'dispose', indexId: 1 })).toEqual({ ok: true, ids: [] });
    expect(await client.freeformHit({ op: 'update', indexId: 1 })).toEqual({ ok: true, ids: [0] });
  });

  it('answers engine unavailable when the wasm cannot load or the reply is broken', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = fakeWorkers(() => ({
      freeformHit: createFreeformHitService(() => Promise.reject(new Error('offline'))),
    }));
    expect(
      await failing.client.freeformHit({ op: 'pickPoint', indexId: 1, x: 0, y: 0, layerIds: null }),
    ).toEqual({
      ok: false,
      code: 'engineUnavailable',
    });
    const broken = fakeWorkers(() => ({ freeformHit: () => ({ ok: true, ids: ['a'] }) }));
    expect(
      await broken.client.freeformHit({ op: 'pickPoint', indexId: 1, x: 0, y: 0, layerIds: null }),
    ).toEqual({
      ok: false,
      code: 'engineUnavailable',
    });
  });
});
