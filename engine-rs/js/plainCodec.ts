/**
 * `@steekwerk/engine/plain`: the grid rows codec as a plain TypeScript loop over lookup tables.
 *
 * Same format, checks and errors as the wasm engine (see `src/grid_codec.rs`): standard base64 with
 * `=` padding, a length that is a multiple of 4, no other characters, and the unused low bits of a
 * padded last group ignored. The benchmark compares it with the engine; it also serves as a fallback.
 */
import { GridRowsError, encodedRowsLength, gridCellCount } from './gridRows';

export { GRID_ROWS_ERROR, GridRowsError } from './gridRows';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const PREFIX = '1:';
const EQUALS = 0x3d;
/** Marks a character outside the alphabet; its top bit survives OR-ing a group's values. */
const INVALID = 0xff;

/** Character code of each 6-bit value. */
const ENCODE = Uint8Array.from(ALPHABET, (character) => character.charCodeAt(0));
/** 6-bit value of each character code below 256, {@link INVALID} for all others (`=` included). */
const DECODE = new Uint8Array(256).fill(INVALID);
for (let value = 0; value < 64; value += 1) DECODE[ENCODE[value]!] = value;

const textDecoder = new TextDecoder();

/**
 * Encodes a grid's cells (one byte per cell, row-major) as the rows text `"1:" + base64`.
 *
 * @throws GridRowsError when `cells` is not a `Uint8Array` of exactly `columnCount * rowCount` bytes
 *   or a count is not a whole number of at least 1
 */
export function encodeRowsPlain(cells: Uint8Array, columnCount: number, rowCount: number): string {
  if (!(cells instanceof Uint8Array)) throw new GridRowsError();
  const cellCount = gridCellCount(columnCount, rowCount);
  if (cells.length !== cellCount) throw new GridRowsError();

  const text = new Uint8Array(encodedRowsLength(cellCount));
  text[0] = PREFIX.charCodeAt(0);
  text[1] = PREFIX.charCodeAt(1);
  const wholeEnd = cellCount - (cellCount % 3);
  let out = 2;
  for (let index = 0; index < wholeEnd; index += 3) {
    const bits = (cells[index]! << 16) | (cells[index + 1]! << 8) | cells[index + 2]!;
    text[out] = ENCODE[bits >>> 18]!;
    text[out + 1] = ENCODE[(bits >>> 12) & 63]!;
    text[out + 2] = ENCODE[(bits >>> 6) & 63]!;
    text[out + 3] = ENCODE[bits & 63]!;
    out += 4;
  }
  const leftOver = cellCount - wholeEnd;
  if (leftOver > 0) {
    const bits = (cells[wholeEnd]! << 16) | (leftOver === 2 ? cells[wholeEnd + 1]! << 8 : 0);
    text[out] = ENCODE[bits >>> 18]!;
    text[out + 1] = ENCODE[(bits >>> 12) & 63]!;
    text[out + 2] = leftOver === 2 ? ENCODE[(bits >>> 6) & 63]! : EQUALS;
    text[out + 3] = EQUALS;
  }
  return textDecoder.decode(text);
}

/**
 * Decodes rows text into a new `Uint8Array` of `columnCount * rowCount` cells.
 *
 * @throws GridRowsError for every case of spec §5: not a string, shorter than 2 characters, no `1:`
 *   prefix, a count below 1 (or not whole), invalid base64, a byte count other than columns times rows
 */
export function decodeRowsPlain(
  rows: unknown,
  columnCount: number,
  rowCount: number,
): Uint8Array<ArrayBuffer> {
  if (typeof rows !== 'string' || !rows.startsWith(PREFIX)) throw new GridRowsError();
  const cellCount = gridCellCount(columnCount, rowCount);
  if (rows.length !== encodedRowsLength(cellCount)) throw new GridRowsError();

  const padding = rows.endsWith('==') ? 2 : rows.endsWith('=') ? 1 : 0;
  if (((rows.length - 2) / 4) * 3 - padding !== cellCount) throw new GridRowsError();
  // A grid has at least one cell, so the body has at least one group; the last one may be padded.
  const lastGroup = rows.length - 4;

  const cells = new Uint8Array(cellCount);
  // Checked once at the end: any code above 255 or any INVALID value leaves a bit outside 0..0x7f set.
  let seenCodes = 0;
  let seenValues = 0;
  let out = 0;
  for (let index = 2; index < lastGroup; index += 4) {
    const code0 = rows.charCodeAt(index);
    const code1 = rows.charCodeAt(index + 1);
    const code2 = rows.charCodeAt(index + 2);
    const code3 = rows.charCodeAt(index + 3);
    seenCodes |= code0 | code1 | code2 | code3;
    const value0 = DECODE[code0 & 0xff]!;
    const value1 = DECODE[code1 & 0xff]!;
    const value2 = DECODE[code2 & 0xff]!;
    const value3 = DECODE[code3 & 0xff]!;
    seenValues |= value0 | value1 | value2 | value3;
    const bits = (value0 << 18) | (value1 << 12) | (value2 << 6) | value3;
    cells[out] = bits >>> 16;
    cells[out + 1] = (bits >>> 8) & 0xff;
    cells[out + 2] = bits & 0xff;
    out += 3;
  }

  // The last group: 4, 3 or 2 significant characters for 0, 1 or 2 `=`.
  let bits = 0;
  for (let index = lastGroup; index < rows.length - padding; index += 1) {
    const code = rows.charCodeAt(index);
    const value = DECODE[code & 0xff]!;
    seenCodes |= code;
    seenValues |= value;
    bits = (bits << 6) | value;
  }
  if (seenCodes > 0xff || (seenValues & 0x80) !== 0) throw new GridRowsError();
  // Shift the significant bits to the top of 24; the unused low bits of a padded group fall off.
  bits <<= 6 * padding;
  for (let index = 0; out < cellCount; index += 1, out += 1) cells[out] = (bits >>> (16 - 8 * index)) & 0xff;
  return cells;
}
