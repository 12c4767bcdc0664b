import { describe, expect, it } from 'vitest';
import { writeSteekwerkJson } from '../json/steekwerkJson';
import { bigChart, cellsOf } from '../chart/testing/sampleChart';
import { readSteekwerkJson } from '../json/steekwerkJson';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { convert } from './testing/memoryIo';

describe('convert --in pattern.pdf', () => {
  it('reads a pattern PDF back into a chart and says what it found', async () => {
    const chart = bigChart(64, 5);
    const json = writeSteekwerkJson(chartSnapshotOf(chart));
    const toPdf = await convert(['--in', 'p.json', '--out', 'patroon.pdf', '--overlap', '2'], {
      'p.json': json,
    });
    expect(toPdf.errors).toEqual([]);
    const pdf = toPdf.store.get('patroon.pdf')!;
    const back = await convert(['--in', 'patroon.pdf', '--out', 'terug.json'], { 'patroon.pdf': pdf });
    expect(back.errors).toEqual([]);
    const line = JSON.parse(back.out[0]!);
    expect(line.read).toMatchObject({ format: 'pdf', columns: 64, rows: 64, colours: 5 });
    expect(line.read.pattern).toMatchObject({
      columns: 64,
      rows: 64,
      threads: 5,
      backstitches: 0,
      missing: [],
    });
    expect(line.read.pattern.chartPages.length).toBeGreaterThan(1);
    const read = readSteekwerkJson(new TextDecoder().decode(back.store.get('terug.json')!));
    // bigChart's styles are written in key order; the cells' pattern is the same.
    const original = cellsOf(chart);
    const cells = cellsOf(read.state);
    const mapping = new Map<number, number>();
    original.forEach((value, index) => mapping.set(value, cells[index]!));
    expect([...original].map((value) => mapping.get(value))).toEqual([...cells]);
    expect(new Set(mapping.values()).size).toBe(mapping.size);
  }, 60_000);

  it('a broken PDF gives one Dutch line and status 1', async () => {
    const result = await convert(['--in', 'kapot.pdf', '--out', 'k.oxs'], {
      'kapot.pdf': new TextEncoder().encode('%PDF-1.7\nkapot'),
    });
    expect(result.status).toBe(1);
    expect(result.errors).toEqual([
      expect.stringMatching(/^convert: Dit PDF-bestand kan niet gelezen worden/),
    ]);
  });
});
