import { createChartState, createPaletteStyle, type PaletteStyle } from '@steekwerk/model';
import { encodeRowsPlain } from '@steekwerk/engine/plain';
import { describe, expect, it } from 'vitest';
import { chartSnapshotOf } from '../chart/chartSnapshot';
import { smallChart } from '../chart/testing/sampleChart';
import { defaultPdfOptions } from '../pdf/pdfOptions';
import { csvField, writeSuppliesCsv } from './suppliesCsv';

/**
 * The file as a spreadsheet reads it: the byte order mark, then records of fields (RFC 4180 with semicolons: a
 * quoted field may hold separators, doubled quotes and line ends). A blank line is a record of no fields.
 */
function readCsv(bytes: Uint8Array): { bom: boolean; rows: string[][] } {
  const decoded = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const bom = decoded.startsWith('\uFEFF');
  const text = bom ? decoded.slice(1) : decoded;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let started = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    const next = text[at + 1];
    if (quoted && char === '"' && next === '"') {
      field += '"';
      at += 1;
    } else if (char === '"') {
      quoted = !quoted;
      started = true;
    } else if (quoted) {
      field += char;
    } else if (char === ';') {
      endField();
      started = true;
    } else if (char === '\r' && next === '\n') {
      if (started || field !== '') endField();
      rows.push(row);
      row = [];
      started = false;
      at += 1;
    } else {
      field += char;
      started = true;
    }
  }
  return { bom, rows };
}

/** A cross-stitch chart of two stitches of one colour. */
function twoStitches(style: Partial<PaletteStyle>) {
  return createChartState({
    craft: 'crossStitch',
    type: 'other',
    size: { columnCount: 2, rowCount: 1 },
    rows: encodeRowsPlain(new Uint8Array([1, 1]), 2, 1),
    title: 'x',
    styles: [createPaletteStyle(1, style)],
  });
}

describe('the shopping list as CSV', () => {
  it('lists each colour with its number, name, counts and what to buy, then the fabric', () => {
    const { bom, rows } = readCsv(writeSuppliesCsv(chartSnapshotOf(smallChart()), defaultPdfOptions));
    expect(bom).toBe(true);
    expect(rows[0]).toEqual([
      'Nummer',
      'Naam',
      'Kleur',
      'Steken',
      'Halve steken',
      'Kwartsteken',
      'Knopen',
      'Backstitch (cm)',
      'Hoeveelheid',
      'Kopen',
    ]);
    const black = rows.find((row) => row[0] === 'DMC 310');
    // "DMC 310 Black" of a style linked without the catalogue: the number in its own column, the name after it.
    expect(black?.slice(0, 3)).toEqual(['DMC 310', 'Black', '#000000']);
    expect(Number(black?.[3])).toBeGreaterThan(0);
    expect(black?.[9]).toMatch(/^\d+ streng(en)?$/);
    expect(rows.find((row) => row[1] === 'Blauw')?.[0]).toBe('B');
    const fabric = rows.at(-1)!;
    expect(fabric[0]).toBe('Stof');
    expect(fabric[1]).toMatch(/^\d+(,\d)? × \d+(,\d)? cm$/);
    expect(rows.at(-2)).toEqual([]);
  });

  it('uses the catalogue’s brand, number and name when the options carry them', () => {
    const options = {
      ...defaultPdfOptions,
      products: { 'dmc-310': { brand: 'DMC', number: '310', name: 'Zwart' } },
    };
    const { rows } = readCsv(writeSuppliesCsv(chartSnapshotOf(smallChart()), options));
    expect(rows.find((row) => row[0] === 'DMC 310')?.[1]).toBe('Zwart');
  });

  it('names a colour without a name of its own by the caller’s colour names', () => {
    const state = twoStitches({ colorBackground: '#bf3f3f' });
    const named = readCsv(writeSuppliesCsv(chartSnapshotOf(state), defaultPdfOptions, () => 'rood'));
    expect(named.rows[1]?.slice(0, 3)).toEqual(['', 'rood', '#bf3f3f']);
    const unnamed = readCsv(writeSuppliesCsv(chartSnapshotOf(state), defaultPdfOptions));
    expect(unnamed.rows[1]?.slice(0, 3)).toEqual(['', '', '#bf3f3f']);
  });

  it('quotes separators and quotes, and disarms names a spreadsheet would run as a formula', () => {
    expect(csvField('Rood; donker')).toBe('"Rood; donker"');
    expect(csvField('12" lang')).toBe('"12"" lang"');
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+31')).toBe("'+31");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(2.25)).toBe('2,3');
    expect(csvField('Gewoon')).toBe('Gewoon');
  });

  it('writes a hostile name from an imported file as one plain field', () => {
    const state = twoStitches({ colorBackground: '#112233', description: '=cmd|"/c calc"!A1;\r\nX' });
    const bytes = writeSuppliesCsv(chartSnapshotOf(state), defaultPdfOptions);
    const { rows } = readCsv(bytes);
    // One record for the colour (then the blank line and the fabric), the whole name in its field, disarmed.
    expect(rows).toHaveLength(4);
    expect(rows[1]?.[1]).toBe(`'=cmd|"/c calc"!A1;\r\nX`);
    expect(rows[1]?.[2]).toBe('#112233');
  });

  it('lists knitting yarn in metres, without fabric', () => {
    const state = createChartState({
      craft: 'knitting',
      type: 'colors',
      size: { columnCount: 20, rowCount: 10 },
      rows: encodeRowsPlain(new Uint8Array(200).fill(1), 20, 10),
      title: 'Sjaal',
      styles: [createPaletteStyle(1, { colorBackground: '#aa0000', description: 'Rood' })],
    });
    const { rows } = readCsv(writeSuppliesCsv(chartSnapshotOf(state), defaultPdfOptions));
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[1]).toBe('Rood');
    expect(rows[1]?.[3]).toBe('200');
    expect(rows[1]?.[9]).toMatch(/^\d+ m$/);
  });
});
