import { describe, expect, it } from 'vitest';
import { decodeRowsPlain, encodeRowsPlain } from './plainCodec';
import {
  invalidDecodeCases,
  invalidEncodeCases,
  makeCells,
  nodeBase64Rows,
  roundTripSizes,
} from './testing/gridRowsCases';
import { expectGridRowsError } from './testing/expectGridRowsError';

describe('plain codec round trips', () => {
  it.each(roundTripSizes)('encodes and decodes a %i by %i grid like Node base64', (columns, rows) => {
    const cells = makeCells(columns * rows, columns * 1000 + rows);
    const text = encodeRowsPlain(cells, columns, rows);
    expect(text).toBe(nodeBase64Rows(cells));
    expect(decodeRowsPlain(text, columns, rows)).toEqual(cells);
  });

  it('encodes known values', () => {
    expect(encodeRowsPlain(new Uint8Array([0]), 1, 1)).toBe('1:AA==');
    expect(encodeRowsPlain(new Uint8Array([1, 2]), 2, 1)).toBe('1:AQI=');
    expect(encodeRowsPlain(new Uint8Array([1, 2, 3]), 1, 3)).toBe('1:AQID');
    expect(encodeRowsPlain(new Uint8Array([0xff, 0xfe, 0xfd, 0xfc]), 2, 2)).toBe('1://79/A==');
  });

  it('keeps every byte value 0..255 in every position of a group', () => {
    for (const offset of [0, 1, 2]) {
      const cells = new Uint8Array(256 + offset);
      cells.set(
        Array.from({ length: 256 }, (_, value) => value),
        offset,
      );
      const text = encodeRowsPlain(cells, cells.length, 1);
      expect(text).toBe(nodeBase64Rows(cells));
      expect(decodeRowsPlain(text, 1, cells.length)).toEqual(cells);
    }
  });

  it('round trips a 1000 by 1000 grid', () => {
    const cells = makeCells(1000 * 1000, 9);
    const text = encodeRowsPlain(cells, 1000, 1000);
    expect(text).toBe(nodeBase64Rows(cells));
    expect(Buffer.compare(decodeRowsPlain(text, 1000, 1000), cells)).toBe(0);
  });

  it('ignores the unused low bits of a padded last group, as Node does', () => {
    expect(decodeRowsPlain('1:AB==', 1, 1)).toEqual(new Uint8Array([0]));
    expect(decodeRowsPlain('1:AQJ=', 2, 1)).toEqual(new Uint8Array([1, 2]));
  });

  it('returns cells in a buffer of their own', () => {
    const cells = decodeRowsPlain('1:AQIDBAUG', 3, 2);
    expect(cells.byteOffset).toBe(0);
    expect(cells.byteLength).toBe(cells.buffer.byteLength);
  });
});

describe('decodeRowsPlain rejects with "Invalid grid rows" (spec §5)', () => {
  it.each(invalidDecodeCases)('$reason', ({ rows, columnCount, rowCount }) => {
    expectGridRowsError(() => decodeRowsPlain(rows, columnCount, rowCount));
  });
});

describe('encodeRowsPlain rejects with "Invalid grid rows"', () => {
  it.each(invalidEncodeCases)('$reason', ({ cells, columnCount, rowCount }) => {
    expectGridRowsError(() => encodeRowsPlain(cells as Uint8Array, columnCount, rowCount));
  });
});
