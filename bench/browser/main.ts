// Benchmark page: kernel timings from a worker, published on window for the Playwright driver.
interface KernelResult {
  operation: 'encode' | 'decode';
  size: number;
  method: string;
  durations: number[];
}

declare global {
  interface Window {
    benchDone?: Promise<{ results: KernelResult[]; engineVersion: string }>;
  }
}

const sizes = new URLSearchParams(location.search).get('sizes')?.split(',').map(Number) ?? [
  100, 1000, 2000, 4000,
];

window.benchDone = new Promise((resolve, reject) => {
  const worker = new Worker(new URL('./codec.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => resolve(event.data);
  worker.onerror = (event) => reject(new Error(event.message));
  worker.postMessage({ sizes });
});

export {};
