import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { decodeChartCells, encodeChartCells } from './chartCells';
import { buildKey } from './keyCounts';
import { keyLines, paginateKey, productNumber } from './keyPages';
import { defaultPdfOptions } from './pdfOptions';

const chart = createChartState({
  craft: 'crossStitch',
  type: 'other',
  size: { columnCount: 3, rowCount: 1 },
  rows: encodeChartCells(Uint8Array.from([1, 2, 3])),
  styles: [
    createPaletteStyle(1, { productId: 'dmc-310', description: 'Zwart' }),
    createPaletteStyle(2, { abbreviation: 'A1', description: 'Eigen kleur' }),
    createPaletteStyle(3, { colorBackground: '#ff0000' }),
  ],
});
chart.grid.customLines.push({ x1: 0, y1: 0, x2: 14, y2: 0, styleId: 1 });

describe('keyLines', () => {
  it('names the brand and number from the catalogue, else from the product id, abbreviation or colour', () => {
    const withCatalogue = {
      ...defaultPdfOptions,
      products: { 'dmc-310': { brand: 'DMC', number: '310', name: 'Black' } },
    };
    const lines = keyLines(chart, buildKey(chart, decodeChartCells(chart)), withCatalogue);
    expect(lines.map((line) => [line.number, line.name, line.strands, line.count, line.backstitch])).toEqual([
      ['DMC 310', 'Black', '2', '1', false],
      ['A1', 'Eigen kleur', '2', '1', false],
      ['#ff0000', '', '2', '1', false],
      ['DMC 310', 'Black', '1', '2,5 cm', true],
    ]);
    expect(keyLines(chart, buildKey(chart, decodeChartCells(chart)), defaultPdfOptions)[0]?.number).toBe(
      'DMC 310',
    );
    expect(productNumber('hama-h01')).toBe('HAMA H01');
    expect(productNumber('')).toBe('');
  });

  it('never splits a line over pages and repeats the heading on each page', () => {
    const lines = keyLines(chart, buildKey(chart, decodeChartCells(chart)), defaultPdfOptions);
    // 3 full-stitch lines (heading 3 + 2) and a backstitch section (heading 3) in pages of 6 lines.
    expect(paginateKey(lines, 6)).toEqual([
      [0, 3],
      [3, 4],
    ]);
    expect(paginateKey(lines, 100)).toEqual([[0, 4]]);
    expect(paginateKey([], 10)).toEqual([[0, 0]]);
  });
});
