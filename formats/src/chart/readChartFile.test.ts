import { describe, expect, it } from 'vitest';
import { readChartFile } from './readChartFile';

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('readChartFile', () => {
  it('refuses an empty file and text that is not UTF-8', () => {
    expect(errorOf(() => readChartFile('oxs', new Uint8Array(0)))).toBe('Het bestand is leeg.');
    expect(errorOf(() => readChartFile('json', Uint8Array.of(0x7b, 0xff, 0xfe)))).toBe(
      'Het bestand is geen tekst in UTF-8 (beschadigd, of een ander soort bestand).',
    );
  });

  it('reads each format by the name it is given', () => {
    const oxs = new TextEncoder().encode('<chart><properties chartwidth="2" chartheight="1"/></chart>');
    expect(readChartFile('oxs', oxs).state.grid.settings.size).toEqual({ columnCount: 2, rowCount: 1 });
    expect(errorOf(() => readChartFile('png', oxs))).toBe(
      'Het PNG-bestand klopt niet: het is geen PNG-bestand.',
    );
  });
});
