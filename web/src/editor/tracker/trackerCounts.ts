/** How far a maker is (spec issue 17): done and total per style and overall, with a percentage. */
import type { TrackerState } from './trackerState';

export interface StyleCount {
  readonly styleId: number;
  readonly done: number;
  readonly total: number;
  readonly left: number;
}

export interface TrackerCounts {
  /** Styles with at least one cell, by style id. */
  readonly styles: readonly StyleCount[];
  readonly done: number;
  readonly total: number;
  /** The percentage done as shown: one decimal below 1 %, whole numbers above. */
  readonly percentage: number;
}

/**
 * Counts per style and in total. `trackedStyleIds` (the tracker's `styleIds`) limits the total to the styles a
 * maker tracks; all styles count when it is absent or empty.
 */
export function trackerCounts(state: TrackerState, trackedStyleIds?: ReadonlySet<number>): TrackerCounts {
  const styles: StyleCount[] = [];
  let done = 0;
  let total = 0;
  for (let styleId = 1; styleId < state.totalByStyle.length; styleId += 1) {
    const styleTotal = state.totalByStyle[styleId] ?? 0;
    if (styleTotal === 0) continue;
    const styleDone = state.doneByStyle[styleId] ?? 0;
    styles.push({ styleId, done: styleDone, total: styleTotal, left: styleTotal - styleDone });
    if (trackedStyleIds !== undefined && trackedStyleIds.size > 0 && !trackedStyleIds.has(styleId)) continue;
    done += styleDone;
    total += styleTotal;
  }
  return { styles, done, total, percentage: percentageDone(done, total) };
}

/**
 * The percentage shown for `done` of `total`: rounded down, so 100 only when all is done and never 0 once a
 * stitch is; one decimal below 1 % (0.1 at least), whole numbers from 1 %.
 */
export function percentageDone(done: number, total: number): number {
  if (total <= 0 || done <= 0) return 0;
  if (done >= total) return 100;
  const exact = (done / total) * 100;
  if (exact < 1) return Math.max(0.1, Math.floor(exact * 10) / 10);
  return Math.floor(exact);
}

/** The percentage in Dutch: "0,4 %", "37 %". */
export function formatPercentage(percentage: number): string {
  const text =
    percentage < 1 && percentage > 0 ? percentage.toFixed(1).replace('.', ',') : String(percentage);
  return `${text} %`;
}
