// @vitest-environment node
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { afterEach, describe, expect, it } from 'vitest';
import { closeFakeWorkers, fakeWorkers } from './testing/fakeEngineWorkers';

afterEach(closeFakeWorkers);

const unreadable = { ok: false, code: 'unreadableFile', message: 'Het bestand kon niet gelezen worden.' };

const state = createChartState({
  craft: 'crossStitch',
  type: 'other',
  size: { columnCount: 3, rowCount: 2 },
  rows: `1:${Buffer.from(new Uint8Array(6).fill(1)).toString('base64')}`,
  styles: [
    createPaletteStyle(1, { colorBackground: '#000000', productId: 'dmc-310', description: 'DMC 310' }),
  ],
  title: 'Patroon',
});
const pattern = {
  columns: 3,
  rows: 2,
  chartPages: [2],
  threads: 1,
  stitches: 6,
  backstitches: 0,
  missing: [],
};

describe('EngineClient.importChartFile', () => {
  it('passes a checked chart and its pattern summary on, with the steps', async () => {
    const { client } = fakeWorkers(() => ({
      importChartFile: async (_file: never, _name: never, onStep: (step: string) => Promise<void>) => {
        await onStep('reading');
        return { ok: true, state, skipped: {}, pattern };
      },
    }));
    const steps: string[] = [];
    const reply = await client.importChartFile(new Blob(['%PDF-']), 'patroon.pdf', (step) =>
      steps.push(step),
    );
    expect(reply).toEqual({ ok: true, state, skipped: {}, pattern });
    expect(steps).toEqual(['reading']);
  });

  it.each([
    ['a chart that is no chart', { ok: true, state: { grid: 'nee' }, skipped: {} }],
    [
      'a summary with a negative count',
      { ok: true, state, skipped: {}, pattern: { ...pattern, stitches: -1 } },
    ],
    ['no object', 'klaar'],
    ['an unknown failure', { ok: false, code: 'somethingElse' }],
  ])('answers the Dutch message for %s', async (_case, answer) => {
    const { client } = fakeWorkers(() => ({ importChartFile: () => answer }));
    expect(await client.importChartFile(new Blob([]), 'patroon.pdf')).toEqual(unreadable);
  });

  it('answers the Dutch message when the worker dies while reading', async () => {
    const workers = fakeWorkers(() => ({ importChartFile: () => new Promise(() => {}) }));
    const reply = workers.client.importChartFile(new Blob([]), 'patroon.pdf');
    await new Promise((resolve) => setTimeout(resolve, 10));
    workers.crash();
    expect(await reply).toEqual(unreadable);
  });

  it('passes the worker’s own Dutch message on', async () => {
    const message = 'Dit bestand begint niet met %PDF-.';
    const { client } = fakeWorkers(() => ({
      importChartFile: () => ({ ok: false, code: 'unreadableFile', message }),
    }));
    expect(await client.importChartFile(new Blob([]), 'x.pdf')).toEqual({
      ok: false,
      code: 'unreadableFile',
      message,
    });
  });
});
