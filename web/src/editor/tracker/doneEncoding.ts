/**
 * The tracker's done cells as the protocol carries them (model/src/protocol/progressTracker.ts): `"1:" + base64`
 * of one byte per cell, row-major, 0 not done and 1 done, or `''` when nothing is done.
 */
import type { GridSize } from '@steekwerk/model';
import { bytesToBase64 } from '../../lib/base64';

/** Encodes done cells for `chart/progress-tracker/save-grid-rows-done`; `''` when none is done. */
export function encodeDone(done: Uint8Array): string {
  if (!done.some((value) => value !== 0)) return '';
  return `1:${bytesToBase64(done.map((value) => (value === 0 ? 0 : 1)))}`;
}

/**
 * Decodes the saved done cells onto a chart of `chartSize`: the saved grid (`savedSize`) is laid on it from the top
 * left, so a chart grown or shrunk since keeps the progress of the cells both share. Returns null for text that
 * is not this encoding or does not fit `savedSize` (spec §10: reported and ignored by the caller).
 */
export function decodeDone(encoded: string, savedSize: GridSize, chartSize: GridSize): Uint8Array | null {
  const done = new Uint8Array(chartSize.columnCount * chartSize.rowCount);
  if (encoded === '') return done;
  if (!encoded.startsWith('1:')) return null;
  let binary: string;
  try {
    binary = atob(encoded.slice(2));
  } catch {
    return null;
  }
  if (binary.length !== savedSize.columnCount * savedSize.rowCount) return null;
  const columns = Math.min(savedSize.columnCount, chartSize.columnCount);
  const rows = Math.min(savedSize.rowCount, chartSize.rowCount);
  for (let y = 0; y < rows; y += 1) {
    for (let x = 0; x < columns; x += 1) {
      done[y * chartSize.columnCount + x] = binary.charCodeAt(y * savedSize.columnCount + x) === 0 ? 0 : 1;
    }
  }
  return done;
}
