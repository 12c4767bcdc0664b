import { expect } from 'vitest';
import { GRID_ROWS_ERROR, GridRowsError } from '../gridRows';

/** Asserts that `run` throws a GridRowsError whose message is exactly "Invalid grid rows". */
export function expectGridRowsError(run: () => unknown): void {
  let thrown: unknown;
  try {
    run();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(GridRowsError);
  expect((thrown as Error).message).toBe(GRID_ROWS_ERROR);
}
