// Runs in a Web Worker like the app's engine: times encode and decode of each codec variant.
import { loadEngine } from '@steekwerk/engine';
import wasmUrl from '@steekwerk/engine-wasm?url';
import { engineCodec, nativeCodec, plainCodec, repeatFor, samplesFor, type Codec } from './kernels';

interface Request {
  sizes: number[];
}

function makeGrid(size: number): Uint8Array {
  const cells = new Uint8Array(size * size);
  let seed = 12345;
  for (let index = 0; index < cells.length; index += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const column = index % size;
    const row = Math.floor(index / size);
    const blob = Math.floor((column / size) * 5) * 6 + Math.floor((row / size) * 6);
    cells[index] = seed % 20 === 0 ? 1 + (seed % 30) : 1 + (blob % 30);
  }
  return cells;
}

/** Sorted durations in ms; each sample times `repeat` calls, so short calls beat the clock's 0.1 ms grain. */
function time(fn: () => unknown, samples: number, repeat: number): number[] {
  for (let index = 0; index < 3; index += 1) fn();
  const durations: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    for (let call = 0; call < repeat; call += 1) fn();
    durations.push((performance.now() - start) / repeat);
  }
  return durations.sort((a, b) => a - b);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

self.onmessage = async (event: MessageEvent<Request>) => {
  const module = await WebAssembly.compileStreaming(fetch(wasmUrl));
  const engine = await loadEngine(module);
  const wasmOnly = await loadEngine(module, { platformBase64: null });
  const codecs: Record<string, Codec> = {
    engine: engineCodec(engine),
    wasm: engineCodec(wasmOnly),
    native: nativeCodec,
    plain: plainCodec,
  };
  const results = [];
  for (const size of event.data.sizes) {
    const cells = makeGrid(size);
    const rows = nativeCodec.encode(cells, size);
    const samples = samplesFor(size);
    const repeat = repeatFor(cells.length);
    for (const [method, codec] of Object.entries(codecs)) {
      if (codec.encode(cells, size) !== rows) throw new Error(`${method} encode differs at ${size}`);
      if (!sameBytes(codec.decode(rows, size), cells)) throw new Error(`${method} decode differs at ${size}`);
      const where = 'worker';
      results.push({
        operation: 'encode',
        size,
        method,
        where,
        durations: time(() => codec.encode(cells, size), samples, repeat),
      });
      results.push({
        operation: 'decode',
        size,
        method,
        where,
        durations: time(() => codec.decode(rows, size), samples, repeat),
      });
    }
  }
  self.postMessage({ results, engineVersion: engine.version(), rowsCodec: engine.rowsCodec });
};
