// Picture import benchmark page: runs the measurements in a Web Worker (where the app runs the engine) and
// publishes the outcome on window for the Playwright driver (picture-speed.browser.mjs).
import type { PictureBenchOutcome, PictureBenchRequest } from './picture.worker';

declare global {
  interface Window {
    pictureBenchDone?: Promise<PictureBenchOutcome>;
  }
}

const request = JSON.parse(
  new URLSearchParams(location.search).get('request') ?? '{}',
) as PictureBenchRequest;

window.pictureBenchDone = new Promise((resolve, reject) => {
  const worker = new Worker(new URL('./picture.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<PictureBenchOutcome | { error: string }>) => {
    worker.terminate();
    if ('error' in event.data) reject(new Error(event.data.error));
    else resolve(event.data);
  };
  worker.onerror = (event) => reject(new Error(event.message));
  worker.postMessage(request);
});

export {};
