// Written-instructions benchmark page: sends the bottom panel's job for a photo-like chart to the app's own written
// worker (web/src/engine/writtenClient.ts → written.worker.ts) and times each run from the job to the checked
// pattern back on the page, while a PerformanceObserver collects the page's long tasks (≥ 50 ms) and a
// requestAnimationFrame loop the longest gap between frames. The Playwright driver calls `window.writtenBench`.
import { chartMetadataOf } from '@steekwerk/formats/chart-files';
import { createChartState, createPaletteStyle } from '@steekwerk/model';
import { createWrittenClient } from '../../web/src/engine/writtenClient';
import type { WrittenJob } from '../../web/src/engine/writtenProtocol';
import { defaultWrittenSettingsOf } from '../../formats/src/written/writtenSettings';

interface Run {
  /** From the job sent to the pattern checked on the page. */
  readonly ms: number;
  /** The longest long task of the page during the run; 0 when there was none. */
  readonly longestTaskMs: number;
  readonly longTasks: number;
  /** The longest gap between two animation frames during the run. */
  readonly longestFrameGapMs: number;
  readonly lines: number;
  readonly characters: number;
}

interface WrittenBench {
  run(side: number, detectRepeats: boolean): Promise<Run>;
  /** The longest gap between animation frames over `ms` of an idle page: the baseline for the runs' gaps. */
  idleFrameGap(ms: number): Promise<number>;
  /** The control: blocks the page for `ms` and answers the long task the observer saw (0 if it saw none). */
  probe(ms: number): Promise<number>;
}

/** Cells of 12 styles in runs, like a converted photo (as bench/written.node.mjs). */
function photoLikeCells(side: number): Uint8Array {
  const cells = new Uint8Array(side * side);
  let seed = 1;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) >> 16;
  for (let index = 0; index < cells.length; index += 1) {
    cells[index] = index % side !== 0 && next() % 10 < 7 ? cells[index - 1]! : 1 + (next() % 12);
  }
  return cells;
}

/** The job the bottom panel sends for a cross-stitch chart (web/src/editor/written/writtenJob.ts): its snapshot. */
function jobOf(side: number, detectRepeats: boolean): WrittenJob {
  const state = createChartState({
    title: `Bench ${side}`,
    craft: 'crossStitch',
    type: 'colors',
    size: { columnCount: side, rowCount: side },
    rows: '',
    styles: Array.from({ length: 12 }, (_, index) =>
      createPaletteStyle(index + 1, { abbreviation: `k${index + 1}`, description: `Kleur ${index + 1}` }),
    ),
  });
  const grid = {
    ...state.grid,
    settings: {
      ...state.grid.settings,
      direction1: 'bottomToTop',
      direction2: 'rightToLeft',
      directionRunLength: 2,
    },
  } as const;
  const chart = chartMetadataOf({ ...state, grid });
  const directions = { direction1: 'bottomToTop', direction2: 'rightToLeft', runLength: 2 } as const;
  return {
    snapshot: { chart, cells: photoLikeCells(side) },
    settings: { ...defaultWrittenSettingsOf({ craft: 'crossStitch', directions }), detectRepeats },
  };
}

const client = createWrittenClient();
const longTasks: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push(entry.duration);
}).observe({ type: 'longtask' });

const bench: WrittenBench = {
  async run(side, detectRepeats) {
    const job = jobOf(side, detectRepeats);
    longTasks.length = 0;
    let longestFrameGapMs = 0;
    let last = performance.now();
    let watching = true;
    const frame = (now: number) => {
      longestFrameGapMs = Math.max(longestFrameGapMs, now - last);
      last = now;
      if (watching) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    const started = performance.now();
    const outcome = await client.run(job);
    const ms = performance.now() - started;
    // One more frame, so a task that blocked the page at the end is seen as a gap.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    watching = false;
    // Long-task entries arrive after their task: give the observer its turn.
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (outcome.status !== 'done') throw new Error(`written: ${outcome.status}`);
    return {
      ms,
      longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
      longTasks: longTasks.length,
      longestFrameGapMs,
      lines: outcome.pattern.lines.length,
      characters: outcome.pattern.text.length,
    };
  },
  async idleFrameGap(ms) {
    let longest = 0;
    let last = performance.now();
    const until = last + ms;
    await new Promise<void>((resolve) => {
      const frame = (now: number) => {
        longest = Math.max(longest, now - last);
        last = now;
        if (now < until) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    return longest;
  },
  async probe(ms) {
    longTasks.length = 0;
    // A task of the page's own event loop (the driver's evaluate is not one the observer reports).
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        const until = performance.now() + ms;
        while (performance.now() < until) {
          // Busy on purpose: as long a task as a generator run on the page would be.
        }
        resolve();
      }, 0),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    return longTasks.length ? Math.max(...longTasks) : 0;
  },
};

(globalThis as unknown as { writtenBench: WrittenBench }).writtenBench = bench;
