/**
 * The wasm hit index against the model's `LinearHitIndex` on random data: the same answers for every point and
 * rubber band, after loading, moving, deleting and clearing. Loads the real dist/freeform-hit.wasm.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LinearHitIndex, type FreeformHitIndex, type HitEntry } from '@steekwerk/model';
import { packHitEntries, type FreeformHitEngine, type WasmHitIndex } from './freeformIndex';
import { loadFreeformHitEngineNode } from './node';
import { EngineError } from './abi';

/** mulberry32: a small deterministic generator, so every run sees the same data. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomEntry(random: () => number, side: number): HitEntry {
  const size = random() < 0.02 ? 100 + random() * 800 : 5 + random() * 55;
  const turn = random();
  return {
    layerId: Math.floor(random() * 4),
    z: Math.floor(random() * 20),
    x: -50 + random() * (side + 100),
    y: -50 + random() * (side + 100),
    width: size,
    height: size * (0.2 + random() * 2.8),
    rotate: turn < 0.33 ? 0 : turn < 0.66 ? Math.floor(random() * 24) * 15 : -720 + random() * 1440,
  };
}

function randomLayers(random: () => number): number[] | null {
  const kind = Math.floor(random() * 4);
  if (kind === 0) return null;
  if (kind === 1) return [];
  if (kind === 2) return [Math.floor(random() * 5)];
  return [2, 0, 2, Math.floor(random() * 5)];
}

function sameAnswers(
  index: FreeformHitIndex,
  reference: LinearHitIndex,
  entries: Map<number, HitEntry>,
  random: () => number,
  side: number,
  rounds: number,
): void {
  expect(index.size).toBe(reference.size);
  const list = [...entries.values()];
  for (let round = 0; round < rounds; round += 1) {
    const layers = randomLayers(random);
    let x = -100 + random() * (side + 200);
    let y = -100 + random() * (side + 200);
    if (list.length > 0 && random() < 0.5) {
      // On a centre: something is hit, so the z order and ties are what is checked.
      const entry = list[Math.floor(random() * list.length)]!;
      x = entry.x;
      y = entry.y;
    }
    expect(index.pickPoint(x, y, layers), `point ${x} ${y} ${JSON.stringify(layers)}`).toBe(
      reference.pickPoint(x, y, layers),
    );
    const width = random() < 0.125 ? -side + random() * side * 2.5 : -120 + random() * 240;
    const rect = {
      x: -100 + random() * side,
      y: -100 + random() * side,
      width,
      height: -120 + random() * 240,
    };
    const partial = random() < 0.5;
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    expect(sorted(index.pickRect(rect, partial, layers)), JSON.stringify(rect)).toEqual(
      sorted(reference.pickRect(rect, partial, layers)),
    );
  }
}

describe('the wasm freeform hit index', () => {
  let engine: FreeformHitEngine;
  beforeAll(async () => {
    engine = await loadFreeformHitEngineNode();
  });

  it.each([
    [1, 0, 500],
    [2, 8, 300],
    [3, 64, 2000],
  ])('answers as LinearHitIndex on random data (seed %i, cell %i)', (seed, cellSize, side) => {
    const random = prng(seed);
    const index: WasmHitIndex = engine.createIndex(cellSize);
    const asInterface: FreeformHitIndex = index;
    const reference = new LinearHitIndex();
    const entries = new Map<number, HitEntry>();
    // Half loaded in one batch, half one by one.
    const batch: [number, HitEntry][] = [];
    for (let i = 0; i < 2000; i += 1) {
      const id = i * 3;
      const entry = randomEntry(random, side);
      entries.set(id, entry);
      reference.set(id, entry);
      if (i % 2 === 0) batch.push([id, entry]);
      else index.set(id, entry);
    }
    index.setBatch(packHitEntries(batch));
    sameAnswers(asInterface, reference, entries, random, side, 300);

    for (let step = 0; step < 3000; step += 1) {
      const id = Math.floor(random() * 7000) * 3;
      const old = entries.get(id);
      const action = Math.floor(random() * 4);
      if (action === 0) {
        index.remove(id);
        reference.remove(id);
        entries.delete(id);
      } else if (action === 1 && old) {
        const moved = { ...old, x: old.x + (random() - 0.5) * 6, rotate: old.rotate + 15 };
        index.set(id, moved);
        reference.set(id, moved);
        entries.set(id, moved);
      } else if (action === 2) {
        const added = randomEntry(random, side);
        index.set(id, added);
        reference.set(id, added);
        entries.set(id, added);
      } else if (old) {
        const relayered = { ...old, layerId: (old.layerId + 1) % 5, z: Math.floor(random() * 20) };
        index.set(id, relayered);
        reference.set(id, relayered);
        entries.set(id, relayered);
      }
    }
    sameAnswers(asInterface, reference, entries, random, side, 300);

    // A batched move of many at once.
    const moved = [...entries]
      .slice(0, 1000)
      .map(([id, e]): [number, HitEntry] => [id, { ...e, x: e.x + 40 }]);
    index.setBatch(packHitEntries(moved));
    for (const [id, e] of moved) {
      reference.set(id, e);
      entries.set(id, e);
    }
    sameAnswers(asInterface, reference, entries, random, side, 200);

    index.clear();
    reference.clear();
    entries.clear();
    sameAnswers(asInterface, reference, entries, random, side, 20);
    index.dispose();
  });

  it('keeps indexes apart and refuses what it cannot hold', () => {
    const first = engine.createIndex();
    const second = engine.createIndex();
    const chain: HitEntry = { layerId: 1, z: 0, x: 10, y: 10, width: 20, height: 20, rotate: 0 };
    first.set(5, chain);
    expect(first.size).toBe(1);
    expect(second.size).toBe(0);
    expect(second.pickPoint(10, 10, null)).toBe(-1);
    expect(first.pickPoint(10, 10, [1])).toBe(5);
    expect(first.pickPoint(10, 10, [0])).toBe(-1);
    expect(first.pickPoint(10, 10, [0.5, 1])).toBe(5);
    expect(first.pickPoint(Number.NaN, 10, null)).toBe(-1);

    expect(() => first.set(-1, chain)).toThrow(RangeError);
    expect(() => first.set(1.5, chain)).toThrow(RangeError);
    expect(() => first.set(2 ** 31, chain)).toThrow(RangeError);
    expect(() => first.set(1, { ...chain, x: Number.NaN })).toThrow(RangeError);
    expect(() => first.set(1, { ...chain, layerId: 2 ** 40 })).toThrow(RangeError);
    expect(() => first.setBatch(new Float64Array(7))).toThrow(RangeError);
    const bad = packHitEntries([
      [1, chain],
      [2, { ...chain, rotate: Number.POSITIVE_INFINITY }],
    ]);
    expect(() => first.setBatch(bad)).toThrow(RangeError);
    expect(first.size).toBe(1);
    first.remove(-3);
    first.remove(99);
    expect(first.size).toBe(1);

    first.dispose();
    expect(() => first.pickPoint(10, 10, null)).toThrow(EngineError);
    expect(() => first.size).toThrow(EngineError);
    second.dispose();
  });
});
