/**
 * Layers through the chart files (issue 27, docs/decisions/layers.md): the Steekwerk JSON file keeps every layer,
 * hidden ones too, and reads them back; every other file (OXS, PNG) gets the visible layers flattened; layer rows
 * that do not fit, too many layers and unknown styles on a layer are refused in Dutch.
 */
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import type { ChartState } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { cellsOf, smallChart } from '../chart/testing/sampleChart';
import { readOxs } from '../oxs/readOxs';
import { writeOxs } from '../oxs/writeOxs';
import { readSteekwerkJson, writeSteekwerkJson } from './steekwerkJson';

/** The small chart with a layer above: style 3 over the whole first row; hidden or not. */
function layered(visible: boolean): ChartState {
  const state = smallChart();
  const upper = new Uint8Array(6 * 4);
  upper.fill(3, 0, 6);
  return {
    ...state,
    layers: {
      items: [
        ...state.layers.items,
        { layerId: 2, title: 'Rand', visible, rows: encodeRowsPlain(upper, 6, 4) },
        { layerId: 3, title: 'Leeg', visible: true },
      ],
      selectedLayerId: 2,
    },
  };
}

function errorOf(text: string): string {
  try {
    readSteekwerkJson(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('layers in chart files', () => {
  it('shows the visible layers flattened to every writer, and keeps each layer in the JSON file', () => {
    const shown = chartSnapshotOf(layered(true));
    expect([...shown.cells.subarray(0, 6)]).toEqual([3, 3, 3, 3, 3, 3]);
    const hidden = chartSnapshotOf(layered(false));
    expect(hidden.cells).toEqual(cellsOf(smallChart()));

    const read = readSteekwerkJson(writeSteekwerkJson(hidden)).state;
    expect(read.layers).toEqual(layered(false).layers);
    expect(read.grid.rows).toBe(smallChart().grid.rows);
  });

  it('flattens the visible layers into OXS (which has no layers)', () => {
    const oxs = readOxs(new TextDecoder().decode(writeOxs(chartSnapshotOf(layered(true)))));
    expect([...chartSnapshotOf(oxs.state).cells.subarray(0, 6)]).toEqual([3, 3, 3, 3, 3, 3]);
    expect(oxs.state.layers.items).toHaveLength(1);
    const withoutHidden = readOxs(new TextDecoder().decode(writeOxs(chartSnapshotOf(layered(false)))));
    expect(chartSnapshotOf(withoutHidden.state).cells).toEqual(cellsOf(smallChart()));
  });

  it('refuses layers that do not fit, too many, or a style the palette lacks, in Dutch', () => {
    const file = () =>
      JSON.parse(writeSteekwerkJson(chartSnapshotOf(layered(true)))) as { chart: ChartState };
    const short = file();
    short.chart.layers.items[1]!.rows = encodeRowsPlain(new Uint8Array(3), 3, 1);
    expect(errorOf(JSON.stringify(short))).toBe(
      'Het Steekwerk-bestand klopt niet: de cellen van laag "Rand" passen niet bij 6 × 4 steken.',
    );
    const garbage = file();
    garbage.chart.layers.items[1]!.rows = '1:!!!';
    expect(errorOf(JSON.stringify(garbage))).toMatch(/laag "Rand" passen niet/);
    const unknown = file();
    unknown.chart.layers.items[1]!.rows = encodeRowsPlain(new Uint8Array(24).fill(9), 6, 4);
    expect(errorOf(JSON.stringify(unknown))).toBe(
      'Het Steekwerk-bestand klopt niet: laag 2 gebruikt stijl 9, die niet in het palet staat.',
    );
    const many = file();
    many.chart.layers.items = Array.from({ length: 21 }, (_, index) => ({
      layerId: index + 1,
      title: `L${index}`,
      visible: true,
    }));
    many.chart.layers.selectedLayerId = 1;
    expect(errorOf(JSON.stringify(many))).toBe('Het Steekwerk-bestand klopt niet: meer dan 20 lagen.');
    const twice = file();
    twice.chart.layers.items[2]!.layerId = 2;
    expect(errorOf(JSON.stringify(twice))).toBe(
      'Het Steekwerk-bestand klopt niet: twee lagen hebben hetzelfde nummer.',
    );
    const onFirst = file();
    onFirst.chart.layers.items[0]!.rows = onFirst.chart.grid.rows;
    expect(errorOf(JSON.stringify(onFirst))).toMatch(/onderste laag/);
    const lost = file();
    lost.chart.layers.selectedLayerId = 42;
    expect(errorOf(JSON.stringify(lost))).toMatch(/gekozen laag/);
  });
});
