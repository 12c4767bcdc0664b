import * as Comlink from 'comlink';
import { defaultWrittenSettings } from '@steekwerk/formats/written';
import { createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { createWrittenClient } from './writtenClient';
import { packPattern, runWritten, unpackPattern, writtenJobSchema, type WrittenJob } from './writtenProtocol';

const job: WrittenJob = {
  chart: {
    title: 'Rood',
    craft: 'crossStitch',
    layout: 'rows',
    columnCount: 3,
    rowCount: 1,
    cells: new Uint8Array([1, 1, 1]),
    styles: [createPaletteStyle(1, { colorBackground: '#cc2b2b' })],
    directions: { direction1: 'bottomToTop', direction2: 'rightToLeft', runLength: 2 },
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

  it('takes the table mode and the wrong-side flag, and refuses other values of them', () => {
    const table = { ...job, settings: { ...job.settings, mode: 'table' } };
    expect(writtenJobSchema.safeParse(table).success).toBe(true);
    expect(runWritten(table as WrittenJob).text).toContain('Toer 1\t\tnaar links\t3 rood\t3\n');
    expect(writtenJobSchema.safeParse({ ...job, settings: { ...job.settings, mode: 'grid' } }).success).toBe(
      false,
    );
    const flagged = { ...job, chart: { ...job.chart, wrongSideStitches: true } };
    expect(writtenJobSchema.safeParse(flagged).success).toBe(true);
    const bad = { ...job, chart: { ...job.chart, wrongSideStitches: 'ja' } };
    expect(writtenJobSchema.safeParse(bad).success).toBe(false);
  });
});

describe('the packed pattern the worker sends', () => {
  it('unpacks to the same lines, rows and text, characters beyond ASCII included', () => {
    const pattern = {
      lines: [
        { text: 'Deken ↗' },
        { text: '' },
        { text: 'Toeren 1 - 2: 3 rood (3 steken)', rows: { first: 0, last: 1 } },
      ],
      text: 'Deken ↗\n\nToeren 1 - 2: 3 rood (3 steken)\n',
    };
    expect(unpackPattern(packPattern(pattern))).toEqual(pattern);
    expect(unpackPattern(packPattern({ lines: [], text: '\n' }))).toEqual({ lines: [], text: '\n' });
  });

  it('refuses lengths that do not add up to the text', () => {
    const packed = packPattern({ lines: [{ text: 'Toer 1' }], text: 'Toer 1\n' });
    expect(unpackPattern({ ...packed, lines: new Int32Array([5, -1, -1]) })).toBeUndefined();
    expect(unpackPattern({ ...packed, lines: new Int32Array([6, -1]) })).toBeUndefined();
    expect(unpackPattern({ ...packed, lines: new Int32Array([-1, -1, -1]) })).toBeUndefined();
    expect(unpackPattern({ ...packed, lines: new Int32Array([]) })).toBeUndefined();
    expect(unpackPattern({ ...packed, lines: new Int32Array([6, -1, -1, 0, -1, -1]) })).toBeUndefined();
  });
});

describe('createWrittenClient', () => {
  it('passes the worker’s pattern on and leaves the caller’s cells as they were', async () => {
    const { worker } = fakeWorker((sent) => ({
      ok: true,
      packed: packPattern(runWritten(sent as WrittenJob)),
    }));
    const client = createWrittenClient(() => worker);
    const outcome = await client.run(job);
    expect(outcome.status === 'done' && outcome.pattern.text).toContain('Toer 1: 3 rood');
    expect([...job.chart.cells]).toEqual([1, 1, 1]);
  });

  it('turns a malformed reply or a refusal into a Dutch message', async () => {
    const replies = [
      { ok: true, packed: { text: 'Naald 1', lines: [7] } },
      {
        ok: true,
        packed: { text: new TextEncoder().encode('Naald 1\n'), lines: new Int32Array([9, -1, -1]) },
      },
      { ok: false, message: 'De chart kan niet worden gelezen.' },
    ];
    const { worker } = fakeWorker(() => replies.shift());
    const client = createWrittenClient(() => worker);
    expect(await client.run(job)).toEqual({
      status: 'failed',
      message: 'De geschreven instructies gaven een onverwacht antwoord.',
    });
    expect(await client.run(job)).toEqual({
      status: 'failed',
      message: 'De geschreven instructies gaven een onverwacht antwoord.',
    });
    expect(await client.run(job)).toEqual({ status: 'failed', message: 'De chart kan niet worden gelezen.' });
  });

  it('ends a job still running when a newer one comes, and answers the newer one', async () => {
    const first = fakeWorker(() => new Promise(() => undefined));
    const second = fakeWorker(() => ({
      ok: true,
      packed: packPattern({ lines: [{ text: 'nieuw' }], text: 'nieuw\n' }),
    }));
    const start = vi.fn().mockReturnValueOnce(first.worker).mockReturnValueOnce(second.worker);
    const client = createWrittenClient(start);
    const stale = client.run(job);
    const fresh = client.run(job);
    expect(await stale).toEqual({ status: 'cancelled' });
    expect(first.terminate).toHaveBeenCalled();
    expect(await fresh).toMatchObject({ status: 'done', pattern: { text: 'nieuw\n' } });
  });
});
