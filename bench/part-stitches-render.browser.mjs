// Half and quarter stitches on a 2000 × 2000 chart in Chromium (Debian's, headless, WebGL 2 through SwiftShader), at
// 1280 × 800, in one run: (a) forced frame times over the same pan/zoom path of the chart without part stitches
// (`plain`), with 100 000 half stitches drawn by the cells' shader (as the editor does), with 20 000 quarter
// stitches too, and with the half stitches as a layer of their own (the alternative not taken), in alternating
// blocks, with their ratio to plain (goal ≤ 1.2); (b) the same three ways of drawing (none, in the cells' shader,
// own layer) frame after frame over one path, which a busy machine slows alike; (c) one half stitch drawn with the
// tool among the 100 000: the milliseconds spent repacking and uploading texels, the cells uploaded, and the time
// from the pointerup to the end of the frame that shows it, over 40 stitches. Prints JSON lines.
//
// PART_STITCHES_BENCH_SCENES (default `fit,cells8,cells24`) chooses the views, PART_STITCHES_BENCH_PARTS (default
// `blocks,paired,edit`) the measurements.
import { openEditorBenchPage, loadAverage as load, timeStats as stats } from './lib/editorBenchPage.mjs';
import { emit, quantile, round } from './lib/stats.mjs';

const size = 2000;
const scenes = (process.env.PART_STITCHES_BENCH_SCENES ?? 'fit,cells8,cells24').split(',');
const variants = ['halfStitches', 'halfAndQuarter', 'separatePass'];
/** The parts to run (PART_STITCHES_BENCH_PARTS, default all): `blocks` (a), `paired` (b), `edit` (c). */
const parts = new Set((process.env.PART_STITCHES_BENCH_PARTS ?? 'blocks,paired,edit').split(','));

const bench = (page, method, ...args) =>
  page.evaluate(
    async ([name, values]) => (await globalThis.partStitchesBench)[name](...values),
    [method, args],
  );

const { page, runtime, close } = await openEditorBenchPage('part-stitches-render', 'partStitchesBench', size);
try {
  // (a) Alternating blocks of 40 frames per scene (plain, then each variant), four rounds: drift hits all alike.
  const counts = {};
  for (const scene of parts.has('blocks') ? scenes : []) {
    const samples = Object.fromEntries(['plain', ...variants].map((variant) => [variant, []]));
    for (let round_ = 0; round_ < 4; round_ += 1) {
      for (const variant of Object.keys(samples)) {
        samples[variant].push(...(await bench(page, 'frames', variant, scene, 40)));
        counts[variant] ??= await bench(page, 'counts');
      }
    }
    for (const list of Object.values(samples)) list.sort((a, b) => a - b);
    for (const variant of variants) {
      const ratio = quantile(samples[variant], 0.5) / quantile(samples.plain, 0.5);
      emit({
        name: 'partStitches.frame',
        load_average_1m: load(),
        runtime,
        size: `${size}x${size}`,
        scene,
        variant,
        // The separate layer draws the half stitches of the `halfStitches` variant; the chart itself has none.
        half_stitches: counts[variant === 'separatePass' ? 'halfStitches' : variant].halfStitches,
        quarter_stitches: counts[variant].quarterStitches,
        gpu_bytes: counts[variant].gpuBytes,
        frames: samples.plain.length,
        plain: stats(samples.plain),
        with_stitches: stats(samples[variant]),
        ratio_p50: round(ratio),
        goal: 'with part stitches / plain p50 <= 1.2',
        met: ratio <= 1.2,
      });
    }
  }

  // (b) The three ways of drawing the half stitches, frame after frame over the same path: which costs less.
  for (const scene of parts.has('paired') ? scenes : []) {
    const times = await bench(page, 'pairedFrames', scene, 120);
    const p50 = (list) => quantile(list, 0.5);
    emit({
      name: 'partStitches.paired',
      load_average_1m: load(),
      runtime,
      size: `${size}x${size}`,
      scene,
      half_stitches: (await bench(page, 'counts')).halfStitches,
      frames: times.plain.length,
      plain: stats(times.plain),
      in_shader: stats(times.inShader),
      own_layer: stats(times.ownLayer),
      ratio_in_shader_p50: round(p50(times.inShader) / p50(times.plain)),
      ratio_own_layer_p50: round(p50(times.ownLayer) / p50(times.plain)),
    });
  }

  // (c) One half stitch at a time among the 100 000, drawn with the tool.
  const edits = [];
  for (let index = 0; index < (parts.has('edit') ? 45 : 0); index += 1) {
    const edit = await bench(page, 'edit', index);
    await page.waitForTimeout(30);
    // The first edits warm up (shader variants, code paths).
    if (index >= 5) edits.push(edit);
  }
  if (edits.length > 0) {
    const sorted = (key) => edits.map((edit) => edit[key]).sort((a, b) => a - b);
    const toFrame = sorted('toFrameMs');
    emit({
      name: 'partStitches.edit',
      load_average_1m: load(),
      runtime,
      size: `${size}x${size}`,
      half_stitches: (await bench(page, 'counts')).halfStitches,
      edits: edits.length,
      repack: stats(sorted('packMs')),
      upload: stats(sorted('uploadMs')),
      cells_uploaded_per_edit: round(quantile(sorted('cellsUploaded'), 0.5)),
      pointerup_to_frame: stats(toFrame),
      goal: 'pointerup to frame p50 <= 16.7 ms',
      met: quantile(toFrame, 0.5) <= 1000 / 60,
    });
  }
} finally {
  await close();
}
