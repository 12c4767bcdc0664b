// Runs in the bench page and, as a module worker, in a Web Worker: the hit index over the raw exports of
// freeform-hit.wasm (the same calls WasmHitIndex makes), 100 000 symbols on 4 layers of a 2000-unit chart.
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

export async function makeIndex(count, side) {
  const { instance } = await WebAssembly.instantiate(
    await (await fetch('/freeform-hit.wasm')).arrayBuffer(),
    {},
  );
  const wasm = instance.exports;
  const random = prng(count);
  const records = new Float64Array(count * 8);
  for (let id = 0; id < count; id += 1) {
    const size = 0.5 + random() * 1.5;
    records.set(
      [
        id,
        id % 4,
        id,
        random() * side,
        random() * side,
        20 * (1 + Math.floor(random() * 3)) * size,
        20 * size,
        random() < 0.5 ? 0 : random() * 360,
      ],
      id * 8,
    );
  }
  const handle = wasm.sw_hit_new(0);
  const start = performance.now();
  const pointer = wasm.sw_alloc(records.byteLength) >>> 0;
  new Uint8Array(wasm.memory.buffer, pointer, records.byteLength).set(new Uint8Array(records.buffer));
  if (wasm.sw_hit_set_many(handle, pointer, records.byteLength) !== 0) throw new Error('load failed');
  wasm.sw_free(pointer, records.byteLength);
  const load = performance.now() - start;
  const layers = new Int32Array([0, 1, 3]);
  const lp = wasm.sw_alloc(12) >>> 0;
  new Uint8Array(wasm.memory.buffer, lp, 12).set(new Uint8Array(layers.buffer));
  wasm.sw_hit_filter(handle, lp, 12);
  return {
    load,
    point: (x, y) => wasm.sw_hit_pick_point(handle, x, y, 1),
    rect: (x, y, w, h) => {
      const count = wasm.sw_hit_pick_rect(handle, x, y, w, h, 1, 1);
      const at = wasm.sw_hit_results(handle) >>> 0;
      return Array.from(new Uint32Array(wasm.memory.buffer, at, count));
    },
  };
}

if (typeof window === 'undefined') {
  const self = globalThis;
  const index = await makeIndex(100000, 2000);
  self.onmessage = ({ data }) => {
    const { op, args } = data;
    const result = op === 'point' ? index.point(...args) : op === 'rect' ? index.rect(...args) : args[0];
    self.postMessage(result);
  };
  self.postMessage('ready');
}
