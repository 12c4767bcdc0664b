// Written instructions (issue 17) of photo-like 1000² and 2000² charts in Chromium (Debian's, headless), through the
// app's own written worker and client as the bottom panel uses them: milliseconds from the job to the checked
// pattern on the page (the first run includes starting the worker), and, to show the page is never blocked, the
// longest long task of the page (PerformanceObserver 'longtask', ≥ 50 ms; 0 = none) and the longest gap between
// animation frames during each run (a control first checks that a 200 ms task is seen). Goal: ≤ 1 s at 2000² with the default settings, no long task.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { launchChromium, serveBench } from './lib/browserBench.mjs';
import { emit, quantile, round } from './lib/stats.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
await build({ configFile: join(here, 'written', 'vite.config.mjs') });
const distDir = join(here, 'written', 'dist');
const server = await serveBench((path) => join(distDir, path || 'index.html'));
const browser = await launchChromium();
const samples = 5;
const goalMs = 1000;

try {
  const page = await browser.newPage();
  const runtime = `chromium ${browser.version()}`;
  await page.goto(`${server.base}/index.html`);
  await page.waitForFunction(() => 'writtenBench' in globalThis);
  // The control: a 200 ms task on the page must show up as a long task, or the zeros below would mean nothing.
  const probeMs = await page.evaluate(() => globalThis.writtenBench.probe(200));
  emit({
    name: 'written-instructions.long_task_control',
    runtime,
    blocked_ms: 200,
    seen_long_task_ms: round(probeMs),
    met: probeMs >= 150,
  });
  const idleGapMs = await page.evaluate(() => globalThis.writtenBench.idleFrameGap(2000));
  for (const side of [1000, 2000]) {
    for (const detectRepeats of [false, true]) {
      const runs = [];
      for (let index = 0; index <= samples; index += 1) {
        runs.push(
          await page.evaluate(
            ([size, repeats]) => globalThis.writtenBench.run(size, repeats),
            [side, detectRepeats],
          ),
        );
      }
      const [first, ...rest] = runs;
      const ms = rest.map((run) => run.ms).sort((a, b) => a - b);
      const longestTaskMs = Math.max(...runs.map((run) => run.longestTaskMs));
      const p50 = quantile(ms, 0.5);
      emit({
        name: 'written-instructions.browser_worker',
        runtime,
        where: 'web/src/engine/written.worker.ts via writtenClient',
        cells: `${side}x${side}`,
        colours: 12,
        detectRepeats,
        first_run_ms: round(first.ms),
        p50_ms: round(p50),
        p95_ms: round(quantile(ms, 0.95)),
        samples: ms.length,
        lines: first.lines,
        characters: first.characters,
        longest_long_task_ms: round(longestTaskMs),
        long_tasks: runs.reduce((sum, run) => sum + run.longTasks, 0),
        longest_frame_gap_ms: round(Math.max(...runs.map((run) => run.longestFrameGapMs))),
        // The same on the idle page over 2 s: headless Chromium on a loaded machine skips frames on its own.
        idle_longest_frame_gap_ms: round(idleGapMs),
        load_average: round(loadavg()[0]),
        ...(side === 2000 && !detectRepeats
          ? {
              goal: `≤ ${goalMs} ms p50 at 2000², no long task on the page`,
              met: p50 <= goalMs && longestTaskMs === 0,
            }
          : {}),
      });
    }
  }
} finally {
  await browser.close();
  server.close();
}
