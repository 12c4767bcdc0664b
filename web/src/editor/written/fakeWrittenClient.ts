/** A stand-in for the written worker's client in tests: records the jobs and answers them when told. */
import type { WrittenClient, WrittenOutcome } from '../../engine/writtenClient';
import type { WrittenJob } from '../../engine/writtenProtocol';

export function fakeWrittenClient() {
  const jobs: WrittenJob[] = [];
  const waiting: ((job: WrittenJob) => void)[] = [];
  let reply: ((outcome: WrittenOutcome) => void) | undefined;
  const client: WrittenClient = {
    run(job) {
      reply?.({ status: 'cancelled' });
      const next = waiting.shift();
      if (next) next(job);
      else jobs.push(job);
      return new Promise((resolve) => {
        reply = resolve;
      });
    },
    cancel() {
      reply?.({ status: 'cancelled' });
      reply = undefined;
    },
  };
  return {
    client,
    /** The next job the panel sends. */
    nextJob(): Promise<WrittenJob> {
      const job = jobs.shift();
      return job ? Promise.resolve(job) : new Promise((resolve) => waiting.push(resolve));
    },
    answer(outcome: WrittenOutcome) {
      reply?.(outcome);
      reply = undefined;
    },
  };
}
