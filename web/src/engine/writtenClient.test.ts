import * as Comlink from 'comlink';
import { defaultWrittenSettings } from '@steekwerk/formats';
import { createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { createWrittenClient } from './writtenClient';
import { runWritten, writtenJobSchema, type WrittenJob } from './writtenProtocol';

const job: WrittenJob = {
  chart: {
    title: 'Rood',
    craft: 'crossStitch',
    layout: 'rows',
    columnCount: 3,
    rowCount: 1,
    cells: new Uint8Array([1, 1, 1]),
    styles: [createPaletteStyle(1, { colorBackground: '#cc2b2b' })],
    order: { rows: 'bottomToTop', firstRow: 'rightToLeft', alternating: false },
    cellsPerStitch: 1,
  },
  settings: { ...defaultWrittenSettings },
};

/** A worker stand-in: one end of a MessageChannel with the API exposed on the other. */
function fakeWorker(written: (job: unknown) => unknown) {
  const channel = new MessageChannel();
  Comlink.expose({ written }, channel.port2);
  const terminate = vi.fn(() => channel.port1.close());
  const worker = Object.assign(channel.port1, { terminate }) as unknown as Worker;
  return { worker, terminate };
}

describe('the written job', () => {
  it('names unnamed colours in Dutch', () => {
    expect(runWritten(job).text).toContain('Toer 1: 3 rood (3 steken)');
  });

  it('is refused when its cells do not fit its size or its settings are wrong', () => {
    expect(writtenJobSchema.safeParse(job).success).toBe(true);
    const short = { ...job, chart: { ...job.chart, cells: new Uint8Array(2) } };
    expect(writtenJobSchema.safeParse(short).success).toBe(false);
    const settings = { ...job.settings, repeatStyle: 'loops' };
    expect(writtenJobSchema.safeParse({ ...job, settings }).success).toBe(false);
    expect(writtenJobSchema.safeParse('Naald 1').success).toBe(false);
  });
});

describe('createWrittenClient', () => {
  it('passes the worker’s pattern on and leaves the caller’s cells as they were', async () => {
    const { worker } = fakeWorker((sent) => ({ ok: true, pattern: runWritten(sent as WrittenJob) }));
    const client = createWrittenClient(() => worker);
    const outcome = await client.run(job);
    expect(outcome.status === 'done' && outcome.pattern.text).toContain('Toer 1: 3 rood');
    expect([...job.chart.cells]).toEqual([1, 1, 1]);
  });

  it('turns a malformed reply or a refusal into a Dutch message', async () => {
    const replies = [
      { ok: true, pattern: { lines: 'Naald 1' } },
      { ok: false, message: 'De chart kan niet worden gelezen.' },
    ];
    const { worker } = fakeWorker(() => replies.shift());
    const client = createWrittenClient(() => worker);
    expect(await client.run(job)).toEqual({
      status: 'failed',
      message: 'De geschreven instructies gaven een onverwacht antwoord.',
    });
    expect(await client.run(job)).toEqual({ status: 'failed', message: 'De chart kan niet worden gelezen.' });
  });

  it('ends a job still running when a newer one comes, and answers the newer one', async () => {
    const first = fakeWorker(() => new Promise(() => undefined));
    const second = fakeWorker(() => ({ ok: true, pattern: { lines: [{ text: 'nieuw' }], text: 'nieuw\n' } }));
    const start = vi.fn().mockReturnValueOnce(first.worker).mockReturnValueOnce(second.worker);
    const client = createWrittenClient(start);
    const stale = client.run(job);
    const fresh = client.run(job);
    expect(await stale).toEqual({ status: 'cancelled' });
    expect(first.terminate).toHaveBeenCalled();
    expect(await fresh).toMatchObject({ status: 'done', pattern: { text: 'nieuw\n' } });
  });
});
