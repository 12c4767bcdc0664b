/**
 * What a chart file gives: the whole chart state, the stitches it marks as done (tracker progress, kept beside the
 * chart for the tracker to store), and what the file held that the chart cannot (other ornaments, comment boxes,
 * stitches outside the chart).
 */
import type { ChartState } from '@steekwerk/model';

/** Cells marked as stitched: one byte per cell, row-major, 1 done and 0 not, as `"1:" + base64` (like `done`). */
export interface ChartProgress {
  readonly done: string;
  /** How many cells are done. */
  readonly doneCount: number;
}

/** Things a file carried that the chart state has no place for, counted by a Dutch name (`opmerkingen`: 2). */
export type SkippedItems = Readonly<Record<string, number>>;

export interface ImportedChart {
  readonly state: ChartState;
  readonly progress?: ChartProgress;
  readonly skipped: SkippedItems;
}
