import * as Comlink from 'comlink';
import { chartMetadataOf, type ChartSnapshot } from '@steekwerk/formats/chart-files';
import { defaultWrittenSettings } from '@steekwerk/formats/written';
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { createWrittenClient } from './writtenClient';
import { packPattern, parseWrittenJob, runWritten, unpackPattern, type WrittenJob } from './writtenProtocol';

/** One row of three red cross stitches, worked in rounds (each row right to left). */
function snapshotOf(options: { type?: 'colors' | 'c2c'; cells?: number[] } = {}): ChartSnapshot {
  const state = createChartState({
    title: 'Rood',
    craft: 'crossStitch',
    type: options.type ?? 'colors',
    size: { columnCount: 3, rowCount: 1 },
    rows: '',
    styles: [createPaletteStyle(1, { colorBackground: '#cc2b2b' })],
  });
  const grid = { ...state.grid, settings: { ...state.grid.settings, direction2: 'rightToLeft' as const } };
  return {
    chart: chartMetadataOf({ ...state, grid }),
    cells: new Uint8Array(options.cells ?? [1, 1, 1]),
  };
}

const job: WrittenJob = { snapshot: snapshotOf(), settings: { ...defaultWrittenSettings } };

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

  it('is one chart snapshot and the written settings, checked as the worker receives it', () => {
    expect(parseWrittenJob(job)).toEqual(job);
    expect(parseWrittenJob(structuredClone(job))?.snapshot.chart).toEqual(job.snapshot.chart);
  });

  it('is refused when its cells do not fit its size, its palette is missing or its values have the wrong types', () => {
    const short = { ...job, snapshot: { ...job.snapshot, cells: new Uint8Array(2) } };
    expect(parseWrittenJob(short)).toBeUndefined();
    const numbers = { ...job, snapshot: { ...job.snapshot, cells: [1, 1, 1] } };
    expect(parseWrittenJob(numbers)).toBeUndefined();
    const { palette: _palette, ...noPalette } = job.snapshot.chart;
    expect(parseWrittenJob({ ...job, snapshot: { ...job.snapshot, chart: noPalette } })).toBeUndefined();
    const size = { columnCount: '3', rowCount: 1 };
    const grid = { ...job.snapshot.chart.grid, settings: { ...job.snapshot.chart.grid.settings, size } };
    expect(
      parseWrittenJob({ ...job, snapshot: { ...job.snapshot, chart: { ...job.snapshot.chart, grid } } }),
    ).toBeUndefined();
    const settings = { ...job.settings, repeatStyle: 'loops' };
    expect(parseWrittenJob({ ...job, settings })).toBeUndefined();
    expect(parseWrittenJob({ snapshot: job.snapshot })).toBeUndefined();
    expect(
      parseWrittenJob({ chart: job.snapshot.chart, cells: job.snapshot.cells, settings: job.settings }),
    ).toBeUndefined();
    expect(parseWrittenJob('Naald 1')).toBeUndefined();
    expect(parseWrittenJob(undefined)).toBeUndefined();
  });

  it('takes the table mode, and refuses other values of it', () => {
    const table = { ...job, settings: { ...job.settings, mode: 'table' as const } };
    expect(parseWrittenJob(table)).toBeDefined();
    expect(runWritten(table).text).toContain('Toer 1\t\tnaar links\t3 rood\t3\n');
    expect(parseWrittenJob({ ...job, settings: { ...job.settings, mode: 'grid' } })).toBeUndefined();
  });

  it('writes a c2c chart along its diagonals, from the snapshot as the PDF does', () => {
    const c2c = runWritten({ ...job, snapshot: snapshotOf({ type: 'c2c' }) });
    expect(c2c.text).not.toBe(runWritten(job).text);
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
    expect([...job.snapshot.cells]).toEqual([1, 1, 1]);
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
