import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { describe, expect, it } from 'vitest';
import { smallChart } from './testing/sampleChart';
import {
  chartProgressOf,
  chartSnapshotOf,
  chartStateOf,
  parseChartSnapshot,
  type ChartSnapshot,
} from './chartSnapshot';

const done = (cells: number[]) => {
  const bytes = new Uint8Array(24);
  for (const cell of cells) bytes[cell] = 1;
  return bytes;
};

describe('chartSnapshotOf', () => {
  it('decodes the cells and done cells once; the state and progress come back unchanged', () => {
    const state = smallChart();
    const progress = { done: encodeRowsPlain(done([0, 5]), 6, 4), doneCount: 2 };
    const snapshot = chartSnapshotOf(state, progress);
    expect(snapshot.cells).toHaveLength(24);
    expect([...snapshot.cells.subarray(0, 6)]).toEqual([1, 1, 2, 0, 3, 3]);
    expect(snapshot.chart.grid).not.toHaveProperty('rows');
    expect(chartStateOf(snapshot)).toEqual(state);
    expect(chartProgressOf(snapshot)).toEqual(progress);
  });

  it('has no progress without done cells, or with none done', () => {
    expect(chartProgressOf(chartSnapshotOf(smallChart()))).toBeUndefined();
    expect(chartProgressOf({ ...chartSnapshotOf(smallChart()), done: new Uint8Array(24) })).toBeUndefined();
  });

  it('refuses rows or done cells that do not fit the chart, with a Dutch message', () => {
    const state = smallChart();
    expect(() => chartSnapshotOf({ ...state, grid: { ...state.grid, rows: 'xx' } })).toThrow(/passen niet/);
    expect(() => chartSnapshotOf(state, { done: encodeRowsPlain(new Uint8Array(3), 3, 1) })).toThrow(
      /passen niet/,
    );
  });
});

describe('parseChartSnapshot', () => {
  const good = chartSnapshotOf(smallChart());

  it('takes a snapshot as a worker receives it', () => {
    const received = parseChartSnapshot(structuredClone({ ...good, done: done([1]) }));
    expect(received?.cells).toEqual(good.cells);
    expect(received?.done).toEqual(done([1]));
  });

  it('refuses anything that does not fit', () => {
    const broken: unknown[] = [
      undefined,
      'chart',
      { ...good, cells: new Uint8Array(23) },
      { ...good, cells: [...good.cells] },
      { ...good, done: new Uint8Array(24).fill(2) },
      { ...good, done: new Uint8Array(2) },
      { ...good, chart: { ...good.chart, palette: 'none' } },
      { chart: good.chart },
    ];
    for (const value of broken) expect(parseChartSnapshot(value)).toBeUndefined();
  });

  it('keeps the metadata the writers read', () => {
    const received = parseChartSnapshot(good) as ChartSnapshot;
    expect(received.chart.grid.customLines).toEqual(good.chart.grid.customLines);
    expect(received.chart.grid.ornaments).toEqual(good.chart.grid.ornaments);
  });
});
