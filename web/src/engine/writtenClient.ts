/**
 * Runs the written instructions of large charts in a worker of its own, started on first use. A new job ends the
 * worker of a job still running (its answer would be out of date) and starts a fresh one, so the page never waits
 * for a stale chart. Replies are checked.
 */
import * as Comlink from 'comlink';
import type { WrittenPattern } from '@steekwerk/formats/written';
import { unpackPattern, writtenReplySchema, type WrittenJob, type WrittenWorkerApi } from './writtenProtocol';

export type WrittenOutcome =
  | { status: 'done'; pattern: WrittenPattern }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

export interface WrittenClient {
  run(job: WrittenJob): Promise<WrittenOutcome>;
  /** Ends the running job (it answers `cancelled`) and its worker. */
  cancel(): void;
}

const brokenReply = 'De geschreven instructies gaven een onverwacht antwoord.';
const workerFailed = 'De geschreven instructies konden niet worden gemaakt. Probeer het opnieuw.';

export function createWrittenClient(
  startWorker: () => Worker = () =>
    new Worker(new URL('./written.worker.ts', import.meta.url), {
      type: 'module',
      name: 'steekwerk-written',
    }),
): WrittenClient {
  let worker: Worker | undefined;
  let remote: Comlink.Remote<WrittenWorkerApi> | undefined;
  let stop: (() => void) | undefined;
  let busy = false;
  const end = () => {
    worker?.terminate();
    worker = undefined;
    remote = undefined;
  };
  const cancel = () => {
    stop?.();
    stop = undefined;
    end();
  };
  return {
    async run(job) {
      if (busy) cancel();
      if (!worker || !remote) {
        worker = startWorker();
        remote = Comlink.wrap<WrittenWorkerApi>(worker);
      }
      const running = worker;
      const api = remote;
      busy = true;
      // The cells are copied (the document keeps changing them) and the copy is handed over, not cloned again.
      const cells = job.chart.cells.slice();
      const message = { ...job, chart: { ...job.chart, cells } };
      let onError = () => undefined as void;
      const reply = await new Promise<unknown>((resolve) => {
        onError = () => {
          end();
          resolve('failed');
        };
        running.addEventListener('error', onError, { once: true });
        stop = () => resolve('cancelled');
        api
          .written(Comlink.transfer(message, [cells.buffer as ArrayBuffer]))
          .then(resolve, () => resolve('failed'));
      });
      running.removeEventListener('error', onError);
      if (running === worker) busy = false;
      if (reply === 'cancelled') return { status: 'cancelled' };
      if (reply === 'failed') return { status: 'failed', message: workerFailed };
      const parsed = writtenReplySchema.safeParse(reply);
      if (!parsed.success) return { status: 'failed', message: brokenReply };
      if (!parsed.data.ok) return { status: 'failed', message: parsed.data.message };
      const pattern = unpackPattern(parsed.data.packed);
      return pattern ? { status: 'done', pattern } : { status: 'failed', message: brokenReply };
    },
    cancel,
  };
}
