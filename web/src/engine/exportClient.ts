/**
 * Runs exports in a worker of their own, started on first use. Cancelling ends the worker at once (the next export
 * starts a fresh one), so the page stays responsive whatever the writer is doing. Replies are checked.
 */
import * as Comlink from 'comlink';
import type { ChartFileType, ChartSnapshot, PdfProduct } from '@steekwerk/formats';
import type { ExportSettings } from '../download/exportSettings';
import {
  exportReplySchema,
  fileTypesReplySchema,
  planReplySchema,
  type ExportReply,
  type ExportWorkerApi,
  type PlanReply,
} from './exportProtocol';

export interface ExportJob {
  /** The key of a row of formats' writer table. */
  fileType: string;
  /** The chart, made once by the screen (its `done`: the viewer's done cells, for the files that carry them). */
  snapshot: ChartSnapshot;
  settings: ExportSettings;
  publicLink: string;
  /** The palette's catalogue products, for the PDF key's numbers and names. */
  products?: Readonly<Record<string, PdfProduct>>;
}

export type ExportOutcome =
  | { status: 'done'; bytes: Uint8Array; pages: number }
  | { status: 'failed'; message: string }
  | { status: 'cancelled' };

export interface ExportClient {
  /** The file types the worker writes, in the table's order. */
  fileTypes(): Promise<readonly ChartFileType[] | { message: string }>;
  plan(job: ExportJob): Promise<{ pages: number } | { message: string }>;
  write(job: ExportJob, onProgress: (done: number, total: number) => void): Promise<ExportOutcome>;
  cancel(): void;
}

const brokenReply = 'Het exporteren gaf een onverwacht antwoord.';
const workerFailed = 'Het exporteren is mislukt. Probeer het opnieuw.';

export function createExportClient(
  startWorker: () => Worker = () =>
    new Worker(new URL('./export.worker.ts', import.meta.url), { type: 'module', name: 'steekwerk-export' }),
): ExportClient {
  let worker: Worker | undefined;
  let remote: Comlink.Remote<ExportWorkerApi> | undefined;
  let stop: (() => void) | undefined;
  const connect = () => {
    if (!worker || !remote) {
      worker = startWorker();
      remote = Comlink.wrap<ExportWorkerApi>(worker);
    }
    return { worker, remote };
  };
  const end = () => {
    worker?.terminate();
    worker = undefined;
    remote = undefined;
  };
  /** A call that ends as failed when the worker dies, and as cancelled when `cancel` ends it. */
  const guarded = <T>(call: (api: Comlink.Remote<ExportWorkerApi>) => Promise<T>) => {
    const { worker: running, remote: api } = connect();
    return new Promise<T | 'failed' | 'cancelled'>((resolve) => {
      const onError = () => {
        end();
        resolve('failed');
      };
      running.addEventListener('error', onError, { once: true });
      stop = () => resolve('cancelled');
      call(api).then(resolve, () => resolve('failed'));
    });
  };
  return {
    async fileTypes() {
      const reply = await guarded<unknown>((api) => api.fileTypes());
      if (reply === 'failed' || reply === 'cancelled') return { message: workerFailed };
      const parsed = fileTypesReplySchema.safeParse(reply);
      return parsed.success ? parsed.data : { message: brokenReply };
    },
    async plan(job) {
      const reply = await guarded<PlanReply>((api) =>
        api.plan(job.fileType, job.snapshot, job.settings, job.publicLink, job.products),
      );
      if (reply === 'failed' || reply === 'cancelled') return { message: workerFailed };
      const parsed = planReplySchema.safeParse(reply);
      if (!parsed.success) return { message: brokenReply };
      return parsed.data.ok ? { pages: parsed.data.pages } : { message: parsed.data.message };
    },
    async write(job, onProgress) {
      const progress = Comlink.proxy((done: unknown, total: unknown) => {
        if (typeof done === 'number' && typeof total === 'number' && total > 0) onProgress(done, total);
      });
      const reply = await guarded<ExportReply>((api) =>
        api.write(job.fileType, job.snapshot, job.settings, job.publicLink, progress, job.products),
      );
      if (reply === 'cancelled') return { status: 'cancelled' };
      if (reply === 'failed') return { status: 'failed', message: workerFailed };
      const parsed = exportReplySchema.safeParse(reply);
      if (!parsed.success) return { status: 'failed', message: brokenReply };
      return parsed.data.ok
        ? { status: 'done', bytes: parsed.data.bytes, pages: parsed.data.pages }
        : { status: 'failed', message: parsed.data.message };
    },
    cancel() {
      stop?.();
      stop = undefined;
      end();
    },
  };
}
