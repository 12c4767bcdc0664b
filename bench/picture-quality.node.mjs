// Picture import quality, side by side in one run on the shared sample photos: the engine's quantiser
// (without and with clean-up), pngquant (Debian's, `--nofs`) and a slow reference (k-means in OKLab over every
// cell to convergence from several k-means++ starts), all on the same area-averaged resize and measured the same
// way: mean and p95 ΔE2000 against that resize, confetti share (cells whose 4 neighbours all differ), colours.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEngineNode } from '@steekwerk/engine/node';
import { DEFAULT_CLEANUP, gridRowsFor } from '@steekwerk/engine';
import { emit, round } from './lib/stats.mjs';
import { pngquant, pngquantVersion, referencePalette, samplePhotos } from './lib/picture.mjs';

const widths = [100, 200];
const colorCounts = [10, 20, 40];
const cleanupStrength = DEFAULT_CLEANUP;

const engine = await loadEngineNode();
const version = pngquantVersion();
if (!version) throw new Error('pngquant is not installed (scripts/system-deps.sh installs it)');
const folder = mkdtempSync(join(tmpdir(), 'steekwerk-quality-'));

/** The printed line of one chart, and its unrounded mean ΔE2000 (the goals compare those). */
function measure(method, chart, image, extra = {}) {
  const report = engine.reportChart(chart.cells, image, chart.rgb);
  const line = {
    method,
    colors: report.colorsUsed,
    mean_de: round(report.meanDeltaE),
    p95_de: round(report.p95DeltaE),
    confetti_pct: round(report.confettiShare * 100),
    ...extra,
  };
  return { line, meanDe: report.meanDeltaE };
}

/** The clean-up goal against another chart's mean ΔE2000: confetti < 2 % at no more than 10 % higher ΔE. */
function cleanupGoal(check, where, cleanup, cleanupDe, againstDe, goal, extra = {}) {
  return {
    name: 'import.quality.goal',
    check,
    ...where,
    strength: cleanupStrength,
    confetti_pct: cleanup.confetti_pct,
    ...extra,
    de_ratio: Math.round((cleanupDe / againstDe) * 10000) / 10000,
    goal,
    met: cleanup.confetti_pct < 2 && cleanupDe <= 1.1 * againstDe,
  };
}

const goals = [];
try {
  for (const photo of await samplePhotos()) {
    for (const columns of widths) {
      const rows = gridRowsFor(photo.width, photo.height, columns);
      const image = engine.resizePicture(photo, columns, rows);
      for (const colorCount of colorCounts) {
        const started = performance.now();
        const { rgb } = engine.quantizePicture(image, colorCount);
        const cells = engine.remapPicture(image, rgb);
        const ourMs = performance.now() - started;
        // As the app cleans free colours: the palette may move to suit the cleaned cells.
        const cleaned = engine.cleanupChart(cells, image, rgb, {
          strength: cleanupStrength,
          refitPalette: true,
        });
        const reference = referencePalette(engine, image, colorCount);
        const measured = [
          measure('steekwerk', { rgb, cells }, image, { ms: round(ourMs) }),
          measure(`steekwerk+cleanup${cleanupStrength}`, cleaned, image),
          measure('pngquant', await pngquant(image, colorCount, folder), image, { version }),
          measure('reference', { rgb: reference, cells: engine.remapPicture(image, reference) }, image),
        ];
        const where = { image: photo.name, size: `${columns}x${rows}`, k: colorCount };
        for (const { line } of measured) emit({ name: 'import.quality', ...where, ...line });
        const [ours, cleanup, theirs, slow] = measured.map(({ line }) => line);
        const [oursDe, cleanupDe, theirsDe, slowDe] = measured.map(({ meanDe }) => meanDe);
        goals.push(
          {
            name: 'import.quality.goal',
            check: 'vs_pngquant',
            ...where,
            ours_de: ours.mean_de,
            pngquant_de: theirs.mean_de,
            ours_confetti_pct: ours.confetti_pct,
            pngquant_confetti_pct: theirs.confetti_pct,
            goal: 'mean ΔE00 ≤ pngquant',
            met: oursDe <= theirsDe,
          },
          // The clean-up goal, read two ways: 10 % over our own chart without clean-up (the strict
          // reading, since ours is already below pngquant), and 10 % over pngquant's chart.
          cleanupGoal(
            'cleanup',
            where,
            cleanup,
            cleanupDe,
            oursDe,
            'confetti < 2 % at ≤ 1.10 × the ΔE00 of ours without clean-up',
          ),
          cleanupGoal(
            'cleanup_vs_pngquant',
            where,
            cleanup,
            cleanupDe,
            theirsDe,
            "confetti < 2 % at ≤ 1.10 × pngquant's ΔE00",
            { pngquant_confetti_pct: theirs.confetti_pct },
          ),
          {
            name: 'import.quality.goal',
            check: 'vs_reference',
            ...where,
            ours_de: ours.mean_de,
            reference_de: slow.mean_de,
            ratio: round(oursDe / slowDe),
            goal: 'mean ΔE00 ≤ 1.10 × reference',
            met: oursDe <= 1.1 * slowDe,
          },
        );
      }
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
for (const goal of goals) emit(goal);
for (const check of ['vs_pngquant', 'cleanup', 'cleanup_vs_pngquant', 'vs_reference']) {
  const of = goals.filter((goal) => goal.check === check);
  emit({
    name: 'import.quality.goal.summary',
    check,
    met: of.filter((goal) => goal.met).length,
    of: of.length,
    all_met: of.every((goal) => goal.met),
  });
}
