/**
 * Runs the chart checks of large charts in a worker of its own, started on first use. A new job ends the worker of
 * a job still running (its answer would be out of date) and starts a fresh one, so the page never waits for a stale
 * chart. Replies are checked.
 */
import * as Comlink from 'comlink';
import type { ChartFinding } from '@steekwerk/formats/supplies';
import { checksReplySchema, type ChecksJob, type ChecksWorkerApi } from './checksProtocol';

export type ChecksOutcome =
  | { status: 'done'; findings: ChartFinding[] }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

export interface ChecksClient {
  run(job: ChecksJob): Promise<ChecksOutcome>;
  /** Ends the running job (it answers `cancelled`) and its worker. */
  cancel(): void;
}

const brokenReply = 'De controle gaf een onverwacht antwoord.';
const workerFailed = 'De controle kon niet worden uitgevoerd. Probeer het opnieuw.';

export function createChecksClient(
  startWorker: () => Worker = () =>
    new Worker(new URL('./checks.worker.ts', import.meta.url), { type: 'module', name: 'steekwerk-checks' }),
): ChecksClient {
  let worker: Worker | undefined;
  let remote: Comlink.Remote<ChecksWorkerApi> | undefined;
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
        remote = Comlink.wrap<ChecksWorkerApi>(worker);
      }
      const running = worker;
      const api = remote;
      busy = true;
      // The cells are copied (the document keeps changing them) and the copy is handed over, not cloned again.
      const cells = job.cells.slice();
      let onError = () => undefined as void;
      const reply = await new Promise<unknown>((resolve) => {
        onError = () => {
          end();
          resolve('failed');
        };
        running.addEventListener('error', onError, { once: true });
        stop = () => resolve('cancelled');
        api
          .checks(Comlink.transfer({ chart: job.chart, cells }, [cells.buffer as ArrayBuffer]))
          .then(resolve, () => resolve('failed'));
      });
      running.removeEventListener('error', onError);
      if (running === worker) busy = false;
      if (reply === 'cancelled') return { status: 'cancelled' };
      if (reply === 'failed') return { status: 'failed', message: workerFailed };
      const parsed = checksReplySchema.safeParse(reply);
      if (!parsed.success) return { status: 'failed', message: brokenReply };
      if (!parsed.data.ok) return { status: 'failed', message: parsed.data.message };
      return { status: 'done', findings: parsed.data.findings as ChartFinding[] };
    },
    cancel,
  };
}
