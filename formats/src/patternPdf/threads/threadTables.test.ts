import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { loadBrandPalette } from '@steekwerk/engine/node';
import { chartSnapshotOf } from '../../chart/chartSnapshot';
import { writeChartPdf } from '../../pdf/writeChartPdf';
import { defaultPdfOptions } from '../../pdf/pdfOptions';
import { readPatternPdf } from '../readPatternPdf';
import { brandOfText, tableThread, threadBrandOf } from './threadTables';

const hex = (rgb: readonly number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

describe('thread tables of the pattern PDF import', () => {
  it('hold every DMC and Anchor thread of the palette CSVs (regenerate with formats/scripts/thread-tables.mjs)', async () => {
    for (const colour of await loadBrandPalette('dmc'))
      expect(tableThread('DMC', colour.code)).toEqual({ name: colour.name, colour: hex(colour.rgb) });
    const anchor = await readFile(
      path.join(__dirname, '..', '..', '..', '..', 'engine-rs', 'data', 'palettes', 'anchor-floss.csv'),
      'utf8',
    );
    const lines = anchor.trim().split('\n').slice(1);
    expect(lines.length).toBe(442);
    for (const line of lines) {
      const [code, name, r, g, b] = line.split(',');
      expect(tableThread('Anchor', code!)).toEqual({ name, colour: hex([r, g, b].map(Number)) });
    }
    expect(tableThread('Anchor', '403')).toEqual({ name: 'Black', colour: '#000103' });
    expect(tableThread('DMC', 'b5200')?.name).toBe('Snow White');
    expect(tableThread('DMC', '99999')).toBeUndefined();
  });

  it('find the brand a PDF names, and only when it names one', () => {
    expect(threadBrandOf('ANCHOR')).toBe('Anchor');
    expect(threadBrandOf('Madeira')).toBeUndefined();
    expect(brandOfText(['Color Scheme:', 'Anchor', '403'])).toBe('Anchor');
    expect(brandOfText(['DMC 310', 'Anchor 403'])).toBeUndefined();
    expect(brandOfText(['Sleutel', '310'])).toBeUndefined();
  });

  it('a black-and-white PDF read without the catalogue (the web worker) gets the DMC colours from the table', async () => {
    const styles = [
      createPaletteStyle(1, { colorBackground: '#c72b3b', productId: 'dmc-321', description: 'DMC 321 Red' }),
      createPaletteStyle(2, {
        colorBackground: '#056517',
        productId: 'dmc-699',
        description: 'DMC 699 Green',
      }),
    ];
    const cells = new Uint8Array(30 * 20).map((_, index) => (index % 3 === 0 ? 0 : 1 + (index % 2)));
    const chart = createChartState({
      craft: 'crossStitch',
      type: 'other',
      size: { columnCount: 30, rowCount: 20 },
      rows: encodeRowsPlain(cells, 30, 20),
      styles,
      title: 'Zwart-wit',
    });
    const { bytes } = await writeChartPdf(chartSnapshotOf(chart), { ...defaultPdfOptions, mode: 'bw' });
    const { state } = await readPatternPdf(bytes);
    const colours = Object.fromEntries(state.palette.styles.map((s) => [s.productId, s.colorBackground]));
    expect(colours).toEqual({ 'dmc-321': '#c72b3b', 'dmc-699': '#056517' });
  }, 60_000);
});
