import * as Comlink from 'comlink';
import { chartMetadataOf } from '@steekwerk/formats/chart-files';
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it, vi } from 'vitest';
import { createChecksClient } from './checksClient';
import { answerChecks, runChecks, type ChecksJob } from './checksProtocol';

/** A 3 × 3 chart: style 1 all over but one cell of style 2 (a stray stitch); style 3 unused. */
function job(): ChecksJob {
  const state = createChartState({
    craft: 'crossStitch',
    type: 'colors',
    size: { columnCount: 3, rowCount: 3 },
    rows: '',
    styles: [
      createPaletteStyle(1, { colorBackground: '#ff0000' }),
      createPaletteStyle(2, { colorBackground: '#0000ff' }),
      createPaletteStyle(3, { colorBackground: '#00ff00' }),
    ],
  });
  const cells = Uint8Array.from([1, 1, 1, 1, 2, 1, 1, 1, 1]);
  return { chart: chartMetadataOf(state), cells };
}

/** A worker stand-in: one end of a MessageChannel with the API exposed on the other. */
function fakeWorker(checks: (job: unknown) => unknown) {
  const channel = new MessageChannel();
  Comlink.expose({ checks }, channel.port2);
  const terminate = vi.fn(() => channel.port1.close());
  const worker = Object.assign(channel.port1, { terminate }) as unknown as Worker;
  return { worker, terminate };
}

describe('the chart checks off the page', () => {
  it('finds the stray stitch and the unused style, as on the page', () => {
    const reply = runChecks(job());
    expect(reply.ok).toBe(true);
    const kinds = reply.ok ? reply.findings.map((finding) => finding.kind) : [];
    expect(kinds).toContain('confetti');
    expect(kinds).toContain('unused');
  });

  it('takes the chart snapshot as the worker receives it, with the same findings as on the page', () => {
    expect(answerChecks(structuredClone(job()))).toEqual(runChecks(job()));
  });

  it('refuses a job that is not a chart snapshot, in Dutch', () => {
    const refused = { ok: false, message: 'De chart kan niet worden gelezen.' };
    const good = job();
    expect(answerChecks({ chart: {}, cells: [1, 2] })).toEqual(refused);
    expect(answerChecks({ ...good, cells: new Uint8Array(8) })).toEqual(refused);
    expect(answerChecks({ ...good, cells: [...good.cells] })).toEqual(refused);
    const { palette: _palette, ...noPalette } = good.chart;
    expect(answerChecks({ ...good, chart: noPalette })).toEqual(refused);
    const settings = { ...good.chart.settings, craft: 7 };
    expect(answerChecks({ ...good, chart: { ...good.chart, settings } })).toEqual(refused);
    expect(answerChecks(undefined)).toEqual(refused);
    expect(answerChecks('Controle')).toEqual(refused);
  });

  it('answers the worker’s findings, and a broken reply as a Dutch failure', async () => {
    const good = createChecksClient(() => fakeWorker((sent) => answerChecks(sent)).worker);
    expect(await good.run(job())).toMatchObject({ status: 'done' });
    const broken = createChecksClient(
      () => fakeWorker(() => ({ ok: true, findings: [{ kind: 'nonsense' }] })).worker,
    );
    expect(await broken.run(job())).toEqual({
      status: 'failed',
      message: 'De controle gaf een onverwacht antwoord.',
    });
  });

  it('ends a check still running when a newer one comes, and answers the newer one', async () => {
    const first = fakeWorker(() => new Promise(() => undefined));
    const second = fakeWorker((sent) => answerChecks(sent));
    const start = vi.fn().mockReturnValueOnce(first.worker).mockReturnValueOnce(second.worker);
    const client = createChecksClient(start);
    const stale = client.run(job());
    const fresh = client.run(job());
    expect(await stale).toEqual({ status: 'cancelled' });
    expect(first.terminate).toHaveBeenCalled();
    expect((await fresh).status).toBe('done');
  });
});
