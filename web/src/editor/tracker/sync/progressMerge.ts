/**
 * Pure rules of the progress sync (docs/decisions.md "Tracker: saving progress"): what the maker changed on this
 * device since the last state both sides shared wins; everything else comes from the server.
 */
import type { ProgressTrackerExtras } from '@steekwerk/model';
import type { ParkingMarker } from '../trackerState';
import { encodeDoneCells } from '../doneEncoding';

/**
 * The done cells after a refresh: a cell this device changed since `base` keeps its local value, every other cell
 * takes the server's.
 *
 * @param base the done cells both sides last shared (same length as the others)
 */
export function mergeDone(base: Uint8Array, local: Uint8Array, theirs: Uint8Array): Uint8Array {
  const merged = new Uint8Array(local.length);
  for (let cell = 0; cell < local.length; cell += 1) {
    const mine = local[cell] ?? 0;
    merged[cell] = mine !== (base[cell] ?? 0) ? mine : (theirs[cell] ?? 0);
  }
  return merged;
}

/** Whether two done grids mark the same cells. */
export function sameDone(first: Uint8Array, second: Uint8Array): boolean {
  if (first.length !== second.length) return false;
  for (let cell = 0; cell < first.length; cell += 1) {
    if ((first[cell] === 0) !== (second[cell] === 0)) return false;
  }
  return true;
}

/**
 * The done cells as `save-grid-rows-done` takes them: like `encodeDone`, but a grid with nothing done is sent
 * as its bytes too (clearing the last cell must reach the server).
 */
export function encodeDoneForSave(done: Uint8Array): string {
  return encodeDoneCells(done);
}

/** A local value when this device changed it since `base` (compared as JSON), else the server's. */
export function mergeValue<Value>(base: Value, local: Value, theirs: Value): Value {
  return JSON.stringify(local) !== JSON.stringify(base) ? local : theirs;
}

/** The extras as the wire carries them, with the tool's parking markers. */
export function extrasWith(
  parking: readonly ParkingMarker[],
  helpers: Pick<ProgressTrackerExtras, 'repeats' | 'reminders'>,
): ProgressTrackerExtras {
  return {
    parking: parking.map(({ styleId, x, y, corner }) => ({ styleId, x, y, corner })),
    repeats: helpers.repeats,
    reminders: helpers.reminders,
  };
}
