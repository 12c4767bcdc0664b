import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { rowsOfCells } from './testing/sampleChart';
import { buildKey } from './keyCounts';
import { keyNotes } from './keyLines';
import { keyLines, paginateKey, productNumber } from './keyPages';
import { defaultPdfOptions } from './pdfOptions';

const chart = createChartState({
  craft: 'crossStitch',
  type: 'other',
  size: { columnCount: 3, rowCount: 1 },
  rows: rowsOfCells(Uint8Array.from([1, 2, 3])),
  styles: [
    createPaletteStyle(1, { productId: 'dmc-310', description: 'Zwart' }),
    createPaletteStyle(2, { abbreviation: 'A1', description: 'Eigen kleur' }),
    createPaletteStyle(3, { colorBackground: '#ff0000' }),
  ],
});
chart.grid.customLines.push({ x1: 0, y1: 0, x2: 14, y2: 0, styleId: 1 });

/** The printed columns of each line: number, name, strands, use, estimate. */
const texts = (lines: ReturnType<typeof keyLines>) =>
  lines.map((line) => [line.number, line.name, line.strands, line.use, line.estimate]);

describe('keyLines', () => {
  it('names the brand and number from the catalogue, else from the product id, abbreviation or colour', () => {
    const withCatalogue = {
      ...defaultPdfOptions,
      products: { 'dmc-310': { brand: 'DMC', number: '310', name: 'Black' } },
    };
    const lines = keyLines(chart, buildKey(chart, chartSnapshotOf(chart).cells), withCatalogue);
    expect(texts(lines)).toEqual([
      ['DMC 310', 'Black', '2', '1 steek', '1 streng (koop 1)'],
      ['', '', '1', '2,5 cm backsteek', ''],
      ['A1', 'Eigen kleur', '2', '1 steek', '1 streng (koop 1)'],
      ['#ff0000', '', '2', '1 steek', '1 streng (koop 1)'],
    ]);
    expect(lines.map((line) => [line.first, line.swatch])).toEqual([
      [true, 'cell'],
      [false, 'line'],
      [true, 'cell'],
      [true, 'cell'],
    ]);
    expect(keyLines(chart, buildKey(chart, chartSnapshotOf(chart).cells), defaultPdfOptions)[0]?.number).toBe(
      'DMC 310',
    );
    // A style linked in the palette carries the product's title; without the catalogue the number is not repeated.
    const linked = createChartState({
      craft: 'crossStitch',
      type: 'other',
      size: { columnCount: 1, rowCount: 1 },
      rows: rowsOfCells(Uint8Array.from([1])),
      styles: [createPaletteStyle(1, { productId: 'dmc-310', description: 'DMC 310 Black' })],
    });
    expect(
      texts(keyLines(linked, buildKey(linked, chartSnapshotOf(linked).cells), defaultPdfOptions))[0]?.slice(
        0,
        2,
      ),
    ).toEqual(['DMC 310', 'Black']);
    expect(productNumber('hama-h01')).toBe('HAMA H01');
    expect(productNumber('')).toBe('');
  });

  it('lists every use of a colour on a line of its own, and colours used only for backstitch, knots or beads', () => {
    const mixed = createChartState({
      craft: 'crossStitch',
      type: 'other',
      size: { columnCount: 2, rowCount: 2 },
      rows: rowsOfCells(Uint8Array.from([1, 1, 1, 0])),
      styles: [1, 2, 3, 4].map((id) => createPaletteStyle(id, { abbreviation: `DMC ${id}` })),
    });
    mixed.grid.halfStitches.push(
      { x: 1, y: 1, left: true, top: true, styleId: 1 },
      { x: 1, y: 1, left: false, top: false, styleId: 1 },
    );
    mixed.grid.quarterStitches.push({ x: 1, y: 1, left: true, top: false, styleId: 1 });
    mixed.grid.customLines.push({ x1: 0, y1: 0, x2: 2, y2: 0, styleId: 2 });
    mixed.grid.ornaments.push(
      { x: 1, y: 1, kind: 'knot', styleId: 1 },
      { x: 2, y: 2, kind: 'knot', styleId: 3 },
      { x: 0, y: 2, kind: 'bead', styleId: 4 },
      { x: 1, y: 2, kind: 'bead', sizeMm: 2.5, styleId: 4 },
      { x: 0, y: 1, kind: 'bead', sizeMm: 2.5, styleId: 1 },
    );
    const lines = keyLines(mixed, buildKey(mixed, chartSnapshotOf(mixed).cells), defaultPdfOptions);
    expect(texts(lines)).toEqual([
      ['DMC 1', '', '2', '3 steken', '1 streng (koop 1)'],
      ['', '', '2', '2 halve steken', ''],
      ['', '', '2', '1 kwartsteek', ''],
      ['', '', '2', '1 Franse knoop', ''],
      ['', '', '', '1 kraal van 2,5 mm', '1–2 stuks (koop 2)'],
      ['DMC 2', '', '1', '0,4 cm backsteek', '1 streng (koop 1)'],
      ['DMC 4', '', '', '1 kraal van 2 mm', '1–2 stuks (koop 2)'],
      ['', '', '', '1 kraal van 2,5 mm', '1–2 stuks (koop 2)'],
      ['DMC 3', '', '2', '1 Franse knoop', '1 streng (koop 1)'],
    ]);
    expect(lines.map((line) => line.swatch)).toEqual([
      'cell',
      'half',
      'quarter',
      'knot',
      'bead',
      'line',
      'bead',
      'bead',
      'knot',
    ]);
    expect(keyNotes(lines)).toEqual([
      'De schatting van een kleur telt al haar steken: hele 1, halve ½, kwart ¼, Franse knoop 1,2 en backsteek ' +
        '(1 draad) 0,8 per hokje lengte.',
      'Kralen tellen per stuk; het getal achter "koop" heeft 10 % extra.',
    ]);
  });

  it('never splits a colour over pages and keeps a row for the heading on each page', () => {
    const lines = keyLines(chart, buildKey(chart, chartSnapshotOf(chart).cells), defaultPdfOptions);
    // Heading + DMC 310 (two lines) on the first page of 3; the next colours on the following pages.
    expect(paginateKey(lines, 3)).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(paginateKey(lines, 2)).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    expect(paginateKey(lines, 100)).toEqual([[0, 4]]);
    expect(paginateKey([], 10)).toEqual([[0, 0]]);
    expect(keyNotes(lines)).toHaveLength(1);
  });
});
