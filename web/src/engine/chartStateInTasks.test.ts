// @vitest-environment node
import { chartStateSchema, createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { checkChartStateInTasks, readChartFileReplyInTasks } from './chartStateInTasks';
import { readChartFileReply } from './chartFileProtocol';

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

const broken: [string, unknown][] = [
  ['no object', 'kaart'],
  ['null', null],
  ['an array', [state]],
  ['no settings', { ...state, settings: undefined }],
  ['a grid of the wrong type', { ...state, grid: { ...state.grid, rows: 7 } }],
  ['a palette that is a string', { ...state, palette: 'rood' }],
  ['no details', { ...state, details: undefined }],
];

describe('checkChartStateInTasks', () => {
  it('gives what the schema gives for a chart, unknown keys left out', async () => {
    const withExtras = { ...state, extra: 1, settings: { ...state.settings, extra: 'x' } };
    const checked = await checkChartStateInTasks(withExtras);
    expect(checked).toEqual(chartStateSchema.parse(withExtras));
    expect(checked && Object.keys(checked)).toEqual(Object.keys(chartStateSchema.shape));
  });

  it.each(broken)('fails like the schema for %s', async (_case, value) => {
    expect(chartStateSchema.safeParse(value).success).toBe(false);
    expect(await checkChartStateInTasks(value)).toBeUndefined();
  });
});

describe('readChartFileReplyInTasks', () => {
  it('gives what readChartFileReply gives', async () => {
    const replies: unknown[] = [
      { ok: true, state, skipped: { lijnen: 2 }, progressDone: '1:AA' },
      {
        ok: true,
        state,
        skipped: {},
        pattern: {
          columns: 3,
          rows: 2,
          chartPages: [1],
          threads: 1,
          stitches: 6,
          backstitches: 0,
          missing: [],
        },
      },
      { ok: true, state, skipped: 'nee' },
      { ok: true, state: { ...state, grid: null }, skipped: {} },
      { ok: false, code: 'unreadableFile', message: 'Kapot.' },
      { ok: false, code: 'unsupportedFile' },
      { ok: 'ja' },
      undefined,
    ];
    for (const reply of replies)
      expect(await readChartFileReplyInTasks(reply)).toEqual(readChartFileReply(reply));
  });
});
