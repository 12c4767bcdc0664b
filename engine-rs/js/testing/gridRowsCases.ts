/**
 * Grid rows cases shared by the tests of the wasm engine, of the plain codec and of the engine in Chromium
 * (e2e), so all are held to one list: the invalid inputs of spec §5 and a few helpers. Test-only (excluded
 * from the build); imports no test runner, so Playwright specs can use it too.
 */

/** Cells of a pseudo-random grid, the same on every run. */
export function makeCells(count: number, seed = 1): Uint8Array<ArrayBuffer> {
  const cells = new Uint8Array(count);
  let state = seed;
  for (let index = 0; index < count; index += 1) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    cells[index] = state >>> 24;
  }
  return cells;
}

/** The rows text Node's own base64 makes of `cells`. */
export function nodeBase64Rows(cells: Uint8Array): string {
  return '1:' + Buffer.from(cells.buffer, cells.byteOffset, cells.byteLength).toString('base64');
}

/** Grid sizes whose cell counts need no padding, `==`, `=`, and larger odd shapes. */
export const roundTripSizes: ReadonlyArray<readonly [number, number]> = [
  [1, 1],
  [3, 1],
  [2, 2],
  [5, 1],
  [7, 3],
  [16, 16],
  [33, 47],
  [250, 4],
];

export interface DecodeCase {
  readonly reason: string;
  readonly rows: unknown;
  readonly columnCount: number;
  readonly rowCount: number;
}

/** `1:AQIDBAUG` is a valid 3 by 2 grid; each case breaks one rule of spec §5. */
const valid = '1:AQIDBAUG';

const notStrings: DecodeCase[] = [
  ['a number', 42],
  ['null', null],
  ['undefined', undefined],
  ['an object', { rows: valid }],
  ['an array', [1, 2, 3]],
  ['a String object', new String(valid)],
  ['bytes', new TextEncoder().encode(valid)],
].map(([what, rows]) => ({ reason: `not a string: ${String(what)}`, rows, columnCount: 3, rowCount: 2 }));

const tooShort: DecodeCase[] = ['', '1', ':'].map((rows) => ({
  reason: `shorter than 2 characters: ${JSON.stringify(rows)}`,
  rows,
  columnCount: 1,
  rowCount: 1,
}));

const noPrefix: DecodeCase[] = [
  'AQIDBAUG',
  '2:AQIDBAUG',
  '1;AQIDBAUG',
  ':1AQIDBAUG',
  '11AQIDBAUG',
  ' 1:AQIDBA',
].map((rows) => ({ reason: `no 1: prefix: ${JSON.stringify(rows)}`, rows, columnCount: 3, rowCount: 2 }));

const badCounts: DecodeCase[] = [
  [0, 6],
  [6, 0],
  [-3, -2],
  [3, -2],
  [1.5, 4],
  [6, 0.5],
  [Number.NaN, 1],
  [Number.POSITIVE_INFINITY, 1],
  [2 ** 31, 1],
].map(([columnCount, rowCount]) => ({
  reason: `a count below 1 or not whole: ${columnCount} by ${rowCount}`,
  rows: valid,
  columnCount: columnCount!,
  rowCount: rowCount!,
}));

const wrongByteCount: DecodeCase[] = [
  [valid, 2, 2],
  [valid, 7, 1],
  [valid, 5, 1],
  [valid, 1, 1],
  [valid, 3000, 3000],
  [valid, 2 ** 31 - 1, 2 ** 31 - 1],
  ['1:', 1, 1],
  ['1:AQ==', 2, 1],
  ['1:AQI=', 1, 1],
].map(([rows, columnCount, rowCount]) => ({
  reason: `decoded byte count not columns times rows: ${JSON.stringify(rows)} as ${columnCount} by ${rowCount}`,
  rows,
  columnCount: Number(columnCount),
  rowCount: Number(rowCount),
}));

const badCharacters: DecodeCase[] = [
  '1:AQID-AUG',
  '1:AQID_AUG',
  '1:AQID AUG',
  '1:AQID\nAUG',
  '1:AQID\0AUG',
  '1:AQIDBAU\u00e9',
  '1:AQIDBAU\u0141',
  '1:AQIDBA\ud83d\ude00',
  '1:AQIDBAU\ud800',
  '1:*QIDBAUG',
  '1:AQIDBA\u0100G',
].map((rows) => ({
  reason: `a character outside base64: ${JSON.stringify(rows)}`,
  rows,
  columnCount: 3,
  rowCount: 2,
}));

const badLength: DecodeCase[] = [
  ['1:AQIDBAU', 6],
  ['1:AQIDBAUGB', 7],
  ['1:AQIDBAUG=', 6],
  ['1:AQIDBA', 5],
  ['1:A', 1],
].map(([rows, cells]) => ({
  reason: `a base64 length that is not a multiple of 4: ${JSON.stringify(rows)}`,
  rows,
  columnCount: Number(cells),
  rowCount: 1,
}));

const badPadding: DecodeCase[] = [
  ['1:AQ=DBAUG', 6],
  ['1:A===', 1],
  ['1:====', 1],
  ['1:AQ==BAUG', 4],
  ['1:AQI=BAUG', 5],
  ['1:AQIDBA=G', 6],
  ['1:AQIDB===', 4],
].map(([rows, cells]) => ({
  reason: `misplaced padding: ${JSON.stringify(rows)}`,
  rows,
  columnCount: Number(cells),
  rowCount: 1,
}));

/**
 * Whitespace where the padding belongs: the text has the right length for its cells, and decoders that skip
 * whitespace and accept a missing `=` (`Uint8Array.fromBase64` in loose mode) would take it.
 */
const whitespaceForPadding: DecodeCase[] = [
  ['1:AQID BAU', 5],
  ['1:AQIDBAU\n', 5],
  ['1:AQIDBA  ', 4],
  ['1:AQ\tIDBA ', 4],
].map(([rows, cells]) => ({
  reason: `whitespace in place of padding: ${JSON.stringify(rows)}`,
  rows,
  columnCount: Number(cells),
  rowCount: 1,
}));

/** Every invalid case of spec §5 for decoding, each with the rule it breaks. */
export const invalidDecodeCases: readonly DecodeCase[] = [
  ...notStrings,
  ...tooShort,
  ...noPrefix,
  ...badCounts,
  ...wrongByteCount,
  ...badCharacters,
  ...badLength,
  ...badPadding,
  ...whitespaceForPadding,
];

export interface EncodeCase {
  readonly reason: string;
  readonly cells: unknown;
  readonly columnCount: number;
  readonly rowCount: number;
}

/** Invalid encode calls: cells of the wrong length or type, counts below 1 or not whole. */
export const invalidEncodeCases: readonly EncodeCase[] = [
  { reason: '5 cells for 2 by 3', cells: new Uint8Array(5), columnCount: 2, rowCount: 3 },
  { reason: '7 cells for 2 by 3', cells: new Uint8Array(7), columnCount: 2, rowCount: 3 },
  { reason: 'no cells for 1 by 1', cells: new Uint8Array(0), columnCount: 1, rowCount: 1 },
  { reason: '6 cells for 6 by 6', cells: new Uint8Array(6), columnCount: 6, rowCount: 6 },
  { reason: 'a column count of 0', cells: new Uint8Array(6), columnCount: 0, rowCount: 6 },
  { reason: 'a row count of 0', cells: new Uint8Array(6), columnCount: 6, rowCount: 0 },
  { reason: 'negative counts', cells: new Uint8Array(6), columnCount: -6, rowCount: -1 },
  { reason: 'a fractional count', cells: new Uint8Array(6), columnCount: 1.5, rowCount: 4 },
  { reason: 'a NaN count', cells: new Uint8Array(6), columnCount: Number.NaN, rowCount: 6 },
  { reason: 'cells as an array', cells: [1, 2, 3], columnCount: 3, rowCount: 1 },
  { reason: 'cells as a string', cells: 'AQID', columnCount: 3, rowCount: 1 },
  { reason: 'cells as null', cells: null, columnCount: 3, rowCount: 1 },
  { reason: 'cells as an Int8Array', cells: new Int8Array(3), columnCount: 3, rowCount: 1 },
];
