/**
 * The tracker's done cells as the protocol carries them (model/src/protocol/progressTracker.ts): `"1:" + base64`
 * of one byte per cell, row-major, 0 not done and 1 done, or `''` when nothing is done.
 */
import type { GridSize } from '@steekwerk/model';
import { decodeRowsPlain, encodeRowsPlain } from '../../engine/rowsCodec';

/**
 * Encodes done cells with the rows codec (their order is the grid's, so one long row encodes the same text);
 * `''` for no cells.
 */
export function encodeDoneCells(done: Uint8Array): string {
  if (done.length === 0) return '';
  return encodeRowsPlain(
    done.map((value) => (value === 0 ? 0 : 1)),
    done.length,
    1,
  );
}

/** Encodes done cells for `chart/progress-tracker/save-grid-rows-done`; `''` when none is done. */
export function encodeDone(done: Uint8Array): string {
  return done.some((value) => value !== 0) ? encodeDoneCells(done) : '';
}

/**
 * Decodes the saved done cells onto a chart of `chartSize`: the saved grid (`savedSize`) is laid on it from the top
 * left, so a chart grown or shrunk since keeps the progress of the cells both share. Returns null for text that
 * is not this encoding or does not fit `savedSize` (spec §10: reported and ignored by the caller).
 */
export function decodeDone(encoded: string, savedSize: GridSize, chartSize: GridSize): Uint8Array | null {
  const done = new Uint8Array(chartSize.columnCount * chartSize.rowCount);
  if (encoded === '') return done;
  let saved: Uint8Array;
  try {
    saved = decodeRowsPlain(encoded, savedSize.columnCount, savedSize.rowCount);
  } catch {
    return null;
  }
  const columns = Math.min(savedSize.columnCount, chartSize.columnCount);
  const rows = Math.min(savedSize.rowCount, chartSize.rowCount);
  for (let y = 0; y < rows; y += 1) {
    for (let x = 0; x < columns; x += 1) {
      done[y * chartSize.columnCount + x] = saved[y * savedSize.columnCount + x] === 0 ? 0 : 1;
    }
  }
  return done;
}
