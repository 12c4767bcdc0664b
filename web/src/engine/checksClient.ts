/**
 * Runs the chart checks of large charts in a worker of its own (`restartingWorker`: a new job ends a stale one).
 * Replies are checked.
 */
import * as Comlink from 'comlink';
import type { ChartFinding } from '@steekwerk/formats/supplies';
import { checksReplySchema, type ChecksJob, type ChecksWorkerApi } from './checksProtocol';
import { createRestartingWorker } from './restartingWorker';

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
  const worker = createRestartingWorker<ChecksWorkerApi>(startWorker);
  return {
    async run(job) {
      // The cells are copied (the document keeps changing them) and the copy is handed over, not cloned again.
      // Only the shown cells travel: the checks read no layer of its own.
      const cells = job.cells.slice();
      const outcome = await worker.call((api) =>
        api.checks(Comlink.transfer({ chart: job.chart, cells }, [cells.buffer as ArrayBuffer])),
      );
      if (outcome.status === 'cancelled') return { status: 'cancelled' };
      if (outcome.status === 'failed') return { status: 'failed', message: workerFailed };
      const parsed = checksReplySchema.safeParse(outcome.reply);
      if (!parsed.success) return { status: 'failed', message: brokenReply };
      if (!parsed.data.ok) return { status: 'failed', message: parsed.data.message };
      return { status: 'done', findings: parsed.data.findings as ChartFinding[] };
    },
    cancel: () => worker.cancel(),
  };
}
