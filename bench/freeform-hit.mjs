// The freeform hit index (issue 29) in Node: the wasm index (`engine-rs/src/hit/`, `WasmHitIndex`) against the
// model's `LinearHitIndex` in the same run, with 1 000, 10 000 and 100 000 symbols on 4 layers: loading, a
// point pick, a rubber band (a 200 × 200 band and one over the whole chart, partial on), moving a selection of
// 1 000 symbols (1 000 `set` calls and one batched `setBatch`), the grid's cell size at 100 000, and the round
// trip a worker adds (a Node worker thread holding the index, answering by message). Goals at 100 000: a point
// pick under 1 ms, a rubber band under 5 ms. Prints JSON lines.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { emit, quantile, round, sample } from './lib/stats.mjs';

const require = createRequire(import.meta.url);
const { loadFreeformHitEngineNode } = require('@steekwerk/engine/node');
const { packHitEntries } = require('@steekwerk/engine/freeform');
const { LinearHitIndex } = require('@steekwerk/model');

const engine = await loadFreeformHitEngineNode();
const runtime = `node ${process.version}`;

/** mulberry32, so every run measures the same chart. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Symbols of 1–3 cells (20 units a cell) at size 0.5–2, turned anywhere, on 4 layers of a square chart. */
function makeSymbols(count, side, random) {
  const symbols = [];
  for (let id = 0; id < count; id += 1) {
    const size = 0.5 + random() * 1.5;
    symbols.push([
      id,
      {
        layerId: id % 4,
        z: id,
        x: random() * side,
        y: random() * side,
        width: 20 * (1 + Math.floor(random() * 3)) * size,
        height: 20 * size,
        rotate: random() < 0.5 ? 0 : random() * 360,
      },
    ]);
  }
  return symbols;
}

const median = (sorted) => round(quantile(sorted, 0.5));
const p95 = (sorted) => round(quantile(sorted, 0.95));

/** The chart side per count: the free tier's 500 for 1 000 symbols, up to the premium 2 000 for 100 000. */
const sides = { 1000: 500, 10000: 1000, 100000: 2000 };

for (const count of [1000, 10000, 100000]) {
  const side = sides[count];
  const random = prng(count);
  const symbols = makeSymbols(count, side, random);
  const records = packHitEntries(symbols);

  const linear = new LinearHitIndex();
  let start = performance.now();
  for (const [id, entry] of symbols) linear.set(id, entry);
  const linearLoad = performance.now() - start;

  const wasm = engine.createIndex();
  start = performance.now();
  wasm.setBatch(records);
  const wasmBatchLoad = performance.now() - start;
  const oneByOne = engine.createIndex();
  start = performance.now();
  for (const [id, entry] of symbols) oneByOne.set(id, entry);
  const wasmSetLoad = performance.now() - start;
  oneByOne.dispose();

  const points = Array.from({ length: 256 }, () => [random() * side, random() * side]);
  const bands = Array.from({ length: 64 }, () => ({
    x: random() * (side - 200),
    y: random() * (side - 200),
    width: 200,
    height: 200,
  }));
  const whole = { x: -10, y: -10, width: side + 20, height: side + 20 };
  const visible = [0, 1, 3];
  let turn = 0;
  const next = (list) => list[(turn = (turn + 1) % list.length)];

  const repeatPoint = count >= 100000 ? 4 : 64;
  const point = {
    wasm: sample(() => wasm.pickPoint(...next(points), visible), { samples: 31, repeat: 256 }),
    linear: sample(() => linear.pickPoint(...next(points), visible), { samples: 15, repeat: repeatPoint }),
  };
  const band = {
    wasm: sample(() => wasm.pickRect(next(bands), true, visible), { samples: 31, repeat: 32 }),
    linear: sample(() => linear.pickRect(next(bands), true, visible), {
      samples: 15,
      repeat: count >= 100000 ? 1 : 8,
    }),
  };
  const wholeBand = {
    wasm: sample(() => wasm.pickRect(whole, true, null), { samples: 11 }),
    linear: sample(() => linear.pickRect(whole, true, null), { samples: 7 }),
  };
  // The same answers, or the figures mean nothing.
  const sorted = (ids) => [...ids].sort((a, b) => a - b).join();
  const agree =
    points.every(([x, y]) => wasm.pickPoint(x, y, visible) === linear.pickPoint(x, y, visible)) &&
    bands.every((b) => sorted(wasm.pickRect(b, true, visible)) === sorted(linear.pickRect(b, true, visible)));

  // Moving a selection of 1 000: one set per symbol, or one batch.
  const selection = symbols.slice(0, 1000);
  let offset = 0;
  const moveBySet = sample(
    () => {
      offset = offset === 0 ? 7 : 0;
      for (const [id, e] of selection) wasm.set(id, { ...e, x: e.x + offset, y: e.y + offset });
    },
    { samples: 15 },
  );
  const moveBatch = sample(
    () => {
      offset = offset === 0 ? 7 : 0;
      wasm.setBatch(
        packHitEntries(selection.map(([id, e]) => [id, { ...e, x: e.x + offset, y: e.y + offset }])),
      );
    },
    { samples: 15 },
  );
  const moveLinear = sample(
    () => {
      offset = offset === 0 ? 7 : 0;
      for (const [id, e] of selection) linear.set(id, { ...e, x: e.x + offset, y: e.y + offset });
    },
    { samples: 15 },
  );

  emit({
    bench: 'freeform-hit',
    runtime,
    symbols: count,
    layers: 4,
    chartSide: side,
    sameAnswers: agree,
    load_ms: { wasmBatch: round(wasmBatchLoad), wasmSetEach: round(wasmSetLoad), linear: round(linearLoad) },
    point_ms: { wasm: median(point.wasm), wasmP95: p95(point.wasm), linear: median(point.linear) },
    band200_ms: { wasm: median(band.wasm), wasmP95: p95(band.wasm), linear: median(band.linear) },
    bandWhole_ms: { wasm: median(wholeBand.wasm), linear: median(wholeBand.linear) },
    move1000_ms: { wasmSetEach: median(moveBySet), wasmBatch: median(moveBatch), linear: median(moveLinear) },
    goals: { point_ms: 1, band_ms: 5 },
  });

  if (count === 100000) {
    // The grid's cell size (the default is 64 units).
    for (const cellSize of [8, 16, 32, 64, 128]) {
      const index = engine.createIndex(cellSize);
      start = performance.now();
      index.setBatch(records);
      const load = performance.now() - start;
      const pick = sample(() => index.pickPoint(...next(points), visible), { samples: 15, repeat: 256 });
      const rect = sample(() => index.pickRect(next(bands), true, visible), { samples: 15, repeat: 16 });
      emit({
        bench: 'freeform-hit.cellSize',
        runtime,
        symbols: count,
        cellSize,
        load_ms: round(load),
        point_ms: median(pick),
        band200_ms: median(rect),
      });
      index.dispose();
    }
    await workerRoundTrip(records, points, bands, visible);
  }
  wasm.dispose();
}

/** The same picks through a worker thread: what each costs when the index lives in the engine worker. */
async function workerRoundTrip(records, points, bands, visible) {
  const worker = new Worker(fileURLToPath(new URL('./freeform/hitWorker.mjs', import.meta.url)));
  const waiting = new Map();
  let nextId = 1;
  let ready;
  const started = new Promise((resolve) => (ready = resolve));
  worker.on('message', ({ id, result }) => {
    if (id === 0) return ready();
    waiting.get(id)(result);
    waiting.delete(id);
  });
  const call = (op, ...args) =>
    new Promise((resolve) => {
      const id = nextId++;
      waiting.set(id, resolve);
      worker.postMessage({ id, op, args });
    });
  await started;
  await call('load', records);
  const time = async (fn, samples) => {
    for (let i = 0; i < 20; i += 1) await fn(i);
    const durations = [];
    for (let i = 0; i < samples; i += 1) {
      const begin = performance.now();
      await fn(i);
      durations.push(performance.now() - begin);
    }
    return durations.sort((a, b) => a - b);
  };
  const echo = await time(() => call('echo', 1), 401);
  const point = await time((i) => call('point', ...points[i % points.length], visible), 401);
  const band = await time((i) => call('rect', bands[i % bands.length], true, visible), 101);
  emit({
    bench: 'freeform-hit.worker',
    runtime,
    symbols: 100000,
    roundTripEmpty_ms: { p50: median(echo), p95: p95(echo) },
    point_ms: { p50: median(point), p95: p95(point) },
    band200_ms: { p50: median(band), p95: p95(band) },
  });
  await worker.terminate();
}
