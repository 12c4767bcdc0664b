/**
 * A row as a written pattern sees it: stitches in reading order, grouped into runs ("3 r"), with at most one
 * repeat found in it ("[2 r, 2 av] 10x"). Every function here keeps the row's meaning: writing the items out
 * again gives back exactly the stitches they came from.
 */

/** A run of one style: `count` stitches side by side. */
export interface Run {
  readonly styleId: number;
  readonly count: number;
}

/** A row's stitches as runs, with an optional repeated group in the middle. */
export interface RowItems {
  readonly before: readonly Run[];
  /** A group of runs worked `times` times, then `after`; absent when no repeat was found or asked for. */
  readonly repeat?: { readonly group: readonly Run[]; readonly times: number };
  readonly after: readonly Run[];
}

/** The longest repeated group looked for, in stitches (knitting and crochet repeats are far shorter). */
export const MAX_REPEAT_STITCHES = 48;

/** Consecutive equal style ids as runs. */
export function runsOf(stitches: ArrayLike<number>, from = 0, to = stitches.length): Run[] {
  const runs: Run[] = [];
  let index = from;
  while (index < to) {
    const styleId = stitches[index]!;
    let end = index + 1;
    while (end < to && stitches[end] === styleId) end += 1;
    runs.push({ styleId, count: end - index });
    index = end;
  }
  return runs;
}

/**
 * Turns runs of cells into runs of stitches when one stitch spans several cells (crochet mosaic charts): a run
 * of n cells is ⌈n / cellsPerStitch⌉ stitches.
 */
export function stitchesOfCells(cells: readonly number[], cellsPerStitch: number): number[] {
  if (cellsPerStitch <= 1) return cells.slice();
  const stitches: number[] = [];
  for (const run of runsOf(cells)) {
    for (let stitch = 0; stitch < Math.ceil(run.count / cellsPerStitch); stitch += 1)
      stitches.push(run.styleId);
  }
  return stitches;
}

interface Repeat {
  readonly start: number;
  readonly period: number;
  readonly times: number;
}

/**
 * The repeat that saves the most stitches of writing: a group of at least two different styles worked at least
 * twice in a row. Ties go to the shorter group, then the earlier start; a start on a run boundary is preferred
 * within the same stretch.
 */
export function findRepeat(stitches: ArrayLike<number>): Repeat | undefined {
  let best: Repeat | undefined;
  let bestSaved = 0;
  const maxPeriod = Math.min(MAX_REPEAT_STITCHES, Math.floor(stitches.length / 2));
  for (let period = 2; period <= maxPeriod; period += 1) {
    let stretchStart = 0;
    const last = stitches.length - period;
    for (let index = 0; index <= last; index += 1) {
      if (index < last && stitches[index] === stitches[index + period]) continue;
      if (index - stretchStart < period) {
        // Too short to hold the group twice.
        stretchStart = index + 1;
        continue;
      }
      // [stretchStart, index) all equal their neighbour one period on: stitches stretchStart .. index+period-1.
      const covered = index - stretchStart + period;
      const times = Math.floor(covered / period);
      const saved = period * (times - 1);
      if (times >= 2 && saved > bestSaved) {
        const start = alignedStart(stitches, stretchStart, covered - times * period, period);
        if (!isUniform(stitches, start, period)) {
          best = { start, period, times };
          bestSaved = saved;
        }
      }
      stretchStart = index + 1;
    }
  }
  return best;
}

/**
 * The start in `[from, from + slack]` that keeps runs whole: on a run boundary, and with a group whose first and
 * last stitch differ (so no run is split across two groups); else the first on a run boundary; else `from`.
 */
function alignedStart(stitches: ArrayLike<number>, from: number, slack: number, period: number): number {
  const onBoundary = (start: number) => start === 0 || stitches[start] !== stitches[start - 1];
  for (let start = from; start <= from + slack; start += 1) {
    if (onBoundary(start) && stitches[start] !== stitches[start + period - 1]) return start;
  }
  for (let start = from; start <= from + slack; start += 1) if (onBoundary(start)) return start;
  return from;
}

function isUniform(stitches: ArrayLike<number>, start: number, length: number): boolean {
  for (let index = start + 1; index < start + length; index += 1) {
    if (stitches[index] !== stitches[start]) return false;
  }
  return true;
}

/** A row's stitches as items, with the best repeat when asked for. */
export function rowItemsOf(stitches: ArrayLike<number>, detectRepeats: boolean): RowItems {
  const repeat = detectRepeats ? findRepeat(stitches) : undefined;
  if (!repeat) return { before: runsOf(stitches), after: [] };
  const groupEnd = repeat.start + repeat.period;
  const repeatEnd = repeat.start + repeat.period * repeat.times;
  return {
    before: runsOf(stitches, 0, repeat.start),
    repeat: { group: runsOf(stitches, repeat.start, groupEnd), times: repeat.times },
    after: runsOf(stitches, repeatEnd),
  };
}

/** The stitches the items stand for, in order (the inverse of {@link rowItemsOf}). */
export function stitchesOfItems(items: RowItems): number[] {
  const stitches: number[] = [];
  const put = (runs: readonly Run[]) => {
    for (const run of runs) for (let index = 0; index < run.count; index += 1) stitches.push(run.styleId);
  };
  put(items.before);
  for (let time = 0; time < (items.repeat?.times ?? 0); time += 1) put(items.repeat!.group);
  put(items.after);
  return stitches;
}
