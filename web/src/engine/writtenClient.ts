/**
 * Runs the written instructions of large charts in a worker of its own (`restartingWorker`: a new job ends a stale
 * one). Replies are checked.
 */
import * as Comlink from 'comlink';
import type { WrittenPattern } from '@steekwerk/formats/written';
import { createRestartingWorker } from './restartingWorker';
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
  const worker = createRestartingWorker<WrittenWorkerApi>(startWorker);
  return {
    async run(job) {
      // The cells are copied (the document keeps changing them) and the copy is handed over, not cloned again.
      // Only the shown cells travel: the generator reads no layer of its own.
      const cells = job.snapshot.cells.slice();
      const message = { settings: job.settings, snapshot: { chart: job.snapshot.chart, cells } };
      const outcome = await worker.call((api) =>
        api.written(Comlink.transfer(message, [cells.buffer as ArrayBuffer])),
      );
      if (outcome.status === 'cancelled') return { status: 'cancelled' };
      if (outcome.status === 'failed') return { status: 'failed', message: workerFailed };
      const parsed = writtenReplySchema.safeParse(outcome.reply);
      if (!parsed.success) return { status: 'failed', message: brokenReply };
      if (!parsed.data.ok) return { status: 'failed', message: parsed.data.message };
      const pattern = unpackPattern(parsed.data.packed);
      return pattern ? { status: 'done', pattern } : { status: 'failed', message: brokenReply };
    },
    cancel: () => worker.cancel(),
  };
}
