// Runs in a Web Worker like the app's engine: times encode and decode of each codec variant.
import { loadEngine } from '@steekwerk/engine';
import wasmUrl from '@steekwerk/engine-wasm?url';
import { nativeCodec, plainCodec, wasmCodec, type Codec } from './kernels';

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

function time(fn: () => unknown, samples: number): number[] {
  for (let index = 0; index < 3; index += 1) fn();
  const durations: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    fn();
    durations.push(performance.now() - start);
  }
  return durations.sort((a, b) => a - b);
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

self.onmessage = async (event: MessageEvent<Request>) => {
  const engine = await loadEngine(await WebAssembly.compileStreaming(fetch(wasmUrl)));
  const codecs: Record<string, Codec> = { wasm: wasmCodec(engine), native: nativeCodec, plain: plainCodec };
  const results = [];
  for (const size of event.data.sizes) {
    const cells = makeGrid(size);
    const rows = nativeCodec.encode(cells, size);
    const samples = size >= 4000 ? 7 : 15;
    for (const [method, codec] of Object.entries(codecs)) {
      if (codec.encode(cells, size) !== rows) throw new Error(`${method} encode differs at ${size}`);
      if (!sameBytes(codec.decode(rows, size), cells)) throw new Error(`${method} decode differs at ${size}`);
      results.push({
        operation: 'encode',
        size,
        method,
        durations: time(() => codec.encode(cells, size), samples),
      });
      results.push({
        operation: 'decode',
        size,
        method,
        durations: time(() => codec.decode(rows, size), samples),
      });
    }
  }
  self.postMessage({ results, engineVersion: engine.version() });
};
