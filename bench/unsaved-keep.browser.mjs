// Keeping unsaved changes on the device (issue 26) in Chromium (Debian's, headless): for charts of 500², 1000² and
// 2000², what one write of an entry costs as the editor makes it (a copy of the cells and of the done cells, the
// metadata, one IndexedDB put in the `steekwerk-unsaved` layout) and a read back: the synchronous part on the main
// thread (copies and the put's structured clone, before the event handler returns — what a `pagehide` write
// costs), the time until the transaction completed, and the read. Prints JSON lines.
import { launchChromium, serveBench } from './lib/browserBench.mjs';
import { emit, quantile, round } from './lib/stats.mjs';

const sizes = [500, 1000, 2000];
const samples = 12;

const server = await serveBench(() => ({ body: '<!doctype html><title>unsaved</title>' }));
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.goto(`${server.base}/`);
  for (const size of sizes) {
    const runs = await page.evaluate(
      async ([size, samples]) => {
        const open = () =>
          new Promise((resolve, reject) => {
            const request = globalThis.indexedDB.open('steekwerk-unsaved');
            request.onupgradeneeded = () => request.result.createObjectStore('entries');
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        const db = await open();
        const cells = new Uint8Array(size * size);
        const done = new Uint8Array(size * size);
        for (let index = 0; index < cells.length; index += 1) {
          cells[index] = (index * 2654435761) % 23;
          done[index] = index % 3 === 0 ? 1 : 0;
        }
        const palette = Array.from({ length: 200 }, (_, id) => ({
          id: id + 1,
          colour: '#123456',
          name: `Kleur ${id}`,
        }));
        const runs = [];
        for (let run = 0; run < samples + 2; run += 1) {
          const start = performance.now();
          const entry = {
            format: 1,
            userId: 'u1',
            chartId: 'c1',
            baseRevision: run,
            sessionId: 'tAAAAAAAAAAAAAAAAAAAA',
            keptAt: Date.now(),
            state: { settings: { title: 'Bench' }, grid: { rows: '', size }, palette },
            cells: cells.slice(),
            chartUnsaved: true,
            done: done.slice(),
          };
          const transaction = db.transaction('entries', 'readwrite');
          transaction.objectStore('entries').put(entry, 'u1/c1/tAAAAAAAAAAAAAAAAAAAA');
          const sync = performance.now() - start;
          await new Promise((resolve, reject) => {
            transaction.oncomplete = resolve;
            transaction.onerror = () => reject(transaction.error);
          });
          const written = performance.now() - start;
          const readStart = performance.now();
          const read = await new Promise((resolve, reject) => {
            const request = db
              .transaction('entries')
              .objectStore('entries')
              .get('u1/c1/tAAAAAAAAAAAAAAAAAAAA');
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          const readMs = performance.now() - readStart;
          if (read.cells.length !== cells.length) throw new Error('read back the wrong entry');
          if (run >= 2) runs.push({ sync, written, readMs });
        }
        db.close();
        return runs;
      },
      [size, samples],
    );
    const sorted = (key) => runs.map((run) => run[key]).sort((a, b) => a - b);
    const stats = (key) => ({
      p50: round(quantile(sorted(key), 0.5)),
      p95: round(quantile(sorted(key), 0.95)),
    });
    emit({
      name: 'unsaved.keep',
      runtime: 'chromium',
      size: `${size}x${size}`,
      entry_bytes: 2 * size * size,
      samples: runs.length,
      main_thread_ms: stats('sync'),
      until_committed_ms: stats('written'),
      read_ms: stats('readMs'),
      goal: 'main thread p95 <= 50 ms for 2000² (a write at most once a second while editing)',
      met: size !== 2000 || quantile(sorted('sync'), 0.95) <= 50,
    });
  }
} finally {
  await browser.close();
  server.close();
}
