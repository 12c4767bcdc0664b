// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorReporter } from '../app/errorReporting/report';
import { EngineClient } from './engineClient';
import { closeFakeWorkers, fakeWorkers } from './testing/fakeEngineWorkers';

afterEach(closeFakeWorkers);

const cells10k = () => ({ ok: true, cells: new Uint8Array(10_000) });

describe('EngineClient replies', () => {
  it('passes decoded cells of the right length through', async () => {
    const { client } = fakeWorkers(() => ({ decodeRows: cells10k }));
    const result = await client.decodeRows('1:AAAA', 100, 100);
    expect(result.ok).toBe(true);
    expect(result.ok && result.value).toBeInstanceOf(Uint8Array);
    expect(result.ok && result.value.length).toBe(10_000);
  });

  it.each([
    ['cells of the wrong length', { ok: true, cells: new Uint8Array(9_999) }],
    ['cells of the wrong type', { ok: true, cells: new Uint16Array(10_000) }],
    ['a plain array', { ok: true, cells: Array.from({ length: 10_000 }, () => 0) }],
    ['no object', 'klaar'],
    ['null', null],
    ['an unknown error code', { ok: false, code: 'somethingElse' }],
    ['no ok flag', { cells: new Uint8Array(10_000) }],
  ])('rejects %s from decodeRows as an invalid reply', async (_case, reply) => {
    const { client } = fakeWorkers(() => ({ decodeRows: () => reply }));
    expect(await client.decodeRows('1:AAAA', 100, 100)).toEqual({
      ok: false,
      error: { code: 'invalidReply', message: 'Invalid engine reply' },
    });
  });

  it('maps the worker’s invalid-rows answer to the specification’s message', async () => {
    const { client } = fakeWorkers(() => ({ decodeRows: () => ({ ok: false, code: 'invalidGridRows' }) }));
    expect(await client.decodeRows('garbage', 100, 100)).toEqual({
      ok: false,
      error: { code: 'invalidGridRows', message: 'Invalid grid rows' },
    });
  });

  it('refuses impossible grid sizes without asking the worker', async () => {
    const decodeRows = vi.fn(cells10k);
    const { client, started } = fakeWorkers(() => ({ decodeRows }));
    for (const [columns, rows] of [
      [0, 10],
      [10, -1],
      [1.5, 10],
      [Number.NaN, 1],
    ] as const) {
      const result = await client.decodeRows('1:AA', columns, rows);
      expect(result.ok || result.error.message).toBe('Invalid grid rows');
    }
    const encoded = await client.encodeRows(new Uint8Array(5), 2, 2);
    expect(encoded.ok || encoded.error.code).toBe('invalidGridRows');
    expect(started()).toBe(0);
  });

  it('checks encodeRows and version replies', async () => {
    const { client } = fakeWorkers(() => ({
      encodeRows: () => ({ ok: true, rows: 'AAAA' }),
      version: () => ({ ok: true, version: 7 }),
    }));
    const encoded = await client.encodeRows(new Uint8Array(4), 2, 2);
    expect(encoded.ok || encoded.error.code).toBe('invalidReply');
    const version = await client.version();
    expect(version.ok || version.error.code).toBe('invalidReply');
  });

  it('passes the engine-unavailable answer on', async () => {
    const { client } = fakeWorkers(() => ({ version: () => ({ ok: false, code: 'engineUnavailable' }) }));
    expect(await client.version()).toEqual({
      ok: false,
      error: { code: 'engineUnavailable', message: 'Engine unavailable' },
    });
  });
});

describe('EngineClient transfers', () => {
  it('sends a copy of the cells by default and the caller’s buffer when asked to transfer', async () => {
    const received: number[] = [];
    const { client } = fakeWorkers(() => ({
      encodeRows: (cells: Uint8Array) => {
        received.push(cells.length);
        return { ok: true, rows: '1:AAAAAA==' };
      },
    }));
    const kept = new Uint8Array([1, 2, 3, 4]);
    expect(await client.encodeRows(kept, 2, 2)).toEqual({ ok: true, value: '1:AAAAAA==' });
    expect(kept.length).toBe(4);

    const given = new Uint8Array([1, 2, 3, 4]);
    expect((await client.encodeRows(given, 2, 2)).ok).toBe(true);
    expect((await client.encodeRows(given, 2, 2, { transfer: true })).ok).toBe(true);
    expect(given.length).toBe(0);
    expect(received).toEqual([4, 4, 4]);
  });
});

describe('EngineClient order and crashes', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('runs calls one at a time in the order they were made', async () => {
    const events: string[] = [];
    const { client } = fakeWorkers(() => ({
      version: async () => {
        events.push('version start');
        await new Promise((resolve) => setTimeout(resolve, 30));
        events.push('version end');
        return { ok: true, version: '1' };
      },
      decodeRows: () => {
        events.push('decode');
        return cells10k();
      },
    }));
    const settled: string[] = [];
    const first = client.version().then(() => settled.push('version'));
    const second = client.decodeRows('1:', 100, 100).then(() => settled.push('decode'));
    await Promise.all([first, second]);
    expect(events).toEqual(['version start', 'version end', 'decode']);
    expect(settled).toEqual(['version', 'decode']);
  });

  it('reports a crash during a call and starts a fresh worker for the next call', async () => {
    const { client, started, crash, terminated } = fakeWorkers(() => ({
      decodeRows: () => new Promise(() => {}),
      version: () => ({ ok: true, version: '0.1.0' }),
    }));
    const hanging = client.decodeRows('1:', 100, 100);
    const queued = client.version();
    await vi.waitFor(() => expect(started()).toBe(1));
    crash();
    expect(await hanging).toEqual({ ok: false, error: { code: 'engineCrashed', message: 'Engine crashed' } });
    expect(terminated).toHaveBeenCalledTimes(1);
    expect(await queued).toEqual({ ok: true, value: '0.1.0' });
    expect(started()).toBe(2);
  });

  it('treats a method that throws (a wasm trap) as a crash', async () => {
    let workerNumber = 0;
    const { client, started } = fakeWorkers(() => {
      workerNumber += 1;
      const thisWorker = workerNumber;
      return {
        decodeRows: () => {
          if (thisWorker === 1) throw new Error('RuntimeError: unreachable');
          return cells10k();
        },
      };
    });
    const first = await client.decodeRows('1:', 100, 100);
    expect(first.ok || first.error.code).toBe('engineCrashed');
    const second = await client.decodeRows('1:', 100, 100);
    expect(second.ok).toBe(true);
    expect(started()).toBe(2);
  });

  it('reports a worker that cannot be started as unavailable', async () => {
    const client = new EngineClient(() => {
      throw new Error('Worker is not defined');
    });
    expect(await client.version()).toEqual({
      ok: false,
      error: { code: 'engineUnavailable', message: 'Engine unavailable' },
    });
  });

  it('sends a crash and a worker that cannot start to the page error reporter (spec §8)', async () => {
    const reporter = { report: vi.fn(), settled: () => Promise.resolve() };
    const uninstall = installErrorReporter(reporter);
    try {
      const { client } = fakeWorkers(() => ({
        decodeRows: () => {
          throw new Error('RuntimeError: unreachable');
        },
      }));
      await client.decodeRows('1:', 100, 100);
      await new EngineClient(() => {
        throw new Error('Worker is not defined');
      }).version();
      expect(reporter.report.mock.calls).toEqual([
        [
          expect.stringMatching(/^The engine worker failed: .*unreachable/),
          expect.objectContaining({ action: 'engine' }),
        ],
        [
          'Starting the engine worker failed: Worker is not defined',
          expect.objectContaining({ action: 'engine' }),
        ],
      ]);
    } finally {
      uninstall();
    }
  });
});
