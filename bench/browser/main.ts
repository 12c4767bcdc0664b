// Benchmark page: kernel timings from a worker, and the app's own path (main thread → engine worker through
// the app's EngineClient → cells transferred back), published on window for the Playwright driver.
import { getEngineClient } from '../../web/src/engine/engineClient';
import { nativeCodec, repeatFor, samplesFor } from './kernels';

interface KernelResult {
  operation: 'encode' | 'decode';
  size: number;
  method: string;
  where: string;
  durations: number[];
}

interface BenchOutcome {
  results: KernelResult[];
  engineVersion: string;
  rowsCodec: string;
}

declare global {
  interface Window {
    benchDone?: Promise<BenchOutcome>;
  }
}

const sizes = new URLSearchParams(location.search).get('sizes')?.split(',').map(Number) ?? [
  100, 1000, 2000, 4000,
];

function runKernelWorker(): Promise<BenchOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./codec.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<BenchOutcome>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage({ sizes });
  });
}

/** Sorted durations in ms of `call`, each sample averaging `repeat` calls made one after another. */
async function timeAsync(call: () => Promise<void>, size: number): Promise<number[]> {
  const repeat = repeatFor(size * size);
  for (let index = 0; index < 3; index += 1) await call();
  const durations: number[] = [];
  for (let index = 0; index < samplesFor(size); index += 1) {
    const start = performance.now();
    for (let run = 0; run < repeat; run += 1) await call();
    durations.push((performance.now() - start) / repeat);
  }
  return durations.sort((a, b) => a - b);
}

function rowsOf(size: number): string {
  return nativeCodec.encode(new Uint8Array(size * size).fill(7), size);
}

/** Decode as the app does it: the rows string goes to the engine worker, the cells come back by transfer. */
function timeAppDecode(size: number): Promise<number[]> {
  const client = getEngineClient();
  const rows = rowsOf(size);
  return timeAsync(async () => {
    const result = await client.decodeRows(rows, size, size);
    if (!result.ok || result.value.length !== size * size) throw new Error(`app decode failed at ${size}`);
  }, size);
}

/** Decode in a bare worker with the native base64 decoder (no Comlink, no checks), cells transferred back. */
async function timeNativeWorkerDecode(size: number): Promise<number[]> {
  const worker = new Worker(new URL('./native.worker.ts', import.meta.url), { type: 'module' });
  const rows = rowsOf(size);
  const durations = await timeAsync(async () => {
    const cells = await new Promise<Uint8Array>((resolve) => {
      worker.onmessage = (event: MessageEvent<Uint8Array>) => resolve(event.data);
      worker.postMessage({ rows, size });
    });
    if (cells.length !== size * size) throw new Error(`native worker decode failed at ${size}`);
  }, size);
  worker.terminate();
  return durations;
}

/** Decode on the main thread with the native base64 decoder (no worker hop, but it blocks the page). */
function timeMainThreadNativeDecode(size: number): Promise<number[]> {
  const rows = rowsOf(size);
  return timeAsync(async () => {
    nativeCodec.decode(rows, size);
  }, size);
}

async function run(): Promise<BenchOutcome> {
  const outcome = await runKernelWorker();
  const paths: Array<[string, (size: number) => Promise<number[]>]> = [
    ['app-worker-roundtrip', timeAppDecode],
    ['native-worker-roundtrip', timeNativeWorkerDecode],
    ['native-main-thread', timeMainThreadNativeDecode],
  ];
  for (const size of sizes) {
    for (const [method, time] of paths) {
      outcome.results.push({
        operation: 'decode',
        size,
        method,
        where: 'main thread',
        durations: await time(size),
      });
    }
  }
  return outcome;
}

window.benchDone = run();

export {};
