/**
 * The picture import pipeline over the engine's steps: resize → adjust → quantise → remap → clean up →
 * report, timing each step. Plain TypeScript over {@link PictureEngine}: it never touches wasm memory. The
 * sequence is written once ({@link pictureSteps}): the app's worker runs it step by step, the CLI and the
 * benchmarks straight through.
 */
import type { ChartPalette, Dither, PictureEngine, PictureReport, RgbaImage } from './picture';
import { PictureError } from './pictureError';

/** The steps, in the order they run. */
export type PictureStep = 'resize' | 'adjust' | 'quantize' | 'remap' | 'cleanup' | 'report';

/** The clean-up strength used when none is given: removes isolated cells and pairs, keeps most detail. */
export const DEFAULT_CLEANUP = 50;

/** What to make of a photo. */
export interface ImportPictureOptions {
  /** The chart's width in cells. */
  readonly columns: number;
  /** The chart's height in cells; by default the photo's aspect ratio ({@link gridRowsFor}). */
  readonly rows?: number;
  /** At most this many colours (1..255). */
  readonly colorCount: number;
  /** `none` (default) or `fs` (Floyd–Steinberg). */
  readonly dither?: Dither;
  /** A brand palette (RGB triplets): the colours are chosen from it. */
  readonly brand?: Uint8Array;
  /** Clean-up strength 0..100; {@link DEFAULT_CLEANUP} by default. */
  readonly cleanup?: number;
  /** Protect small high-contrast regions from the clean-up. */
  readonly keepDetails?: boolean;
  /** -100..100, 0 (default) keeps the photo's brightness. */
  readonly brightness?: number;
  /** 0..200 %, 100 (default) keeps the photo's contrast. */
  readonly contrast?: number;
  /** The clock for the timings, in milliseconds; `performance.now` by default. */
  readonly now?: () => number;
  /** Called after each step with its duration, e.g. to show progress. */
  readonly onStep?: (step: PictureStep, milliseconds: number) => void;
}

/** A chart made from a photo. */
export interface ImportedChart {
  /** The photo resized to the chart (and adjusted): what the chart is measured against. */
  readonly image: RgbaImage;
  /** The colours the cells use, most used first (unused ones dropped). */
  readonly palette: ChartPalette;
  /** One byte per cell, row-major: palette index + 1, 0 for empty. */
  readonly cells: Uint8Array<ArrayBuffer>;
  readonly report: PictureReport;
  /** Milliseconds per step that ran (`adjust` only with a brightness or contrast). */
  readonly timings: Partial<Record<PictureStep, number>>;
}

/**
 * The row count that keeps a `width` by `height` photo's aspect ratio at `columns` cells wide (at least 1).
 *
 * @throws PictureError `invalid-size` for sizes that are not whole numbers of at least 1
 */
export function gridRowsFor(width: number, height: number, columns: number): number {
  for (const value of [width, height, columns]) {
    if (!Number.isInteger(value) || value < 1) throw new PictureError('invalid-size', `${width} × ${height}`);
  }
  return Math.max(1, Math.round((columns * height) / width));
}

/**
 * Drops the palette colours no cell uses and renumbers the cells, keeping the order of the others.
 * Returns new arrays; the inputs are left untouched.
 */
export function compactPalette(
  palette: ChartPalette,
  cells: Uint8Array,
): { palette: ChartPalette; cells: Uint8Array<ArrayBuffer> } {
  const count = palette.rgb.length / 3;
  const used = new Uint8Array(count + 1);
  for (const cell of cells) used[cell] = 1;
  const renumber = new Uint8Array(256);
  const kept: number[] = [];
  for (let index = 0; index < count; index += 1) {
    if (used[index + 1]) {
      kept.push(index);
      renumber[index + 1] = kept.length;
    }
  }
  const rgb = new Uint8Array(kept.length * 3);
  kept.forEach((index, position) => rgb.set(palette.rgb.subarray(index * 3, index * 3 + 3), position * 3));
  const compacted = new Uint8Array(cells.length);
  for (let cell = 0; cell < cells.length; cell += 1) compacted[cell] = renumber[cells[cell]!]!;
  const products = palette.products
    ? Uint16Array.from(kept, (index) => palette.products![index]!)
    : undefined;
  return { palette: products ? { rgb, products } : { rgb }, cells: compacted };
}

/** Where {@link pictureSteps} starts: a photo to resize, or an image already resized to the chart. */
export type PictureSource = { readonly photo: RgbaImage } | { readonly resized: RgbaImage };

/** The options of {@link pictureSteps}: those of {@link importPicture}, and what a step-by-step caller needs. */
export interface PictureStepsOptions extends ImportPictureOptions {
  /** Makes the report (colours used, confetti, ΔE); true by default. A final import may skip its cost. */
  readonly report?: boolean;
  /** Hears the resized image (before any adjustment), e.g. to keep it for the next conversion. */
  readonly onResized?: (image: RgbaImage) => void;
}

/** The chart {@link pictureSteps} makes: as {@link ImportedChart}, without a report when none was asked for. */
export interface SteppedChart extends Omit<ImportedChart, 'report'> {
  readonly report: PictureReport | undefined;
}

/**
 * The picture import's step sequence, written once: resize (unless the source is resized already) →
 * adjust (with a brightness or contrast) → quantise → remap → clean up → report. Yields each step's name
 * just before running it, so a caller can pause between steps (to show progress, to hear a cancel);
 * `report` is yielded even when no report is made, as the step that finishes the chart. Returns the chart
 * with the milliseconds of each step that ran.
 *
 * @throws PictureError for a refused input (sizes, colour count, options)
 */
export function* pictureSteps(
  engine: PictureEngine,
  source: PictureSource,
  options: PictureStepsOptions,
): Generator<PictureStep, SteppedChart, void> {
  const now = options.now ?? (() => performance.now());
  const timings: Partial<Record<PictureStep, number>> = {};
  const timed = <T>(step: PictureStep, run: () => T): T => {
    const start = now();
    const result = run();
    const milliseconds = now() - start;
    timings[step] = milliseconds;
    options.onStep?.(step, milliseconds);
    return result;
  };
  const brightness = options.brightness ?? 0;
  const contrast = options.contrast ?? 100;
  const withReport = options.report ?? true;

  let image: RgbaImage;
  if ('resized' in source) {
    image = source.resized;
  } else {
    const { photo } = source;
    const rows = options.rows ?? gridRowsFor(photo.width, photo.height, options.columns);
    yield 'resize';
    image = timed('resize', () => engine.resizePicture(photo, options.columns, rows));
    options.onResized?.(image);
  }
  if (brightness !== 0 || contrast !== 100) {
    const resized = image;
    yield 'adjust';
    image = timed('adjust', () => engine.adjustPicture(resized, brightness, contrast));
  }
  const adjusted = image;
  yield 'quantize';
  const quantized = timed('quantize', () =>
    engine.quantizePicture(adjusted, options.colorCount, options.brand),
  );
  if (quantized.rgb.length === 0) {
    // A fully transparent photo: an empty chart.
    yield 'report';
    const cells = new Uint8Array(adjusted.width * adjusted.height);
    const report = withReport ? timed('report', () => emptyReport()) : undefined;
    return { image: adjusted, palette: quantized, cells, report, timings };
  }
  const dither = options.dither ?? 'none';
  yield 'remap';
  const remapped = timed('remap', () => engine.remapPicture(adjusted, quantized.rgb, dither));
  yield 'cleanup';
  const cleaned = timed('cleanup', () =>
    engine.cleanupChart(remapped, adjusted, quantized.rgb, {
      strength: options.cleanup ?? DEFAULT_CLEANUP,
      keepDetails: options.keepDetails ?? false,
      refitPalette: canRefitPalette(options.brand, dither),
    }),
  );
  yield 'report';
  const { palette, cells } = compactPalette({ ...quantized, rgb: cleaned.rgb }, cleaned.cells);
  const report = withReport
    ? timed('report', () => engine.reportChart(cells, adjusted, palette.rgb))
    : undefined;
  return { image: adjusted, palette, cells, report, timings };
}

/**
 * Turns a photo into a chart with the engine's steps ({@link pictureSteps}, run straight through), timing each.
 *
 * @throws PictureError for a refused input (sizes, colour count, options)
 */
export function importPicture(
  engine: PictureEngine,
  photo: RgbaImage,
  options: ImportPictureOptions,
): ImportedChart {
  const steps = pictureSteps(engine, { photo }, { ...options, report: true });
  for (;;) {
    const next = steps.next();
    if (next.done) return { ...next.value, report: next.value.report ?? emptyReport() };
  }
}

/** Whether the clean-up may move the colours: only free colours (a brand's are fixed) on remapped cells. */
export function canRefitPalette(brand: Uint8Array | undefined, dither: Dither): boolean {
  return !brand && dither === 'none';
}

function emptyReport(): PictureReport {
  return { colorsUsed: 0, confettiCells: 0, filledCells: 0, confettiShare: 0, meanDeltaE: 0, p95DeltaE: 0 };
}
