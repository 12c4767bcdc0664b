/**
 * How far a maker is (spec issue 17): done and total per style and overall, with a percentage; and what else each
 * style is used for (custom lines, half and quarter stitches, knots, beads), so the key lists every style the chart
 * uses. Only whole cells are marked done, so only they count towards the totals.
 */
import type { GridItems } from '../document/gridItems';
import type { TrackerState } from './trackerState';

/** How many items of each kind use a style. */
export interface StyleItemCounts {
  readonly customLines: number;
  readonly halfStitches: number;
  readonly quarterStitches: number;
  readonly knots: number;
  readonly beads: number;
}

export const noStyleItems: StyleItemCounts = Object.freeze({
  customLines: 0,
  halfStitches: 0,
  quarterStitches: 0,
  knots: 0,
  beads: 0,
});

export interface StyleCount {
  readonly styleId: number;
  /** Whole cells of the style done, in all, and left to do. */
  readonly done: number;
  readonly total: number;
  readonly left: number;
  /** Its lines, part stitches, knots and beads. */
  readonly items: StyleItemCounts;
}

export interface TrackerCounts {
  /** Styles with at least one cell or item, by style id. */
  readonly styles: readonly StyleCount[];
  readonly done: number;
  readonly total: number;
  /** The percentage done as shown: one decimal below 1 %, whole numbers above. */
  readonly percentage: number;
}

/** Counts made before, per item lists: lists are replaced, never changed, so a panel redrawn per tap reuses them. */
const countsOfItems = new WeakMap<GridItems, Map<number, StyleItemCounts>>();

/** The items of every style used by one, by style id (one pass over each list). */
export function styleItemCounts(items: GridItems): Map<number, StyleItemCounts> {
  const known = countsOfItems.get(items);
  if (known) return known;
  const counts = new Map<number, { -readonly [Kind in keyof StyleItemCounts]: number }>();
  const add = (styleId: number, kind: keyof StyleItemCounts) => {
    let entry = counts.get(styleId);
    if (!entry) {
      entry = { ...noStyleItems };
      counts.set(styleId, entry);
    }
    entry[kind] += 1;
  };
  for (const line of items.customLines) add(line.styleId, 'customLines');
  for (const stitch of items.halfStitches) add(stitch.styleId, 'halfStitches');
  for (const stitch of items.quarterStitches) add(stitch.styleId, 'quarterStitches');
  for (const ornament of items.ornaments) add(ornament.styleId, ornament.kind === 'bead' ? 'beads' : 'knots');
  countsOfItems.set(items, counts);
  return counts;
}

/**
 * Counts per style and in total. `trackedStyleIds` (the tracker's `styleIds`) limits the total to the styles a
 * maker tracks; all styles count when it is absent or empty. With `items`, styles used only by lines, part
 * stitches, knots or beads are listed too (with no cells to do).
 */
export function trackerCounts(
  state: TrackerState,
  trackedStyleIds?: ReadonlySet<number>,
  items?: GridItems,
): TrackerCounts {
  const itemCounts = items ? styleItemCounts(items) : new Map<number, StyleItemCounts>();
  const styles: StyleCount[] = [];
  let done = 0;
  let total = 0;
  for (let styleId = 1; styleId < state.totalByStyle.length; styleId += 1) {
    const styleTotal = state.totalByStyle[styleId] ?? 0;
    const styleItems = itemCounts.get(styleId);
    if (styleTotal === 0 && !styleItems) continue;
    const styleDone = state.doneByStyle[styleId] ?? 0;
    styles.push({
      styleId,
      done: styleDone,
      total: styleTotal,
      left: styleTotal - styleDone,
      items: styleItems ?? noStyleItems,
    });
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
