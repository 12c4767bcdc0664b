/** The Steekwerk file keeps a freeform chart whole (issue 29): symbols, layers, round guides; bad ones refused. */
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { doilyChart, placed } from '../freeform/testing/doilyChart';
import { readSteekwerkJson, writeSteekwerkJson } from './steekwerkJson';

const fileOf = (state = doilyChart()) =>
  JSON.parse(writeSteekwerkJson(chartSnapshotOf(state))) as {
    chart: ReturnType<typeof doilyChart>;
  } & Record<string, unknown>;

function errorOf(file: unknown): string {
  try {
    readSteekwerkJson(typeof file === 'string' ? file : JSON.stringify(file));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('a freeform chart in the Steekwerk file', () => {
  it('reads back as it was written: symbols, layers (hidden ones too) and round guides', () => {
    const state = doilyChart();
    const read = readSteekwerkJson(writeSteekwerkJson(chartSnapshotOf(state)));
    expect(read.state).toEqual(state);
    expect(read.state.freeform.symbols).toHaveLength(21);
    expect(read.state.layers.items[1]).toEqual({ layerId: 2, title: 'Picots', visible: false });
    expect(read.state.freeform.roundGuides?.[0]).toMatchObject({ wedges: 6, rounds: 2 });
    // Written again, the same file.
    expect(fileOf(read.state)).toEqual(fileOf(state));
  });

  it('reads a freeform chart saved before round guides and bounding boxes', () => {
    const file = fileOf();
    delete file.chart.freeform.roundGuides;
    file.chart.freeform.symbols = file.chart.freeform.symbols.map(
      ({ boundingBox: _box, ...symbol }) => symbol,
    );
    const read = readSteekwerkJson(JSON.stringify(file));
    expect(read.state.freeform.roundGuides).toBeUndefined();
    expect(read.state.freeform.symbols[0]!.boundingBox).toBeUndefined();
  });

  it('refuses a symbol with a style the palette lacks, or on a layer that does not exist', () => {
    const unknownStyle = fileOf(doilyChart([placed(9, 1, 10, 10)]));
    expect(errorOf(unknownStyle)).toBe(
      'Het Steekwerk-bestand klopt niet: symbool 22 gebruikt stijl 9, die niet in het palet staat.',
    );
    const noLayer = fileOf(doilyChart([placed(1, 7, 10, 10)]));
    expect(errorOf(noLayer)).toBe(
      'Het Steekwerk-bestand klopt niet: symbool 22 ligt op laag 7, die niet bestaat.',
    );
    const guide = fileOf();
    guide.chart.freeform.roundGuides![0]!.layerId = 5;
    expect(errorOf(guide)).toBe(
      'Het Steekwerk-bestand klopt niet: toerhulp 1 hoort bij laag 5, die niet bestaat.',
    );
  });

  it('refuses coordinates that are not numbers (NaN is written as null)', () => {
    const file = fileOf();
    const text = JSON.stringify(file).replace(/"x":250(\.\d+)?/, '"x":NaN');
    expect(errorOf(text)).toBe('Het bestand is geen geldige JSON (afgebroken of beschadigd?).');
    (file.chart.freeform.symbols[0] as { x: unknown }).x = null;
    expect(errorOf(file)).toBe(
      'Het Steekwerk-bestand klopt niet: "chart.freeform.symbols.0.x" ontbreekt of is geen getal.',
    );
    // A number too large for a double reads as Infinity, which the schema refuses.
    expect(errorOf(JSON.stringify(file).replace('"x":null', '"x":1e400'))).toMatch(
      /^Het Steekwerk-bestand klopt niet: "chart\.freeform\.symbols\.0\.x"/,
    );
  });

  it('refuses more symbols or a larger freeform than the premium tier saves', () => {
    const big = fileOf();
    big.chart.freeform.size = { width: 2001, height: 100 };
    expect(errorOf(big)).toBe(
      'De vrije vorm is te groot: 2001 × 100. Steekwerk opent vrije vormen tot 2000 × 2000.',
    );
    const many = fileOf();
    many.chart.freeform.symbols = Array.from({ length: 100_001 }, () => placed(1, 1, 5, 5));
    expect(errorOf(many)).toBe('Het Steekwerk-bestand klopt niet: meer dan 100.000 symbolen.');
  }, 60_000);
});
