/**
 * A worker for jobs whose answer goes stale when the chart changes (the written instructions, the checks): started
 * on first use; a new job ends the worker of a job still running and starts a fresh one, so the page never waits
 * for a stale chart. What the reply means is the caller's to check.
 */
import * as Comlink from 'comlink';

export type WorkerCallOutcome =
  { status: 'reply'; reply: unknown } | { status: 'failed' } | { status: 'cancelled' };

export interface RestartingWorker<Api> {
  /** Runs one call on the worker (ending a call still running first). */
  call(send: (api: Comlink.Remote<Api>) => Promise<unknown>): Promise<WorkerCallOutcome>;
  /** Ends the running call (it answers `cancelled`) and its worker. */
  cancel(): void;
}

export function createRestartingWorker<Api>(startWorker: () => Worker): RestartingWorker<Api> {
  let worker: Worker | undefined;
  let remote: Comlink.Remote<Api> | undefined;
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
    async call(send) {
      if (busy) cancel();
      if (!worker || !remote) {
        worker = startWorker();
        remote = Comlink.wrap<Api>(worker);
      }
      const running = worker;
      const api = remote;
      busy = true;
      let onError = () => undefined as void;
      const outcome = await new Promise<WorkerCallOutcome>((resolve) => {
        onError = () => {
          end();
          resolve({ status: 'failed' });
        };
        running.addEventListener('error', onError, { once: true });
        stop = () => resolve({ status: 'cancelled' });
        send(api).then(
          (reply) => resolve({ status: 'reply', reply }),
          () => resolve({ status: 'failed' }),
        );
      });
      running.removeEventListener('error', onError);
      if (running === worker) busy = false;
      return outcome;
    },
    cancel,
  };
}
