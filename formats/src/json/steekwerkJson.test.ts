import { describe, expect, it } from 'vitest';
import { smallChart } from '../chart/testing/sampleChart';
import { readSteekwerkJson, writeSteekwerkJson } from './steekwerkJson';
import { chartSnapshotOf } from '../chart/chartSnapshot';

function errorOf(text: string): string {
  try {
    readSteekwerkJson(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
}

const good = () =>
  JSON.parse(writeSteekwerkJson(chartSnapshotOf(smallChart()))) as {
    chart: ReturnType<typeof smallChart>;
  } & Record<string, unknown>;

describe('readSteekwerkJson: bad files', () => {
  it('a truncated file', () => {
    const text = writeSteekwerkJson(chartSnapshotOf(smallChart()));
    expect(errorOf(text.slice(0, text.length / 2))).toBe(
      'Het bestand is geen geldige JSON (afgebroken of beschadigd?).',
    );
  });

  it('JSON that is not a Steekwerk chart', () => {
    expect(errorOf('{"hello": 1}')).toBe(
      'Dit is geen Steekwerk-bestand: het veld "format" met "steekwerk-chart" ontbreekt.',
    );
  });

  it('a newer version', () => {
    expect(errorOf(JSON.stringify({ ...good(), version: 7 }))).toBe(
      'Dit Steekwerk-bestand heeft versie 7; deze versie van Steekwerk leest tot versie 1.',
    );
  });

  it('a field the schema refuses, named by its path', () => {
    const file = good();
    file.chart.palette.styles[1]!.colorBackground = 'rood';
    expect(errorOf(JSON.stringify(file))).toBe(
      'Het Steekwerk-bestand klopt niet: "chart.palette.styles.1.colorBackground" heeft een ongeldige waarde (Invalid HEX color).',
    );
  });

  it('a missing part and a number out of range, in Dutch', () => {
    expect(errorOf('{"format":"steekwerk-chart","version":1,"chart":{}}')).toBe(
      'Het Steekwerk-bestand klopt niet: "chart.settings" ontbreekt of is geen object.',
    );
    const file = good();
    file.chart.settings.zoomLevel = 9000;
    expect(errorOf(JSON.stringify(file))).toBe(
      'Het Steekwerk-bestand klopt niet: "chart.settings.zoomLevel" is te groot of te lang (hoogstens 500).',
    );
  });

  it('cells using a style the palette lacks', () => {
    const file = good();
    file.chart.palette.styles = file.chart.palette.styles.slice(0, 2);
    file.chart.palette.selectedStyleId = 1;
    file.chart.grid.customLines = [];
    file.chart.grid.halfStitches = [];
    file.chart.grid.quarterStitches = [];
    expect(errorOf(JSON.stringify(file))).toBe(
      'Het Steekwerk-bestand klopt niet: de cellen gebruiken stijl 3, die niet in het palet staat.',
    );
  });

  it('rows that do not fit the size, and a line outside the chart', () => {
    const file = good();
    file.chart.grid.settings.size.columnCount = 7;
    expect(errorOf(JSON.stringify(file))).toMatch(/de cellen \(grid.rows\) passen niet bij 7 × 4 steken/);
    const other = good();
    other.chart.grid.customLines[0]!.x2 = 9;
    expect(errorOf(JSON.stringify(other))).toBe(
      'Het Steekwerk-bestand klopt niet: lijn 1 ligt buiten de kaart.',
    );
  });
});

describe('readSteekwerkJson: knots and beads', () => {
  it('keeps them, and reads a file written before they existed as a chart without any', () => {
    expect(readSteekwerkJson(writeSteekwerkJson(chartSnapshotOf(smallChart()))).state.grid.ornaments).toEqual(
      smallChart().grid.ornaments,
    );
    const older = good();
    delete (older.chart.grid as Partial<typeof older.chart.grid>).ornaments;
    expect(readSteekwerkJson(JSON.stringify(older)).state.grid.ornaments).toEqual([]);
  });

  it('refuses one using a style the palette lacks, or lying outside the chart, naming it', () => {
    const unknown = good();
    unknown.chart.grid.ornaments[1]!.styleId = 9;
    expect(errorOf(JSON.stringify(unknown))).toBe(
      'Het Steekwerk-bestand klopt niet: kraal 2 gebruikt stijl 9, die niet in het palet staat.',
    );
    const outside = good();
    outside.chart.grid.ornaments[0]!.y = 4.5;
    expect(errorOf(JSON.stringify(outside))).toBe(
      'Het Steekwerk-bestand klopt niet: knoop 1 ligt buiten de kaart.',
    );
    const negative = good();
    negative.chart.grid.ornaments[0]!.x = -1;
    expect(errorOf(JSON.stringify(negative))).toBe(
      'Het Steekwerk-bestand klopt niet: "chart.grid.ornaments.0.x" is te klein of te kort (minstens 0).',
    );
  });
});
