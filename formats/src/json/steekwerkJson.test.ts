import { describe, expect, it } from 'vitest';
import { smallChart } from '../chart/testing/sampleChart';
import { readSteekwerkJson, writeSteekwerkJson } from './steekwerkJson';

function errorOf(text: string): string {
  try {
    readSteekwerkJson(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
}

const good = () =>
  JSON.parse(writeSteekwerkJson(smallChart())) as { chart: ReturnType<typeof smallChart> } & Record<
    string,
    unknown
  >;

describe('readSteekwerkJson: bad files', () => {
  it('a truncated file', () => {
    const text = writeSteekwerkJson(smallChart());
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
