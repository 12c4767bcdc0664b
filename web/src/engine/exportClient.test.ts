import * as Comlink from 'comlink';
import { chartSnapshotOf } from '@steekwerk/formats/chart-files';
import { createChartState } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { defaultExportSettings } from '../download/exportSettings';
import { createExportClient } from './exportClient';
import type { ExportWorkerApi } from './exportProtocol';

const job = {
  fileType: 'pdf_doc',
  snapshot: chartSnapshotOf(
    createChartState({
      craft: 'crossStitch',
      type: 'other',
      size: { columnCount: 1, rowCount: 1 },
      rows: '1:AA==',
    }),
  ),
  settings: { ...defaultExportSettings },
  publicLink: '',
};

/** A worker stand-in: one end of a MessageChannel with the API exposed on the other. */
function fakeWorker(api: Partial<Record<keyof ExportWorkerApi, (...args: never[]) => unknown>>) {
  const channel = new MessageChannel();
  Comlink.expose(api, channel.port2);
  const terminate = vi.fn(() => channel.port1.close());
  const worker = Object.assign(channel.port1, { terminate }) as unknown as Worker;
  return { worker, terminate };
}

describe('createExportClient', () => {
  it('passes the page count and the file on, with progress', async () => {
    const { worker } = fakeWorker({
      plan: () => ({ ok: true, pages: 7 }),
      write: async (...args: never[]) => {
        const onProgress = args[4] as unknown as (done: number, total: number) => Promise<void>;
        await onProgress(3, 7);
        return { ok: true, bytes: new Uint8Array([37, 80, 68, 70]), pages: 7 };
      },
    });
    const client = createExportClient(() => worker);
    expect(await client.plan(job)).toEqual({ pages: 7 });
    const progress: [number, number][] = [];
    const outcome = await client.write(job, (done, total) => progress.push([done, total]));
    expect(outcome).toMatchObject({ status: 'done', pages: 7 });
    expect(outcome.status === 'done' && [...outcome.bytes]).toEqual([37, 80, 68, 70]);
    expect(progress).toEqual([[3, 7]]);
  });

  it('turns a malformed reply or a refusal into a Dutch message', async () => {
    const { worker } = fakeWorker({
      plan: () => ({ ok: true, pages: -1 }),
      write: () => ({ ok: false, message: 'De instellingen kloppen niet.' }),
    });
    const client = createExportClient(() => worker);
    expect(await client.plan(job)).toEqual({ message: 'Het exporteren gaf een onverwacht antwoord.' });
    expect(await client.write(job, () => undefined)).toEqual({
      status: 'failed',
      message: 'De instellingen kloppen niet.',
    });
  });

  it('cancels by ending the worker and starts a fresh one for the next export', async () => {
    const first = fakeWorker({ write: () => new Promise(() => undefined) });
    const second = fakeWorker({ write: () => ({ ok: true, bytes: new Uint8Array([1]), pages: 1 }) });
    const start = vi.fn().mockReturnValueOnce(first.worker).mockReturnValueOnce(second.worker);
    const client = createExportClient(start);
    const running = client.write(job, () => undefined);
    client.cancel();
    expect(await running).toEqual({ status: 'cancelled' });
    expect(first.terminate).toHaveBeenCalled();
    expect(await client.write(job, () => undefined)).toMatchObject({ status: 'done', pages: 1 });
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('passes the worker’s file types on, checked', async () => {
    const row = {
      key: 'png',
      extension: 'png',
      mimeType: 'image/png',
      label: 'PNG',
      reads: ['view'],
      carriesProgress: false,
      freeform: true,
      paged: false,
    };
    const good = fakeWorker({ fileTypes: () => [row] });
    expect(await createExportClient(() => good.worker).fileTypes()).toEqual([row]);
    const broken = fakeWorker({ fileTypes: () => [{ ...row, key: 'PNG!' }] });
    expect(await createExportClient(() => broken.worker).fileTypes()).toEqual({
      message: 'Het exporteren gaf een onverwacht antwoord.',
    });
  });
});
