/**
 * Picture import inside the engine worker: keeps the opened files, decodes the part of a picture a conversion
 * needs (the browser's decoder, shrunk to twice the chart when the picture is larger, see docs/decisions.md), and
 * runs the engine's steps (`pictureSteps` of `@steekwerk/engine`) one at a time with a pause between them, so
 * progress reaches the page and a cancel is heard before the next step.
 *
 * The decoder is injected, so the steps run in Node tests with the real wasm and a fake decoder.
 */
import {
  PictureError,
  pictureSteps,
  type Engine,
  type PictureSource,
  type PictureStep,
  type RgbaImage,
} from '@steekwerk/engine';
import type {
  ConvertPictureReply,
  ConvertPictureRequest,
  PictureCrop,
  PictureFailureCode,
  PictureProgress,
  PictureProgressStep,
} from './engineProtocol';

/** Decodes a part of a picture file into RGBA pixels of (at most) the given size. */
/** Decodes `crop` of a picture file at `size`; `whole` says the crop is the whole picture. */
export type PictureDecoder = (
  file: Blob,
  crop: PictureCrop,
  size: { width: number; height: number },
  whole: boolean,
) => Promise<RgbaImage>;

/** Thrown by the pipeline when its job was cancelled. */
class Cancelled extends Error {}

/** The fraction of the whole done when each step starts and ends (decoding and the colours take longest). */
const stepSpans: Readonly<Record<PictureProgressStep, readonly [number, number]>> = {
  pending: [0, 0],
  prepareSourceImage: [0, 0.35],
  resizeSourceImage: [0.35, 0.45],
  generateChart: [0.45, 0.9],
  generateChartFinish: [0.9, 1],
};

/** The pause (progress step and part of it) before each of the engine's steps; none before resize and adjust. */
const pauseBefore: Readonly<Partial<Record<PictureStep, readonly [PictureProgressStep, number]>>> = {
  quantize: ['generateChart', 0],
  remap: ['generateChart', 0.45],
  cleanup: ['generateChart', 0.65],
  report: ['generateChartFinish', 0],
};

interface OpenPicture {
  readonly file: Blob;
  readonly width: number;
  readonly height: number;
}

interface Prepared {
  readonly key: string;
  readonly image: RgbaImage;
}

/**
 * Waits for the worker's next task, so messages (a cancel) are handled between steps. A message to itself
 * rather than a timer: timers nested more than five deep wait at least 4 ms each.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}

function failureCodeOf(error: unknown): PictureFailureCode {
  if (error instanceof Cancelled) return 'cancelled';
  if (error instanceof PictureError) {
    return error.code === 'image-too-large' || error.code === 'grid-too-large'
      ? 'pictureTooLarge'
      : 'invalidPictureOptions';
  }
  throw error;
}

/** The crop inside a picture of `width` × `height`, whole pixels, at least one pixel. */
export function clampCrop(crop: PictureCrop | undefined, width: number, height: number): PictureCrop {
  if (!crop) return { x: 0, y: 0, width, height };
  const x = Math.min(width - 1, Math.max(0, Math.round(crop.x)));
  const y = Math.min(height - 1, Math.max(0, Math.round(crop.y)));
  return {
    x,
    y,
    width: Math.max(1, Math.min(width - x, Math.round(crop.width))),
    height: Math.max(1, Math.min(height - y, Math.round(crop.height))),
  };
}

/**
 * The size to decode a crop at: twice the chart when the crop is more than twice the chart's size in both
 * directions (the browser shrinks while decoding), else the crop's own size.
 */
export function decodeSize(
  crop: PictureCrop,
  columns: number,
  rows: number,
): { width: number; height: number } {
  return crop.width > 2 * columns && crop.height > 2 * rows
    ? { width: 2 * columns, height: 2 * rows }
    : { width: crop.width, height: crop.height };
}

/** The pictures of one worker and the conversions running on them. */
export class PicturePipeline {
  private readonly pictures = new Map<number, OpenPicture>();
  private readonly cancelled = new Set<number>();
  private prepared: Prepared | undefined;
  private nextPictureId = 1;

  constructor(
    private readonly engine: () => Promise<Engine | undefined>,
    private readonly decode: PictureDecoder,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Keeps a file; returns its id. */
  open(file: Blob, width: number, height: number): number {
    const pictureId = this.nextPictureId++;
    this.pictures.set(pictureId, { file, width, height });
    return pictureId;
  }

  close(pictureId: number): void {
    this.pictures.delete(pictureId);
    if (this.prepared?.key.startsWith(`${pictureId}:`)) this.prepared = undefined;
  }

  cancel(jobId: number): void {
    this.cancelled.add(jobId);
  }

  async convert(
    pictureId: number,
    request: ConvertPictureRequest,
    jobId: number,
    onProgress: (progress: PictureProgress) => void,
  ): Promise<ConvertPictureReply> {
    try {
      return await this.run(pictureId, request, jobId, onProgress);
    } catch (error) {
      return { ok: false, code: failureCodeOf(error) };
    } finally {
      this.cancelled.delete(jobId);
    }
  }

  private async run(
    pictureId: number,
    request: ConvertPictureRequest,
    jobId: number,
    onProgress: (progress: PictureProgress) => void,
  ): Promise<ConvertPictureReply> {
    const timings: Record<string, number> = {};
    const checkpoint = async (step: PictureProgressStep, part = 0) => {
      await nextTask();
      if (this.cancelled.has(jobId)) throw new Cancelled();
      const [start, end] = stepSpans[step];
      onProgress({ step, fraction: start + (end - start) * part });
    };
    await checkpoint('prepareSourceImage');
    const picture = this.pictures.get(pictureId);
    if (!picture) return { ok: false, code: 'pictureNotOpen' };
    const engine = await this.engine();
    if (!engine) return { ok: false, code: 'engineUnavailable' };
    const { columns, rows } = request;
    const crop = clampCrop(request.crop, picture.width, picture.height);
    const key = `${pictureId}:${crop.x},${crop.y},${crop.width},${crop.height}:${columns}x${rows}`;
    const resized = this.prepared?.key === key ? this.prepared.image : undefined;
    let source: PictureSource;
    if (resized) {
      source = { resized };
    } else {
      const start = this.now();
      try {
        const whole =
          crop.x === 0 && crop.y === 0 && crop.width === picture.width && crop.height === picture.height;
        source = { photo: await this.decode(picture.file, crop, decodeSize(crop, columns, rows), whole) };
      } catch (error) {
        if (error instanceof PictureError) throw error;
        return { ok: false, code: 'unreadablePicture' };
      }
      timings.decode = this.now() - start;
    }
    await checkpoint('resizeSourceImage');

    const steps = pictureSteps(engine, source, {
      columns,
      rows,
      colorCount: request.colorCount,
      dither: request.dither,
      ...(request.brand ? { brand: request.brand } : {}),
      cleanup: request.cleanup,
      keepDetails: request.keepDetails,
      brightness: request.brightness,
      contrast: request.contrast,
      now: this.now,
      // The report (colours, confetti, ΔE) is for the preview's caption; the final import skips its cost.
      report: !request.encodeRows,
      onResized: (image) => (this.prepared = { key, image }),
    });
    let next = steps.next();
    while (!next.done) {
      const pause = pauseBefore[next.value];
      if (pause) await checkpoint(...pause);
      next = steps.next();
    }
    const { palette, cells, report } = next.value;
    Object.assign(timings, next.value.timings);
    return this.finish(
      engine,
      request,
      {
        columns,
        rows,
        cells,
        rgb: palette.rgb,
        ...(palette.products?.length ? { brandIndices: palette.products } : {}),
        colorsUsed: report?.colorsUsed ?? palette.rgb.length / 3,
        confettiShare: report?.confettiShare ?? 0,
        meanDeltaE: report?.meanDeltaE ?? 0,
        timings,
      },
      onProgress,
    );
  }

  private finish(
    engine: Engine,
    request: ConvertPictureRequest,
    chart: {
      columns: number;
      rows: number;
      cells: Uint8Array;
      rgb: Uint8Array;
      brandIndices?: Uint16Array;
      colorsUsed?: number;
      confettiShare?: number;
      meanDeltaE?: number;
      timings: Record<string, number>;
    },
    onProgress: (progress: PictureProgress) => void,
  ): ConvertPictureReply {
    const start = this.now();
    const rowsText = request.encodeRows
      ? engine.encodeRows(chart.cells, chart.columns, chart.rows)
      : undefined;
    if (rowsText !== undefined) chart.timings.encode = this.now() - start;
    onProgress({ step: 'generateChartFinish', fraction: 1 });
    return {
      ok: true,
      columns: chart.columns,
      rows: chart.rows,
      cells: chart.cells,
      rgb: chart.rgb,
      ...(chart.brandIndices ? { brandIndices: chart.brandIndices } : {}),
      ...(rowsText !== undefined ? { rowsText } : {}),
      colorsUsed: chart.colorsUsed ?? 0,
      confettiShare: chart.confettiShare ?? 0,
      meanDeltaE: chart.meanDeltaE ?? 0,
      timings: chart.timings,
    };
  }
}
