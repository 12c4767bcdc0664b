// Runs in a Web Worker like the app's engine: a photo file (JPEG, made at run time by upscaling a shared sample)
// decoded by the app's own decoder (`web/src/engine/pictureDecode.ts`), then the engine's steps, each timed; and
// the two hot kernels, wasm against plain TypeScript.
import { DEFAULT_CLEANUP, importPicture, loadEngine, type Engine, type RgbaImage } from '@steekwerk/engine';
import { kmeansPlain, oklabOf, remapPlain, remapPlainFullScan } from '@steekwerk/engine/plain-picture';
import wasmUrl from '@steekwerk/engine-wasm?url';
import { decodePicture } from '../../web/src/engine/pictureDecode';
import { PicturePipeline } from '../../web/src/engine/picturePipeline';

export interface PictureScenario {
  readonly name: string;
  readonly sample: string;
  readonly photo: readonly [number, number];
  readonly chart: readonly [number, number];
  readonly samples: number;
}

export interface PictureBenchRequest {
  readonly scenarios: readonly PictureScenario[];
  readonly colorCount: number;
}

export const pictureSteps = ['decode', 'resize', 'quantize', 'remap', 'cleanup'] as const;
type Step = (typeof pictureSteps)[number];

export interface KernelTiming {
  readonly kernel: 'remap' | 'kmeans';
  readonly wasm: number[];
  readonly ts: number[];
  /** Other TypeScript figures, printed as they are (the remap's two searches). */
  readonly tsOther?: Record<string, number>;
  readonly size: number;
  readonly agreement: number;
}

export interface PictureBenchOutcome {
  readonly engineVersion: string;
  readonly pixelReader: string;
  readonly cleanup: number;
  readonly scenarios: Array<{
    readonly name: string;
    readonly path: DecodePath;
    readonly jpegBytes: number;
    readonly runs: Array<Record<Step, number>>;
  }>;
  readonly kernels: KernelTiming[];
  /** The app's own worker path (`web/src/engine`): decode, the steps with pauses between them, rows encoded. */
  readonly appPath: Array<{ readonly name: string; readonly runs: number[] }>;
}

/** One conversion as the import screen's final import runs it, in milliseconds from file to rows string. */
async function runAppPath(
  engine: Engine,
  file: Blob,
  [width, height]: readonly [number, number],
  [columns, rows]: readonly [number, number],
  colorCount: number,
): Promise<number> {
  // A fresh pipeline each time, so nothing decoded before is reused.
  const pipeline = new PicturePipeline(async () => engine, decodePicture);
  const pictureId = pipeline.open(file, width, height);
  const start = performance.now();
  const reply = await pipeline.convert(
    pictureId,
    {
      columns,
      rows,
      colorCount,
      dither: 'none',
      cleanup: DEFAULT_CLEANUP,
      keepDetails: false,
      brightness: 0,
      contrast: 100,
      encodeRows: true,
    },
    1,
    () => {},
  );
  const elapsed = performance.now() - start;
  if (!reply.ok) throw new Error(`The app path failed: ${reply.code}`);
  return elapsed;
}

async function makeJpeg(sample: string, [width, height]: readonly [number, number]): Promise<Blob> {
  const source = await createImageBitmap(await (await fetch(`/samples/${sample}`)).blob());
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d')!;
  context.imageSmoothingEnabled = false;
  context.drawImage(source, 0, 0, width, height);
  source.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
}

/**
 * How the photo reaches the engine: `full` decodes it at full size (the engine's linear-light resize does all
 * the averaging); `prescaled` lets the browser decode and shrink it to twice the chart's size first
 * (`resizeQuality: 'high'`), and the engine averages the last 2 × 2 in linear light.
 */
export type DecodePath = 'full' | 'prescaled';
export const decodePaths: readonly DecodePath[] = ['full', 'prescaled'];

/** How decoded pixels are read: `VideoFrame.copyTo` (WebCodecs) where present, else a canvas readback. */
export const pixelReader: 'VideoFrame.copyTo' | 'getImageData' =
  typeof VideoFrame === 'function' ? 'VideoFrame.copyTo' : 'getImageData';

/** Decodes a whole photo file with the app's own decoder, at its size or prescaled to twice the chart. */
function decode(
  file: Blob,
  path: DecodePath,
  [width, height]: readonly [number, number],
  [columns, rows]: readonly [number, number],
): Promise<RgbaImage> {
  const size = path === 'full' ? { width, height } : { width: columns * 2, height: rows * 2 };
  return decodePicture(file, { x: 0, y: 0, width, height }, size, true);
}

async function runOnce(
  engine: Engine,
  file: Blob,
  path: DecodePath,
  photoSize: readonly [number, number],
  [columns, rows]: readonly [number, number],
  colorCount: number,
): Promise<{ times: Record<Step, number>; image: RgbaImage }> {
  const start = performance.now();
  const photo = await decode(file, path, photoSize, [columns, rows]);
  const times = { decode: performance.now() - start } as Record<Step, number>;
  // The step sequence the app runs too (`importPicture`), free colours, no dithering; the report is not timed.
  const chart = importPicture(engine, photo, {
    columns,
    rows,
    colorCount,
    cleanup: DEFAULT_CLEANUP,
    onStep: (step, milliseconds) => {
      if ((pictureSteps as readonly string[]).includes(step)) times[step as Step] = milliseconds;
    },
  });
  return { times, image: chart.image };
}

function timeKernel(run: () => unknown, samples = 9): number[] {
  run();
  const durations: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = performance.now();
    run();
    durations.push(performance.now() - start);
  }
  return durations.sort((a, b) => a - b);
}

function kernels(engine: Engine, image: RgbaImage, rgb: Uint8Array): KernelTiming[] {
  const wasmCells = engine.remapPicture(image, rgb);
  const tsCells = remapPlain(image.pixels, rgb);
  let same = 0;
  for (let cell = 0; cell < wasmCells.length; cell += 1) if (wasmCells[cell] === tsCells[cell]) same += 1;
  const stride = Math.max(1, Math.floor((image.width * image.height) / 65536));
  const pointCount = Math.floor((image.width * image.height) / stride);
  const points = new Float32Array(pointCount * 4);
  for (let point = 0; point < pointCount; point += 1) {
    const at = point * stride * 4;
    oklabOf(image.pixels[at]!, image.pixels[at + 1]!, image.pixels[at + 2]!, points, point * 4);
    points[point * 4 + 3] = 1;
  }
  const centroids = new Float32Array(rgb.length);
  for (let index = 0; index < rgb.length / 3; index += 1) {
    oklabOf(rgb[index * 3]!, rgb[index * 3 + 1]!, rgb[index * 3 + 2]!, centroids, index * 3);
  }
  const wasmCentroids = engine.kmeansKernel(points, centroids, 10);
  const tsCentroids = kmeansPlain(points, centroids, 10);
  let drift = 0;
  for (let index = 0; index < wasmCentroids.length; index += 1) {
    drift = Math.max(drift, Math.abs(wasmCentroids[index]! - tsCentroids[index]!));
  }
  // TypeScript's faster of the two searches the engine uses (from a guess; every colour, as the wasm's
  // SIMD lanes do on small palettes).
  const wasm = timeKernel(() => engine.remapPicture(image, rgb));
  const guided = timeKernel(() => remapPlain(image.pixels, rgb));
  const fullScan = timeKernel(() => remapPlainFullScan(image.pixels, rgb));
  const median = (durations: number[]) => durations[durations.length >> 1]!;
  return [
    {
      kernel: 'remap',
      wasm,
      ts: median(fullScan) < median(guided) ? fullScan : guided,
      tsOther: { ts_guided_p50_ms: median(guided), ts_full_scan_p50_ms: median(fullScan) },
      size: wasmCells.length,
      agreement: same / wasmCells.length,
    },
    {
      kernel: 'kmeans',
      wasm: timeKernel(() => engine.kmeansKernel(points, centroids, 10)),
      ts: timeKernel(() => kmeansPlain(points, centroids, 10)),
      size: pointCount,
      agreement: drift,
    },
  ];
}

self.onmessage = async (event: MessageEvent<PictureBenchRequest>) => {
  try {
    const { scenarios, colorCount } = event.data;
    const engine = await loadEngine(await WebAssembly.compileStreaming(fetch(wasmUrl)));
    const outcome: PictureBenchOutcome = {
      engineVersion: engine.version(),
      pixelReader,
      cleanup: DEFAULT_CLEANUP,
      scenarios: [],
      kernels: [],
      appPath: [],
    };
    let largest: { image: RgbaImage } | undefined;
    for (const scenario of scenarios) {
      const file = await makeJpeg(scenario.sample, scenario.photo);
      for (const path of decodePaths) {
        const last = await runOnce(engine, file, path, scenario.photo, scenario.chart, colorCount);
        const runs: Array<Record<Step, number>> = [];
        for (let index = 0; index < scenario.samples; index += 1) {
          runs.push((await runOnce(engine, file, path, scenario.photo, scenario.chart, colorCount)).times);
        }
        outcome.scenarios.push({ name: scenario.name, path, jpegBytes: file.size, runs });
        if (path === 'full' && (!largest || last.image.width > largest.image.width)) largest = last;
      }
      await runAppPath(engine, file, scenario.photo, scenario.chart, colorCount);
      const appRuns: number[] = [];
      for (let index = 0; index < scenario.samples; index += 1) {
        appRuns.push(await runAppPath(engine, file, scenario.photo, scenario.chart, colorCount));
      }
      outcome.appPath.push({ name: scenario.name, runs: appRuns.sort((a, b) => a - b) });
    }
    if (largest) {
      const { rgb } = engine.quantizePicture(largest.image, colorCount);
      outcome.kernels.push(...kernels(engine, largest.image, rgb));
    }
    self.postMessage(outcome);
  } catch (error) {
    self.postMessage({ error: String(error instanceof Error ? (error.stack ?? error.message) : error) });
  }
};
