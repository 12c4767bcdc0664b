// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { EngineClient, EngineResult } from '../engine/engineClient';
import { closeFakeWorkers, fakeWorkers } from '../engine/testing/fakeEngineWorkers';
import { newChartState } from './document/chartState';
import { readNewChartRequest } from './newChartRequest';
import { openChartCells, openChartState, openNewChart, serialiseChart } from './openChart';

afterEach(closeFakeWorkers);

describe('opening and serialising charts through the engine worker', () => {
  it('opens a new chart with empty cells and a starting palette once the engine has started', async () => {
    const calls: string[] = [];
    const { client } = fakeWorkers(() => ({
      version: () => {
        calls.push('version');
        return { ok: true, version: '1.0.0' };
      },
    }));
    const opened = await openNewChart(client, {
      craft: 'crochet',
      type: 'c2c',
      columnCount: 30,
      rowCount: 20,
    });
    // No rows encoded and decoded straight back: the empty cells are made here.
    expect(calls).toEqual(['version']);
    if (!opened.ok) throw new Error('not opened');
    const { document, state } = opened.value;
    expect(document.columnCount).toBe(30);
    expect(document.cells).toEqual(new Uint8Array(600));
    expect(state.grid.rows).toBe('');
    expect(document.meta.settings).toMatchObject({
      chartId: 'new',
      craft: 'crochet',
      type: 'c2c',
      zoomLevel: 30,
    });
    expect(document.palette.styles).toHaveLength(6);
    expect(document.palette.selectedStyleId).toBe(1);
    expect(document.meta.gridSettings).toMatchObject({
      direction1: 'bottomToTop',
      direction2: 'rightToLeft',
    });
  });

  it("starts the rows of a left-handed maker's new chart from the left", async () => {
    const { client } = fakeWorkers(() => ({ version: () => ({ ok: true, version: '1.0.0' }) }));
    const request = { craft: 'knitting', type: 'colors', columnCount: 4, rowCount: 4 } as const;
    const opened = await openNewChart(client, request, 'left');
    if (!opened.ok) throw new Error('not opened');
    expect(opened.value.document.meta.gridSettings.direction2).toBe('leftToRight');
    expect(opened.value.state.grid.settings.direction2).toBe('leftToRight');
  });

  it('opens a chart from cells at hand as a copy, and refuses cells of another size', () => {
    const state = newChartState('knitting', 'colors', 2, 2);
    const cells = Uint8Array.from([1, 0, 2, 1]);
    const document = openChartCells(state, cells);
    expect(document && Array.from(document.cells)).toEqual([1, 0, 2, 1]);
    document?.setCell(1, 0, 3);
    expect(Array.from(cells)).toEqual([1, 0, 2, 1]);
    expect(openChartCells(state, new Uint8Array(5))).toBeUndefined();
  });

  it('serialises the document back into a chart state with rows encoded by the worker and the zoom', async () => {
    const { client } = fakeWorkers(() => ({
      version: () => ({ ok: true, version: '1.0.0' }),
      encodeRows: (cells: Uint8Array) => ({ ok: true, rows: `1:${Array.from(cells).join('')}` }),
      decodeRows: (_rows: string, columnCount: number, rowCount: number) => ({
        ok: true,
        cells: new Uint8Array(columnCount * rowCount),
      }),
    }));
    const opened = await openNewChart(client, {
      craft: 'knitting',
      type: 'lace',
      columnCount: 2,
      rowCount: 2,
    });
    if (!opened.ok) throw new Error('not opened');
    const { document, state } = opened.value;
    document.setCell(1, 0, 3);
    const saved = await serialiseChart(client, document, 42);
    expect(saved.ok && saved.value.grid.rows).toBe('1:0300');
    expect(saved.ok && saved.value.settings.zoomLevel).toBe(42);
    expect(saved.ok && saved.value.palette.styles[0]?.symbolId).toBe('knit');
    expect(document.cellAt(1, 0)).toBe(3);
    const reopened = await openChartState(client, saved.ok ? saved.value : state);
    expect(reopened.ok && reopened.value.columnCount).toBe(2);
  });

  it('serialises every layer (an empty one without rows) and opens them again, hidden ones too', async () => {
    const { client } = fakeWorkers(() => ({
      version: () => ({ ok: true, version: '1.0.0' }),
      encodeRows: (cells: Uint8Array) => ({ ok: true, rows: `1:${Array.from(cells).join('')}` }),
      decodeRows: (rows: string, columnCount: number, rowCount: number) => ({
        ok: true,
        cells: Uint8Array.from(rows.slice(2).split('').map(Number)).subarray(0, columnCount * rowCount),
      }),
    }));
    const opened = await openNewChart(client, {
      craft: 'knitting',
      type: 'colors',
      columnCount: 2,
      rowCount: 1,
    });
    if (!opened.ok) throw new Error('not opened');
    const { document } = opened.value;
    document.setCell(0, 0, 1);
    const layers = document.meta.layers;
    document.replaceLayers(
      {
        items: [
          ...layers.items,
          { layerId: 2, title: 'Boven', visible: false },
          { layerId: 3, title: 'Leeg', visible: true },
        ],
        selectedLayerId: 2,
      },
      [document.layerCells[0]!, Uint8Array.of(0, 4), new Uint8Array(2)],
    );
    expect(Array.from(document.cells)).toEqual([1, 0]);
    const saved = await serialiseChart(client, document);
    if (!saved.ok) throw new Error('not saved');
    expect(saved.value.grid.rows).toBe('1:10');
    expect(saved.value.layers.items.map((layer) => layer.rows)).toEqual([undefined, '1:04', undefined]);
    const reopened = await openChartState(client, saved.value);
    if (!reopened.ok) throw new Error('not reopened');
    expect(reopened.value.layerCells.map((cells) => Array.from(cells))).toEqual([
      [1, 0],
      [0, 4],
      [0, 0],
    ]);
    expect(Array.from(reopened.value.cells)).toEqual([1, 0]);
    expect(reopened.value.meta.layers.items.every((layer) => layer.rows === undefined)).toBe(true);
    expect(reopened.value.selectedLayerId).toBe(2);
  });

  it('passes an engine failure on', async () => {
    const { client } = fakeWorkers(() => ({
      version: () => ({ ok: false, code: 'engineUnavailable' }),
      decodeRows: () => ({ ok: false, code: 'invalidGridRows' }),
    }));
    const request = readNewChartRequest(new URLSearchParams(), false);
    expect((await openNewChart(client, request)).ok).toBe(false);
    const blank = newChartState('knitting', 'colors', 1, 1);
    const state = { ...blank, grid: { ...blank.grid, rows: '1:AAAA' } };
    expect(await openChartState(client, state)).toEqual({
      ok: false,
      error: { code: 'invalidGridRows', message: 'Invalid grid rows' },
    });
  });
});

describe('saving when the worker dies while encoding the rows', () => {
  it('asks a fresh worker once more, so the save goes on; a second failure fails the save', async () => {
    const { client } = fakeWorkers(() => ({
      version: () => ({ ok: true, version: '1.0.0' }),
      encodeRows: (cells: Uint8Array) => ({ ok: true, rows: `1:${Array.from(cells).join('')}` }),
    }));
    const opened = await openNewChart(client, {
      craft: 'knitting',
      type: 'colors',
      columnCount: 2,
      rowCount: 1,
    });
    if (!opened.ok) throw new Error('not opened');
    const { document } = opened.value;
    document.setCell(1, 0, 2);
    const crashed = { ok: false as const, error: { code: 'engineCrashed' as const, message: 'crashed' } };
    const answers: EngineResult<string>[] = [crashed, { ok: true, value: '1:02' }];
    const engine = { encodeRows: async () => answers.shift() ?? crashed } as unknown as EngineClient;
    const saved = await serialiseChart(engine, document);
    expect(saved.ok && saved.value.grid.rows).toBe('1:02');
    const failing = { encodeRows: async () => crashed } as unknown as EngineClient;
    expect(await serialiseChart(failing, document)).toEqual(crashed);
  });
});

describe('new chart query', () => {
  it('defaults to a 100 × 100 knitting colour chart', () => {
    expect(readNewChartRequest(new URLSearchParams(), false)).toEqual({
      craft: 'knitting',
      type: 'colors',
      columnCount: 100,
      rowCount: 100,
    });
  });

  it('reads craft, type and size, clamping the size to the tier and ignoring invalid values', () => {
    expect(
      readNewChartRequest(new URLSearchParams('craft=crochet&type=c2c&columns=50&rows=3000'), false),
    ).toEqual({
      craft: 'crochet',
      type: 'c2c',
      columnCount: 50,
      rowCount: 400,
    });
    expect(readNewChartRequest(new URLSearchParams('rows=3000'), true).rowCount).toBe(2000);
    expect(
      readNewChartRequest(new URLSearchParams('craft=crossStitch&type=lace&columns=-4'), false),
    ).toMatchObject({
      craft: 'crossStitch',
      type: 'other',
      columnCount: 100,
    });
    expect(readNewChartRequest(new URLSearchParams('craft=crochetFreeform'), false)).toMatchObject({
      craft: 'crochetFreeform',
      type: 'other',
    });
  });
});
